package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;

/**
 * The one parser of the answers to {@link IotdbUseCaseQueries}' statements: passes each answer's rows to a
 * {@link RowSink} in the shape {@code DatabaseClient.query(UseCaseQuery, RowSink)} defines. A row's device is the
 * last node of its Device column (the host's or truck's name), its time the Time column (a bucket's start, a raw
 * row's time) or the {@link IotdbUseCaseQueries#NEWEST} column, in epoch nanoseconds; its values are the other
 * non-null columns under their aliases. The types IoTDB answers only per truck or per truck's bucket are finished by
 * {@link UseCaseAnswerSteps}.
 */
final class IotdbUseCaseAnswers {
    /** One row of an answer: its device's name (or null), time in nanoseconds (or NO_TIME) and non-null values. */
    record AnswerRow(String device, long time, Map<String, Object> values) {
    }

    private IotdbUseCaseAnswers() {
    }

    /** Passes the answer to {@code q}, {@code result}, to {@code sink}; times in the server's unit. */
    static void read(UseCaseQuery q, IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        switch (q.type()) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1,
                    SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, CPU_MAX_ALL_1, CPU_MAX_ALL_8, GROUPBY_ORDERBY_LIMIT ->
                    rows(result, nanosPerUnit, true).forEach(row -> pass(maxima(row), sink));
            case DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL, HIGH_CPU_1, HIGH_CPU_ALL ->
                    rows(result, nanosPerUnit, true).forEach(row -> pass(row, sink));
            case LASTPOINT -> newestRows(result, nanosPerUnit, sink);
            case LAST_LOC, LOW_FUEL, HIGH_LOAD ->
                    rows(result, nanosPerUnit, false).forEach(row -> pass(newest(row, nanosPerUnit), sink));
            case STATIONARY_TRUCKS ->
                    rows(result, nanosPerUnit, false).forEach(row -> sink.row(row.device(), QueryAnswer.NO_TIME));
            case LONG_DRIVING_SESSIONS -> UseCaseAnswerSteps.trucksWithMoreRows(rows(result, nanosPerUnit, true),
                    UseCaseQuery.LONG_DRIVING_BUCKETS, sink);
            case LONG_DAILY_SESSIONS -> UseCaseAnswerSteps.trucksWithMoreRows(rows(result, nanosPerUnit, true),
                    UseCaseQuery.LONG_DAILY_BUCKETS, sink);
            case AVG_VS_PROJECTED_FUEL_CONSUMPTION ->
                    UseCaseAnswerSteps.fleetFuelConsumption(rows(result, nanosPerUnit, false), sink);
            case AVG_DAILY_DRIVING_DURATION -> UseCaseAnswerSteps.avgDailyHours(rows(result, nanosPerUnit, true), sink);
            case AVG_DAILY_DRIVING_SESSION ->
                    UseCaseAnswerSteps.avgSessionMinutes(rows(result, nanosPerUnit, true), sink);
            case AVG_LOAD -> UseCaseAnswerSteps.avgLoad(rows(result, nanosPerUnit, false), sink);
            case DAILY_ACTIVITY -> UseCaseAnswerSteps.dailyActivity(rows(result, nanosPerUnit, true), sink);
            case BREAKDOWN_FREQUENCY -> UseCaseAnswerSteps.breakdowns(rows(result, nanosPerUnit, true), sink);
        }
    }

    /** The one row of {@link IotdbUseCaseQueries#range}'s answer; null when the data has no such rows. */
    static IotdbUseCaseQueries.Range range(IotdbReader.Result result)
            throws StatementExecutionException, IoTDBConnectionException {
        List<AnswerRow> rows = rows(result, 1, false);
        if (rows.isEmpty()) {
            return null;
        }
        Object first = rows.get(0).values().get(IotdbUseCaseQueries.FIRST);
        Object last = rows.get(0).values().get(IotdbUseCaseQueries.LAST);
        return first == null || last == null ? null
                : new IotdbUseCaseQueries.Range(((Number) first).longValue(), ((Number) last).longValue());
    }

    /**
     * Every row of {@code result}, its values by column name (a GROUP BY LEVEL column by its measurement);
     * {@code timed}: the answer has a Time column (buckets and raw rows; aggregates over all time have none).
     */
    static List<AnswerRow> rows(IotdbReader.Result result, long nanosPerUnit, boolean timed)
            throws StatementExecutionException, IoTDBConnectionException {
        List<String> columns = result.columns();
        List<TSDataType> types = result.types();
        int device = columns.indexOf(IotdbReader.DEVICE_COLUMN);
        String[] names = columns.stream().map(IotdbNames::measurementOf).toArray(String[]::new);
        List<AnswerRow> rows = new ArrayList<>();
        while (result.next()) {
            long time = timed ? result.time() * nanosPerUnit : QueryAnswer.NO_TIME;
            Map<String, Object> values = new LinkedHashMap<>();
            for (int c = 0; c < names.length; c++) {
                if (c != device && !result.isNull(c)) {
                    values.put(names[c], value(result, c, types.get(c)));
                }
            }
            String name = device < 0 || result.isNull(device) ? null
                    : IotdbNames.measurementOf(result.getString(device));
            rows.add(new AnswerRow(name, time, values));
        }
        return rows;
    }

    /** A row and its values, if it has any: a bucket or truck where nothing matched is no row. */
    static void pass(AnswerRow row, RowSink sink) {
        if (row.values().isEmpty()) {
            return;
        }
        sink.row(row.device(), row.time());
        row.values().forEach(sink::value);
    }

    /** A bucket of hosts merged by GROUP BY LEVEL: a column per host and metric, the same value in each. */
    private static AnswerRow maxima(AnswerRow row) {
        Map<String, Object> values = new LinkedHashMap<>();
        row.values().forEach((metric, max) -> values.put("max_" + metric, max));
        return new AnswerRow(null, row.time(), values);
    }

    private static AnswerRow newest(AnswerRow row, long nanosPerUnit) {
        Map<String, Object> values = new LinkedHashMap<>(row.values());
        Object time = values.remove(IotdbUseCaseQueries.NEWEST);
        return new AnswerRow(row.device(), ((Number) time).longValue() * nanosPerUnit, values);
    }

    /**
     * lastpoint's {@code SELECT LAST} answer (a row per series: Timeseries, Value, DataType, at the series' newest
     * time): per host, the newest row is at its {@code hostname}'s newest time, and holds the metrics whose newest
     * value is at that time (a metric the row lacks has an older one).
     */
    private static void newestRows(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        List<String> columns = result.columns();
        int series = columns.indexOf("Timeseries");
        int value = columns.indexOf("Value");
        int type = columns.indexOf("DataType");
        Map<String, Long> rowTimes = new LinkedHashMap<>();
        Map<String, List<String[]>> metrics = new LinkedHashMap<>();
        while (result.next()) {
            String path = result.getString(series);
            String host = IotdbNames.deviceOf(path);
            String name = IotdbNames.measurementOf(path);
            if (name.equals("hostname")) {
                rowTimes.put(host, result.time());
            } else {
                metrics.computeIfAbsent(host, h -> new ArrayList<>()).add(new String[] {name,
                        result.getString(value), result.getString(type), Long.toString(result.time())});
            }
        }
        rowTimes.forEach((host, time) -> {
            sink.row(host, time * nanosPerUnit);
            for (String[] metric : metrics.getOrDefault(host, List.of())) {
                if (Long.parseLong(metric[3]) == time) {
                    IotdbReader.typed(metric[0], metric[1], metric[2], sink);
                }
            }
        });
    }

    private static Object value(IotdbReader.Result result, int column, TSDataType type)
            throws StatementExecutionException {
        return switch (type) {
            case BOOLEAN -> result.getBoolean(column);
            case INT32 -> (long) result.getInt(column);
            case INT64, TIMESTAMP -> result.getLong(column);
            case FLOAT -> (double) result.getFloat(column);
            case DOUBLE -> result.getDouble(column);
            default -> result.getString(column);
        };
    }
}
