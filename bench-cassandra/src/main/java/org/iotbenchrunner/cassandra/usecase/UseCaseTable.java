package org.iotbenchrunner.cassandra.usecase;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Where a use case's measurement goes in Cassandra: a table named after it in a keyspace of its use case's own
 * ({@code tsbs_devops} for devops and cpu-only, {@code tsbs_iot}, {@code thermo}). Columns: the time, one per tag
 * ({@code int} for the schema's integer tags, else {@code text}), one per field ({@code bigint} or {@code double}).
 *
 * <p>The key: thermo's {@code devices} has the study's {@code PRIMARY KEY ((devgroup), devid, devname, ts)} and its
 * {@code temperature int}, as the study's table (its {@code humidity} is a {@code double}: the study's {@code float}
 * would not keep a 4-decimal value exactly). A TSBS measurement has no key of its own (IoT rows may lack every tag,
 * and key columns cannot be null), so its table is keyed by {@code ((time), row_id)}, a time-based UUID per row made
 * by the writer: no row is merged with another, and a missing tag stays a missing cell.
 *
 * @param keyspace the use case's keyspace
 * @param time the time column: {@code ts} (thermo, the study's name) or {@code time}
 * @param partitionKey the partition key's columns
 * @param clustering the clustering columns, in key order
 * @param columns every column with its CQL type, in table order
 */
public record UseCaseTable(String keyspace, String name, String time, List<String> partitionKey,
                           List<String> clustering, Map<String, CqlType> columns) {
    /** The generated row key of a TSBS measurement's table. */
    static final String ROW_ID = "row_id";
    private static final Map<String, UseCaseTable> BY_MEASUREMENT = byMeasurement();

    /** The column types the tables use. */
    public enum CqlType {
        TEXT, INT, BIGINT, DOUBLE, TIMESTAMP, TIMEUUID;

        String cql() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public UseCaseTable {
        partitionKey = List.copyOf(partitionKey);
        clustering = List.copyOf(clustering);
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
    }

    /** {@code tsbs_iot}, {@code tsbs_devops} (devops and cpu-only, whose {@code cpu} is devops's) or {@code thermo}. */
    public static String keyspaceOf(UseCase useCase) {
        return switch (useCase) {
            case IOT -> "tsbs_iot";
            case DEVOPS, CPU_ONLY -> "tsbs_devops";
            case THERMO -> "thermo";
        };
    }

    /** The table rows of {@code measurement} go to, whichever use case registered it. */
    public static UseCaseTable of(String measurement) {
        UseCaseTable table = BY_MEASUREMENT.get(measurement);
        if (table == null) {
            throw new IllegalArgumentException("no use case has the measurement " + measurement + " (known: "
                    + BY_MEASUREMENT.keySet().stream().sorted().toList() + ")");
        }
        return table;
    }

    /** The tables of {@code schema}'s measurements. */
    public static List<UseCaseTable> of(UseCaseSchema schema) {
        return schema.measurements().stream().map(m -> of(m.name())).toList();
    }

    static UseCaseTable of(UseCase useCase, UseCaseSchema.Measurement m) {
        boolean thermo = useCase == UseCase.THERMO;
        String time = thermo ? "ts" : "time";
        Map<String, CqlType> columns = new LinkedHashMap<>();
        columns.put(time, CqlType.TIMESTAMP);
        m.tagKeys().forEach(k -> columns.put(k, m.integerTag(k) ? CqlType.INT : CqlType.TEXT));
        m.fields().forEach(f -> columns.put(f.name(), !f.integer() ? CqlType.DOUBLE
                : thermo && f.name().equals(ThermoDevices.TEMPERATURE) ? CqlType.INT : CqlType.BIGINT));
        if (thermo) {
            return new UseCaseTable(keyspaceOf(useCase), m.name(), time, List.of(ThermoDevices.DEVGROUP),
                    List.of(ThermoDevices.DEVID, ThermoDevices.DEVNAME, time), columns);
        }
        columns.put(ROW_ID, CqlType.TIMEUUID);
        return new UseCaseTable(keyspaceOf(useCase), m.name(), time, List.of(time), List.of(ROW_ID), columns);
    }

    /** {@code keyspace.name}, quoted: TSBS's names may be CQL keywords. */
    public String qualifiedName() {
        return keyspace + "." + quoted(name);
    }

    /** Key columns: the partition key, then the clustering columns; a row needs a value for each. */
    List<String> keyColumns() {
        return Stream.concat(partitionKey.stream(), clustering.stream()).toList();
    }

    public String create() {
        return "CREATE TABLE " + qualifiedName() + " (" + columns.entrySet().stream()
                .map(c -> quoted(c.getKey()) + " " + c.getValue().cql()).collect(Collectors.joining(", "))
                + ", PRIMARY KEY ((" + quotedList(partitionKey) + ")"
                + (clustering.isEmpty() ? "" : ", " + quotedList(clustering)) + "))";
    }

    public String insert() {
        return "INSERT INTO " + qualifiedName() + " (" + quotedList(List.copyOf(columns.keySet())) + ") VALUES ("
                + columns.keySet().stream().map(c -> "?").collect(Collectors.joining(", ")) + ")";
    }

    static String quoted(String name) {
        return "\"" + name.replace("\"", "\"\"") + "\"";
    }

    private static String quotedList(List<String> names) {
        return names.stream().map(UseCaseTable::quoted).collect(Collectors.joining(", "));
    }

    private static Map<String, UseCaseTable> byMeasurement() {
        Map<String, UseCaseTable> tables = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            for (UseCaseSchema.Measurement m : UseCaseSchema.of(useCase).measurements()) {
                tables.putIfAbsent(m.name(), of(useCase, m));
            }
        }
        return Map.copyOf(tables);
    }
}
