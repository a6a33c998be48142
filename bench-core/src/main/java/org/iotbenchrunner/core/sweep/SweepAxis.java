package org.iotbenchrunner.core.sweep;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * One swept key and its values, in the order given, with the {@code baseline} value the others are compared with.
 * The key is a workload key as {@code --set} takes it (e.g. {@code CLIENT_NUMBER}) or a server setting as
 * {@code --server-set} takes it, {@code DB:KEY} (e.g. {@code iotdb:page_size_in_byte}).
 */
public record SweepAxis(String key, List<String> values, String baseline) {

    public SweepAxis {
        values = List.copyOf(values);
        if (!values.contains(baseline)) {
            throw new IllegalArgumentException("baseline " + baseline + " is not one of " + values);
        }
    }

    /**
     * Parses {@code KEY=v1,v2,...} of {@code --sweep}. The baseline is the value marked {@code *} (e.g.
     * {@code CLIENT_NUMBER=1,4,*16,32}); unmarked, {@code configured} (the value the run has without the sweep,
     * null when unknown) if it is listed, else the first value.
     */
    public static SweepAxis parse(String text, String configured) {
        int eq = text.indexOf('=');
        if (eq <= 0 || eq == text.length() - 1) {
            throw new ConfigException("--sweep must be KEY=v1,v2,... (got " + text + ")");
        }
        String key = text.substring(0, eq).trim();
        List<String> values = new ArrayList<>();
        String marked = null;
        for (String raw : text.substring(eq + 1).split(",")) {
            String value = raw.trim();
            if (value.startsWith("*")) {
                if (marked != null) {
                    throw new ConfigException("--sweep " + key + ": one value may be marked * as the baseline (got "
                            + text + ")");
                }
                value = value.substring(1).trim();
                marked = value;
            }
            if (value.isEmpty()) {
                throw new ConfigException("--sweep " + key + ": an empty value in " + text
                        + "; allowed: KEY=v1,v2,... with no empty value");
            }
            values.add(value);
        }
        if (new LinkedHashSet<>(values).size() != values.size()) {
            throw new ConfigException("--sweep " + key + ": a value is listed twice in " + text);
        }
        String baseline = marked != null ? marked
                : configured != null && values.contains(configured) ? configured : values.get(0);
        return new SweepAxis(key, values, baseline);
    }

    /** A server setting ({@code DB:KEY}) rather than a workload key. */
    public boolean serverSetting() {
        return key.contains(":");
    }

    /** The database id of a server setting; null for a workload key. */
    public String database() {
        return serverSetting() ? key.substring(0, key.indexOf(':')) : null;
    }

    /** The setting's name under the database's own names; the key itself for a workload key. */
    public String setting() {
        return serverSetting() ? key.substring(key.indexOf(':') + 1) : key;
    }
}
