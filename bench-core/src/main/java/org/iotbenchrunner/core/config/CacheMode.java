package org.iotbenchrunner.core.config;

/**
 * {@code --cache}: whether read tests meet the caches the preceding writes warmed ({@code warm}, iot-benchmark's
 * behaviour) or a server restarted with its data kept and, where permitted, an empty OS page cache ({@code cold}).
 */
public enum CacheMode {
    WARM,
    COLD;

    public String id() {
        return Choices.id(this);
    }

    public static CacheMode of(String id) {
        return Choices.parse("--cache", CacheMode.class, id);
    }
}
