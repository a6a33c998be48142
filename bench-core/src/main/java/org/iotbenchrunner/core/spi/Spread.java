package org.iotbenchrunner.core.spi;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * How the clients of a run reach a database of several nodes: {@link #ROUND_ROBIN}, client {@code c} talks to node
 * {@code c mod N} only (TSBS's {@code --urls}); {@link #ALL_NODES}, every client is given every node and its driver
 * spreads the requests (iot-benchmark's cluster mode: IoTDB's session with node URLs, a Cassandra driver with all
 * contact points). Recorded with every result of more than one node.
 */
public enum Spread {
    ROUND_ROBIN("round-robin"),
    ALL_NODES("all-nodes");

    private final String id;

    Spread(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Spread parse(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new ConfigException("--spread " + text + ": must be one of "
                        + Arrays.stream(values()).map(Spread::id).collect(Collectors.joining(", "))));
    }
}
