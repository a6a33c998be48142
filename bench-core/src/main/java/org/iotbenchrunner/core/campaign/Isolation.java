package org.iotbenchrunner.core.campaign;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * Whether the databases of a campaign have the host to themselves: sequential starts each one's server for its
 * tests and stops it before the next; co-resident starts them all first and keeps them up to the end, as the seed
 * thesis's original campaign did, so that the busy server shares the host with the idle ones.
 */
public enum Isolation {
    SEQUENTIAL("sequential"),
    CO_RESIDENT("co-resident");

    public final String id;

    Isolation(String id) {
        this.id = id;
    }

    public static Isolation of(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(i -> i.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new ConfigException("--isolation must be one of " + Arrays.stream(values())
                        .map(i -> i.id).collect(Collectors.joining(", ")) + " (got " + text + ")"));
    }
}
