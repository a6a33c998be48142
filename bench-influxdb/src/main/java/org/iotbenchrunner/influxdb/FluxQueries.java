package org.iotbenchrunner.influxdb;

import java.math.BigDecimal;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * Flux text for InfluxDB 2.x: one script per logical query, filtering on all its devices and fields at once
 * (iot-benchmark sends one script per device and sensor). Window ends are inclusive as in {@code ExpectedAnswers},
 * so {@code range} stops one precision unit after them; value filters apply to whole rows, which needs a pivot when
 * a query names several sensors (with one, its records are the rows).
 * GROUP_BY buckets carry their start as {@code _time} (aggregateWindow's default is the window's stop), as in the
 * other databases. The model's {@code avg} is Flux's {@code mean}.
 */
final class FluxQueries implements Query.Visitor<String> {
    private static final String PIVOT =
            " |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")";
    private static final String DESCENDING = " |> sort(columns: [\"_time\"], desc: true)";
    private static final String ALL_TIME = "range(start: 0)";

    private final String bucket;
    private final TimePrecision precision;

    FluxQueries(String bucket, TimePrecision precision) {
        this.bucket = bucket;
        this.precision = precision;
    }

    String query(Query query) {
        return query.accept(this);
    }

    @Override
    public String precise(Query.PreciseQuery q) {
        return select(q, range(q.time(), q.time() + 1));
    }

    @Override
    public String range(Query.RangeQuery q) {
        return select(q, inclusive(q.start(), q.end())) + descending(q.descending());
    }

    @Override
    public String valueRange(Query.ValueRangeQuery q) {
        return select(q, inclusive(q.start(), q.end())) + rowsAbove(q.sensors(), q.threshold())
                + descending(q.descending());
    }

    @Override
    public String aggRange(Query.AggRangeQuery q) {
        return select(q, inclusive(q.start(), q.end())) + " |> " + call(q.function());
    }

    @Override
    public String aggValue(Query.AggValueQuery q) {
        return aggregateAbove(q, ALL_TIME, q.function(), q.threshold());
    }

    @Override
    public String aggRangeValue(Query.AggRangeValueQuery q) {
        return aggregateAbove(q, inclusive(q.start(), q.end()), q.function(), q.threshold());
    }

    @Override
    public String groupBy(Query.GroupByQuery q) {
        if (q.descending()) {
            return unsupported(q);
        }
        return select(q, range(q.start(), q.end())) + " |> group(columns: [\"_field\"])"
                + " |> aggregateWindow(every: " + precision.fluxDuration(q.interval())
                + ", offset: " + precision.fluxDuration(Math.floorMod(q.start(), q.interval()))
                + ", fn: " + name(q.function()) + ", createEmpty: false, timeSrc: \"_start\")";
    }

    @Override
    public String latestPoint(Query.LatestPointQuery q) {
        return select(q, ALL_TIME) + " |> last()" + PIVOT + " |> group()" + DESCENDING + " |> limit(n: 1)";
    }

    @Override
    public String unsupported(Query q) {
        throw Influx2Binding.UNSUPPORTED.exception(q.type());
    }

    /** Rows whose every selected sensor passes, turned back into one table per device and field to aggregate. */
    private String aggregateAbove(Query q, String range, String function, double threshold) {
        if (q.sensors().size() == 1) {
            return select(q, range) + rowsAbove(q.sensors(), threshold) + " |> " + call(function);
        }
        return "import \"experimental\" " + select(q, range) + rowsAbove(q.sensors(), threshold)
                + " |> experimental.unpivot() |> " + call(function);
    }

    /**
     * The rows whose every selected sensor is above {@code threshold}: with one sensor its own records (a row is one
     * value), so the database filters them as stored; with several, the records pivoted into rows first.
     */
    private static String rowsAbove(List<Sensor> sensors, double threshold) {
        if (sensors.size() == 1) {
            return " |> filter(fn: (r) => " + valueAbove(sensors.get(0).type(), threshold) + ")";
        }
        return PIVOT + above(sensors, threshold);
    }

    /**
     * The comparison with {@code threshold} as a literal of the sensor's stored type, so that it needs no conversion
     * and InfluxDB's planner can push it into the storage read: for an integer, {@code x > t} is
     * {@code x > floor(t)}. Other types are converted, as in the pivoted filter.
     */
    private static String valueAbove(SensorType type, double threshold) {
        return switch (type) {
            case INT32, INT64 -> "r._value > " + (long) Math.floor(threshold);
            case FLOAT, DOUBLE -> "r._value > " + floatLiteral(threshold);
            default -> "float(v: r._value) > " + BigDecimal.valueOf(threshold).toPlainString();
        };
    }

    private static String floatLiteral(double value) {
        String text = BigDecimal.valueOf(value).toPlainString();
        return text.contains(".") ? text : text + ".0";
    }

    private String select(Query q, String range) {
        String measurements = q.devices().stream().map(DeviceSchema::group).distinct()
                .map(g -> "r._measurement == " + string(g)).collect(Collectors.joining(" or "));
        return "from(bucket: " + string(bucket) + ") |> " + range
                + " |> filter(fn: (r) => " + measurements + ")"
                + " |> filter(fn: (r) => " + q.devices().stream().map(d -> "r.device == " + string(d.name()))
                        .collect(Collectors.joining(" or ")) + ")"
                + " |> filter(fn: (r) => " + q.sensors().stream().map(s -> "r._field == " + string(s.name()))
                        .collect(Collectors.joining(" or ")) + ")";
    }

    private String inclusive(long start, long end) {
        return range(start, end + 1);
    }

    private String range(long start, long stop) {
        return "range(start: time(v: " + precision.toNanos(start) + "), stop: time(v: " + precision.toNanos(stop)
                + "))";
    }

    private static String above(List<Sensor> sensors, double threshold) {
        String value = BigDecimal.valueOf(threshold).toPlainString();
        return " |> filter(fn: (r) => " + sensors.stream().map(s -> "float(v: r[" + string(s.name()) + "]) > " + value)
                .collect(Collectors.joining(" and ")) + ")";
    }

    private static String descending(boolean descending) {
        return descending ? DESCENDING : "";
    }

    /**
     * QUERY_AGGREGATE_FUN is passed through, as in iot-benchmark, with {@code ()} added when missing; the model's
     * {@code avg} is Flux's {@code mean}.
     */
    private static String call(String function) {
        return function.contains("(") ? function.replaceFirst("^avg\\(", "mean(") : name(function) + "()";
    }

    /** The function's name without {@code ()}, {@code avg} as {@code mean}. */
    private static String name(String function) {
        String name = function.replace("()", "");
        return name.equals("avg") ? "mean" : name;
    }

    static String string(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("${", "\\${") + "\"";
    }
}
