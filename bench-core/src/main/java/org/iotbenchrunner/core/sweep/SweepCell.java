package org.iotbenchrunner.core.sweep;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One cell of a sweep: its number (1-based, in the order cells run), its {@code parameters} (every axis's value,
 * by key in the sweep's order) and whether it is the {@code baseline} cell (every axis at its baseline).
 */
public record SweepCell(int number, Map<String, String> parameters, boolean baseline) {

    public SweepCell {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /**
     * The cell's folder name: its number and its values, safe on any file system, e.g.
     * {@code 03-CLIENT_NUMBER-16_iotdb.page_size_in_byte-65536}.
     */
    public String directory() {
        StringBuilder name = new StringBuilder(String.format("%02d", number));
        parameters.forEach((key, value) -> name.append(name.length() == 2 ? "-" : "_").append(safe(key.replace(':', '.')))
                .append('-').append(safe(value)));
        return name.toString();
    }

    private static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
