package org.iotbenchrunner.cassandra;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * CQL text for one table per benchmark, {@code PRIMARY KEY ((device), time)}: a partition per device, its rows in time
 * order. Every query selects its label columns (time, device, bucket) before one column per sensor. Aggregates are
 * per device ({@code GROUP BY device}); time buckets per device and bucket ({@code GROUP BY device, floor(time, ...)},
 * Cassandra 4.0+), since CQL groups only by primary-key columns. Value filters need {@code ALLOW FILTERING} (they are
 * not on the key). Sums of integers are taken as varint and averages as double so that no int overflows or
 * truncates.
 */
final class CassandraCql {
    private final String table;

    CassandraCql(String keyspace, String table) {
        this.table = keyspace + "." + table;
    }

    static String createKeyspace(String keyspace, int replicationFactor) {
        return "CREATE KEYSPACE IF NOT EXISTS " + keyspace
                + " WITH replication = {'class': 'SimpleStrategy', 'replication_factor': " + replicationFactor + "}";
    }

    static String dropKeyspace(String keyspace) {
        return "DROP KEYSPACE IF EXISTS " + keyspace;
    }

    String createTable(List<Sensor> sensors) {
        return "CREATE TABLE IF NOT EXISTS " + table + " (device text, time timestamp, "
                + list(sensors, s -> s.name() + " " + columnType(s.type())) + ", PRIMARY KEY ((device), time))";
    }

    String insert(List<Sensor> sensors) {
        return "INSERT INTO " + table + " (device, time, " + list(sensors, Sensor::name) + ") VALUES (?, ?"
                + ", ?".repeat(sensors.size()) + ")";
    }

    /** The label columns before one column per sensor in a {@link Statement}'s rows. */
    enum Labels {
        /** A raw row: its time, then its device. */
        TIME_DEVICE,
        /** An aggregate over the whole window: the device. */
        DEVICE,
        /** A bucket of one device: the device, then the bucket's start (merged by {@link BucketMerge}). */
        DEVICE_BUCKET
    }

    /**
     * The statement of one query; {@code unpaged} when Cassandra must sort rows of several partitions (ORDER BY with
     * IN), which it does only for a query it need not page.
     */
    record Statement(String cql, Labels labels, boolean unpaged) {
    }

    Statement statement(Query query) {
        return query.accept(builder);
    }

    private final Query.Visitor<Statement> builder = new Query.Visitor<>() {
        @Override
        public Statement unsupported(Query query) {
            throw CassandraBinding.UNSUPPORTED.exception(query.type());
        }

        @Override
        public Statement precise(Query.PreciseQuery q) {
            return raw(q.devices(), q.sensors(), " AND time = " + q.time(), false, false);
        }

        @Override
        public Statement range(Query.RangeQuery q) {
            return raw(q.devices(), q.sensors(), window(q.start(), q.end()), false, q.descending());
        }

        @Override
        public Statement valueRange(Query.ValueRangeQuery q) {
            return raw(q.devices(), q.sensors(), window(q.start(), q.end()) + above(q.sensors(), q.threshold()),
                    true, q.descending());
        }

        @Override
        public Statement aggRange(Query.AggRangeQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function(), window(q.start(), q.end()), false);
        }

        @Override
        public Statement aggValue(Query.AggValueQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function(), above(q.sensors(), q.threshold()), true);
        }

        @Override
        public Statement aggRangeValue(Query.AggRangeValueQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function(), window(q.start(), q.end())
                    + above(q.sensors(), q.threshold()), true);
        }

        /**
         * Buckets aligned to the window start, its end exclusive, one row per device and bucket: CQL groups only by
         * primary-key columns, so {@link BucketMerge} merges the devices of each bucket, and orders the buckets (CQL
         * refuses ORDER BY on a grouped query over several partitions). An average is taken as its sum and count.
         */
        @Override
        public Statement groupBy(Query.GroupByQuery q) {
            String bucket = "floor(time, " + q.interval() + "ms, " + q.start() + ")";
            String f = function(q.function());
            String columns = f.equals("avg")
                    ? list(q.sensors(), s -> "sum(" + argument("sum", s) + "), count(" + s.name() + ")")
                    : aggregates(q.sensors(), f);
            return new Statement("SELECT device, " + bucket + ", " + columns + " FROM " + table + " WHERE device "
                    + in(q.devices()) + " AND time >= " + q.start() + " AND time < " + q.end()
                    + " GROUP BY device, " + bucket, Labels.DEVICE_BUCKET, false);
        }

        /** Cassandra sorts the newest row of every partition and keeps one, unpaged. */
        @Override
        public Statement latestPoint(Query.LatestPointQuery q) {
            return new Statement(select(q.devices(), q.sensors()) + " ORDER BY time DESC LIMIT 1",
                    Labels.TIME_DEVICE, true);
        }
    };

    private Statement raw(List<DeviceSchema> devices, List<Sensor> sensors, String where, boolean filtered,
            boolean descending) {
        String cql = select(devices, sensors) + where + (descending ? " ORDER BY time DESC" : "")
                + allowFiltering(filtered);
        return new Statement(cql, Labels.TIME_DEVICE, descending && devices.size() > 1);
    }

    private String select(List<DeviceSchema> devices, List<Sensor> sensors) {
        return "SELECT time, device, " + list(sensors, Sensor::name) + " FROM " + table + " WHERE device "
                + in(devices);
    }

    private Statement perDevice(List<DeviceSchema> devices, List<Sensor> sensors, String function, String where,
            boolean filtered) {
        return new Statement("SELECT device, " + aggregates(sensors, function) + " FROM " + table + " WHERE device "
                + in(devices) + where + " GROUP BY device" + allowFiltering(filtered),
                Labels.DEVICE, false);
    }

    /** Value filters are on regular columns, which Cassandra filters only when told it may read past them. */
    private static String allowFiltering(boolean filtered) {
        return filtered ? " ALLOW FILTERING" : "";
    }

    private static String aggregates(List<Sensor> sensors, String function) {
        String f = function(function);
        return list(sensors, s -> f + "(" + argument(f, s) + ")");
    }

    /** Sums of integers as varint (no overflow), averages as double (no integer division), others as stored. */
    static String argument(String function, Sensor sensor) {
        SensorType type = sensor.type();
        if (function.equals("sum") && (type == SensorType.INT32 || type == SensorType.INT64)) {
            return "cast(" + sensor.name() + " as varint)";
        }
        if ((function.equals("sum") || function.equals("avg")) && type.isNumeric()) {
            return "cast(" + sensor.name() + " as double)";
        }
        return sensor.name();
    }

    /** The CQL aggregate of QUERY_AGGREGATE_FUN: count, sum, avg, max or min (iot-benchmark's _value forms too). */
    static String function(String function) {
        String f = function.toLowerCase(java.util.Locale.ROOT);
        return switch (f) {
            case "max_value" -> "max";
            case "min_value" -> "min";
            default -> f;
        };
    }

    static boolean supportedFunction(String function) {
        return List.of("count", "sum", "avg", "max", "min").contains(function(function));
    }

    private static String in(List<DeviceSchema> devices) {
        return devices.size() == 1 ? "= " + quote(devices.get(0).name())
                : devices.stream().map(d -> quote(d.name())).collect(Collectors.joining(", ", "IN (", ")"));
    }

    private static String window(long start, long end) {
        return " AND time >= " + start + " AND time <= " + end;
    }

    /** Every selected sensor above the threshold; an integer column is above t exactly when it is above floor(t). */
    static String above(List<Sensor> sensors, double threshold) {
        return sensors.stream().map(s -> " AND " + s.name() + " > " + literal(s.type(), threshold))
                .collect(Collectors.joining());
    }

    private static String literal(SensorType type, double threshold) {
        if (type == SensorType.INT32 || type == SensorType.INT64) {
            return String.valueOf((long) Math.floor(threshold));
        }
        return Double.toString(threshold);
    }

    static String quote(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    private static String list(List<Sensor> sensors, Function<Sensor, String> item) {
        return sensors.stream().map(item).collect(Collectors.joining(", "));
    }

    static String columnType(SensorType type) {
        return switch (type) {
            case BOOLEAN -> "boolean";
            case INT32 -> "int";
            case INT64 -> "bigint";
            case FLOAT -> "float";
            case DOUBLE -> "double";
            default -> "text";
        };
    }
}
