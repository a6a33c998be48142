package org.iotbenchrunner.questdb;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * QuestDB SQL for one table holding every device: designated timestamp {@code time} (microseconds), the device as
 * an indexed SYMBOL, one column per sensor; day partitions, WAL, and DEDUP UPSERT KEYS(time, device) so that a row
 * written again to a timestamp replaces the old one, as TimescaleDB's upsert and IoTDB's overwrite do.
 *
 * <p>Every answer names its label columns {@code time} (a row's timestamp or a bucket's start) and {@code device};
 * every other column is a sensor's value under the sensor's name, which is all {@link QuestdbAnswer} needs to read
 * any of them. The labelled variant ({@code --verify}) differs only by the device column of raw rows. Deviations from
 * the plain shapes, each needed for an exact answer on 7.3.10:
 * <ul>
 * <li>GROUP_BY: SAMPLE BY aligns to multiples of the step since the epoch (ALIGN TO CALENDAR), WITH OFFSET takes
 * whole minutes and SAMPLE BY ... FROM does not exist yet; so the rows are shifted back by the window start modulo
 * the step in a subquery, sampled, and the buckets shifted forward again;</li>
 * <li>value filters: a FLOAT column is compared in float by the JIT-compiled filter, an INT or LONG column with its
 * type's literal; the threshold is written per column type so that the filter means {@code value > threshold} as
 * doubles (as the expected answers do);</li>
 * <li>{@code count} of a BOOLEAN is {@code count()} (QuestDB has no count(boolean); a BOOLEAN is never null), and
 * {@code sum} of a FLOAT adds doubles (QuestDB's sum(float) adds in float and loses digits over long windows).</li>
 * </ul>
 */
final class QuestdbSql implements Query.Visitor<String> {
    static final String TIME = "time";
    static final String DEVICE = "device";
    static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Map<String, String> FUNCTION_ALIASES = Map.of("mean", "avg", "max_value", "max",
            "min_value", "min", "first_value", "first", "last_value", "last");

    private final String table;
    private final Precision precision;
    private final boolean labelled;

    QuestdbSql(String table, Precision precision, boolean labelled) {
        this.table = table;
        this.precision = precision;
        this.labelled = labelled;
    }

    /** The same statements with the device column added to raw rows (or left out). */
    QuestdbSql labelled(boolean withDevice) {
        return new QuestdbSql(table, precision, withDevice);
    }

    // ---- schema and housekeeping ----

    /** Capacity: the symbol table sized for every device (a power of two at least 256, QuestDB's default). */
    String createTable(List<DeviceSchema> devices) {
        List<Sensor> sensors = devices.get(0).sensors();
        int capacity = Math.max(256, Integer.highestOneBit(Math.max(1, devices.size() - 1)) << 1);
        return "CREATE TABLE IF NOT EXISTS " + quoted(table) + " (" + TIME + " TIMESTAMP, " + DEVICE + " SYMBOL CAPACITY "
                + capacity + " CACHE INDEX, " + sensors.stream().map(s -> s.name() + " " + columnType(s.type()))
                .collect(Collectors.joining(", ")) + ") TIMESTAMP(" + TIME + ") PARTITION BY DAY WAL DEDUP UPSERT KEYS("
                + TIME + ", " + DEVICE + ")";
    }

    String dropTable() {
        return "DROP TABLE IF EXISTS " + quoted(table);
    }

    /** The WAL state of the table: no row when it does not exist (or is no WAL table). */
    String walState() {
        return walStates(table, List.of());
    }

    /** The WAL state of {@code table} and {@code others}: one row each that exists as a WAL table. */
    static String walStates(String table, List<String> others) {
        return "SELECT name, suspended, writerTxn, sequencerTxn FROM wal_tables() WHERE name IN ("
                + Stream.concat(Stream.of(table), others.stream())
                .map(name -> "'" + escape(name) + "'").collect(Collectors.joining(", ")) + ")";
    }

    String partitionsSize() {
        return "SELECT count(), sum(diskSize), sum(numRows) FROM table_partitions('" + escape(table) + "')";
    }

    // ---- queries ----

    @Override
    public String precise(Query.PreciseQuery q) {
        return raw(q.sensors()) + where(q.devices()) + " AND " + TIME + " = " + micros(q.time());
    }

    @Override
    public String range(Query.RangeQuery q) {
        return raw(q.sensors()) + where(q.devices()) + window(q.start(), q.end()) + descending(q.descending());
    }

    @Override
    public String valueRange(Query.ValueRangeQuery q) {
        return raw(q.sensors()) + where(q.devices()) + window(q.start(), q.end()) + above(q.sensors(), q.threshold())
                + descending(q.descending());
    }

    @Override
    public String aggRange(Query.AggRangeQuery q) {
        return perDevice(q.sensors(), q.function()) + where(q.devices()) + window(q.start(), q.end())
                + " GROUP BY " + DEVICE;
    }

    @Override
    public String aggValue(Query.AggValueQuery q) {
        return perDevice(q.sensors(), q.function()) + where(q.devices()) + above(q.sensors(), q.threshold())
                + " GROUP BY " + DEVICE;
    }

    @Override
    public String aggRangeValue(Query.AggRangeValueQuery q) {
        return perDevice(q.sensors(), q.function()) + where(q.devices()) + window(q.start(), q.end())
                + above(q.sensors(), q.threshold()) + " GROUP BY " + DEVICE;
    }

    /**
     * Buckets of [start, end) aligned to start, the query's devices merged. With {@code offset} = start modulo the
     * step (in microseconds), bucket k of the rows shifted back by offset is bucket k of the window.
     */
    @Override
    public String groupBy(Query.GroupByQuery q) {
        long start = micros(q.start());
        long step = precision.toMicros(q.interval());
        long offset = Math.floorMod(start, step);
        String aggregates = list(q.sensors(), s -> aggregate(q.function(), s) + " AS " + s.name());
        String rows = " FROM " + quoted(table) + where(q.devices()) + " AND " + TIME + " >= " + start + " AND " + TIME
                + " < " + micros(q.end());
        String sample = " SAMPLE BY " + step + "U ALIGN TO CALENDAR";
        String sql;
        if (offset == 0) {
            sql = "SELECT " + TIME + ", " + aggregates + rows + sample;
        } else {
            sql = "SELECT " + TIME + " + " + offset + " AS " + TIME + ", " + list(q.sensors(), Sensor::name)
                    + " FROM (SELECT " + TIME + ", " + aggregates + " FROM (SELECT " + TIME + " - " + offset + " AS "
                    + TIME + ", " + list(q.sensors(), Sensor::name) + rows + ") TIMESTAMP(" + TIME + ")" + sample + ")";
        }
        return q.descending() ? "SELECT * FROM (" + sql + ") ORDER BY " + TIME + " DESC" : sql;
    }

    /** The newest row of each device (LATEST ON), then the newest of those. */
    @Override
    public String latestPoint(Query.LatestPointQuery q) {
        String latest = " LATEST ON " + TIME + " PARTITION BY " + DEVICE;
        if (q.devices().size() == 1) {
            return raw(q.sensors()) + where(q.devices()) + latest;
        }
        return columns(q.sensors()) + " FROM (SELECT " + TIME + ", " + DEVICE + ", " + list(q.sensors(), Sensor::name)
                + " FROM " + quoted(table) + where(q.devices()) + latest + ") ORDER BY " + TIME + " DESC LIMIT 1";
    }

    @Override
    public String setOperation(Query.SetOpQuery q) {
        QuestdbSql unlabelled = labelled(false);
        return q.children().stream().map(c -> "(" + unlabelled.range(c) + ")")
                .collect(Collectors.joining(" " + setOperator(q.operator()) + " "));
    }

    /** QuestDB writes the distinct forms without DISTINCT (UNION DISTINCT does not parse). */
    static String setOperator(String operator) {
        String op = operator.trim().toUpperCase(Locale.ROOT).replaceAll("\\s+", " ");
        return op.endsWith(" DISTINCT") ? op.substring(0, op.length() - " DISTINCT".length()) : op;
    }

    /** The QuestDB function of QUERY_AGGREGATE_FUN (IoTDB's and InfluxDB's names included) for one sensor. */
    static String aggregate(String function, Sensor sensor) {
        String f = function(function);
        if (f.equals("count") && sensor.type() == SensorType.BOOLEAN) {
            return "count()";
        }
        if (f.equals("sum") && sensor.type() == SensorType.FLOAT) {
            return "sum(cast(" + sensor.name() + " AS DOUBLE))";
        }
        return f + "(" + sensor.name() + ")";
    }

    static String function(String function) {
        String f = function.trim().toLowerCase(Locale.ROOT);
        if (f.endsWith("()")) {
            f = f.substring(0, f.length() - 2).trim();
        }
        return FUNCTION_ALIASES.getOrDefault(f, f);
    }

    /** {@code sensor > threshold} as a comparison of doubles, written in the sensor column's own type. */
    static String above(Sensor sensor, double threshold) {
        String name = sensor.name();
        switch (sensor.type()) {
            case INT32, INT64 -> {
                double floor = Math.floor(threshold);
                double min = sensor.type() == SensorType.INT32 ? Integer.MIN_VALUE : Long.MIN_VALUE;
                double max = sensor.type() == SensorType.INT32 ? Integer.MAX_VALUE : Long.MAX_VALUE;
                if (floor < min) {
                    return name + " IS NOT NULL";
                }
                return name + " > " + (floor >= max ? (long) max : (long) floor);
            }
            case FLOAT -> {
                float f = (float) threshold;
                if (f == Float.POSITIVE_INFINITY) {
                    return name + " > " + plain(Float.MAX_VALUE);
                }
                if (f == Float.NEGATIVE_INFINITY) {
                    return name + " IS NOT NULL";
                }
                // no float lies strictly between threshold and its nearest float f, so only the rounding direction
                // matters; f's exact decimal is f again whether QuestDB reads it as a float or as a double
                return name + ((double) f > threshold ? " >= " : " > ") + plain(f);
            }
            case DOUBLE -> {
                return name + " > " + new BigDecimal(Double.toString(threshold)).toPlainString();
            }
            default -> throw new IllegalArgumentException("a value filter needs a numeric sensor, not " + name + " ("
                    + sensor.type() + ")");
        }
    }

    static String columnType(SensorType type) {
        return switch (type) {
            case BOOLEAN -> "BOOLEAN";
            case INT32 -> "INT";
            case INT64 -> "LONG";
            case FLOAT -> "FLOAT";
            case DOUBLE -> "DOUBLE";
            default -> "STRING";
        };
    }

    /** The raw columns, FROM the table. */
    private String raw(List<Sensor> sensors) {
        return columns(sensors) + " FROM " + quoted(table);
    }

    private String columns(List<Sensor> sensors) {
        return "SELECT " + TIME + ", " + (labelled ? DEVICE + ", " : "") + list(sensors, Sensor::name);
    }

    private String perDevice(List<Sensor> sensors, String function) {
        return "SELECT " + DEVICE + ", " + list(sensors, s -> aggregate(function, s) + " AS " + s.name()) + " FROM "
                + quoted(table);
    }

    /** The device filter: {@code =} for one device, {@code IN} for several. */
    private static String where(List<DeviceSchema> devices) {
        String filter = devices.size() == 1 ? DEVICE + " = '" + escape(devices.get(0).name()) + "'"
                : devices.stream().map(d -> "'" + escape(d.name()) + "'")
                        .collect(Collectors.joining(", ", DEVICE + " IN (", ")"));
        return " WHERE " + filter;
    }

    private String window(long start, long end) {
        return " AND " + TIME + " >= " + micros(start) + " AND " + TIME + " <= " + micros(end);
    }

    private static String above(List<Sensor> sensors, double threshold) {
        return sensors.stream().map(s -> " AND " + above(s, threshold)).collect(Collectors.joining());
    }

    private static String descending(boolean descending) {
        return descending ? " ORDER BY " + TIME + " DESC" : "";
    }

    private long micros(long time) {
        return precision.toMicros(time);
    }

    private static String list(List<Sensor> sensors, Function<Sensor, String> item) {
        return sensors.stream().map(item).collect(Collectors.joining(", "));
    }

    /** The exact decimal value of {@code f}: parsed as a float or as a double, it is {@code f} again. */
    private static String plain(float f) {
        return new BigDecimal((double) f).toPlainString();
    }

    static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    static String escape(String text) {
        return text.replace("'", "''");
    }
}
