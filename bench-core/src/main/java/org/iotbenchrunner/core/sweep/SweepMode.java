package org.iotbenchrunner.core.sweep;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * How a sweep's axes combine: {@code grid}, every combination of their values (their product); {@code one-factor},
 * the baseline cell (every axis at its baseline value) and then each axis's other values with the rest at baseline,
 * as seed 001 varies one factor at a time around its default configuration.
 */
public enum SweepMode {
    GRID("grid"),
    ONE_FACTOR("one-factor");

    private final String id;

    SweepMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static SweepMode of(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--sweep-mode must be one of " + Arrays.stream(values())
                        .map(SweepMode::id).collect(Collectors.joining(", ")) + " (got " + id + ")"));
    }
}
