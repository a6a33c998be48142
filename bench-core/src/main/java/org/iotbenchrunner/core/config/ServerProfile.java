package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * {@code --profile}: how the harness configures a server it starts. {@code default} leaves the database's own
 * defaults; {@code tuned} applies the reference studies' tuning scaled to the memory and cores available to the
 * server (see docs/compatibility.md).
 */
public enum ServerProfile {
    DEFAULT,
    TUNED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static ServerProfile of(String id) {
        return Arrays.stream(values()).filter(p -> p.id().equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--profile must be one of " + Arrays.stream(values())
                        .map(ServerProfile::id).collect(Collectors.joining(", ")) + " (got " + id + ")"));
    }
}
