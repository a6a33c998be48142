package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * {@code --profile}: how the harness configures a server it starts. {@code default} leaves the database's own
 * defaults; {@code tuned} applies the reference studies' tuning scaled to the memory and cores available to the
 * server (see docs/compatibility.md); {@code study-timeouts} raises every server timeout 100 times, as the
 * TDengine/Cassandra study (seed 002) did for Cassandra so that its long queries could finish (a database without
 * such settings runs its defaults, and the run says so).
 */
public enum ServerProfile {
    DEFAULT,
    TUNED,
    STUDY_TIMEOUTS;

    /** {@code default}, {@code tuned}, {@code study-timeouts}. */
    public String id() {
        return Choices.id(this).replace('_', '-');
    }

    public static ServerProfile of(String id) {
        return Arrays.stream(values()).filter(p -> p.id().equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--profile must be one of " + Arrays.stream(values())
                        .map(ServerProfile::id).collect(Collectors.joining(", ")) + " (got " + id + ")"));
    }
}
