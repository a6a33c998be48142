package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The one parser of the answers to {@link IotdbUseCaseQueries}' statements: passes each answer's rows to a
 * {@link RowSink} in the shape {@code UseCaseClient.query(UseCaseQuery, RowSink)} defines. A row's device is the
 * last node of its Device column (the host's or truck's name), its time the Time column (a bucket's start, a raw
 * row's time) or the {@link IotdbUseCaseQueries#NEWEST} column, in epoch nanoseconds; its values are the other
 * non-null columns under their aliases. The types IoTDB answers only per truck or per truck's bucket are finished by
 * {@link UseCaseAnswerSteps}.
 */
final class IotdbUseCaseAnswers implements UseCaseQueryVisitor<IotdbUseCaseAnswers.AnswerReader> {
    /** One row of an answer: its device's name (or null), time in nanoseconds (or NO_TIME) and non-null values. */
    record AnswerRow(String device, long time, Map<String, Object> values) {
    }

    /** How a type's answer is read: {@code result}'s rows passed to {@code sink}, times in the server's unit. */
    interface AnswerReader {
        void read(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
                throws StatementExecutionException, IoTDBConnectionException;
    }

    private static final IotdbUseCaseAnswers READERS = new IotdbUseCaseAnswers();

    private IotdbUseCaseAnswers() {
    }

    /** Passes the answer to {@code q}, {@code result}, to {@code sink}; times in the server's unit. */
    static void read(UseCaseQuery q, IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        q.accept(READERS).read(result, nanosPerUnit, sink);
    }

    @Override
    public AnswerReader maxOfHosts(UseCaseQuery q) {
        return IotdbUseCaseAnswers::mergedBuckets;
    }

    @Override
    public AnswerReader meanPerHost(UseCaseQuery q) {
        return IotdbUseCaseAnswers::timedRows;
    }

    @Override
    public AnswerReader highCpu(UseCaseQuery q) {
        return IotdbUseCaseAnswers::timedRows;
    }

    @Override
    public AnswerReader lastpoint(UseCaseQuery q) {
        return IotdbUseCaseAnswers::newestRows;
    }

    @Override
    public AnswerReader groupbyOrderbyLimit(UseCaseQuery q) {
        return IotdbUseCaseAnswers::mergedBuckets;
    }

    @Override
    public AnswerReader lastLoc(UseCaseQuery q) {
        return IotdbUseCaseAnswers::newestOfTrucks;
    }

    @Override
    public AnswerReader lowFuel(UseCaseQuery q) {
        return IotdbUseCaseAnswers::newestOfTrucks;
    }

    @Override
    public AnswerReader highLoad(UseCaseQuery q) {
        return IotdbUseCaseAnswers::newestOfTrucks;
    }

    @Override
    public AnswerReader stationaryTrucks(UseCaseQuery q) {
        return finished(false, (rows, sink) -> rows.forEach(row -> sink.row(row.device(), QueryAnswer.NO_TIME)));
    }

    @Override
    public AnswerReader longSessions(UseCaseQuery q, int threshold) {
        return finished(true, (rows, sink) -> UseCaseAnswerSteps.trucksWithMoreRows(rows, threshold, sink));
    }

    @Override
    public AnswerReader avgVsProjectedFuelConsumption(UseCaseQuery q) {
        return finished(false, UseCaseAnswerSteps::fleetFuelConsumption);
    }

    @Override
    public AnswerReader avgDailyDrivingDuration(UseCaseQuery q) {
        return finished(true, UseCaseAnswerSteps::avgDailyHours);
    }

    @Override
    public AnswerReader avgDailyDrivingSession(UseCaseQuery q) {
        return finished(true, UseCaseAnswerSteps::avgSessionMinutes);
    }

    @Override
    public AnswerReader avgLoad(UseCaseQuery q) {
        return finished(false, UseCaseAnswerSteps::avgLoad);
    }

    @Override
    public AnswerReader dailyActivity(UseCaseQuery q) {
        return finished(true, UseCaseAnswerSteps::dailyActivity);
    }

    @Override
    public AnswerReader breakdownFrequency(UseCaseQuery q) {
        return finished(true, UseCaseAnswerSteps::breakdowns);
    }

    @Override
    public AnswerReader readGroup(UseCaseQuery q) {
        return IotdbThermoAnswers::readGroup;
    }

    @Override
    public AnswerReader aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return (result, nanosPerUnit, sink) -> IotdbThermoAnswers.aggregate(aggregate, result, nanosPerUnit, sink);
    }

    @Override
    public AnswerReader perGroup(UseCaseQuery q) {
        return (result, nanosPerUnit, sink) -> IotdbThermoAnswers.perGroup(result, sink);
    }

    @Override
    public AnswerReader perMinute(UseCaseQuery q) {
        return IotdbThermoAnswers::perMinute;
    }

    /** All rows read, then {@code step} finishes them; {@code timed} as in {@link #rows}. */
    private static AnswerReader finished(boolean timed, BiConsumer<List<AnswerRow>, RowSink> step) {
        return (result, nanosPerUnit, sink) -> step.accept(rows(result, nanosPerUnit, timed), sink);
    }

    private static void mergedBuckets(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        rows(result, nanosPerUnit, true).forEach(row -> pass(maxima(row), sink));
    }

    private static void timedRows(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        rows(result, nanosPerUnit, true).forEach(row -> pass(row, sink));
    }

    /** last-loc, low-fuel, high-load: each truck's row at its {@link IotdbUseCaseQueries#NEWEST} time. */
    private static void newestOfTrucks(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        rows(result, nanosPerUnit, false).forEach(row -> pass(newest(row, nanosPerUnit), sink));
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
