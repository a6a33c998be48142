package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the server of a run was set up. {@code profile} is {@code default} or {@code tuned} for a server the harness
 * started, {@code external} for one it does not configure; {@code sizedForMemoryMb} and {@code sizedForCores} are
 * what a tuned profile was scaled to; {@code settings} is every performance setting the harness applied, under the
 * database's names, with the value read back from the running server where it could be (empty: the database's
 * defaults). {@code cache} is the campaign's {@code --cache} mode and {@code coldStart} what was done before a read
 * test with cold caches (null otherwise). {@code requested}: the settings {@code --server-set} asked of this database
 * (empty: none), applied over the profile's; {@code notApplied}: one line for each requested setting the server
 * rejected or does not run with (read back as another value, or not at all), naming the key, the value asked and
 * what the server said.
 */
public record ServerSetup(String profile, Long sizedForMemoryMb, Integer sizedForCores, Map<String, String> settings,
        String cache, ColdStart coldStart,
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        Map<String, String> requested,
        @JsonInclude(JsonInclude.Include.NON_EMPTY)
        List<String> notApplied) {

    public ServerSetup {
        settings = settings == null ? Map.of() : settings;
        requested = requested == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(requested));
        notApplied = notApplied == null ? List.of() : List.copyOf(notApplied);
    }

    public ServerSetup(String profile, Long sizedForMemoryMb, Integer sizedForCores, Map<String, String> settings,
            String cache, ColdStart coldStart) {
        this(profile, sizedForMemoryMb, sizedForCores, settings, cache, coldStart, null, null);
    }

    public ServerSetup withColdStart(ColdStart cold) {
        return new ServerSetup(profile, sizedForMemoryMb, sizedForCores, settings, cache, cold, requested,
                notApplied);
    }

    /** With what {@code --server-set} asked and the lines of what the server did not take. */
    public ServerSetup withRequested(Map<String, String> asked, List<String> refused) {
        return new ServerSetup(profile, sizedForMemoryMb, sizedForCores, settings, cache, coldStart, asked, refused);
    }

    /** e.g. "tuned for 18432 MB, 2 cores" or "default". */
    public String describeProfile() {
        return sizedForMemoryMb == null || !"tuned".equals(profile) ? profile
                : profile + " for " + sizedForMemoryMb + " MB, " + sizedForCores + " cores";
    }
}
