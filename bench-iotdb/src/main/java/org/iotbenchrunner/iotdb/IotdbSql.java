package org.iotbenchrunner.iotdb;

import java.math.BigDecimal;
import java.util.List;
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
 * A value threshold is written per column type so that it means {@code value > threshold} as a double exactly:
 * IoTDB 1.3 converts the literal to the column's type, so integer columns get {@code > floor(threshold)}.
 */
final class IotdbSql {
    /** How the points of a statement's result are counted. */
    enum Shape {
        /** One row per device and timestamp, or one aggregate row per device: every value counts. */
        PER_DEVICE,
        /** One row per bucket with a column per device and sensor: a sensor counts once per non-empty bucket. */
        MERGED_BUCKETS,
        /** One row per series with its newest value: the newest row across the devices counts. */
        LATEST
    }

    record Statement(String sql, Shape shape) {
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
        if (query instanceof Query.PreciseQuery q) {
            return perDevice(raw(q.devices(), q.sensors()) + " WHERE time = " + q.time());
        } else if (query instanceof Query.RangeQuery q) {
            return perDevice(raw(q.devices(), q.sensors()) + " WHERE " + window(q.start(), q.end())
                    + descending(q.descending()));
        } else if (query instanceof Query.ValueRangeQuery q) {
            return perDevice(raw(q.devices(), q.sensors()) + " WHERE " + window(q.start(), q.end()) + " AND "
                    + above(q.sensors(), q.threshold()) + descending(q.descending()));
        } else if (query instanceof Query.AggRangeQuery q) {
            return perDevice(aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                    + window(q.start(), q.end()));
        } else if (query instanceof Query.AggValueQuery q) {
            return perDevice(aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                    + above(q.sensors(), q.threshold()));
        } else if (query instanceof Query.AggRangeValueQuery q) {
            return perDevice(aggregate(q.devices(), q.sensors(), q.function()) + " WHERE "
                    + window(q.start(), q.end()) + " AND " + above(q.sensors(), q.threshold()));
        } else if (query instanceof Query.GroupByQuery q) {
            return new Statement(aggregate(q.devices(), q.sensors(), q.function()) + " GROUP BY ([" + q.start()
                    + ", " + q.end() + "), " + q.interval() + timeUnit + ")" + descending(q.descending()),
                    Shape.MERGED_BUCKETS);
        } else if (query instanceof Query.LatestPointQuery q) {
            return new Statement("SELECT LAST " + list(q.sensors(), s -> IotdbNames.node(s.name())) + from(q.devices()),
                    Shape.LATEST);
        }
        throw new UnsupportedOperationException(query.type().reportName() + " is not supported by iotdb");
    }

    private static Statement perDevice(String sql) {
        return new Statement(sql + " ALIGN BY DEVICE", Shape.PER_DEVICE);
    }

    private String raw(List<DeviceSchema> devices, List<Sensor> sensors) {
        return "SELECT " + list(sensors, s -> IotdbNames.node(s.name())) + from(devices);
    }

    private String aggregate(List<DeviceSchema> devices, List<Sensor> sensors, String function) {
        return "SELECT " + list(sensors, s -> function + "(" + IotdbNames.node(s.name()) + ")") + from(devices);
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
