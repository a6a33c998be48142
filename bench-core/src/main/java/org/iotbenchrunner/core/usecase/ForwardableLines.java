package org.iotbenchrunner.core.usecase;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Tells, from a line's bytes and without building anything, whether the line can be sent as it is: whether
 * {@link RowShaper} would leave it as the database would read it anyway. That is a line of a known measurement,
 * plain names (no escapes) of its tags and fields, each at most once, at least one field, each value a plain number
 * and a plain timestamp. An integer field's value must be an integer ({@code 3i}); a decimal field's may be either:
 * TSBS writes DevOps's decimal metrics as integers ({@code usage_user=58i}) and its own loader sends them so, and
 * the queries' answers are the same numbers (a file mixing {@code 58i} and {@code 58.5} in one field would meet
 * InfluxDB's field type conflict; TSBS's and ours never do). Any other line (IoT's truck-model fields that become
 * tags, a decimal written for an integer field, escapes, strings) goes through the parsed path; its metrics are its
 * fields, counted without reading their values.
 */
final class ForwardableLines {
    private static final int MAX_LONG_DIGITS = 18;
    private static final int MAX_TIMESTAMP_DIGITS = 19;

    private final Shape[] shapes;
    private int lastShape;

    private record Shape(byte[] name, byte[][] tagKeys, byte[][] fields, boolean[] integer) {
    }

    ForwardableLines(UseCaseSchema schema) {
        List<UseCaseSchema.Measurement> measurements = schema.measurements();
        shapes = new Shape[measurements.size()];
        for (int m = 0; m < shapes.length; m++) {
            UseCaseSchema.Measurement measurement = measurements.get(m);
            List<UseCaseSchema.Field> fields = measurement.fields();
            boolean[] integer = new boolean[fields.size()];
            for (int f = 0; f < integer.length; f++) {
                integer[f] = fields.get(f).integer();
            }
            shapes[m] = new Shape(ascii(measurement.name()), measurement.tagKeys().stream()
                    .map(ForwardableLines::ascii).toArray(byte[][]::new), fields.stream()
                    .map(f -> ascii(f.name())).toArray(byte[][]::new), integer);
        }
    }

    /** The line's metrics (its fields) when it can be sent as it is, else -1. */
    int metrics(byte[] line, int from, int to) {
        int i = nameEnd(line, from, to);
        Shape shape = i < 0 ? null : shape(line, from, i);
        if (shape == null || shape.tagKeys.length > Long.SIZE || shape.fields.length > Long.SIZE) {
            return -1;
        }
        long seen = 0;
        while (i < to && line[i] == ',') {
            int t = LineKeys.indexOf(shape.tagKeys, line, i + 1, to, Long.bitCount(seen));
            if (t < 0 || (seen & 1L << t) != 0) {
                return -1;
            }
            seen |= 1L << t;
            int keyEnd = i + 1 + shape.tagKeys[t].length;
            i = nameEnd(line, keyEnd + 1, to);
            if (i <= keyEnd + 1) {
                return -1;
            }
        }
        return fields(shape, line, i, to);
    }

    private static int fields(Shape shape, byte[] line, int i, int to) {
        if (i >= to || line[i] != ' ') {
            return -1;
        }
        long seen = 0;
        int count = 0;
        do {
            int f = LineKeys.indexOf(shape.fields, line, i + 1, to, count);
            if (f < 0 || (seen & 1L << f) != 0) {
                return -1;
            }
            seen |= 1L << f;
            int keyEnd = i + 1 + shape.fields[f].length;
            count++;
            i = nameEnd(line, keyEnd + 1, to);
            if (i < 0 || !(integer(line, keyEnd + 1, i) || !shape.integer[f] && decimal(line, keyEnd + 1, i))) {
                return -1;
            }
        } while (i < to && line[i] == ',');
        return i < to && line[i] == ' ' && timestamp(line, i + 1, to) ? count : -1;
    }

    /** The end of a name or value: the next comma or space (or the line's end); -1 at an escape. */
    private static int nameEnd(byte[] line, int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = line[i];
            if (b == ',' || b == ' ') {
                return i;
            }
            if (b == '\\' || b == '"' || b == '=') {
                return -1;
            }
        }
        return to;
    }

    private Shape shape(byte[] line, int from, int to) {
        if (LineKeys.matches(shapes[lastShape].name, line, from, to)) {
            return shapes[lastShape];
        }
        for (int m = 0; m < shapes.length; m++) {
            if (LineKeys.matches(shapes[m].name, line, from, to)) {
                lastShape = m;
                return shapes[m];
            }
        }
        return null;
    }

    /** {@code -?[0-9]{1,18}i}: a long that cannot overflow. */
    private static boolean integer(byte[] line, int from, int to) {
        int start = from < to && line[from] == '-' ? from + 1 : from;
        int digits = to - 1 - start;
        return digits >= 1 && digits <= MAX_LONG_DIGITS && line[to - 1] == 'i' && allDigits(line, start, to - 1);
    }

    /** {@code -?[0-9]*(.[0-9]*)?([eE][+-]?[0-9]+)?} with at least one digit before the exponent. */
    private static boolean decimal(byte[] line, int from, int to) {
        int i = from < to && line[from] == '-' ? from + 1 : from;
        int digits = 0;
        for (; i < to && isDigit(line[i]); i++) {
            digits++;
        }
        if (i < to && line[i] == '.') {
            for (i++; i < to && isDigit(line[i]); i++) {
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < to && (line[i] == 'e' || line[i] == 'E')) {
            i++;
            if (i < to && (line[i] == '+' || line[i] == '-')) {
                i++;
            }
            int exponent = i;
            for (; i < to && isDigit(line[i]); i++) {
                // the exponent's digits
            }
            return i == to && i > exponent;
        }
        return i == to;
    }

    /** {@code -?[0-9]{1,19}}, a 19-digit one below 9e18 so that it cannot overflow. */
    private static boolean timestamp(byte[] line, int from, int to) {
        int start = from < to && line[from] == '-' ? from + 1 : from;
        int digits = to - start;
        return digits >= 1 && digits <= MAX_TIMESTAMP_DIGITS && allDigits(line, start, to)
                && !(digits == MAX_TIMESTAMP_DIGITS && line[start] == '9');
    }

    private static boolean allDigits(byte[] line, int from, int to) {
        for (int i = from; i < to; i++) {
            if (!isDigit(line[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }

    private static byte[] ascii(String name) {
        return name.getBytes(StandardCharsets.UTF_8);
    }
}
