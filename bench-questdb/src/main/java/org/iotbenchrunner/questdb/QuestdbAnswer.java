package org.iotbenchrunner.questdb;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;

/**
 * The one reader of every QuestDB answer, measured or labelled: walks the JDBC rows and passes each to the sink. The
 * columns say what they are by name (see {@link QuestdbSql}): {@code time} is the row's time (or its bucket's start),
 * {@code device} its device, a use-case answer's label columns (fleet, model, ...) its labels, every other column a
 * sensor's value under the sensor's name; a NULL is no value. Values keep their type: BOOLEAN, integers as long,
 * FLOAT widened to the double of the float, DOUBLE, STRING as text.
 */
final class QuestdbAnswer {
    private static final int BOOLEAN = 1;
    private static final int INTEGER = 2;
    private static final int FLOAT = 3;
    private static final int DOUBLE = 4;
    private static final int TEXT = 5;

    private QuestdbAnswer() {
    }

    static void read(ResultSet rows, RowSink sink, Precision precision) throws SQLException {
        read(rows, sink, precision::fromMicros, Set.of());
    }

    /**
     * As {@link #read(ResultSet, RowSink, Precision)}, with the row's time as {@code timeOfMicros} makes it of
     * QuestDB's microseconds, and the columns named in {@code labels} passed as the row's labels (before its values).
     */
    static void read(ResultSet rows, RowSink sink, LongUnaryOperator timeOfMicros, Set<String> labels)
            throws SQLException {
        ResultSetMetaData meta = rows.getMetaData();
        int columns = meta.getColumnCount();
        int timeColumn = 0;
        int deviceColumn = 0;
        String[] sensors = new String[columns + 1];
        String[] labelNames = new String[columns + 1];
        int[] kinds = new int[columns + 1];
        for (int c = 1; c <= columns; c++) {
            String label = meta.getColumnLabel(c);
            if (label.equals(QuestdbSql.TIME)) {
                timeColumn = c;
            } else if (label.equals(QuestdbSql.DEVICE)) {
                deviceColumn = c;
            } else if (labels.contains(label)) {
                labelNames[c] = label;
            } else {
                sensors[c] = label;
                kinds[c] = kind(meta.getColumnType(c));
            }
        }
        while (rows.next()) {
            String device = deviceColumn == 0 ? null : rows.getString(deviceColumn);
            long time = QueryAnswer.NO_TIME;
            if (timeColumn != 0) {
                String text = rows.getString(timeColumn);
                if (text == null) {
                    throw new SQLException("a row without time in an answer of QuestDB");
                }
                time = timeOfMicros.applyAsLong(epochMicros(text));
            }
            sink.row(device, time);
            for (int c = 1; c <= columns; c++) {
                String value = labelNames[c] == null ? null : rows.getString(c);
                if (value != null) {
                    sink.label(labelNames[c], value);
                }
            }
            for (int c = 1; c <= columns; c++) {
                if (sensors[c] != null) {
                    value(rows, c, kinds[c], sensors[c], sink);
                }
            }
        }
    }

    private static void value(ResultSet rows, int c, int kind, String sensor, RowSink sink) throws SQLException {
        switch (kind) {
            case BOOLEAN -> {
                boolean v = rows.getBoolean(c);
                if (!rows.wasNull()) {
                    sink.value(sensor, v);
                }
            }
            case INTEGER -> {
                long v = rows.getLong(c);
                if (!rows.wasNull()) {
                    sink.value(sensor, v);
                }
            }
            case FLOAT -> {
                float v = rows.getFloat(c);
                if (!rows.wasNull()) {
                    sink.value(sensor, (double) v);
                }
            }
            case DOUBLE -> {
                double v = rows.getDouble(c);
                if (!rows.wasNull()) {
                    sink.value(sensor, v);
                }
            }
            default -> {
                String v = rows.getString(c);
                if (v != null) {
                    sink.value(sensor, v);
                }
            }
        }
    }

    private static int kind(int sqlType) {
        return switch (sqlType) {
            case Types.BOOLEAN, Types.BIT -> BOOLEAN;
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> INTEGER;
            case Types.REAL -> FLOAT;
            case Types.FLOAT, Types.DOUBLE, Types.NUMERIC, Types.DECIMAL -> DOUBLE;
            default -> TEXT;
        };
    }

    /**
     * Microseconds since the epoch of a PostgreSQL {@code timestamp} (without zone, which QuestDB sends in UTC):
     * {@code yyyy-MM-dd HH:mm:ss} with an optional fraction of up to 9 digits (beyond 6 cut off), as the server sends it
     * in text and PgJDBC prints it from binary.
     */
    static long epochMicros(String text) {
        int length = text.length();
        if (length < 19 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != ' '
                || text.charAt(13) != ':' || text.charAt(16) != ':') {
            throw new IllegalArgumentException("not a QuestDB timestamp: " + text);
        }
        long days = epochDay(digits(text, 0, 4), digits(text, 5, 7), digits(text, 8, 10));
        long seconds = days * 86_400 + digits(text, 11, 13) * 3_600L + digits(text, 14, 16) * 60L + digits(text, 17, 19);
        long micros = 0;
        if (length > 19) {
            if (text.charAt(19) != '.' || length == 20 || length > 29) {
                throw new IllegalArgumentException("not a QuestDB timestamp: " + text);
            }
            int end = Math.min(length, 26);
            micros = digits(text, 20, end);
            for (int i = end; i < 26; i++) {
                micros *= 10;
            }
            digits(text, end, length);
        }
        return seconds * 1_000_000 + micros;
    }

    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new IllegalArgumentException("not a QuestDB timestamp: " + text);
            }
            value = value * 10 + (ch - '0');
        }
        return value;
    }

    /** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
    static long epochDay(int year, int month, int day) {
        long y = month <= 2 ? year - 1 : year;
        long era = Math.floorDiv(y, 400);
        long yearOfEra = y - era * 400;
        long dayOfYear = (153L * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        long dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097 + dayOfEra - 719_468;
    }
}
