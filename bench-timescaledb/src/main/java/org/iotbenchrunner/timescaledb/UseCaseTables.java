package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Where a TSBS use case's rows go in PostgreSQL, and the SQL that creates and fills those tables, in TSBS's
 * TimescaleDB layout ({@code tsbs_load_timescaledb}'s defaults): per use case a schema of its own ({@code tsbs_iot},
 * {@code tsbs_devops}; {@code study_thermo} for the TDengine/Cassandra study's thermo devices) holding a {@code tags}
 * table ({@code id serial}, one column per tag key that every measurement of the use case has, unique over them with
 * NULLs equal) and one hypertable per measurement, named after it: {@code time timestamptz NOT NULL},
 * {@code tags_id integer} (its tag set's row in {@code tags}), a column per tag key of its own (devops's extra tags,
 * which TSBS keeps in JSON), one {@code double precision} or {@code bigint} column per field, all nullable, in the
 * schema's order. A tag column is {@code integer} for an integer tag such as thermo's {@code devgroup}, so that
 * {@code devgroup < 10} compares numbers; else {@code text}. Indexed as TSBS's defaults index: {@code (tags_id, time
 * DESC)} and {@code (time DESC)}, no default index of TimescaleDB's; {@code tags} also by its first column. Chunks of
 * 12 hours, TSBS's default. No unique key on rows: every row is stored, as TSBS's loader stores them.
 * cpu-only's one measurement is devops's {@code cpu}, so cpu-only's table is {@code tsbs_devops.cpu}.
 *
 * <p>A client that did not register the use case finds a row's table by its measurement alone, which names one
 * table across every use case.
 */
final class UseCaseTables {
    static final String CHUNK_INTERVAL = "12 hours";
    static final String TAGS = "tags";
    private static final String TAG_SET = "tag_set";
    private static final Map<String, Table> BY_MEASUREMENT = byMeasurement();

    /** A measurement's table: {@code schema.measurement}. */
    /** A measurement's table: {@code schema.measurement}; {@code sharedTags}: its first tag keys, kept in tags. */
    record Table(String schema, UseCaseSchema.Measurement measurement, int sharedTags) {
        String qualifiedName() {
            return schema + "." + quoted(measurement.name());
        }

        String tagsTable() {
            return schema + "." + TAGS;
        }

        List<String> sharedTagKeys() {
            return measurement.tagKeys().subList(0, sharedTags);
        }

        List<String> ownTagKeys() {
            return measurement.tagKeys().subList(sharedTags, measurement.tagKeys().size());
        }

        /** The table joined to its tags: every tag key a column of the join, by name. */
        String withTags() {
            return qualifiedName() + " JOIN " + tagsTable() + " ON " + TAGS + ".id = tags_id";
        }

        /** The table that holds the tag's column. */
        String tableOf(String tagKey) {
            return sharedTagKeys().contains(tagKey) ? TAGS : measurement.name();
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
        return "SELECT " + Stream.concat(schema.measurements().stream()
                .map(m -> "hypertable_size('" + (name + "." + quoted(m.name())).replace("'", "''") + "')"),
                Stream.of("pg_total_relation_size('" + name + "." + TAGS + "')")).collect(Collectors.joining(" + "));
    }

    /** One query: the rows of all the use case's measurement tables together. */
    static String countOf(UseCaseSchema schema) {
        String name = schemaOf(schema.useCase());
        return "SELECT " + schema.measurements().stream()
                .map(m -> "(SELECT count(*) FROM " + name + "." + quoted(m.name()) + ")")
                .collect(Collectors.joining(" + "));
    }

    /** The statements that drop the use case's schema with everything in it and create its tables empty. */
    static List<String> create(UseCaseSchema schema) {
        String name = schemaOf(schema.useCase());
        List<String> statements = new ArrayList<>(List.of("CREATE EXTENSION IF NOT EXISTS timescaledb",
                "DROP SCHEMA IF EXISTS " + name + " CASCADE", "CREATE SCHEMA " + name));
        Table first = new Table(name, schema.measurements().get(0), sharedTags(schema));
        String tagColumns = first.sharedTagKeys().stream().map(UseCaseTables::quoted).collect(Collectors.joining(", "));
        statements.add("CREATE TABLE " + first.tagsTable() + " (id serial PRIMARY KEY, "
                + tagDefinitions(first.measurement(), first.sharedTagKeys()) + ", CONSTRAINT " + TAG_SET
                + " UNIQUE NULLS NOT DISTINCT (" + tagColumns + "))");
        statements.add("CREATE INDEX ON " + first.tagsTable() + " (" + quoted(first.sharedTagKeys().get(0)) + ")");
        for (UseCaseSchema.Measurement measurement : schema.measurements()) {
            Table table = new Table(name, measurement, first.sharedTags());
            statements.add(createTable(table));
            statements.add("SELECT create_hypertable('" + table.qualifiedName().replace("'", "''") + "', 'time', "
                    + "chunk_time_interval => INTERVAL '" + CHUNK_INTERVAL + "', create_default_indexes => FALSE)");
            statements.add("CREATE INDEX ON " + table.qualifiedName() + " (tags_id, time DESC)");
            statements.add("CREATE INDEX ON " + table.qualifiedName() + " (time DESC)");
        }
        return statements;
    }

    static String createTable(Table table) {
        UseCaseSchema.Measurement m = table.measurement();
        String own = table.ownTagKeys().isEmpty() ? "" : tagDefinitions(m, table.ownTagKeys()) + ", ";
        String fields = m.fields().stream().map(f -> quoted(f.name()) + (f.integer() ? " bigint" : " double precision"))
                .collect(Collectors.joining(", "));
        return "CREATE TABLE " + table.qualifiedName() + " (time timestamptz NOT NULL, tags_id integer, " + own
                + fields + ")";
    }

    private static String tagDefinitions(UseCaseSchema.Measurement m, List<String> keys) {
        return keys.stream().map(key -> quoted(key) + (m.integerTag(key) ? " integer" : " text"))
                .collect(Collectors.joining(", "));
    }

    /** Every column in {@link UseCaseCopyRows}' binary format: time, tags_id, the table's own tags, the fields. */
    static String copyIn(Table table) {
        return "COPY " + table.qualifiedName() + " (time, tags_id, " + Stream.concat(table.ownTagKeys().stream(),
                table.measurement().fields().stream().map(UseCaseSchema.Field::name)).map(UseCaseTables::quoted)
                .collect(Collectors.joining(", ")) + ") FROM STDIN (FORMAT binary)";
    }

    /**
     * The id of a tag set (one parameter per shared tag key, as text), inserted once: a conflict with the same
     * set, NULLs equal, from another worker or an earlier load, gives the existing row's id.
     */
    static String tagsId(Table table) {
        List<String> keys = table.sharedTagKeys();
        String first = quoted(keys.get(0));
        return "INSERT INTO " + table.tagsTable() + " (" + keys.stream().map(UseCaseTables::quoted)
                .collect(Collectors.joining(", ")) + ") VALUES (" + keys.stream()
                .map(key -> table.measurement().integerTag(key) ? "?::integer" : "?")
                .collect(Collectors.joining(", ")) + ") ON CONFLICT ON CONSTRAINT " + TAG_SET + " DO UPDATE SET "
                + first + " = EXCLUDED." + first + " RETURNING id";
    }

    /** How many first tag keys every measurement of the use case has in common: those the tags table holds. */
    static int sharedTags(UseCaseSchema schema) {
        List<String> first = schema.measurements().get(0).tagKeys();
        int shared = first.size();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            int same = 0;
            while (same < Math.min(shared, m.tagKeys().size()) && m.tagKeys().get(same).equals(first.get(same))) {
                same++;
            }
            shared = same;
        }
        return shared;
    }

    /** A double-quoted identifier: tag and field names are kept as written, whatever words PostgreSQL reserves. */
    static String quoted(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    private static Map<String, Table> byMeasurement() {
        Map<String, Table> tables = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            UseCaseSchema schema = UseCaseSchema.of(useCase);
            for (UseCaseSchema.Measurement m : schema.measurements()) {
                Table table = new Table(schemaOf(useCase), m, sharedTags(schema));
                Table known = tables.putIfAbsent(m.name(), table);
                if (known != null && !known.equals(table)) {
                    throw new IllegalStateException("the measurement " + m.name() + " differs between use cases");
                }
            }
        }
        return Map.copyOf(tables);
    }
}
