package org.iotbenchrunner.core.spi;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * The gate of every integration test that needs a real server, engine or image: where it cannot run here the test
 * is skipped and says why, except under {@code CI=true}, where it fails — a CI must never go green with the
 * real-database tests skipped. {@code BENCH_OPTIONAL_SERVERS} (a comma list such as
 * {@code iotdb-local,iotdb-container})
 * names what a CI may lack; its script says why.
 */
public final class RealServers {
    private RealServers() {
    }

    /** {@code unavailable}: why {@code server} cannot run here, or empty when it can. */
    public static void require(String server, Optional<String> unavailable) {
        if (unavailable.isEmpty()) {
            return;
        }
        String reason = server + " cannot run here: " + unavailable.get();
        if ("true".equalsIgnoreCase(System.getenv("CI")) && !optional().contains(server)) {
            Assertions.fail(reason + " (under CI=true this fails the build; BENCH_OPTIONAL_SERVERS lists what a CI "
                    + "may lack)");
        }
        Assumptions.abort(reason);
    }

    /** {@code unavailable}: why {@code server} cannot run here, or null when it can. */
    public static void require(String server, String unavailable) {
        require(server, Optional.ofNullable(unavailable));
    }

    static Set<String> optional() {
        String list = System.getenv().getOrDefault("BENCH_OPTIONAL_SERVERS", "");
        return Arrays.stream(list.split(",")).map(String::trim).filter(s -> !s.isEmpty()).collect(Collectors.toSet());
    }
}
