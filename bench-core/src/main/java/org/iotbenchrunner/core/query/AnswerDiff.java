package org.iotbenchrunner.core.query;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Compares a database's answer with the expected one: the same rows (matched by device and time, in any order,
 * except that desc queries must return each device's rows newest first) with the same values within each value's
 * tolerance. The result names the first difference briefly, e.g. {@code d_3 s_1 @ 1535558400000: expected 12.5,
 * got 12.0}, and how many more there are.
 */
public final class AnswerDiff {
    private final Query query;
    private String first;
    private long count;

    private AnswerDiff(Query query) {
        this.query = query;
    }

    /** Empty when {@code actual} agrees with {@code expected}. */
    public static Optional<String> between(Query query, ExpectedValues.Answer expected, QueryAnswer actual) {
        AnswerDiff diff = new AnswerDiff(query);
        diff.checkOrder(actual);
        if (expected.oneOf()) {
            diff.compareOneOf(expected, actual);
        } else {
            diff.compareRows(expected, actual);
        }
        if (diff.count == 0) {
            return Optional.empty();
        }
        return Optional.of(diff.first + (diff.count > 1 ? " (and " + (diff.count - 1) + " more differences)" : ""));
    }

    private void differ(String description) {
        if (count++ == 0) {
            first = description;
        }
    }

    private void checkOrder(QueryAnswer actual) {
        if (!query.descending()) {
            return;
        }
        Map<String, Long> previous = new HashMap<>();
        for (QueryAnswer.Row row : actual.rows()) {
            Long before = previous.put(Objects.toString(row.device()), row.time());
            if (before != null && row.time() > before) {
                differ(label(row.device(), null, QueryAnswer.NO_TIME) + "rows not newest first: " + before
                        + " before " + row.time());
                return;
            }
        }
    }

    private void compareOneOf(ExpectedValues.Answer expected, QueryAnswer actual) {
        if (expected.rows().isEmpty()) {
            if (!actual.rows().isEmpty()) {
                differ("expected no row, got " + describe(actual.rows().get(0)));
            }
            return;
        }
        if (actual.rows().size() != 1) {
            differ("expected 1 row, got " + actual.rows().size());
            return;
        }
        QueryAnswer.Row row = actual.rows().get(0);
        ExpectedValues.Row want = row.device() == null ? expected.rows().get(0) : expected.rows().stream()
                .filter(r -> row.device().equals(r.device())).findFirst().orElse(null);
        if (want == null) {
            differ("unexpected row " + describe(row) + " of a device the query did not ask for");
            return;
        }
        if (row.time() != QueryAnswer.NO_TIME && row.time() != want.time()) {
            differ(label(row.device(), null, QueryAnswer.NO_TIME) + "newest row expected at " + want.time() + ", got "
                    + row.time());
        }
        compareValues(want, row, true);
    }

    /**
     * Rows keyed by device and time (aggregates by device only); rows with equal keys (several devices of an
     * unlabelled answer) are matched to whichever expected row they equal.
     */
    private void compareRows(ExpectedValues.Answer expected, QueryAnswer actual) {
        boolean timed = query.rowsHaveTime();
        Map<Key, Deque<ExpectedValues.Row>> wanted = new LinkedHashMap<>();
        for (ExpectedValues.Row row : expected.rows()) {
            wanted.computeIfAbsent(new Key(row.device(), timed ? row.time() : QueryAnswer.NO_TIME),
                    k -> new ArrayDeque<>()).add(row);
        }
        for (QueryAnswer.Row row : actual.rows()) {
            Deque<ExpectedValues.Row> candidates = wanted.get(new Key(row.device(),
                    timed ? row.time() : QueryAnswer.NO_TIME));
            if (candidates == null || candidates.isEmpty()) {
                differ("unexpected row " + describe(row));
                continue;
            }
            ExpectedValues.Row match = candidates.peekFirst();
            for (Iterator<ExpectedValues.Row> it = candidates.iterator(); it.hasNext(); ) {
                ExpectedValues.Row candidate = it.next();
                if (equal(candidate, row)) {
                    match = candidate;
                    break;
                }
            }
            candidates.remove(match);
            compareValues(match, row, timed);
        }
        for (Deque<ExpectedValues.Row> left : wanted.values()) {
            for (ExpectedValues.Row row : left) {
                String where = where(row.device(), null, timed ? row.time() : QueryAnswer.NO_TIME);
                differ("missing row " + (where.isEmpty() ? "" : where + " ") + row.values().keySet());
            }
        }
    }

    private static boolean equal(ExpectedValues.Row want, QueryAnswer.Row got) {
        if (!want.values().keySet().equals(got.values().keySet())) {
            return false;
        }
        return want.values().entrySet().stream().allMatch(e -> matches(e.getValue(), got.values().get(e.getKey())));
    }

    private void compareValues(ExpectedValues.Row want, QueryAnswer.Row got, boolean timed) {
        long time = timed ? want.time() : QueryAnswer.NO_TIME;
        for (Map.Entry<String, ExpectedValues.Value> e : want.values().entrySet()) {
            Object value = got.values().get(e.getKey());
            if (!matches(e.getValue(), value)) {
                differ(label(got.device(), e.getKey(), time) + "expected " + format(e.getValue()) + ", got "
                        + (value == null ? "nothing" : format(value)));
            }
        }
        for (Map.Entry<String, Object> e : got.values().entrySet()) {
            if (!want.values().containsKey(e.getKey())) {
                differ(label(got.device(), e.getKey(), time) + "expected nothing, got " + format(e.getValue()));
            }
        }
    }

    /** Whether {@code actual} is one of the acceptable values, within the tolerance. */
    public static boolean matches(ExpectedValues.Value expected, Object actual) {
        if (actual == null) {
            return false;
        }
        for (Object want : expected.acceptable()) {
            if (equal(want, actual, expected.tolerance())) {
                return true;
            }
        }
        return false;
    }

    private static boolean equal(Object want, Object got, double tolerance) {
        if (want instanceof Boolean || want instanceof String) {
            return want.equals(got);
        }
        if (!(got instanceof Number n)) {
            return false;
        }
        if (want instanceof Long w) {
            if (got instanceof BigDecimal b) {
                return b.compareTo(BigDecimal.valueOf(w)) == 0;
            } else if (got instanceof BigInteger b) {
                return b.equals(BigInteger.valueOf(w));
            } else if (got instanceof Double || got instanceof Float) {
                return Math.abs(n.doubleValue() - w) <= tolerance;
            }
            return n.longValue() == w;
        }
        double w = ((Number) want).doubleValue();
        return Math.abs(n.doubleValue() - w) <= tolerance;
    }

    /** Where a value or row is, e.g. {@code d_3 s_1 @ 1535558400000}; each part only when known. */
    private static String where(String device, String sensor, long time) {
        StringBuilder s = new StringBuilder();
        if (device != null) {
            s.append(device);
        }
        if (sensor != null) {
            s.append(s.isEmpty() ? "" : " ").append(sensor);
        }
        if (time != QueryAnswer.NO_TIME) {
            s.append(s.isEmpty() ? "" : " ").append("@ ").append(time);
        }
        return s.toString();
    }

    private static String label(String device, String sensor, long time) {
        String where = where(device, sensor, time);
        return where.isEmpty() ? "" : where + ": ";
    }

    private static String describe(QueryAnswer.Row row) {
        String where = where(row.device(), null, row.time());
        return (where.isEmpty() ? "" : where + " ") + row.values();
    }

    private static String format(ExpectedValues.Value value) {
        if (value.acceptable().size() == 1) {
            return format(value.acceptable().get(0));
        }
        return "one of " + value.acceptable().stream().map(AnswerDiff::format).toList();
    }

    private static String format(Object value) {
        return value instanceof BigDecimal b ? b.toPlainString() : String.valueOf(value);
    }

    private record Key(String device, long time) {
    }
}
