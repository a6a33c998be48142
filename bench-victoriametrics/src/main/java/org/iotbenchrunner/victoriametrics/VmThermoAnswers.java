package org.iotbenchrunner.victoriametrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;

/**
 * The readers of the answers to {@link VmThermoQueries}' requests, in the rows
 * {@link org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor}'s thermo methods define. VictoriaMetrics keeps
 * float64s: temperatures, their counts, sums, maxima and minima are integers far below 2^53 and come back as longs
 * (a value that is not an integer fails the query rather than be rounded), humidities and averages as doubles.
 */
final class VmThermoAnswers {
    private static final long NANOS_PER_MS = 1_000_000L;
    private static final double EXACT_INTEGERS = 9007199254740992d;
    private static final List<String> VALUES = List.of("count", "sum", "avg");

    private VmThermoAnswers() {
    }

    /**
     * q1's export: a row per device (its devname, devid and devgroup labels) and sample time, with its temperature and
     * humidity samples; series without a devname or devid are no rows.
     */
    static void readGroup(List<VmAnswers.Series> series, RowSink sink) {
        Map<List<String>, Map<Long, Map<String, Object>>> devices = new LinkedHashMap<>();
        for (VmAnswers.Series s : series) {
            String devname = s.labels.get(ThermoDevices.DEVNAME);
            String devid = s.labels.get(ThermoDevices.DEVID);
            if (devname == null || devid == null) {
                continue;
            }
            String field = VmUseCaseAnswers.field(s.name);
            Map<Long, Map<String, Object>> rows = devices.computeIfAbsent(
                    List.of(devname, devid, s.labels.getOrDefault(ThermoDevices.DEVGROUP, "")), d -> new TreeMap<>());
            for (int i = 0; i < s.size; i++) {
                rows.computeIfAbsent(s.times[i], t -> new LinkedHashMap<>()).put(field,
                        field.equals(ThermoDevices.TEMPERATURE) ? (Object) integer(s.values[i]) : s.values[i]);
            }
        }
        devices.forEach((device, rows) -> rows.forEach((time, values) -> {
            sink.row(device.get(0), time * NANOS_PER_MS);
            sink.label(ThermoDevices.DEVID, device.get(1));
            sink.label(ThermoDevices.DEVGROUP, device.get(2));
            values.forEach(sink::value);
        }));
    }

    /** q2: the one value, an integer but for avg; over nothing, count 0 and no row for the others. */
    static void aggregate(ThermoAggregate aggregate, List<VmAnswers.Series> series, RowSink sink) {
        for (VmAnswers.Series s : series) {
            if (s.size > 0 && !Double.isNaN(s.values[0])) {
                sink.row(null, QueryAnswer.NO_TIME);
                sink.value(aggregate.valueName(), aggregate == ThermoAggregate.AVG ? (Object) s.values[0]
                        : (Object) integer(s.values[0]));
                return;
            }
        }
        nothing(aggregate, sink);
    }

    /** The answer over no row: count 0 for q2-count, else no row. */
    static void nothing(ThermoAggregate aggregate, RowSink sink) {
        if (aggregate == ThermoAggregate.COUNT) {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.value(aggregate.valueName(), 0L);
        }
    }

    /** q3: a row per devgroup label, label devgroup, its count, sum and avg series' values. */
    static void perGroup(List<VmAnswers.Series> series, RowSink sink) {
        Map<String, Map<String, Double>> groups = new TreeMap<>();
        for (VmAnswers.Series s : series) {
            if (s.size > 0 && !Double.isNaN(s.values[0])) {
                groups.computeIfAbsent(s.labels.get(ThermoDevices.DEVGROUP), g -> new LinkedHashMap<>())
                        .put(s.field, s.values[0]);
            }
        }
        groups.forEach((group, values) -> {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.label(ThermoDevices.DEVGROUP, group);
            countSumAvg(values, sink);
        });
    }

    /** q4: a row per minute (a query_range point), its count, sum and avg series' values. */
    static void perMinute(List<VmAnswers.Series> series, RowSink sink) {
        Map<Long, Map<String, Double>> minutes = new TreeMap<>();
        for (VmAnswers.Series s : series) {
            for (int i = 0; i < s.size; i++) {
                if (!Double.isNaN(s.values[i])) {
                    minutes.computeIfAbsent(s.times[i], t -> new LinkedHashMap<>()).put(s.field, s.values[i]);
                }
            }
        }
        minutes.forEach((minute, values) -> {
            sink.row(null, minute * NANOS_PER_MS);
            countSumAvg(values, sink);
        });
    }

    private static void countSumAvg(Map<String, Double> values, RowSink sink) {
        for (String name : VALUES) {
            Double value = values.get(name);
            if (value == null) {
                throw new IllegalStateException("VictoriaMetrics answered " + values.keySet() + " without " + name);
            }
            String key = name + "_" + ThermoDevices.TEMPERATURE;
            if (name.equals("avg")) {
                sink.value(key, (double) value);
            } else {
                sink.value(key, integer(value));
            }
        }
    }

    /** A float64 that holds an integer, as that integer; another fails, rather than be rounded. */
    static long integer(double value) {
        if (value != Math.rint(value) || Math.abs(value) >= EXACT_INTEGERS) {
            throw new IllegalStateException("VictoriaMetrics answered " + value + " where an integer below 2^53 was"
                    + " expected");
        }
        return (long) value;
    }
}
