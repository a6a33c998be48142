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
    /** The most digits of an integer a decimal field is written back as (plain below 1e15). */
    private static final int MAX_PLAIN_DECIMAL_DIGITS = 15;
    private static final byte PLAIN = 0;
    private static final byte END = 1;
    private static final byte ESCAPE = 2;
    private static final byte[] KINDS = kinds();

    private final Shape[] shapes;
    private int lastShape;
    private final Facts facts = new Facts();

    /**
     * What the last line {@link #metrics} let through holds, read in the same pass: its measurement, its timestamp,
     * where the schema's first tag is, and how many bytes shorter the line is once written back as
     * {@link UseCaseLineProtocol} writes the row ({@code shrink}; -1 when that is not known without parsing, e.g.
     * a decimal with a fraction). Valid until the next call.
     */
    static final class Facts {
        private String measurement;
        private long timestamp;
        private boolean firstTag;
        private int firstTagFrom;
        private int firstTagTo;
        private int shrink;

        String measurement() {
            return measurement;
        }

        long timestamp() {
            return timestamp;
        }

        /** Whether the line has the schema's first tag (a host's or truck's name, a device's id). */
        boolean hasFirstTag() {
            return firstTag;
        }

        int firstTagFrom() {
            return firstTagFrom;
        }

        int firstTagTo() {
            return firstTagTo;
        }

        /** The line's length written back is its length less this, or -1 when unknown. */
        int shrink() {
            return shrink;
        }
    }

    private record Shape(String measurement, byte[] name, byte[][] tagKeys, byte[][] fields, boolean[] integer) {
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
            shapes[m] = new Shape(measurement.name(), ascii(measurement.name()), measurement.tagKeys().stream()
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
        facts.measurement = shape.measurement;
        facts.firstTag = false;
        facts.shrink = 0;
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
            if (t == 0) {
                facts.firstTag = true;
                facts.firstTagFrom = keyEnd + 1;
                facts.firstTagTo = i;
            }
        }
        return fields(shape, line, i, to);
    }

    /**
     * The fields of a line {@link #metrics} let through before (and so holding no escape or quote): the commas
     * between the space after its tags and the one before its timestamp, plus one.
     */
    static int fieldCount(byte[] line, int from, int to) {
        int i = from;
        while (i < to && line[i] != ' ') {
            i++;
        }
        int fields = 1;
        for (i++; i < to && line[i] != ' '; i++) {
            if (line[i] == ',') {
                fields++;
            }
        }
        return fields;
    }

    /** What the last line let through holds. */
    Facts facts() {
        return facts;
    }

    private int fields(Shape shape, byte[] line, int i, int to) {
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
            written(shape.integer[f], line, keyEnd + 1, i);
        } while (i < to && line[i] == ',');
        if (i < to && line[i] == ' ' && timestamp(line, i + 1, to)) {
            facts.timestamp = parseLong(line, i + 1, to);
            if (!canonical(line, i + 1, to)) {
                facts.shrink = -1;
            }
            return count;
        }
        return -1;
    }

    /**
     * Accounts for how {@link UseCaseLineProtocol} writes a valid value back: an integer as its digits and 'i', a
     * decimal field's integral value below 1e15 as its digits alone. Values in those forms keep or lose their 'i';
     * any other (leading zeros, a fraction, an exponent) leaves the written length unknown.
     */
    private void written(boolean integerField, byte[] line, int from, int to) {
        if (facts.shrink < 0) {
            return;
        }
        boolean suffixed = line[to - 1] == 'i';
        int end = suffixed ? to - 1 : to;
        int digits = line[from] == '-' ? end - from - 1 : end - from;
        if (!canonical(line, from, end) || !integerField && digits > MAX_PLAIN_DECIMAL_DIGITS) {
            facts.shrink = -1;
        } else if (!integerField && suffixed) {
            facts.shrink++;
        } else if (integerField != suffixed) {
            facts.shrink = -1;
        }
    }

    /** {@code -?(0|[1-9][0-9]*)} but not {@code -0}: digits as {@code Long.toString} writes them. */
    private static boolean canonical(byte[] line, int from, int to) {
        int start = from < to && line[from] == '-' ? from + 1 : from;
        if (start >= to || !allDigits(line, start, to)) {
            return false;
        }
        return line[start] != '0' || to - start == 1 && start == from;
    }

    private static long parseLong(byte[] line, int from, int to) {
        boolean negative = line[from] == '-';
        long value = 0;
        for (int i = negative ? from + 1 : from; i < to; i++) {
            value = value * 10 + (line[i] - '0');
        }
        return negative ? -value : value;
    }

    /** The end of a name or value: the next comma or space (or the line's end); -1 at an escape. */
    private static int nameEnd(byte[] line, int from, int to) {
        for (int i = from; i < to; i++) {
            byte kind = KINDS[line[i] & 0xFF];
            if (kind != PLAIN) {
                return kind == END ? i : -1;
            }
        }
        return to;
    }

    /** What each byte is to {@link #nameEnd}: one load a byte instead of five comparisons. */
    private static byte[] kinds() {
        byte[] kinds = new byte[256];
        kinds[','] = END;
        kinds[' '] = END;
        kinds['\\'] = ESCAPE;
        kinds['"'] = ESCAPE;
        kinds['='] = ESCAPE;
        return kinds;
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
