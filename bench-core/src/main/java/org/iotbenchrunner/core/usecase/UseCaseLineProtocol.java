package org.iotbenchrunner.core.usecase;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * A row as one line of InfluxDB line protocol, as TSBS's influx format writes it:
 * {@code measurement,tag=value,... field=value,... timestampNanos}. Commas and spaces are escaped in the measurement;
 * commas, equals signs and spaces in tag keys, tag values and field keys. A null tag or field is left out; integers
 * carry the {@code i} suffix; doubles are written in plain decimals, as short as they read back exactly.
 *
 * <p>A row without any field (all null) is written as {@code measurement,tags timestampNanos}. TSBS's influx format
 * skips such a row, since InfluxDB rejects a line without fields; we keep it so every row is a line and parses
 * back, and a loader for InfluxDB must leave such lines out. The generators make none.
 */
public final class UseCaseLineProtocol {
    private static final Specials MEASUREMENT_SPECIALS = new Specials(", ");
    private static final Specials KEY_SPECIALS = new Specials(",= ");
    private static final Specials VALUE_END = new Specials(", ");

    /** The characters a name must escape, looked up per character (the loader's innermost loop). */
    private static final class Specials {
        private final boolean[] ascii = new boolean[128];

        Specials(String chars) {
            chars.chars().forEach(c -> ascii[c] = true);
        }

        boolean contains(char c) {
            return c < 128 && ascii[c];
        }
    }

    private UseCaseLineProtocol() {
    }

    /** Appends the row's line to {@code out}, without the newline. */
    public static void append(UseCaseRow row, StringBuilder out) {
        escape(row.measurement(), MEASUREMENT_SPECIALS, out);
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.value() != null) {
                out.append(',');
                escape(tag.key(), KEY_SPECIALS, out);
                out.append('=');
                escape(tag.value(), KEY_SPECIALS, out);
            }
        }
        char separator = ' ';
        for (UseCaseRow.Field field : row.fields()) {
            if (field.value() != null) {
                out.append(separator);
                escape(field.name(), KEY_SPECIALS, out);
                out.append('=');
                appendValue(field.value(), out);
                separator = ',';
            }
        }
        out.append(' ').append(row.timestampNanos());
    }

    public static String line(UseCaseRow row) {
        StringBuilder out = new StringBuilder(256);
        append(row, out);
        return out.toString();
    }

    /**
     * Reads one line (a trailing newline allowed) back into a row: its tags and its present fields, integers as
     * {@code Long}, other numbers as {@code Double}. String and boolean fields and a missing timestamp are rejected.
     */
    public static UseCaseRow parse(String line) {
        return new LineReader(stripNewline(line)).row();
    }

    private static void appendValue(Number value, StringBuilder out) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            out.append(value.longValue()).append('i');
            return;
        }
        appendDecimal(value.doubleValue(), out);
    }

    /** A number as a tag's text: integers in digits, other numbers in plain decimals as their fields are written. */
    static String plainText(Number value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return Long.toString(value.longValue());
        }
        StringBuilder out = new StringBuilder();
        appendDecimal(value.doubleValue(), out);
        return out.toString();
    }

    private static void appendDecimal(double d, StringBuilder out) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            throw new IllegalArgumentException("line protocol has no " + d);
        }
        if (Double.doubleToRawLongBits(d) == Long.MIN_VALUE) {
            out.append("-0");
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            out.append((long) d);
        } else {
            String text = Double.toString(d);
            out.append(text.indexOf('E') < 0 ? text : new BigDecimal(text).stripTrailingZeros().toPlainString());
        }
    }

    private static void escape(String text, Specials specials, StringBuilder out) {
        int length = text.length();
        boolean plain = true;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                length = 0;
                break;
            }
            plain &= !specials.contains(c);
        }
        if (length == 0 || text.charAt(length - 1) == '\\') {
            throw new IllegalArgumentException("line protocol cannot hold the name or value \"" + text + "\"");
        }
        if (plain) {
            out.append(text);
            return;
        }
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (specials.contains(c)) {
                out.append('\\');
            }
            out.append(c);
        }
    }

    private static String stripNewline(String line) {
        int end = line.length();
        while (end > 0 && (line.charAt(end - 1) == '\n' || line.charAt(end - 1) == '\r')) {
            end--;
        }
        return line.substring(0, end);
    }

    /** Reads a line left to right; a backslash escapes the next character only where that one is special. */
    private static final class LineReader {
        private final String line;
        private int pos;

        LineReader(String line) {
            this.line = line;
        }

        UseCaseRow row() {
            String measurement = token(MEASUREMENT_SPECIALS);
            List<UseCaseRow.Tag> tags = new ArrayList<>();
            while (at(',')) {
                pos++;
                String key = token(KEY_SPECIALS);
                expect('=');
                tags.add(new UseCaseRow.Tag(key, token(KEY_SPECIALS)));
            }
            expect(' ');
            List<UseCaseRow.Field> fields = new ArrayList<>();
            if (fieldSetFollows()) {
                fields.add(field());
                while (at(',')) {
                    pos++;
                    fields.add(field());
                }
                expect(' ');
            }
            long timestamp = timestamp();
            return new UseCaseRow(measurement, tags, timestamp, fields);
        }

        /** A row without fields has only its timestamp (-?[0-9]+) after the tags, which a field set never is. */
        private boolean fieldSetFollows() {
            int i = at('-') ? pos + 1 : pos;
            if (i == line.length()) {
                return true;
            }
            for (; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c < '0' || c > '9') {
                    return true;
                }
            }
            return false;
        }

        private UseCaseRow.Field field() {
            String name = token(KEY_SPECIALS);
            expect('=');
            return new UseCaseRow.Field(name, number(token(VALUE_END)));
        }

        /** The text up to the next unescaped special; copied once, and rebuilt only when it holds an escape. */
        private String token(Specials specials) {
            int start = pos;
            boolean escaped = false;
            while (pos < line.length()) {
                char c = line.charAt(pos);
                if (c == '\\' && pos + 1 < line.length() && specials.contains(line.charAt(pos + 1))) {
                    escaped = true;
                    pos += 2;
                } else if (specials.contains(c)) {
                    break;
                } else {
                    pos++;
                }
            }
            if (pos == start) {
                throw error("a name or value");
            }
            String text = line.substring(start, pos);
            return escaped ? unescape(text, specials) : text;
        }

        private static String unescape(String text, Specials specials) {
            StringBuilder out = new StringBuilder(text.length());
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\\' && i + 1 < text.length() && specials.contains(text.charAt(i + 1))) {
                    i++;
                    c = text.charAt(i);
                }
                out.append(c);
            }
            return out.toString();
        }

        private Number number(String text) {
            char last = text.charAt(text.length() - 1);
            try {
                if (last == 'i' || last == 'u') {
                    return Long.parseLong(text.substring(0, text.length() - 1));
                }
                if (text.startsWith("\"") || Character.isLetter(text.charAt(0))) {
                    throw error("a number (string and boolean fields are not ours)");
                }
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw error("a number");
            }
        }

        private long timestamp() {
            try {
                long timestamp = Long.parseLong(line.substring(pos));
                pos = line.length();
                return timestamp;
            } catch (NumberFormatException e) {
                throw error("a timestamp in nanoseconds");
            }
        }

        private boolean at(char c) {
            return pos < line.length() && line.charAt(pos) == c;
        }

        private void expect(char c) {
            if (!at(c)) {
                throw error("'" + c + "'");
            }
            pos++;
        }

        private IllegalArgumentException error(String expected) {
            return new IllegalArgumentException("line protocol: expected " + expected + " at " + pos + " in: " + line);
        }
    }
}
