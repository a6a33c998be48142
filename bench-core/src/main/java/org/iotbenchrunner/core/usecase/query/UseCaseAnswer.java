package org.iotbenchrunner.core.usecase.query;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;

/**
 * The rows of a use-case query's answer, expected or received, in the row shape {@link UseCaseAnswers} defines per
 * type. The expected answer lists its rows in the type's order; a received one in the database's.
 */
public record UseCaseAnswer(List<Row> rows) {

    public UseCaseAnswer {
        rows = List.copyOf(rows);
    }

    /**
     * One row: its {@code device} (a hostname or a truck's name; null when the row is not about one), its
     * {@code time} in epoch nanoseconds (a bucket's or a day's start, or a row's time; {@link QueryAnswer#NO_TIME}
     * when it has none), its other labels (e.g. fleet, model) and its non-null values by name.
     */
    public record Row(String device, long time, Map<String, String> labels, Map<String, Object> values) {
        public Row {
            // in the order given, which the expected answer keeps for reading
            labels = Collections.unmodifiableMap(new LinkedHashMap<>(labels));
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        /** Where the row is, e.g. {@code host_3 @ 2016-01-01T00:05:00Z} or {@code fleet=East model=H-2}. */
        public String where() {
            List<String> parts = new ArrayList<>();
            if (device != null) {
                parts.add(device);
            }
            labels.entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(e -> parts.add(e.getKey() + "=" + e.getValue()));
            if (time != QueryAnswer.NO_TIME) {
                parts.add("@ " + instant(time));
            }
            return parts.isEmpty() ? "the row" : String.join(" ", parts);
        }
    }

    /** Labels in the order given: {@code labels("fleet", "East", "model", "H-2")}. */
    public static Map<String, String> labels(String... keysAndValues) {
        Map<String, String> labels = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            labels.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return labels;
    }

    static Instant instant(long epochNanos) {
        return Instant.ofEpochSecond(Math.floorDiv(epochNanos, 1_000_000_000L),
                Math.floorMod(epochNanos, 1_000_000_000L));
    }
}
