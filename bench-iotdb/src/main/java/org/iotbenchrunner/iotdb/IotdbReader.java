package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;

/**
 * The one parser of IoTDB's answers: walks the result of an {@link IotdbSql} statement and passes its rows and
 * non-null values to a {@link RowSink}; the measured path counts what it is given, {@code --verify} keeps it.
 * Points are the values, never the time, bucket or Device columns; where no row matched, IoTDB reports a count of 0
 * or a null aggregate, and neither is a value. Values are read with the session's column accessors, without a
 * {@code RowRecord} or {@code Field} per row, and passed as primitives (INT32 and INT64 as long, FLOAT and DOUBLE
 * as double). Devices, like sensors, are the last nodes of the paths IoTDB reports.
 *
 * <p>A sink that keeps labels ({@link RowSink#labelled()}) gets each device's rows on their own; the measured
 * path does not read the Device column, and gets the rows of several devices merged where the harness counts them
 * merged: a GROUP BY bucket counts a sensor once if any device had data for it, and LATEST_POINT's newest row has
 * the distinct sensors whose last value is at the newest timestamp of any device.
 */
final class IotdbReader {
    static final String DEVICE_COLUMN = "Device";

    /** One result as the reader walks it: columns without {@code Time}, 0-based, the current row's time apart. */
    interface Result {
        List<String> columns();

        List<TSDataType> types();

        /** Moves to the next row; false after the last. */
        boolean next() throws StatementExecutionException, IoTDBConnectionException;

        /** The current row's {@code Time}. */
        long time() throws StatementExecutionException;

        boolean isNull(int column) throws StatementExecutionException;

        boolean getBoolean(int column) throws StatementExecutionException;

        int getInt(int column) throws StatementExecutionException;

        long getLong(int column) throws StatementExecutionException;

        float getFloat(int column) throws StatementExecutionException;

        double getDouble(int column) throws StatementExecutionException;

        String getString(int column) throws StatementExecutionException;
    }

    private IotdbReader() {
    }

    /** Passes every row of {@code result}, the answer to {@code statement}, to {@code sink}. */
    static void read(IotdbSql.Statement statement, Result result, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        switch (statement.shape()) {
            case ROWS -> perDevice(result, false, false, sink);
            case AGGREGATES -> perDevice(result, true, statement.zeroIsEmpty(), sink);
            case BUCKETS -> buckets(result, statement.zeroIsEmpty(), sink);
            case LATEST -> latest(result, sink);
        }
    }

    /**
     * Rows aligned by device: raw rows (each a row, at its time) or aggregates (a row only where a value is, without
     * time), labelled by the Device column.
     */
    private static void perDevice(Result result, boolean aggregate, boolean zeroIsEmpty, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        List<String> columns = result.columns();
        TSDataType[] types = result.types().toArray(new TSDataType[0]);
        int device = indexOfIgnoreCase(columns, DEVICE_COLUMN);
        String[] sensors = measurements(columns);
        boolean labelled = sink.labelled();
        while (result.next()) {
            boolean started = false;
            if (!aggregate) {
                sink.row(labelled ? device(result, device) : null, result.time());
                started = true;
            }
            for (int c = 0; c < sensors.length; c++) {
                if (c == device || !isPoint(result, c, types[c], zeroIsEmpty)) {
                    continue;
                }
                if (!started) {
                    sink.row(labelled ? device(result, device) : null, QueryAnswer.NO_TIME);
                    started = true;
                }
                value(result, c, types[c], sensors[c], sink);
            }
        }
    }

    /**
     * A GROUP BY time result, one column per device and sensor: labelled, one row per device and non-empty bucket;
     * else one row per non-empty bucket, where each sensor has the value of the first device with data for it.
     */
    private static void buckets(Result result, boolean zeroIsEmpty, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        List<String> columns = result.columns();
        TSDataType[] types = result.types().toArray(new TSDataType[0]);
        String[] sensors = measurements(columns);
        if (sink.labelled()) {
            Map<String, List<Integer>> byDevice = new LinkedHashMap<>();
            for (int c = 0; c < columns.size(); c++) {
                byDevice.computeIfAbsent(IotdbNames.deviceOf(columns.get(c)), d -> new ArrayList<>()).add(c);
            }
            while (result.next()) {
                for (Map.Entry<String, List<Integer>> device : byDevice.entrySet()) {
                    boolean started = false;
                    for (int c : device.getValue()) {
                        if (isPoint(result, c, types[c], zeroIsEmpty)) {
                            if (!started) {
                                sink.row(device.getKey(), result.time());
                                started = true;
                            }
                            value(result, c, types[c], sensors[c], sink);
                        }
                    }
                }
            }
            return;
        }
        Map<String, Integer> sensorIds = new HashMap<>();
        int[] sensorOf = new int[columns.size()];
        for (int c = 0; c < sensorOf.length; c++) {
            sensorOf[c] = sensorIds.computeIfAbsent(sensors[c], k -> sensorIds.size());
        }
        boolean[] seen = new boolean[sensorIds.size()];
        while (result.next()) {
            Arrays.fill(seen, false);
            boolean started = false;
            for (int c = 0; c < sensorOf.length; c++) {
                if (seen[sensorOf[c]] || !isPoint(result, c, types[c], zeroIsEmpty)) {
                    continue;
                }
                seen[sensorOf[c]] = true;
                if (!started) {
                    sink.row(null, result.time());
                    started = true;
                }
                value(result, c, types[c], sensors[c], sink);
            }
        }
    }

    /**
     * {@code SELECT LAST} rows ({@code Timeseries, Value, DataType} per series, the value as text): one row at the
     * newest timestamp of any series, labelled with the first device that has a series there and holding its
     * sensors; unlabelled, the distinct sensors of every device there, each with its first value.
     */
    private static void latest(Result result, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        List<String> columns = result.columns();
        int series = indexOfIgnoreCase(columns, "Timeseries");
        int value = indexOfIgnoreCase(columns, "Value");
        int type = indexOfIgnoreCase(columns, "DataType");
        if (series < 0 || value < 0) {
            throw new IllegalStateException("a SELECT LAST result needs Timeseries and Value columns, got " + columns);
        }
        long newest = Long.MIN_VALUE;
        List<String[]> newestSeries = new ArrayList<>();
        while (result.next()) {
            if (result.isNull(series) || result.isNull(value)) {
                continue;
            }
            long time = result.time();
            if (time < newest) {
                continue;
            }
            if (time > newest) {
                newest = time;
                newestSeries.clear();
            }
            newestSeries.add(new String[] {result.getString(series), result.getString(value),
                    type < 0 || result.isNull(type) ? null : result.getString(type)});
        }
        if (newestSeries.isEmpty()) {
            return;
        }
        boolean labelled = sink.labelled();
        String device = IotdbNames.deviceOf(newestSeries.get(0)[0]);
        sink.row(labelled ? device : null, newest);
        Map<String, String[]> sensors = new LinkedHashMap<>();
        for (String[] last : newestSeries) {
            if (!labelled || device.equals(IotdbNames.deviceOf(last[0]))) {
                sensors.putIfAbsent(IotdbNames.measurementOf(last[0]), last);
            }
        }
        for (Map.Entry<String, String[]> sensor : sensors.entrySet()) {
            typed(sensor.getKey(), sensor.getValue()[1], sensor.getValue()[2], sink);
        }
    }

    /** A value {@code SELECT LAST} reports as text, in its series' type. */
    static void typed(String sensor, String text, String dataType, RowSink sink) {
        switch (dataType == null ? "" : dataType.toUpperCase(Locale.ROOT)) {
            case "BOOLEAN" -> sink.value(sensor, Boolean.parseBoolean(text));
            case "INT32", "INT64" -> sink.value(sensor, Long.parseLong(text));
            case "FLOAT" -> sink.value(sensor, (double) Float.parseFloat(text));
            case "DOUBLE" -> sink.value(sensor, Double.parseDouble(text));
            default -> sink.value(sensor, (Object) text);
        }
    }

    /** A value that counts: present, and for {@code count} not 0 (no row matched). */
    private static boolean isPoint(Result result, int column, TSDataType type, boolean zeroIsEmpty)
            throws StatementExecutionException {
        if (result.isNull(column)) {
            return false;
        }
        if (!zeroIsEmpty) {
            return true;
        }
        return switch (type) {
            case INT32, INT64 -> result.getLong(column) != 0;
            case FLOAT -> result.getFloat(column) != 0;
            case DOUBLE -> result.getDouble(column) != 0;
            default -> true;
        };
    }

    private static void value(Result result, int column, TSDataType type, String sensor, RowSink sink)
            throws StatementExecutionException {
        switch (type) {
            case BOOLEAN -> sink.value(sensor, result.getBoolean(column));
            case INT32 -> sink.value(sensor, (long) result.getInt(column));
            case INT64, TIMESTAMP -> sink.value(sensor, result.getLong(column));
            case FLOAT -> sink.value(sensor, (double) result.getFloat(column));
            case DOUBLE -> sink.value(sensor, result.getDouble(column));
            default -> sink.value(sensor, (Object) result.getString(column));
        }
    }

    private static String device(Result result, int column) throws StatementExecutionException {
        return column < 0 || result.isNull(column) ? null : IotdbNames.measurementOf(result.getString(column));
    }

    private static String[] measurements(List<String> columns) {
        String[] sensors = new String[columns.size()];
        for (int c = 0; c < sensors.length; c++) {
            sensors[c] = IotdbNames.measurementOf(columns.get(c));
        }
        return sensors;
    }

    private static int indexOfIgnoreCase(List<String> columns, String name) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The session's result, read through its {@code DataIterator} (1-based, {@code Time} first when present). */
    static Result of(SessionDataSet data) {
        List<String> names = data.getColumnNames();
        List<String> typeNames = data.getColumnTypes();
        boolean timed = !names.isEmpty() && names.get(0).equals("Time");
        int skip = timed ? 1 : 0;
        List<String> columns = List.copyOf(names.subList(skip, names.size()));
        List<TSDataType> types = typeNames.subList(skip, typeNames.size()).stream().map(TSDataType::valueOf)
                .toList();
        SessionDataSet.DataIterator rows = data.iterator();
        int first = 1 + skip;
        return new Result() {
            public List<String> columns() {
                return columns;
            }

            public List<TSDataType> types() {
                return types;
            }

            public boolean next() throws StatementExecutionException, IoTDBConnectionException {
                return rows.next();
            }

            public long time() throws StatementExecutionException {
                if (!timed) {
                    throw new IllegalStateException("the result has no Time column");
                }
                return rows.getLong(1);
            }

            public boolean isNull(int column) throws StatementExecutionException {
                return rows.isNull(first + column);
            }

            public boolean getBoolean(int column) throws StatementExecutionException {
                return rows.getBoolean(first + column);
            }

            public int getInt(int column) throws StatementExecutionException {
                return rows.getInt(first + column);
            }

            public long getLong(int column) throws StatementExecutionException {
                return rows.getLong(first + column);
            }

            public float getFloat(int column) throws StatementExecutionException {
                return rows.getFloat(first + column);
            }

            public double getDouble(int column) throws StatementExecutionException {
                return rows.getDouble(first + column);
            }

            public String getString(int column) throws StatementExecutionException {
                return rows.getString(first + column);
            }
        };
    }
}
