package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * {@code --cache}: whether read tests meet the caches the preceding writes warmed ({@code warm}, iot-benchmark's
 * behaviour) or a server restarted with its data kept and, where permitted, an empty OS page cache ({@code cold}).
 */
public enum CacheMode {
    WARM,
    COLD;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static CacheMode of(String id) {
        return Arrays.stream(values()).filter(c -> c.id().equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--cache must be one of " + Arrays.stream(values())
                        .map(CacheMode::id).collect(Collectors.joining(", ")) + " (got " + id + ")"));
    }
}
