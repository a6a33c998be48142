package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.math.BigInteger;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * One driver session on one keyspace: a batch is one UNLOGGED BATCH of prepared inserts into its device's partition
 * (a single-partition batch is applied as one mutation); a query is one CQL statement ({@link CassandraCql}), its
 * rows passed on as they come, but for time buckets, whose devices are merged first ({@link BucketMerge}).
 */
final class CassandraClient implements DatabaseClient {
    static final String TABLE = "points";

    private final CqlSession session;
    private final String keyspace;
    private final CassandraCql cql;
    private final RingReplication replication;
    private final Map<List<Sensor>, PreparedStatement> inserts = new ConcurrentHashMap<>();

    CassandraClient(CqlSession session, String keyspace) {
        this.session = session;
        this.keyspace = keyspace;
        this.cql = new CassandraCql(keyspace, TABLE);
        this.replication = RingReplication.of(session, keyspace);
    }

    /** Drops the keyspace (auto_snapshot is off on the servers the harness starts, so nothing is kept). */
    @Override
    public void cleanup() {
        session.execute(CassandraCql.dropKeyspace(keyspace));
        inserts.clear();
    }

    @Override
    public void registerSchema(List<DeviceSchema> devices) throws Exception {
        if (devices.isEmpty()) {
            return;
        }
        session.execute(CassandraCql.createKeyspace(keyspace, replication.factor()));
        session.execute(cql.createTable(devices.get(0).sensors()));
        SchemaAgreement.await(session);
    }

    @Override
    public void insert(Batch batch) {
        DeviceSchema device = batch.device();
        PreparedStatement insert = inserts.computeIfAbsent(device.sensors(),
                sensors -> session.prepare(cql.insert(sensors)));
        BatchStatementBuilder statements = BatchStatement.builder(DefaultBatchType.UNLOGGED);
        List<Sensor> sensors = device.sensors();
        for (int r = 0; r < batch.rowCount(); r++) {
            BoundStatementBuilder row = insert.boundStatementBuilder()
                    .setString(0, device.name())
                    .setInstant(1, Instant.ofEpochMilli(batch.timestamp(r)));
            for (int s = 0; s < sensors.size(); s++) {
                Object value = batch.value(r, s);
                if (value != null) {
                    row = bind(row, s + 2, sensors.get(s), value);
                }
            }
            statements.addStatement(row.build());
        }
        session.execute(statements.setConsistencyLevel(replication.consistency()).build());
    }

    /** A null value stays unset: no tombstone is written for it. */
    private static BoundStatementBuilder bind(BoundStatementBuilder row, int index, Sensor sensor, Object value) {
        return switch (sensor.type()) {
            case BOOLEAN -> row.setBoolean(index, (Boolean) value);
            case INT32 -> row.setInt(index, ((Number) value).intValue());
            case INT64 -> row.setLong(index, ((Number) value).longValue());
            case FLOAT -> row.setFloat(index, ((Number) value).floatValue());
            case DOUBLE -> row.setDouble(index, ((Number) value).doubleValue());
            default -> row.setString(index, String.valueOf(value));
        };
    }

    @Override
    public void query(Query query, RowSink sink) {
        CassandraCql.Statement statement = cql.statement(query);
        SimpleStatement simple = SimpleStatement.newInstance(statement.cql())
                .setConsistencyLevel(replication.consistency());
        if (statement.unpaged()) {
            simple = simple.setPageSize(Integer.MAX_VALUE);
        }
        ResultSet rows = session.execute(simple);
        if (query instanceof Query.GroupByQuery groupBy) {
            merged(groupBy, rows).emit(sink);
            return;
        }
        List<Sensor> sensors = query.sensors();
        for (Row row : rows) {
            int first = pass(row, statement.labels(), sink);
            for (int s = 0; s < sensors.size(); s++) {
                Object value = row.getObject(first + s);
                if (value != null) {
                    sink.value(sensors.get(s).name(), number(value));
                }
            }
        }
    }

    /** The rows per device and bucket (device, bucket, then the aggregates) merged per bucket. */
    private static BucketMerge merged(Query.GroupByQuery query, ResultSet rows) {
        BucketMerge merge = new BucketMerge(query.function(), query.sensors(), query.descending());
        int width = merge.columnsPerSensor() * query.sensors().size();
        for (Row row : rows) {
            Object[] columns = new Object[width];
            for (int c = 0; c < width; c++) {
                columns[c] = row.getObject(2 + c);
            }
            merge.add(millis(row.getInstant(1)), columns);
        }
        return merge;
    }

    /** Starts the row with its labels; returns the index of its first sensor column. */
    private static int pass(Row row, CassandraCql.Labels labels, RowSink sink) {
        return switch (labels) {
            case TIME_DEVICE -> {
                sink.row(row.getString(1), millis(row.getInstant(0)));
                yield 2;
            }
            case DEVICE -> {
                sink.row(row.getString(0), QueryAnswer.NO_TIME);
                yield 1;
            }
            case DEVICE_BUCKET -> throw new IllegalStateException("buckets per device are merged, not passed on");
        };
    }

    private static long millis(Instant time) {
        return time.toEpochMilli();
    }

    /** A varint sum as a long where it fits (the expected sums of integers are longs). */
    static Object number(Object value) {
        if (value instanceof BigInteger big && big.bitLength() < Long.SIZE) {
            return big.longValue();
        }
        return value;
    }

    @Override
    public String serverVersion() {
        Row row = session.execute("SELECT release_version FROM system.local").one();
        return "Apache Cassandra " + (row == null ? "unknown" : row.getString(0));
    }

    @Override
    public void close() {
        session.close();
    }
}
