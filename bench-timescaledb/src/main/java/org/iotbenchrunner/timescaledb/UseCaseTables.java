package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Where a TSBS use case's rows go in PostgreSQL, and the SQL that creates and fills those tables: one hypertable per
 * measurement, named after it, in a schema of the use case's own ({@code tsbs_iot}, {@code tsbs_devops}), so that it
 * never meets iot-benchmark's table ({@code study_thermo} for the TDengine/Cassandra study's thermo devices).
 * cpu-only's one measurement is devops's {@code cpu}, so cpu-only's table is {@code tsbs_devops.cpu}. Columns:
 * {@code time timestamptz NOT NULL}, one column per tag key ({@code integer} for an integer tag such as thermo's
 * {@code devgroup}, so that {@code devgroup < 10} compares numbers; else {@code text}), one {@code double precision}
 * or {@code bigint} column per field, all nullable, in the schema's order. Indexed as TSBS indexes its tags: the
 * first tag key (the primary one: hostname, name) with {@code time DESC}, beside the hypertable's own index on
 * {@code time DESC}; thermo's devices by {@code devgroup} instead, the tag every query of the study selects by (as
 * TDengine's super table picks a group's sub-tables by their tag). Chunks of 12 hours, TSBS's default. No unique
 * key: every row is stored, as TSBS's loader stores them.
 *
 * <p>Thermo's tags stay columns of the one hypertable rather than a table of devices joined in: TSBS's TimescaleDB
 * layout here already keeps tags in the rows, and one table with tag columns is the study's super-table spirit; a
 * device's three tags cost 12 bytes or so per row before compression.
 *
 * <p>A client that did not register the use case finds a row's table by its measurement alone, which names one
 * table across every use case.
 */
final class UseCaseTables {
    static final String CHUNK_INTERVAL = "12 hours";
    private static final Map<String, Table> BY_MEASUREMENT = byMeasurement();

    /** A measurement's table: {@code schema.measurement}. */
    record Table(String schema, UseCaseSchema.Measurement measurement) {
        String qualifiedName() {
            return schema + "." + quoted(measurement.name());
        }
    }

    private UseCaseTables() {
    }

    /** {@code tsbs_iot} for iot, {@code tsbs_devops} for devops and cpu-only, {@code study_thermo} for thermo. */
    static String schemaOf(UseCase useCase) {
        return switch (useCase) {
            case IOT -> "tsbs_iot";
            case THERMO -> "study_thermo";
            case CPU_ONLY, DEVOPS -> "tsbs_devops";
        };
    }

    /** The table that rows of {@code measurement} go to. */
    static Table of(String measurement) {
        Table table = BY_MEASUREMENT.get(measurement);
        if (table == null) {
            throw new IllegalArgumentException("no use case has the measurement " + measurement + " (known: "
                    + BY_MEASUREMENT.keySet().stream().sorted().toList() + ")");
        }
        return table;
    }

    /** The query of the use case's hypertables' total size in bytes (tables, indexes, TOAST, every chunk). */
    static String sizeOf(UseCaseSchema schema) {
        String name = schemaOf(schema.useCase());
        return "SELECT " + schema.measurements().stream()
                .map(m -> "hypertable_size('" + new Table(name, m).qualifiedName().replace("'", "''") + "')")
                .collect(java.util.stream.Collectors.joining(" + "));
    }

    /** The statements that drop the use case's schema with everything in it and create its tables empty. */
    static List<String> create(UseCaseSchema schema) {
        String name = schemaOf(schema.useCase());
        List<String> statements = new ArrayList<>(List.of("CREATE EXTENSION IF NOT EXISTS timescaledb",
                "DROP SCHEMA IF EXISTS " + name + " CASCADE", "CREATE SCHEMA " + name));
        for (UseCaseSchema.Measurement measurement : schema.measurements()) {
            Table table = new Table(name, measurement);
            statements.add(createTable(table));
            statements.add("SELECT create_hypertable('" + table.qualifiedName().replace("'", "''") + "', 'time', "
                    + "chunk_time_interval => INTERVAL '" + CHUNK_INTERVAL + "')");
            statements.add("CREATE INDEX ON " + table.qualifiedName() + " (" + quoted(indexedTag(measurement))
                    + ", time DESC)");
        }
        return statements;
    }

    /** The tag the measurement's queries select by: thermo's devgroup, else the first (primary) tag. */
    static String indexedTag(UseCaseSchema.Measurement m) {
        return m.name().equals(ThermoDevices.MEASUREMENT) ? ThermoDevices.DEVGROUP : m.tagKeys().get(0);
    }

    static String createTable(Table table) {
        UseCaseSchema.Measurement m = table.measurement();
        String columns = Stream.concat(
                m.tagKeys().stream().map(key -> quoted(key) + (m.integerTag(key) ? " integer" : " text")),
                m.fields().stream().map(f -> quoted(f.name()) + (f.integer() ? " bigint" : " double precision")))
                .collect(Collectors.joining(", "));
        return "CREATE TABLE " + table.qualifiedName() + " (time timestamptz NOT NULL, " + columns + ")";
    }

    /** Every column in {@link UseCaseCopyRows}' binary format. */
    static String copyIn(Table table) {
        UseCaseSchema.Measurement m = table.measurement();
        return "COPY " + table.qualifiedName() + " (time, " + Stream.concat(m.tagKeys().stream(),
                m.fields().stream().map(UseCaseSchema.Field::name)).map(UseCaseTables::quoted)
                .collect(Collectors.joining(", ")) + ") FROM STDIN (FORMAT binary)";
    }

    /** A double-quoted identifier: tag and field names are kept as written, whatever words PostgreSQL reserves. */
    static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    private static Map<String, Table> byMeasurement() {
        Map<String, Table> tables = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            for (UseCaseSchema.Measurement m : UseCaseSchema.of(useCase).measurements()) {
                Table table = new Table(schemaOf(useCase), m);
                Table known = tables.putIfAbsent(m.name(), table);
                if (known != null && !known.equals(table)) {
                    throw new IllegalStateException("the measurement " + m.name() + " differs between use cases");
                }
            }
        }
        return Map.copyOf(tables);
    }
}
