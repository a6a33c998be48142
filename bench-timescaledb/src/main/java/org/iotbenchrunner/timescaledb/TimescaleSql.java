package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * SQL text for one wide hypertable in the shapes of the iot-benchmark model (spec §5.4, §6.4). Every measured
 * query selects exactly one label column (time, device or bucket) before its value columns, one per sensor.
 */
final class TimescaleSql {
    static final long CHUNK_INTERVAL_MS = 604_800_000L;
    private static final String KEY = "time,sGroup,device";

    private final String table;

    TimescaleSql(String table) {
        this.table = table;
    }

    String createTable(List<Sensor> sensors) {
        String columns = sensors.stream().map(s -> s.name() + " " + columnType(s.type()) + " NULL")
                .collect(Collectors.joining(", "));
        return "CREATE TABLE IF NOT EXISTS " + table + " (time BIGINT NOT NULL, sGroup TEXT NOT NULL, "
                + "device TEXT NOT NULL, " + columns + ", UNIQUE (" + KEY + "))";
    }

    String createHypertable() {
        return "SELECT create_hypertable('" + table + "', 'time', chunk_time_interval => " + CHUNK_INTERVAL_MS
                + ", if_not_exists => TRUE)";
    }

    /** Heap, indexes and TOAST of every chunk, in bytes (null while the table is no hypertable). */
    String hypertableSize() {
        return "SELECT hypertable_size('" + table + "')";
    }

    String dropTable() {
        return "DROP TABLE IF EXISTS " + table;
    }

    /** iot-benchmark's write path: one upsert per row with every value as a quoted string literal. */
    List<String> compatInserts(Batch batch) {
        DeviceSchema device = batch.device();
        String head = insertHead(device.sensors()) + " VALUES(";
        String prefix = ",'" + escape(device.group()) + "','" + escape(device.name()) + "'";
        String tail = ") ON CONFLICT(" + KEY + ") DO UPDATE SET " + updates(device.sensors());
        List<String> statements = new ArrayList<>(batch.rowCount());
        StringBuilder sql = new StringBuilder();
        int sensors = device.sensors().size();
        for (int r = 0; r < batch.rowCount(); r++) {
            sql.setLength(0);
            sql.append(head).append(batch.timestamp(r)).append(prefix);
            for (int s = 0; s < sensors; s++) {
                Object value = batch.value(r, s);
                if (value == null) {
                    sql.append(",NULL");
                } else {
                    sql.append(",'").append(value instanceof String text ? escape(text) : value).append('\'');
                }
            }
            statements.add(sql.append(tail).toString());
        }
        return statements;
    }

    /** The fast write path: one multi-row upsert taking one array parameter per column. */
    String fastUpsert(List<Sensor> sensors) {
        String arrays = sensors.stream().map(s -> "?::" + arrayElementType(s.type()) + "[]")
                .collect(Collectors.joining(", "));
        return insertHead(sensors) + " SELECT * FROM unnest(?::int8[], ?::text[], ?::text[], " + arrays
                + ") ON CONFLICT (" + KEY + ") DO UPDATE SET " + updates(sensors);
    }

    /** The copy write path: every column of the table, in {@link BinaryCopyRows}' binary format. */
    String copyIn(List<Sensor> sensors) {
        return "COPY " + table + "(" + KEY + "," + sensors.stream().map(Sensor::name).collect(Collectors.joining(","))
                + ") FROM STDIN (FORMAT binary)";
    }

    /** The label columns that come before one column per sensor in a {@link Statement}'s rows. */
    enum Labels {
        /** The row's time (a raw row, a bucket's start); no device. */
        TIME(1),
        /** Time, then device: raw rows of the labelled variant. */
        TIME_DEVICE(2),
        /** The device an aggregate over the whole window belongs to; no time. */
        DEVICE(1);

        final int columns;

        Labels(int columns) {
            this.columns = columns;
        }
    }

    /** A statement and the label columns its rows start with. */
    record Statement(String sql, Labels labels) {
    }

    private final Query.Visitor<Statement> measured = new Builder(false);
    private final Query.Visitor<Statement> labelled = new Builder(true);

    /**
     * The statement of {@code query}: the measured one, or its {@code --verify} variant, which adds the device column
     * to raw rows (the measured statement leaves it out, as iot-benchmark does) so that every row can be checked
     * against its device. Every other statement is the same in both.
     */
    Statement statement(Query query, boolean withDevice) {
        return query.accept(withDevice ? labelled : measured);
    }

    /** The measured statement's text. */
    String query(Query query) {
        return statement(query, false).sql();
    }

    /** One statement per query type; {@code withDevice} adds the device column to raw rows. */
    private final class Builder implements Query.Visitor<Statement> {
        private final boolean withDevice;
        private final Labels rawLabels;

        Builder(boolean withDevice) {
            this.withDevice = withDevice;
            this.rawLabels = withDevice ? Labels.TIME_DEVICE : Labels.TIME;
        }

        @Override
        public Statement precise(Query.PreciseQuery q) {
            return new Statement(raw(q.devices(), q.sensors(), withDevice) + " AND time = " + q.time(), rawLabels);
        }

        @Override
        public Statement range(Query.RangeQuery q) {
            return new Statement(raw(q.devices(), q.sensors(), withDevice) + window(q.start(), q.end())
                    + descending(q.descending()), rawLabels);
        }

        @Override
        public Statement valueRange(Query.ValueRangeQuery q) {
            return new Statement(raw(q.devices(), q.sensors(), withDevice) + window(q.start(), q.end())
                    + above(q.sensors(), q.threshold()) + descending(q.descending()), rawLabels);
        }

        @Override
        public Statement aggRange(Query.AggRangeQuery q) {
            return byDevice(perDevice(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end()));
        }

        @Override
        public Statement aggValue(Query.AggValueQuery q) {
            return byDevice(perDevice(q.devices(), q.sensors(), q.function()) + above(q.sensors(), q.threshold()));
        }

        @Override
        public Statement aggRangeValue(Query.AggRangeValueQuery q) {
            return byDevice(perDevice(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end())
                    + above(q.sensors(), q.threshold()));
        }

        /** Buckets aligned to the window start, end exclusive, the query's devices merged per bucket. */
        @Override
        public Statement groupBy(Query.GroupByQuery q) {
            if (q.descending()) {
                throw TimescaleBinding.UNSUPPORTED.exception(q.type());
            }
            return new Statement("SELECT time_bucket(" + q.interval() + ", time, "
                    + Math.floorMod(q.start(), q.interval()) + ") AS sampleTime, "
                    + list(q.sensors(), s -> q.function() + "(" + s.name() + ")") + " FROM " + table
                    + devices(q.devices()) + " AND (time >= " + q.start() + " AND time < " + q.end() + ")"
                    + " GROUP BY sampleTime", Labels.TIME);
        }

        @Override
        public Statement latestPoint(Query.LatestPointQuery q) {
            return new Statement(raw(q.devices(), q.sensors(), withDevice) + " ORDER BY time DESC LIMIT 1",
                    rawLabels);
        }

        /** The measured children in both: a device column would make rows of different devices distinct. */
        @Override
        public Statement setOperation(Query.SetOpQuery q) {
            return new Statement(q.children().stream().map(c -> "(" + c.accept(measured).sql() + ")")
                    .collect(Collectors.joining(" " + q.operator() + " ")), Labels.TIME);
        }

        private Statement byDevice(String sql) {
            return new Statement(sql + " GROUP BY device", Labels.DEVICE);
        }
    }

    private String raw(List<DeviceSchema> devices, List<Sensor> sensors, boolean labelled) {
        return "SELECT time, " + (labelled ? "device, " : "") + list(sensors, Sensor::name) + " FROM " + table
                + devices(devices);
    }

    private String perDevice(List<DeviceSchema> devices, List<Sensor> sensors, String function) {
        return "SELECT device, " + list(sensors, s -> function + "(" + s.name() + ")") + " FROM " + table
                + devices(devices);
    }

    private static String devices(List<DeviceSchema> devices) {
        return devices.stream().map(d -> "device='" + escape(d.name()) + "'")
                .collect(Collectors.joining(" OR ", " WHERE (", ")"));
    }

    private static String window(long start, long end) {
        return " AND (time >= " + start + " AND time <= " + end + ")";
    }

    private static String above(List<Sensor> sensors, double threshold) {
        return sensors.stream().map(s -> s.name() + " > " + threshold)
                .collect(Collectors.joining(" AND ", " AND (", ")"));
    }

    private static String descending(boolean descending) {
        return descending ? " ORDER BY time DESC" : "";
    }

    private String insertHead(List<Sensor> sensors) {
        return "INSERT INTO " + table + "(" + KEY + ","
                + sensors.stream().map(Sensor::name).collect(Collectors.joining(",")) + ")";
    }

    private static String updates(List<Sensor> sensors) {
        return sensors.stream().map(s -> s.name() + "=excluded." + s.name()).collect(Collectors.joining(","));
    }

    private static String list(List<Sensor> sensors, Function<Sensor, String> item) {
        return sensors.stream().map(item).collect(Collectors.joining(", "));
    }

    static String escape(String text) {
        return text.replace("'", "''");
    }

    static String columnType(SensorType type) {
        return switch (type) {
            case BOOLEAN -> "BOOLEAN";
            case INT32 -> "INT";
            case INT64 -> "BIGINT";
            case FLOAT -> "FLOAT";
            case DOUBLE -> "DOUBLE PRECISION";
            default -> "TEXT";
        };
    }

    /** Element type names that both SQL casts and {@code Connection.createArrayOf} understand. */
    static String arrayElementType(SensorType type) {
        return switch (type) {
            case BOOLEAN -> "bool";
            case INT32 -> "int4";
            case INT64 -> "int8";
            case FLOAT, DOUBLE -> "float8";
            default -> "text";
        };
    }
}
