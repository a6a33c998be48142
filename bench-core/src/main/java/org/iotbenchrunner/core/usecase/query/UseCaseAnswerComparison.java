package org.iotbenchrunner.core.usecase.query;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a database's answer to a use-case query is the expected one: the same rows, matched by what identifies
 * them (device, time and labels), in any order, with the same values. Integers must be equal; other numbers may
 * differ by {@code relative} of the larger magnitude or by {@code absolute}, whichever is more (a database sums in
 * its own order). Rows without any value are dropped from an answer whose rows carry values (an SQL group whose
 * aggregates are all NULL), so databases that leave such groups out match as well as those that return them. The
 * result names the first difference in one line and counts the others.
 */
public record UseCaseAnswerComparison(double relative, double absolute) {

    /** A relative 1e-9, or 1e-9 near zero: doubles summed in another order, no more. */
    public static final UseCaseAnswerComparison DEFAULT = new UseCaseAnswerComparison(1e-9, 1e-9);

    /** Empty when {@code actual} matches {@code expected}; else the first difference, e.g. {@code host_3 @ ...}. */
    public Optional<String> difference(UseCaseQueryType type, UseCaseAnswer expected, UseCaseAnswer actual) {
        Differences differences = new Differences();
        Map<Key, Deque<UseCaseAnswer.Row>> wanted = new LinkedHashMap<>();
        for (UseCaseAnswer.Row row : expected.rows()) {
            wanted.computeIfAbsent(Key.of(row), k -> new ArrayDeque<>()).add(row);
        }
        for (UseCaseAnswer.Row row : actual.rows()) {
            if (!type.labelsOnly() && row.values().isEmpty()) {
                continue;
            }
            Deque<UseCaseAnswer.Row> candidates = wanted.get(Key.of(row));
            if (candidates == null || candidates.isEmpty()) {
                differences.add("unexpected row " + describe(row));
                continue;
            }
            UseCaseAnswer.Row match = candidates.stream().filter(c -> sameValues(c, row)).findFirst()
                    .orElse(candidates.peekFirst());
            candidates.remove(match);
            compareValues(match, row, differences);
        }
        for (Deque<UseCaseAnswer.Row> left : wanted.values()) {
            for (UseCaseAnswer.Row row : left) {
                differences.add("missing row " + describe(row));
            }
        }
        return differences.summary();
    }

    private void compareValues(UseCaseAnswer.Row want, UseCaseAnswer.Row got, Differences differences) {
        for (Map.Entry<String, Object> e : want.values().entrySet()) {
            Object value = got.values().get(e.getKey());
            if (value == null || !equal(e.getValue(), value)) {
                differences.add(got.where() + ": " + e.getKey() + " expected " + format(e.getValue()) + ", got "
                        + (value == null ? "nothing" : format(value)));
            }
        }
        for (Map.Entry<String, Object> e : got.values().entrySet()) {
            if (!want.values().containsKey(e.getKey())) {
                differences.add(got.where() + ": " + e.getKey() + " expected nothing, got " + format(e.getValue()));
            }
        }
    }

    private boolean sameValues(UseCaseAnswer.Row want, UseCaseAnswer.Row got) {
        return want.values().keySet().equals(got.values().keySet()) && want.values().entrySet().stream()
                .allMatch(e -> equal(e.getValue(), got.values().get(e.getKey())));
    }

    /** Whether {@code got} is {@code want} within this comparison's tolerance. */
    public boolean equal(Object want, Object got) {
        if (!(want instanceof Number w) || !(got instanceof Number g)) {
            return want.equals(got);
        }
        if (integral(w) && integral(g)) {
            return decimal(w).compareTo(decimal(g)) == 0;
        }
        double a = w.doubleValue();
        double b = g.doubleValue();
        if (a == b) {
            return true;
        }
        double allowed = Math.max(absolute, relative * Math.max(Math.abs(a), Math.abs(b)));
        return Math.abs(a - b) <= allowed;
    }

    private static boolean integral(Number n) {
        return n instanceof Long || n instanceof Integer || n instanceof Short || n instanceof Byte
                || n instanceof BigInteger || n instanceof BigDecimal b && b.stripTrailingZeros().scale() <= 0;
    }

    private static BigDecimal decimal(Number n) {
        if (n instanceof BigDecimal big) {
            return big;
        }
        return n instanceof BigInteger integer ? new BigDecimal(integer) : BigDecimal.valueOf(n.longValue());
    }

    private static String describe(UseCaseAnswer.Row row) {
        return row.where() + (row.values().isEmpty() ? "" : " " + row.values());
    }

    private static String format(Object value) {
        return value instanceof BigDecimal b ? b.toPlainString() : String.valueOf(value);
    }

    /** What identifies a row: the same device, time and labels are the same row. */
    private record Key(String device, long time, Map<String, String> labels) {
        static Key of(UseCaseAnswer.Row row) {
            return new Key(row.device(), row.time(), row.labels());
        }
    }

    private static final class Differences {
        private String first;
        private long count;

        void add(String difference) {
            if (count++ == 0) {
                first = difference;
            }
        }

        Optional<String> summary() {
            if (count == 0) {
                return Optional.empty();
            }
            long more = count - 1;
            return Optional.of(first + (more > 0 ? " (and " + more + " more difference" + (more > 1 ? "s" : "")
                    + ")" : ""));
        }
    }
}
