package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * SQL text for one wide hypertable in the shapes of the iot-benchmark model (spec §5.4, §6.4). Every query
 * selects exactly one label column (time, device or bucket) before its value columns.
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
        List<String> statements = new ArrayList<>(batch.rows().size());
        StringBuilder sql = new StringBuilder();
        for (Row row : batch.rows()) {
            sql.setLength(0);
            sql.append(head).append(row.timestamp()).append(prefix);
            for (Object value : row.values()) {
                sql.append(',').append(value == null ? "NULL" : "'" + escape(String.valueOf(value)) + "'");
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

    /** The label columns that come before one column per sensor in an {@link Answer}'s rows. */
    enum Labels {
        TIME_DEVICE(2), DEVICE(1), BUCKET(1), TIME(1);

        final int columns;

        Labels(int columns) {
            this.columns = columns;
        }
    }

    /** A statement whose rows carry the labels an answer's content needs. */
    record Answer(String sql, Labels labels) {
    }

    String query(Query query) {
        return query(query, false);
    }

    /**
     * The measured statement for {@code --verify}'s second run, with the device column added to raw rows (which
     * the measured statement leaves out, as iot-benchmark does) so that every row can be checked against its device.
     */
    Answer answer(Query query) {
        if (query instanceof Query.PreciseQuery || query instanceof Query.RangeQuery
                || query instanceof Query.ValueRangeQuery || query instanceof Query.LatestPointQuery) {
            return new Answer(query(query, true), Labels.TIME_DEVICE);
        } else if (query instanceof Query.GroupByQuery) {
            return new Answer(query(query), Labels.BUCKET);
        } else if (query instanceof Query.SetOpQuery) {
            return new Answer(query(query), Labels.TIME);
        }
        return new Answer(query(query), Labels.DEVICE);
    }

    private String query(Query query, boolean labelled) {
        if (query instanceof Query.PreciseQuery q) {
            return raw(q.devices(), q.sensors(), labelled) + " AND time = " + q.time();
        } else if (query instanceof Query.RangeQuery q) {
            return raw(q.devices(), q.sensors(), labelled) + window(q.start(), q.end()) + descending(q.descending());
        } else if (query instanceof Query.ValueRangeQuery q) {
            return raw(q.devices(), q.sensors(), labelled) + window(q.start(), q.end())
                    + above(q.sensors(), q.threshold()) + descending(q.descending());
        } else if (query instanceof Query.AggRangeQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end())
                    + " GROUP BY device";
        } else if (query instanceof Query.AggValueQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function()) + above(q.sensors(), q.threshold())
                    + " GROUP BY device";
        } else if (query instanceof Query.AggRangeValueQuery q) {
            return perDevice(q.devices(), q.sensors(), q.function()) + window(q.start(), q.end())
                    + above(q.sensors(), q.threshold()) + " GROUP BY device";
        } else if (query instanceof Query.GroupByQuery q) {
            return groupBy(q);
        } else if (query instanceof Query.LatestPointQuery q) {
            return raw(q.devices(), q.sensors(), labelled) + " ORDER BY time DESC LIMIT 1";
        }
        Query.SetOpQuery q = (Query.SetOpQuery) query;
        return q.children().stream().map(c -> "(" + query(c) + ")")
                .collect(Collectors.joining(" " + q.operator() + " "));
    }

    private String groupBy(Query.GroupByQuery q) {
        if (q.descending()) {
            throw new UnsupportedOperationException(q.type().reportName() + " is not supported by timescaledb");
        }
        return "SELECT time_bucket(" + q.interval() + ", time, " + Math.floorMod(q.start(), q.interval())
                + ") AS sampleTime, " + list(q.sensors(), s -> q.function() + "(" + s.name() + ")") + " FROM "
                + table + devices(q.devices()) + " AND (time >= " + q.start() + " AND time < " + q.end() + ")"
                + " GROUP BY sampleTime";
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
