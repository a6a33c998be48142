package org.iotbenchrunner.iotdb;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;

/**
 * The readers of the answers to {@link IotdbThermoQueries}' statements, in the rows
 * {@link org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor}'s thermo methods define. IoTDB repeats a column
 * merged by {@code GROUP BY LEVEL} once per path of the FROM clause; each is read once. Its sums of the INT64
 * temperature are doubles, given back as integers where they are exact (below 2^53, which the study's data is far
 * from; above it the query fails rather than answer a rounded sum); q3's and q4's averages are the sum over the count.
 */
final class IotdbThermoAnswers {
    /** Integers up to 2^53 are exact in a double. */
    private static final double EXACT_INTEGERS = 9007199254740992d;
    private static final String COUNT = "count_temperature";
    private static final String SUM = "sum_temperature";
    private static final String AVG = "avg_temperature";

    private IotdbThermoAnswers() {
    }

    /**
     * q1: a row per stored row with a devname, a devid and a temperature or humidity: its device the devname, labels
     * devid and devgroup, its values.
     */
    static void readGroup(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        for (IotdbUseCaseAnswers.AnswerRow row : IotdbUseCaseAnswers.rows(result, nanosPerUnit, true)) {
            Map<String, Object> values = row.values();
            Object devname = values.get(ThermoDevices.DEVNAME);
            Object devid = values.get(ThermoDevices.DEVID);
            if (devname == null || devid == null || (values.get(ThermoDevices.TEMPERATURE) == null
                    && values.get(ThermoDevices.HUMIDITY) == null)) {
                continue;
            }
            sink.row(devname.toString(), row.time());
            sink.label(ThermoDevices.DEVID, devid.toString());
            // under g<N>, a row's devgroup is N: its node was made from it
            sink.label(ThermoDevices.DEVGROUP, String.valueOf(values.get(ThermoDevices.DEVGROUP)));
            for (String field : List.of(ThermoDevices.TEMPERATURE, ThermoDevices.HUMIDITY)) {
                if (values.get(field) != null) {
                    sink.value(field, values.get(field));
                }
            }
        }
    }

    /**
     * q2: the one aggregate, an integer but for avg; where the groups hold no temperature, no row, but for count,
     * which is 0 (IoTDB answers no row where the FROM paths hold no device).
     */
    static void aggregate(ThermoAggregate aggregate, IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        boolean answered = false;
        for (IotdbUseCaseAnswers.AnswerRow row : IotdbUseCaseAnswers.rows(result, nanosPerUnit, false)) {
            Object value = row.values().get(aggregate.valueName());
            if (value != null) {
                sink.row(null, QueryAnswer.NO_TIME);
                sink.value(aggregate.valueName(), aggregate == ThermoAggregate.SUM ? exactSum(value) : value);
                answered = true;
            }
        }
        if (!answered) {
            nothing(aggregate, sink);
        }
    }

    /** The answer over no row: count 0 for q2-count, else no row. */
    static void nothing(ThermoAggregate aggregate, RowSink sink) {
        if (aggregate == ThermoAggregate.COUNT) {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.value(aggregate.valueName(), 0L);
        }
    }

    /**
     * q3: the one row's columns {@code count(root.*.*.*.g7.*.temperature)}, {@code sum(...)}: a row per group with a
     * temperature, label devgroup.
     */
    static void perGroup(IotdbReader.Result result, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        Map<Integer, Object[]> groups = new TreeMap<>();
        List<String> columns = result.columns();
        while (result.next()) {
            for (int c = 0; c < columns.size(); c++) {
                String column = columns.get(c);
                if (result.isNull(c) || !column.contains("(")) {
                    continue;
                }
                int group = group(column);
                Object[] countAndSum = groups.computeIfAbsent(group, g -> new Object[2]);
                if (column.startsWith("count(")) {
                    countAndSum[0] = result.getLong(c);
                } else {
                    countAndSum[1] = result.getDouble(c);
                }
            }
        }
        groups.forEach((group, countAndSum) -> {
            if (countAndSum[0] != null && (Long) countAndSum[0] > 0) {
                sink.row(null, QueryAnswer.NO_TIME);
                sink.label(ThermoDevices.DEVGROUP, Integer.toString(group));
                countSumAvg((Long) countAndSum[0], countAndSum[1], sink);
            }
        });
    }

    /** q4: a row per minute with a temperature, at the minute's start. */
    static void perMinute(IotdbReader.Result result, long nanosPerUnit, RowSink sink)
            throws StatementExecutionException, IoTDBConnectionException {
        for (IotdbUseCaseAnswers.AnswerRow row : IotdbUseCaseAnswers.rows(result, nanosPerUnit, true)) {
            Object count = row.values().get(IotdbThermoQueries.COUNT);
            if (count != null && ((Number) count).longValue() > 0) {
                sink.row(null, row.time());
                countSumAvg(((Number) count).longValue(), row.values().get(IotdbThermoQueries.SUM), sink);
            }
        }
    }

    private static void countSumAvg(long count, Object sum, RowSink sink) {
        long exact = exactSum(sum);
        sink.value(COUNT, count);
        sink.value(SUM, exact);
        sink.value(AVG, (double) exact / count);
    }

    /** The group of a column {@code f(root.*.*.*.g7.*.temperature)}: the number of its group node. */
    static int group(String column) {
        String path = column.substring(column.indexOf('(') + 1, column.lastIndexOf(')'));
        String node = path.split("\\.")[UseCaseLayout.GROUP_LEVEL];
        if (!node.startsWith("g")) {
            throw new IllegalStateException("IoTDB answered a column without a group node: " + column);
        }
        return Integer.parseInt(node.substring(1));
    }

    /** A sum IoTDB gives as a double, as the integer it is; a sum beyond 2^53 would be rounded, so it fails. */
    static long exactSum(Object sum) {
        double value = ((Number) sum).doubleValue();
        if (value != Math.rint(value) || Math.abs(value) >= EXACT_INTEGERS) {
            throw new IllegalStateException("IoTDB's sum of temperature " + value + " is not an integer a double"
                    + " holds exactly (below 2^53)");
        }
        return (long) value;
    }
}
