package org.iotbenchrunner.core.testing;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Rows as a database holds them, gathered value by value: per measurement, present tags and time, the present fields
 * with their values as doubles. Built from generated rows (what must be stored) or from a server's answer (what is),
 * so that the two compare as a whole.
 */
public final class StoredRows {
    /** A row's identity in a line-protocol database: the series (measurement and present tags) and the time. */
    public record Key(String measurement, Map<String, String> tags, long timeNanos) {
        @Override
        public String toString() {
            return measurement + tags + " @ " + timeNanos;
        }
    }

    /** The time of a SQL answer's current row in epoch nanoseconds. */
    public interface SqlTime {
        long nanos(ResultSet row) throws SQLException;
    }

    private final Map<Key, Map<String, Double>> rows = new HashMap<>();
    private long values;
    private long duplicates;

    public static StoredRows of(List<UseCaseRow> generated) {
        StoredRows stored = new StoredRows();
        for (UseCaseRow row : generated) {
            Key key = key(row);
            for (UseCaseRow.Field field : row.fields()) {
                if (field.value() != null) {
                    stored.add(key, field.name(), field.value());
                }
            }
        }
        return stored;
    }

    /** The key a generated row is stored under: its missing tags are no tags. */
    public static Key key(UseCaseRow row) {
        Map<String, String> tags = new TreeMap<>();
        row.tags().stream().filter(t -> t.value() != null).forEach(t -> tags.put(t.key(), t.value()));
        return new Key(row.measurement(), tags, row.timestampNanos());
    }

    public void add(Key key, String field, Number value) {
        double d = value.doubleValue();
        Double previous = rows.computeIfAbsent(key, k -> new HashMap<>()).put(field, d == 0 ? 0.0 : d);
        values++;
        if (previous != null) {
            duplicates++;
        }
    }

    public void add(String measurement, Map<String, String> tags, long timeNanos, String field, Number value) {
        add(new Key(measurement, new TreeMap<>(tags), timeNanos), field, value);
    }

    /**
     * Adds every row of {@code answer}, a SQL answer with a column per tag and field of {@code m} named as they are:
     * its present tags and non-null fields at its {@code time}.
     */
    public void addAll(UseCaseSchema.Measurement m, ResultSet answer, SqlTime time) throws SQLException {
        while (answer.next()) {
            Map<String, String> tags = new TreeMap<>();
            for (String key : m.tagKeys()) {
                if (answer.getString(key) != null) {
                    tags.put(key, answer.getString(key));
                }
            }
            long nanos = time.nanos(answer);
            for (UseCaseSchema.Field f : m.fields()) {
                Number value = f.integer() ? (Number) answer.getLong(f.name()) : (Number) answer.getDouble(f.name());
                if (!answer.wasNull()) {
                    add(m.name(), tags, nanos, f.name(), value);
                }
            }
        }
    }

    /** Values added, duplicates included. */
    public long values() {
        return values;
    }

    /** Values added twice for the same row and field. */
    public long duplicates() {
        return duplicates;
    }

    public Map<String, Long> rowsPerMeasurement() {
        Map<String, Long> counts = new TreeMap<>();
        rows.keySet().forEach(k -> counts.merge(k.measurement(), 1L, Long::sum));
        return counts;
    }

    public Map<String, Long> valuesPerMeasurement() {
        Map<String, Long> counts = new TreeMap<>();
        rows.forEach((k, fields) -> counts.merge(k.measurement(), (long) fields.size(), Long::sum));
        return counts;
    }

    /** The fields stored for {@code key}, or null when there is no such row. */
    public Map<String, Double> fields(Key key) {
        return rows.get(key);
    }

    /**
     * What {@code actual} lacks, adds or holds otherwise than these rows, at most {@code max} of them; a value differs
     * when it is off by more than {@code relativeTolerance} of the larger magnitude (0: exactly equal).
     */
    public List<String> differences(StoredRows actual, int max, double relativeTolerance) {
        List<String> out = new ArrayList<>();
        Set<Key> keys = new HashSet<>(rows.keySet());
        keys.addAll(actual.rows.keySet());
        for (Key key : keys) {
            Map<String, Double> expected = rows.get(key);
            Map<String, Double> got = actual.rows.get(key);
            if (expected == null) {
                out.add("unexpected row " + key + " " + got);
            } else if (got == null) {
                out.add("missing row " + key + " " + expected);
            } else if (!equal(expected, got, relativeTolerance)) {
                out.add("row " + key + ": expected " + new TreeMap<>(expected) + ", got " + new TreeMap<>(got));
            }
            if (out.size() >= max) {
                break;
            }
        }
        return out;
    }

    private static boolean equal(Map<String, Double> expected, Map<String, Double> got, double relativeTolerance) {
        if (!expected.keySet().equals(got.keySet())) {
            return false;
        }
        for (Map.Entry<String, Double> e : expected.entrySet()) {
            double a = e.getValue();
            double b = got.get(e.getKey());
            if (Math.abs(a - b) > relativeTolerance * Math.max(Math.abs(a), Math.abs(b))) {
                return false;
            }
        }
        return true;
    }

    /** The tag keys and values of a series as a server names them, without the ones it adds itself. */
    public static Map<String, String> tags(Map<String, ?> labels, Set<String> notTags) {
        Map<String, String> tags = new LinkedHashMap<>();
        labels.forEach((name, value) -> {
            if (!notTags.contains(name) && value != null) {
                tags.put(name, value.toString());
            }
        });
        return tags;
    }
}
