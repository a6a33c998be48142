package org.iotbenchrunner.influxdb;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * InfluxQL text for InfluxDB 1.x in the shapes of the iot-benchmark model (spec §6.3), with the semantics of
 * {@code ExpectedAnswers}: aggregates per device ({@code GROUP BY device}), GROUP_BY buckets aligned to the window
 * start with an exclusive end and no empty buckets, LATEST_POINT as one row across the queried devices. The model's
 * {@code avg} is InfluxQL's {@code mean}.
 */
final class InfluxQl implements Query.Visitor<String> {
    private static final String PER_DEVICE = " GROUP BY \"device\"";

    private final TimePrecision precision;
    /** What follows the WHERE clause of raw rows: nothing in the measured statement, the device in the labelled. */
    private final String rawGrouping;
    private final InfluxQl labelled;

    InfluxQl(TimePrecision precision) {
        this.precision = precision;
        this.rawGrouping = "";
        this.labelled = new InfluxQl(precision, PER_DEVICE);
    }

    private InfluxQl(TimePrecision precision, String rawGrouping) {
        this.precision = precision;
        this.rawGrouping = rawGrouping;
        this.labelled = this;
    }

    static String createDatabase(String database) {
        return "CREATE DATABASE " + identifier(database);
    }

    static String dropDatabase(String database) {
        return "DROP DATABASE " + identifier(database);
    }

    static String dropMeasurement(String measurement) {
        return "DROP MEASUREMENT " + identifier(measurement);
    }

    /** The measured statement. */
    String query(Query query) {
        return query.accept(this);
    }

    /**
     * The labelled variant for {@code --verify}: raw rows come as one series per device ({@code GROUP BY "device"},
     * which the measured statement leaves out), so every row can be checked against its device; other statements
     * are unchanged.
     */
    String answer(Query query) {
        return query.accept(labelled);
    }

    @Override
    public String precise(Query.PreciseQuery q) {
        return raw(q.devices(), q.sensors()) + " AND time = " + ns(q.time()) + rawGrouping;
    }

    @Override
    public String range(Query.RangeQuery q) {
        return raw(q.devices(), q.sensors()) + window(q.start(), q.end()) + rawGrouping + descending(q.descending());
    }

    @Override
    public String valueRange(Query.ValueRangeQuery q) {
        return raw(q.devices(), q.sensors()) + window(q.start(), q.end()) + above(q.sensors(), q.threshold())
                + rawGrouping + descending(q.descending());
    }

    @Override
    public String aggRange(Query.AggRangeQuery q) {
        return aggregate(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end()) + PER_DEVICE;
    }

    @Override
    public String aggValue(Query.AggValueQuery q) {
        return aggregate(q.devices(), q.sensors(), q.function()) + above(q.sensors(), q.threshold()) + PER_DEVICE;
    }

    @Override
    public String aggRangeValue(Query.AggRangeValueQuery q) {
        return aggregate(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end())
                + above(q.sensors(), q.threshold()) + PER_DEVICE;
    }

    @Override
    public String groupBy(Query.GroupByQuery q) {
        return aggregate(q.devices(), q.sensors(), q.function()) + " AND time >= " + ns(q.start())
                + " AND time < " + ns(q.end()) + " GROUP BY time(" + precision.influxQlDuration(q.interval())
                + ", " + precision.influxQlDuration(Math.floorMod(q.start(), q.interval())) + ") fill(none)"
                + descending(q.descending());
    }

    @Override
    public String latestPoint(Query.LatestPointQuery q) {
        return aggregate(q.devices(), q.sensors(), "last");
    }

    @Override
    public String unsupported(Query q) {
        throw Influx1Binding.UNSUPPORTED.exception(q.type());
    }

    private static String raw(List<DeviceSchema> devices, List<Sensor> sensors) {
        return "SELECT " + list(sensors, s -> identifier(s.name())) + from(devices);
    }

    private static String aggregate(List<DeviceSchema> devices, List<Sensor> sensors, String function) {
        String name = function(function);
        return "SELECT " + list(sensors, s -> name + "(" + identifier(s.name()) + ")") + from(devices);
    }

    /** QUERY_AGGREGATE_FUN as InfluxQL names it: {@code avg} is {@code mean}; the others pass through. */
    static String function(String function) {
        return function.equalsIgnoreCase("avg") ? "mean" : function;
    }

    private static String from(List<DeviceSchema> devices) {
        String measurements = devices.stream().map(DeviceSchema::group).distinct().map(InfluxQl::identifier)
                .collect(Collectors.joining(","));
        return " FROM " + measurements + devices.stream().map(d -> "\"device\" = " + literal(d.name()))
                .collect(Collectors.joining(" OR ", " WHERE (", ")"));
    }

    private String window(long start, long end) {
        return " AND time >= " + ns(start) + " AND time <= " + ns(end);
    }

    private static String above(List<Sensor> sensors, double threshold) {
        String value = BigDecimal.valueOf(threshold).toPlainString();
        return sensors.stream().map(s -> " AND " + identifier(s.name()) + " > " + value).collect(Collectors.joining());
    }

    private static String descending(boolean descending) {
        return descending ? " ORDER BY time DESC" : "";
    }

    /** Time literals without a unit are nanoseconds in InfluxQL. */
    private String ns(long time) {
        return String.valueOf(precision.toNanos(time));
    }

    private static String list(List<Sensor> sensors, Function<Sensor, String> item) {
        return sensors.stream().map(item).collect(Collectors.joining(", "));
    }

    static String identifier(String name) {
        return "\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    static String literal(String text) {
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
    }
}
