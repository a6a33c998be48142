package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.cassandra.usecase.UseCaseTable;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * {@link UseCaseLoadKit}'s use cases, thermo's too, loaded into a private Cassandra node
 * ({@link CassandraLocalServer}) and read back by CQL of the test's own; the node's own count of each table's rows
 * agrees.
 */
class CassandraUseCaseIT extends UseCaseLoadKit {
    CassandraUseCaseIT() {
        super(new CassandraLocalServer(), new CassandraBinding(), new ConfigLayers().scale(Scale.TINY).build(),
                "cassandra-local");
    }

    @Override
    protected StoredRows stored(UseCaseSchema schema) {
        StoredRows stored = new StoredRows();
        try (CqlSession session = session()) {
            for (UseCaseSchema.Measurement m : schema.measurements()) {
                UseCaseTable table = UseCaseTable.of(m.name());
                for (Row row : session.execute("SELECT * FROM " + table.qualifiedName())) {
                    Map<String, String> tags = new TreeMap<>();
                    for (String key : m.tagKeys()) {
                        if (!row.isNull(key)) {
                            tags.put(key, m.integerTag(key) ? Integer.toString(row.getInt(key)) : row.getString(key));
                        }
                    }
                    Instant time = row.getInstant(table.time());
                    long nanos = time.getEpochSecond() * 1_000_000_000L + time.getNano();
                    for (UseCaseSchema.Field f : m.fields()) {
                        if (!row.isNull(f.name())) {
                            stored.add(m.name(), tags, nanos, f.name(), (Number) row.getObject(f.name()));
                        }
                    }
                }
            }
        }
        return stored;
    }

    /** Each table's rows as the node counts them. */
    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) {
        try (CqlSession session = session()) {
            for (UseCaseSchema.Measurement m : data.schema().measurements()) {
                String table = UseCaseTable.of(m.name()).qualifiedName();
                assertThat(session.execute("SELECT count(*) FROM " + table).one().getLong(0)).as(table + " rows")
                        .isEqualTo(data.rowsPerMeasurement().get(m.name()));
            }
        }
    }

    private CqlSession session() {
        return CassandraSessions.oneNode(server().endpoint(), config());
    }
}
