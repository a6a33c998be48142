package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.UseCaseData.tag;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a real PostgreSQL + TimescaleDB server ({@link TimescaleLocalServer})
 * and read back by SQL of the test's own; the server's own counts of each table's rows, non-null values and rows
 * without each tag agree, each tag's column is text or, for an integer tag (thermo's devid, devgroup), integer, and a
 * missing field is NULL.
 */
class TimescaleUseCaseIT extends UseCaseLoadKit {
    TimescaleUseCaseIT() {
        super(new TimescaleLocalServer(), new TimescaleBinding(), new ConfigLayers().scale(Scale.TINY).build(),
                "timescaledb-local");
    }

    @Override
    protected boolean tellsUseCaseDiskSize() {
        return true;
    }

    @Override
    protected StoredRows stored(UseCaseSchema schema) throws SQLException {
        StoredRows stored = new StoredRows();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            try (Connection c = connect(); Statement s = c.createStatement();
                 ResultSet r = s.executeQuery("SELECT * FROM " + UseCaseTables.of(m.name()).withTags())) {
                stored.addAll(m, r, row -> nanos(row.getObject("time", OffsetDateTime.class).toInstant()));
            }
        }
        return stored;
    }

    /**
     * Each table's rows (each with its tag set: the join to tags keeps them all), non-null values and rows without
     * each tag, as the server counts them; every tag set once in the tags table.
     */
    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) throws SQLException {
        for (UseCaseSchema.Measurement m : data.schema().measurements()) {
            UseCaseTables.Table t = UseCaseTables.of(m.name());
            String table = t.withTags();
            assertThat(single("SELECT count(*) FROM " + t.qualifiedName())).as(table + " rows")
                    .isEqualTo(data.rowsPerMeasurement().get(m.name()));
            assertThat(single("SELECT count(*) FROM " + table)).as(table + " rows with their tags")
                    .isEqualTo(data.rowsPerMeasurement().get(m.name()));
            assertThat(single("SELECT count(*) FROM (SELECT 1 FROM " + t.tagsTable() + " GROUP BY " + String.join(", ",
                    t.sharedTagKeys().stream().map(UseCaseTables::quoted).toList()) + " HAVING count(*) > 1) twice"))
                    .as("tag sets stored twice").isZero();
            assertThat(single("SELECT " + m.fields().stream().map(f -> "count(" + UseCaseTables.quoted(f.name())
                    + ")").collect(Collectors.joining(" + ")) + " FROM " + table))
                    .as(table + " non-null values").isEqualTo(data.metricsPerMeasurement().get(m.name()));
            for (String key : m.tagKeys()) {
                assertThat(single("SELECT count(*) FROM " + table + " WHERE " + UseCaseTables.quoted(key)
                        + " IS NULL")).as(table + " rows without " + key).isEqualTo(data.rowsWithout(m.name(), key));
                assertThat(text("SELECT data_type FROM information_schema.columns WHERE table_schema = '"
                        + UseCaseTables.schemaOf(data.schema().useCase()) + "' AND table_name = '" + t.tableOf(key)
                        + "' AND column_name = '" + key + "'")).as(table + "'s " + key)
                        .isEqualTo(m.integerTag(key) ? "integer" : "text");
            }
        }
    }

    /**
     * A file's lines, sent as a file load sends them ({@code insertLines}), are stored as their rows: every row with a
     * field (line protocol holds no other), its missing tags and fields missing, its values exact.
     */
    @ParameterizedTest
    @EnumSource(UseCase.class)
    void linesAreStoredAsTheirRows(UseCase useCase) throws Exception {
        UseCaseData data = UseCaseData.of(useCase, 123);
        List<UseCaseRow> rows = data.rows().stream().filter(r -> r.metrics() > 0).toList();
        LineBatch batch = new LineBatch(1 << 16);
        for (UseCaseRow row : rows) {
            byte[] line = UseCaseLineProtocol.line(row).getBytes(StandardCharsets.UTF_8);
            batch.append(line, 0, line.length, (int) row.metrics());
        }
        try (UseCaseClient client = open()) {
            data.register(client);
            client.insertLines(batch);
        }
        assertThat(StoredRows.of(rows).differences(stored(data.schema()), 10, 0)).isEmpty();
    }

    /** One row with a missing field and one without a name, found by the test's own SQL. */
    @Test
    void aMissingFieldIsNullAndARowWithoutItsNameIsKept() throws Exception {
        UseCaseData data = UseCaseData.of(UseCase.IOT, 123);
        load(data);
        List<UseCaseRow> rows = data.rows();
        UseCaseRow withoutField = rows.stream().filter(r -> r.metrics() < r.fields().size() && tag(r, "name") != null)
                .findFirst().orElseThrow();
        String missing = withoutField.fields().stream().filter(f -> f.value() == null).findFirst().orElseThrow()
                .name();
        String table = UseCaseTables.of(withoutField.measurement()).withTags();
        assertThat(single("SELECT count(*) FROM " + table + " WHERE name = '" + tag(withoutField, "name")
                + "' AND time = " + literal(withoutField) + " AND " + UseCaseTables.quoted(missing) + " IS NULL"))
                .isEqualTo(1L);

        UseCaseRow nameless = rows.stream().filter(r -> tag(r, "name") == null).findFirst().orElseThrow();
        table = UseCaseTables.of(nameless.measurement()).withTags();
        String driver = tag(nameless, "driver") == null ? "NULL" : "'" + tag(nameless, "driver") + "'";
        assertThat(single("SELECT count(*) FROM " + table + " WHERE name IS NULL AND driver "
                + "IS NOT DISTINCT FROM " + driver + " AND time = " + literal(nameless))).isGreaterThanOrEqualTo(1L);
    }

    private static long nanos(Instant time) {
        return time.getEpochSecond() * 1_000_000_000L + time.getNano();
    }

    private static String literal(UseCaseRow row) {
        Instant time = Instant.ofEpochSecond(0, row.timestampNanos());
        return "'" + time + "'::timestamptz";
    }

    private long single(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            r.next();
            return r.getLong(1);
        }
    }

    private String text(String query) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet r = s.executeQuery(query)) {
            r.next();
            return r.getString(1);
        }
    }

    private Connection connect() throws SQLException {
        return TimescaleBinding.connect(server().endpoint(), server().endpoint().database());
    }
}
