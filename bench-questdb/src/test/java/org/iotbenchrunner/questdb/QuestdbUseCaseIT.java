package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.StoredCount;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a private QuestDB ({@link QuestdbLocalServer}) and read back, after a
 * new client's open waited for the WAL, by SQL of the test's own; the server's own counts of each table's rows,
 * non-null values and rows without each tag agree, and each tag is a SYMBOL or, for an integer tag (thermo's devid,
 * devgroup), an INT.
 */
class QuestdbUseCaseIT extends UseCaseLoadKit {
    private static final QuestdbBinding BINDING = new QuestdbBinding();

    QuestdbUseCaseIT() {
        super(new QuestdbLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "questdb-local");
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
                 ResultSet r = s.executeQuery("SELECT cast(time AS long) micros, " + Stream.concat(
                         m.tagKeys().stream(), m.fields().stream().map(UseCaseSchema.Field::name))
                         .map(QuestdbSql::quoted).collect(Collectors.joining(", ")) + " FROM "
                         + QuestdbSql.quoted(m.name()))) {
                stored.addAll(m, r, row -> row.getLong("micros") * 1000);
            }
        }
        return stored;
    }

    /** Each table's rows, non-null values and rows without each tag, as the server counts them. */
    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) throws SQLException {
        for (UseCaseSchema.Measurement m : data.schema().measurements()) {
            String table = QuestdbSql.quoted(m.name());
            assertThat(single("SELECT count() FROM " + table)).as(table + " rows")
                    .isEqualTo(data.rowsPerMeasurement().get(m.name()));
            assertThat(single("SELECT " + m.fields().stream().map(f -> "count(" + QuestdbSql.quoted(f.name()) + ")")
                    .collect(Collectors.joining(" + ")) + " FROM " + table))
                    .as(table + " non-null values").isEqualTo(data.metricsPerMeasurement().get(m.name()));
            for (String key : m.tagKeys()) {
                assertThat(single("SELECT count() FROM " + table + " WHERE " + QuestdbSql.quoted(key) + " IS NULL"))
                        .as(table + " rows without " + key).isEqualTo(data.rowsWithout(m.name(), key));
                assertThat(text("SELECT type FROM table_columns('" + QuestdbSql.escape(m.name()) + "') WHERE "
                        + "\"column\" = '" + QuestdbSql.escape(key) + "'")).as(table + "'s " + key)
                        .isEqualTo(m.integerTag(key) ? "INT" : "SYMBOL");
            }
        }
    }

    /**
     * QUESTDB_ILP_TRANSPORT=tcp: a cpu-only data set's lines written on two clients' ILP/TCP connections, as the file
     * loader's workers write them, are all stored, and the count after the load says so.
     */
    @Test
    void linesOverTcpAreAllStoredAndCounted() throws Exception {
        UseCaseData data = UseCaseData.of(UseCase.CPU_ONLY, 123);
        try (UseCaseClient registering = open()) {
            data.register(registering);
        }
        BenchmarkConfig tcp = overTcp();
        List<UseCaseRow> rows = data.rows();
        try (UseCaseClient first = open(tcp); UseCaseClient second = open(tcp)) {
            for (int from = 0; from < rows.size(); from += 500) {
                (from / 500 % 2 == 0 ? first : second).insertLines(lines(rows.subList(from,
                        Math.min(rows.size(), from + 500))));
            }
        }
        try (UseCaseClient counting = open(tcp)) {
            StoredCount stored = counting.storedRows(data.schema(), rows.size()).orElseThrow();
            assertThat(stored.rows()).isEqualTo(rows.size());
            assertThat(stored.method()).isEqualTo("sum of count() over the use case's tables after the WAL was "
                    + "applied");
        }
        assertThat(single("SELECT count() FROM cpu")).isEqualTo(rows.size());
    }

    /**
     * Over TCP the server answers nothing: a line it refuses (a text into a number column) drops the connection
     * silently, and only the stored count after the load shows the rows that are not there.
     */
    @Test
    void rowsTheServerDroppedOverTcpShowInTheStoredCount() throws Exception {
        UseCaseData data = UseCaseData.of(UseCase.CPU_ONLY, 123);
        try (UseCaseClient registering = open()) {
            data.register(registering);
        }
        List<UseCaseRow> rows = data.rows().subList(0, 100);
        LineBatch batch = lines(rows);
        byte[] refused = "cpu,hostname=host_0 usage_user=\"text\" 1451606400000000000".getBytes(StandardCharsets.UTF_8);
        batch.append(refused, 0, refused.length, 1);
        try (UseCaseClient writing = open(overTcp())) {
            writing.insertLines(batch);
        }
        try (UseCaseClient counting = open(overTcp())) {
            StoredCount stored = counting.storedRows(data.schema(), rows.size() + 1).orElseThrow();
            assertThat(stored.rows()).isLessThan(rows.size() + 1);
            assertThat(stored.method()).endsWith(", unchanged for " + QuestdbClient.STILL.toSeconds() + " s");
        }
    }

    private BenchmarkConfig overTcp() {
        return new ConfigLayers().scale(Scale.TINY).databaseDefaults(BINDING.configDefaults())
                .set(ConfigKey.QUESTDB_ILP_TRANSPORT, "tcp").build();
    }

    private UseCaseClient open(BenchmarkConfig config) throws Exception {
        return UseCaseLoading.open(BINDING, server().endpoint(), config);
    }

    private static LineBatch lines(List<UseCaseRow> rows) {
        LineBatch batch = new LineBatch(64);
        for (UseCaseRow row : rows) {
            byte[] line = UseCaseLineProtocol.line(row).getBytes(StandardCharsets.UTF_8);
            batch.append(line, 0, line.length, (int) row.metrics());
        }
        return batch;
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
        return QuestdbBinding.connect(server().endpoint(), 60_000);
    }
}
