package org.iotbenchrunner.core.result;

import java.util.Map;

/**
 * How the server of a run was set up. {@code profile} is {@code default} or {@code tuned} for a server the harness
 * started, {@code external} for one it does not configure; {@code sizedForMemoryMb} and {@code sizedForCores} are
 * what a tuned profile was scaled to; {@code settings} is every performance setting the harness applied, under the
 * database's names (empty: the database's defaults). {@code cache} is the campaign's {@code --cache} mode and
 * {@code coldStart} what was done before a read test with cold caches (null otherwise).
 */
public record ServerSetup(String profile, Long sizedForMemoryMb, Integer sizedForCores, Map<String, String> settings,
        String cache, ColdStart coldStart) {

    public ServerSetup {
        settings = settings == null ? Map.of() : settings;
    }

    public ServerSetup withColdStart(ColdStart cold) {
        return new ServerSetup(profile, sizedForMemoryMb, sizedForCores, settings, cache, cold);
    }

    /** e.g. "tuned for 18432 MB, 2 cores" or "default". */
    public String describeProfile() {
        return sizedForMemoryMb == null || !"tuned".equals(profile) ? profile
                : profile + " for " + sizedForMemoryMb + " MB, " + sizedForCores + " cores";
    }
}
