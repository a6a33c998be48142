package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

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
