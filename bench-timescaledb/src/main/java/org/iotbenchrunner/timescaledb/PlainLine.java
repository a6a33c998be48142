package org.iotbenchrunner.timescaledb;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.usecase.LineKeys;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Finds, in place and without allocating, where a plain line-protocol line of one measurement holds each of its tag
 * values and field values, and reads its timestamp and numbers from the bytes. Plain means what
 * {@code ForwardableLines} lets through: known tag and field names, each at most once, no escapes or quotes, ASCII
 * tag values, a timestamp. Anything else is not read ({@link #read} says false), so that the caller can parse the
 * line the general way, whose errors say what is wrong.
 */
final class PlainLine {
    /** Below 2^53 a whole number of digits, and up to 10^22 a power of ten, are exact doubles. */
    private static final long EXACT_DOUBLE_DIGITS = 1L << 53;
    private static final double[] EXACT_POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10,
        1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    private static final int MAX_LONG_DIGITS = 18;
    private static final int MAX_TIMESTAMP_DIGITS = 19;

    private final byte[][] tagKeys;
    private final byte[][] fieldNames;
    final int[] tagFrom;
    final int[] tagTo;
    final int[] fieldFrom;
    final int[] fieldTo;
    long timestampNanos;
    /** What the last successful {@link #integer}, {@link #integerOrDecimal} or {@link #int4} read. */
    long longValue;
    double doubleValue;

    PlainLine(UseCaseSchema.Measurement measurement) {
        List<String> keys = measurement.tagKeys();
        tagKeys = keys.stream().map(PlainLine::ascii).toArray(byte[][]::new);
        fieldNames = measurement.fields().stream().map(f -> ascii(f.name())).toArray(byte[][]::new);
        tagFrom = new int[tagKeys.length];
        tagTo = new int[tagKeys.length];
        fieldFrom = new int[fieldNames.length];
        fieldTo = new int[fieldNames.length];
    }

    /**
     * Reads the line whose measurement name ends at {@code nameEnd} and that ends at the next newline or at
     * {@code to}: afterwards a missing tag or field has {@code from} -1. Returns where the line ends, or -1 when it
     * is not plain (then the positions mean nothing).
     */
    /**
     * Reads the {@code key=value} pair at {@code from} into the positions of its name among {@code names}; returns
     * where its value ends, or -1 when the key is unknown, repeated or its value empty or not plain.
     */
    private static int pair(byte[] line, int from, int to, byte[][] names, int[] valueFrom, int[] valueTo,
            int expected, boolean tag) {
        int n = LineKeys.indexOf(names, line, from, to, expected);
        if (n < 0 || valueFrom[n] >= 0) {
            return -1;
        }
        int start = from + names[n].length + 1;
        int end = valueEnd(line, start, to, tag);
        if (end <= start) {
            return -1;
        }
        valueFrom[n] = start;
        valueTo[n] = end;
        return end;
    }

    int read(byte[] line, int nameEnd, int to) {
        Arrays.fill(tagFrom, -1);
        Arrays.fill(fieldFrom, -1);
        int i = nameEnd;
        int count = 0;
        while (i < to && line[i] == ',') {
            i = pair(line, i + 1, to, tagKeys, tagFrom, tagTo, count++, true);
            if (i < 0) {
                return -1;
            }
        }
        if (i >= to || line[i] != ' ') {
            return -1;
        }
        count = 0;
        do {
            i = pair(line, i + 1, to, fieldNames, fieldFrom, fieldTo, count++, false);
            if (i < 0) {
                return -1;
            }
        } while (i < to && line[i] == ',');
        if (i >= to || line[i] != ' ') {
            return -1;
        }
        int end = i + 1;
        while (end < to && line[end] != '\n') {
            end++;
        }
        if (!digits(line, i + 1, end, MAX_TIMESTAMP_DIGITS)) {
            return -1;
        }
        timestampNanos = longValue;
        return end;
    }

    /** An integer field's value, {@code -?[0-9]{1,18}} with or without {@code i}, into {@link #longValue}. */
    boolean integer(byte[] line, int from, int to) {
        return digits(line, from, to > from && line[to - 1] == 'i' ? to - 1 : to, MAX_LONG_DIGITS);
    }

    /** An integer tag's text as an int4, into {@link #longValue}. */
    boolean int4(byte[] line, int from, int to) {
        return digits(line, from, to, MAX_LONG_DIGITS) && longValue == (int) longValue;
    }

    /**
     * A decimal field's value into {@link #doubleValue}: an integer ({@code 58i}, as TSBS writes them) or a decimal;
     * exactly as {@link Double#parseDouble} reads it (a division of two exact doubles is rounded once, correctly),
     * which reads the rare value with too many digits or an exponent.
     */
    boolean integerOrDecimal(byte[] line, int from, int to) {
        if (to > from && line[to - 1] == 'i') {
            if (!integer(line, from, to)) {
                return false;
            }
            doubleValue = longValue;
            return true;
        }
        boolean negative = from < to && line[from] == '-';
        long digits = 0;
        int fraction = -1;
        int count = 0;
        for (int i = negative ? from + 1 : from; i < to; i++) {
            byte b = line[i];
            if (b == '.' && fraction < 0) {
                fraction = 0;
            } else if (b >= '0' && b <= '9' && digits < EXACT_DOUBLE_DIGITS / 10) {
                digits = digits * 10 + (b - '0');
                count++;
                fraction += fraction >= 0 ? 1 : 0;
            } else {
                return parsed(line, from, to);
            }
        }
        if (count == 0 || digits >= EXACT_DOUBLE_DIGITS || fraction >= EXACT_POWERS_OF_TEN.length) {
            return count > 0 && parsed(line, from, to);
        }
        double value = fraction > 0 ? digits / EXACT_POWERS_OF_TEN[fraction] : digits;
        doubleValue = negative ? -value : value;
        return true;
    }

    private boolean parsed(byte[] line, int from, int to) {
        try {
            doubleValue = Double.parseDouble(new String(line, from, to - from, StandardCharsets.US_ASCII));
            return !Double.isNaN(doubleValue) && !Double.isInfinite(doubleValue);
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** {@code -?[0-9]{1,max}} into {@link #longValue}. */
    private boolean digits(byte[] line, int from, int to, int max) {
        boolean negative = from < to && line[from] == '-';
        int start = negative ? from + 1 : from;
        if (to - start < 1 || to - start > max) {
            return false;
        }
        long value = 0;
        for (int i = start; i < to; i++) {
            byte b = line[i];
            if (b < '0' || b > '9') {
                return false;
            }
            value = value * 10 + (b - '0');
        }
        if (value < 0) {
            return false; // 19 digits past Long.MAX_VALUE
        }
        longValue = negative ? -value : value;
        return true;
    }

    /** The end of a value (the next comma or space); -1 at the line's end, an escape, a quote or non-ASCII. */
    private static int valueEnd(byte[] line, int from, int to, boolean ascii) {
        for (int i = from; i < to; i++) {
            byte b = line[i];
            if (b == ',' || b == ' ') {
                return i;
            }
            if (b == '\\' || b == '"' || b == '=' || b == '\n' || ascii && b < 0) {
                return -1;
            }
        }
        return -1;
    }

    static byte[] ascii(String name) {
        return name.getBytes(StandardCharsets.UTF_8);
    }
}
