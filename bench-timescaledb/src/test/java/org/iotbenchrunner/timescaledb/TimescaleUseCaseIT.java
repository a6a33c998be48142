package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.CanonicalRows.metrics;
import static org.iotbenchrunner.core.testing.CanonicalRows.tag;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.testing.CanonicalRows;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * TSBS use cases loaded into a real PostgreSQL + TimescaleDB server ({@link TimescaleLocalServer}) by
 * {@code registerUseCase} on one client and {@code insertRows} in batches on another, then read back by SQL of
 * the test's own: rows per measurement, non-null values, missing tags and fields, and every row's values.
 */
class TimescaleUseCaseIT extends PrivateServerKit {
    private static final TimescaleLocalServer LOCAL = new TimescaleLocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY).build();
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int BATCH_ROWS = 1000;

    TimescaleUseCaseIT() {
        super(LOCAL, CONFIG, "timescaledb-local");
    }

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void everyRowIsStoredWithItsMissingTagsAndFieldsNull(UseCase useCase) throws Exception {
        UseCaseSchema schema = UseCaseSchema.of(useCase);
        List<UseCaseRow> rows = generated(useCase);
        load(schema, rows);

        for (UseCaseSchema.Measurement m : schema.measurements()) {
            List<UseCaseRow> expected = rows.stream().filter(r -> r.measurement().equals(m.name())).toList();
            String table = UseCaseTables.of(m.name()).qualifiedName();
            System.out.printf("TimescaleUseCaseIT %s %s: %d rows, %d metrics%n", useCase.id(), m.name(),
                    expected.size(), metrics(expected));
            assertThat(single("SELECT count(*) FROM " + table)).as(table + " rows").isEqualTo((long) expected.size());
            assertThat(single("SELECT " + m.fields().stream().map(f -> "count(" + UseCaseTables.quoted(f.name())
                    + ")").collect(Collectors.joining(" + ")) + " FROM " + table))
                    .as(table + " non-null values").isEqualTo(metrics(expected));
            for (String key : m.tagKeys()) {
                assertThat(single("SELECT count(*) FROM " + table + " WHERE " + UseCaseTables.quoted(key)
                        + " IS NULL")).as(table + " rows without " + key)
                        .isEqualTo(expected.stream().filter(r -> tag(r, key) == null).count());
            }
            assertThat(stored(m)).as(table + " every row").containsExactlyInAnyOrderElementsOf(
                    expected.stream().map(r -> canonical(m, r)).toList());
        }
        try (DatabaseClient client = open()) {
            assertThat(client.useCaseDiskSize(schema)).as("the use case's hypertables' size")
                    .hasValueSatisfying(size -> assertThat(size.bytes()).isPositive());
        }
        if (useCase == UseCase.IOT) {
            assertThat(rows).as("the data set has rows without a field, without a tag, without a name")
                    .anyMatch(r -> r.metrics() < r.fields().size())
                    .anyMatch(r -> r.tags().stream().anyMatch(t -> t.value() == null))
                    .anyMatch(r -> tag(r, "name") == null);
        }
    }

    /** One row with a missing field and one without a name, found by the test's own SQL. */
    @ParameterizedTest
    @EnumSource(value = UseCase.class, names = {"IOT"})
    void aMissingFieldIsNullAndARowWithoutItsNameIsKept(UseCase useCase) throws Exception {
        List<UseCaseRow> rows = generated(useCase);
        load(UseCaseSchema.of(useCase), rows);
        UseCaseRow withoutField = rows.stream().filter(r -> r.metrics() < r.fields().size() && tag(r, "name") != null)
                .findFirst().orElseThrow();
        String missing = withoutField.fields().stream().filter(f -> f.value() == null).findFirst().orElseThrow()
                .name();
        String table = UseCaseTables.of(withoutField.measurement()).qualifiedName();
        assertThat((Long) single("SELECT count(*) FROM " + table + " WHERE name = '" + tag(withoutField, "name")
                + "' AND time = " + literal(withoutField) + " AND " + UseCaseTables.quoted(missing) + " IS NULL"))
                .isEqualTo(1L);

        UseCaseRow nameless = rows.stream().filter(r -> tag(r, "name") == null).findFirst().orElseThrow();
        table = UseCaseTables.of(nameless.measurement()).qualifiedName();
        String driver = tag(nameless, "driver") == null ? "NULL" : "'" + tag(nameless, "driver") + "'";
        assertThat((Long) single("SELECT count(*) FROM " + table + " WHERE name IS NULL AND driver "
                + "IS NOT DISTINCT FROM " + driver + " AND time = " + literal(nameless))).isGreaterThanOrEqualTo(1L);
    }

    private static UseCaseSpec spec(UseCase useCase) {
        return new UseCaseSpec(useCase, 123, useCase == UseCase.IOT ? 5 : 2, START, START.plus(Duration.ofHours(2)),
                Duration.ofSeconds(10));
    }

    private static List<UseCaseRow> generated(UseCase useCase) {
        List<UseCaseRow> rows = new ArrayList<>();
        UseCaseGenerator.of(spec(useCase)).forEachRow(rows::add);
        return rows;
    }

    /** Registers on one client, inserts on another, as a loader's workers do. */
    private void load(UseCaseSchema schema, List<UseCaseRow> rows) throws Exception {
        try (DatabaseClient registering = open()) {
            registering.registerUseCase(schema);
        }
        try (DatabaseClient client = open()) {
            for (int from = 0; from < rows.size(); from += BATCH_ROWS) {
                client.insertRows(rows.subList(from, Math.min(rows.size(), from + BATCH_ROWS)));
            }
        }
    }

    private DatabaseClient open() throws Exception {
        return new TimescaleBinding().open(server().endpoint(), CONFIG);
    }

    /** Every stored row of the measurement's table as {@link #canonical} text. */
    private List<String> stored(UseCaseSchema.Measurement m) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT * FROM " + UseCaseTables.of(m.name()).qualifiedName())) {
            while (r.next()) {
                Map<String, Object> tags = new LinkedHashMap<>();
                for (String key : m.tagKeys()) {
                    tags.put(key, r.getString(key));
                }
                Map<String, Object> fields = new LinkedHashMap<>();
                for (UseCaseSchema.Field f : m.fields()) {
                    Object value = f.integer() ? (Object) r.getLong(f.name()) : (Object) r.getDouble(f.name());
                    fields.put(f.name(), r.wasNull() ? null : value);
                }
                Instant time = r.getObject("time", OffsetDateTime.class).toInstant();
                rows.add(CanonicalRows.stored(m.name(), time.getEpochSecond() * 1_000_000_000L + time.getNano(), tags,
                        fields));
            }
        }
        return rows;
    }

    /** A generated row as stored: time in microseconds, each present tag and field in the schema's order. */
    private static String canonical(UseCaseSchema.Measurement m, UseCaseRow row) {
        return CanonicalRows.generated(m, row, 1000);
    }

    private static String literal(UseCaseRow row) {
        Instant time = Instant.ofEpochSecond(0, row.timestampNanos());
        return "'" + time + "'::timestamptz";
    }

    private Object single(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            r.next();
            return r.getObject(1);
        }
    }

    private Connection connect() throws SQLException {
        return TimescaleBinding.connect(server().endpoint(), server().endpoint().database());
    }
}
