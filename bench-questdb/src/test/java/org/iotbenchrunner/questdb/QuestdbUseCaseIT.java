package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.CanonicalRows.metrics;
import static org.iotbenchrunner.core.testing.CanonicalRows.tag;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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
 * TSBS use cases loaded into a private QuestDB ({@link QuestdbLocalServer}) by {@code registerUseCase} on one client
 * and {@code insertRows} in batches on another, then read back, after a new client's open waited for the WAL, by
 * SQL of the test's own: rows per measurement, non-null values, missing tags and fields, and every row's values.
 */
class QuestdbUseCaseIT extends PrivateServerKit {
    private static final QuestdbLocalServer LOCAL = new QuestdbLocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .databaseDefaults(new QuestdbBinding().configDefaults()).build();
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int BATCH_ROWS = 1000;

    QuestdbUseCaseIT() {
        super(LOCAL, CONFIG, "questdb-local");
    }

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void everyRowIsStoredWithItsMissingTagsAndFieldsNull(UseCase useCase) throws Exception {
        UseCaseSchema schema = UseCaseSchema.of(useCase);
        List<UseCaseRow> rows = generated(useCase);
        load(schema, rows);

        for (UseCaseSchema.Measurement m : schema.measurements()) {
            List<UseCaseRow> expected = rows.stream().filter(r -> r.measurement().equals(m.name())).toList();
            String table = QuestdbSql.quoted(m.name());
            System.out.printf("QuestdbUseCaseIT %s %s: %d rows, %d metrics%n", useCase.id(), m.name(),
                    expected.size(), metrics(expected));
            assertThat(single("SELECT count() FROM " + table)).as(table + " rows").isEqualTo(expected.size());
            assertThat(single("SELECT " + m.fields().stream().map(f -> "count(" + QuestdbSql.quoted(f.name()) + ")")
                    .collect(Collectors.joining(" + ")) + " FROM " + table))
                    .as(table + " non-null values").isEqualTo(metrics(expected));
            for (String key : m.tagKeys()) {
                assertThat(single("SELECT count() FROM " + table + " WHERE " + QuestdbSql.quoted(key) + " IS NULL"))
                        .as(table + " rows without " + key)
                        .isEqualTo(expected.stream().filter(r -> tag(r, key) == null).count());
            }
            assertThat(stored(m)).as(table + " every row").containsExactlyInAnyOrderElementsOf(
                    expected.stream().map(r -> canonical(m, r)).toList());
        }
        if (useCase == UseCase.IOT) {
            assertThat(rows).as("the data set has rows without a field, without a tag, without a name")
                    .anyMatch(r -> r.metrics() < r.fields().size())
                    .anyMatch(r -> r.tags().stream().anyMatch(t -> t.value() == null))
                    .anyMatch(r -> tag(r, "name") == null);
        }
        try (DatabaseClient client = open()) {
            assertThat(client.useCaseDiskSize(schema)).as("the use case's tables' size")
                    .hasValueSatisfying(size -> assertThat(size.bytes()).isPositive());
        }
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

    /**
     * Registers on one client, inserts on another, as a loader's workers do; a third client's open waits until the
     * WAL is applied, as the harness's clients after a load do.
     */
    private void load(UseCaseSchema schema, List<UseCaseRow> rows) throws Exception {
        try (DatabaseClient registering = open()) {
            registering.registerUseCase(schema);
        }
        try (DatabaseClient client = open()) {
            for (int from = 0; from < rows.size(); from += BATCH_ROWS) {
                client.insertRows(rows.subList(from, Math.min(rows.size(), from + BATCH_ROWS)));
            }
        }
        open().close();
    }

    private DatabaseClient open() throws Exception {
        return new QuestdbBinding().open(server().endpoint(), CONFIG);
    }

    /** Every stored row of the measurement's table as {@link #canonical} text. */
    private List<String> stored(UseCaseSchema.Measurement m) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = connect(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT cast(time AS long) micros, " + Stream.concat(m.tagKeys().stream(),
                     m.fields().stream().map(UseCaseSchema.Field::name)).map(QuestdbSql::quoted)
                     .collect(Collectors.joining(", ")) + " FROM " + QuestdbSql.quoted(m.name()))) {
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
                rows.add(CanonicalRows.stored(m.name(), r.getLong("micros") * 1000, tags, fields));
            }
        }
        return rows;
    }

    /** A generated row as stored: time in microseconds, each present tag and field in the schema's order. */
    private static String canonical(UseCaseSchema.Measurement m, UseCaseRow row) {
        return CanonicalRows.generated(m, row, 1000);
    }

    private long single(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            r.next();
            return r.getLong(1);
        }
    }

    private Connection connect() throws SQLException {
        return QuestdbBinding.connect(server().endpoint(), 60_000);
    }
}
