package org.iotbenchrunner.core.testing;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Use-case rows as one line of text each, so that a table-shaped database's use-case IT can compare the rows it reads
 * back with the generated ones as a whole: measurement, time in nanoseconds, then each present tag and field in the
 * schema's order.
 */
public final class CanonicalRows {
    private CanonicalRows() {
    }

    /** A generated row as stored: time rounded down to the database's {@code unitNanos}. */
    public static String generated(UseCaseSchema.Measurement m, UseCaseRow row, long unitNanos) {
        Map<String, Object> tags = new LinkedHashMap<>();
        m.tagKeys().forEach(key -> tags.put(key, tag(row, key)));
        Map<String, Object> fields = new LinkedHashMap<>();
        m.fields().forEach(f -> fields.put(f.name(), row.fields().stream().filter(x -> x.name().equals(f.name()))
                .findFirst().map(UseCaseRow.Field::value).orElse(null)));
        return stored(m.name(), Math.floorDiv(row.timestampNanos(), unitNanos) * unitNanos, tags, fields);
    }

    /** A row read back; a null tag or field value is missing. */
    public static String stored(String measurement, long nanos, Map<String, Object> tags,
                                Map<String, Object> fields) {
        return measurement + " " + nanos + " " + present(tags) + " " + present(fields);
    }

    /** The row's value of tag {@code key}, null when missing. */
    public static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().map(UseCaseRow.Tag::value)
                .orElse(null);
    }

    /** The rows' non-null field values. */
    public static long metrics(List<UseCaseRow> rows) {
        return rows.stream().mapToLong(UseCaseRow::metrics).sum();
    }

    private static String present(Map<String, Object> values) {
        return values.entrySet().stream().filter(e -> e.getValue() != null).map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }
}
