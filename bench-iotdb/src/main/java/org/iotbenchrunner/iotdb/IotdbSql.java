package org.iotbenchrunner.iotdb;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * SQL text of the tree model for every query type IoTDB supports (spec §6.1), shaped so that a correct server
 * returns exactly the points {@code ExpectedAnswers} predicts:
 * <ul>
 * <li>raw and aggregate queries end in {@code ALIGN BY DEVICE}, so each device's rows, value filters and
 * aggregates stand on their own (iot-benchmark aligns the devices by time, which makes a value filter on several
 * devices a filter on their joined rows);</li>
 * <li>GROUP_BY keeps iot-benchmark's statement ({@code GROUP BY ([S, E), G)}, buckets aligned to S, end
 * exclusive); the devices of a bucket are merged when the result is counted;</li>
 * <li>LATEST_POINT keeps {@code SELECT LAST}; the newest row across the devices is picked when counting.</li>
 * </ul>
 * Every answer names its devices (a Device column, or series paths), so a statement is its own labelled variant.
 * A value threshold is written per column type so that it means {@code value > threshold} as a double exactly:
 * IoTDB 1.3 converts the literal to the column's type, so integer columns get {@code > floor(threshold)}.
 * The workload's generic function names {@code max}, {@code min}, {@code first} and {@code last} become IoTDB's
 * {@code max_value}, {@code min_value}, {@code first_value} and {@code last_value}; others are sent as written.
 */
final class IotdbSql implements Query.Visitor<IotdbSql.Statement> {
    /** How {@link IotdbReader} walks a statement's result. */
    enum Shape {
        /** Raw rows aligned by device: one row per device and timestamp, labelled by the Device column. */
        ROWS,
        /** One aggregate row per device, aligned by device, without time; a device where nothing matched has none. */
        AGGREGATES,
        /** One row per bucket with a column per device and sensor. */
        BUCKETS,
        /** One row per series ({@code Timeseries, Value, DataType}) with its newest value. */
        LATEST
    }

    /**
     * {@code zeroIsEmpty}: the aggregate is {@code count}, whose 0 is how IoTDB reports a device or bucket where no
     * row matched (other aggregates report null there).
     */
    record Statement(String sql, Shape shape, boolean zeroIsEmpty) {
    }

    private final IotdbNames names;
    private final String timeUnit;

    /** {@code timeUnit} is the timestamp precision ({@code ms}, {@code us} or {@code ns}) of bucket widths. */
    IotdbSql(IotdbNames names, String timeUnit) {
        this.names = names;
        this.timeUnit = timeUnit;
    }

    String dropDatabases() {
        return "DROP DATABASE " + names.root() + ".**";
    }

    String countAll() {
        return "SELECT count(*) FROM " + names.root() + ".**";
    }

    Statement query(Query query) {
        return query.accept(this);
    }

    @Override
    public Statement precise(Query.PreciseQuery q) {
        return rows(raw(q.devices(), q.sensors()) + " WHERE time = " + q.time());
    }

    @Override
    public Statement range(Query.RangeQuery q) {
        return rows(raw(q.devices(), q.sensors()) + " WHERE " + window(q.start(), q.end())
                + descending(q.descending()));
    }

    @Override
    public Statement valueRange(Query.ValueRangeQuery q) {
        return rows(raw(q.devices(), q.sensors()) + " WHERE " + window(q.start(), q.end()) + " AND "
                + above(q.sensors(), q.threshold()) + descending(q.descending()));
    }

    @Override
    public Statement aggRange(Query.AggRangeQuery q) {
        return aggregates(q.function(), aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                + window(q.start(), q.end()));
    }

    @Override
    public Statement aggValue(Query.AggValueQuery q) {
        return aggregates(q.function(), aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                + above(q.sensors(), q.threshold()));
    }

    @Override
    public Statement aggRangeValue(Query.AggRangeValueQuery q) {
        return aggregates(q.function(), aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                + window(q.start(), q.end()) + " AND " + above(q.sensors(), q.threshold()));
    }

    @Override
    public Statement groupBy(Query.GroupByQuery q) {
        return new Statement(aggregate(q.devices(), q.sensors(), q.function()) + " GROUP BY ([" + q.start() + ", "
                + q.end() + "), " + q.interval() + timeUnit + ")" + descending(q.descending()), Shape.BUCKETS,
                isCount(q.function()));
    }

    @Override
    public Statement latestPoint(Query.LatestPointQuery q) {
        return new Statement("SELECT LAST " + list(q.sensors(), s -> IotdbNames.node(s.name())) + from(q.devices()),
                Shape.LATEST, false);
    }

    /** Set operations exist only in IoTDB 2.0's table model (spec §6.5). */
    @Override
    public Statement unsupported(Query q) {
        throw IotdbBinding.UNSUPPORTED.exception(q.type());
    }

    private static Statement rows(String sql) {
        return new Statement(sql + " ALIGN BY DEVICE", Shape.ROWS, false);
    }

    private static Statement aggregates(String function, String sql) {
        return new Statement(sql + " ALIGN BY DEVICE", Shape.AGGREGATES, isCount(function));
    }

    private static boolean isCount(String function) {
        return function.trim().equalsIgnoreCase("count");
    }

    /** IoTDB's name of an aggregate function. */
    static String function(String name) {
        String trimmed = name.trim();
        return switch (trimmed.toLowerCase(Locale.ROOT)) {
            case "max" -> "max_value";
            case "min" -> "min_value";
            case "first" -> "first_value";
            case "last" -> "last_value";
            default -> trimmed;
        };
    }

    private String raw(List<DeviceSchema> devices, List<Sensor> sensors) {
        return "SELECT " + list(sensors, s -> IotdbNames.node(s.name())) + from(devices);
    }

    private String aggregate(List<DeviceSchema> devices, List<Sensor> sensors, String function) {
        String name = function(function);
        return "SELECT " + list(sensors, s -> name + "(" + IotdbNames.node(s.name()) + ")") + from(devices);
    }

    private String from(List<DeviceSchema> devices) {
        return " FROM " + devices.stream().map(names::device).collect(Collectors.joining(", "));
    }

    private static String window(long start, long end) {
        return "time >= " + start + " AND time <= " + end;
    }

    private static String descending(boolean descending) {
        return descending ? " ORDER BY TIME DESC" : "";
    }

    private static String above(List<Sensor> sensors, double threshold) {
        return sensors.stream().map(s -> above(s, threshold)).collect(Collectors.joining(" AND "));
    }

    /** {@code sensor > threshold} as a comparison of doubles, written in the sensor's own type. */
    static String above(Sensor sensor, double threshold) {
        String name = IotdbNames.node(sensor.name());
        switch (sensor.type()) {
            case INT32 -> {
                double floor = Math.floor(threshold);
                if (floor < Integer.MIN_VALUE) {
                    return name + " >= " + Integer.MIN_VALUE;
                }
                return name + " > " + (long) Math.min(floor, Integer.MAX_VALUE);
            }
            case INT64 -> {
                double floor = Math.floor(threshold);
                if (floor < Long.MIN_VALUE) {
                    return name + " >= " + Long.MIN_VALUE;
                }
                return name + " > " + (long) floor;
            }
            case FLOAT -> {
                float f = (float) threshold;
                if (f == Float.POSITIVE_INFINITY) {
                    return name + " > " + plain(Float.MAX_VALUE);
                }
                if (f == Float.NEGATIVE_INFINITY) {
                    return name + " >= " + plain(-Float.MAX_VALUE);
                }
                // a float between threshold and (float) threshold cannot exist, so only the rounding direction matters
                return name + ((double) f > threshold ? " >= " : " > ") + plain(f);
            }
            default -> {
                return name + " > " + new BigDecimal(Double.toString(threshold)).toPlainString();
            }
        }
    }

    /** The exact decimal value of {@code f}: parsed as a float or as a double, it is {@code f} again. */
    private static String plain(float f) {
        return new BigDecimal((double) f).toPlainString();
    }

    private static String list(List<Sensor> sensors, Function<Sensor, String> item) {
        return sensors.stream().map(item).collect(Collectors.joining(", "));
    }
}
