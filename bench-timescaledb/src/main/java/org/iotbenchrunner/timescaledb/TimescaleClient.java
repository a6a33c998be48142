package org.iotbenchrunner.timescaledb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/** One autocommit JDBC connection writing to and querying the benchmark hypertable. */
public final class TimescaleClient implements DatabaseClient {
    private final Connection connection;
    private final TimescaleSql sql;
    private final boolean fastWrites;
    private PreparedStatement upsert;
    private List<Sensor> upsertSensors;

    TimescaleClient(Connection connection, String table, boolean fastWrites) {
        this.connection = connection;
        this.sql = new TimescaleSql(table);
        this.fastWrites = fastWrites;
    }

    @Override
    public void cleanup() throws SQLException {
        execute(sql.dropTable());
    }

    @Override
    public void registerSchema(List<DeviceSchema> devices) throws SQLException {
        if (devices.isEmpty()) {
            return;
        }
        execute("CREATE EXTENSION IF NOT EXISTS timescaledb");
        execute(sql.createTable(devices.get(0).sensors()));
        execute(sql.createHypertable());
    }

    @Override
    public void insert(Batch batch) throws SQLException {
        if (fastWrites) {
            insertFast(batch);
        } else {
            insertCompat(batch);
        }
    }

    private void insertCompat(Batch batch) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String insert : sql.compatInserts(batch)) {
                statement.addBatch(insert);
            }
            statement.executeBatch();
        }
    }

    private void insertFast(Batch batch) throws SQLException {
        PreparedStatement statement = upsertFor(batch.device().sensors());
        List<FastUpsertArrays.Column> columns = FastUpsertArrays.of(batch);
        for (int i = 0; i < columns.size(); i++) {
            FastUpsertArrays.Column column = columns.get(i);
            statement.setArray(i + 1, connection.createArrayOf(column.elementType(), column.values()));
        }
        statement.executeUpdate();
    }

    /** Kept open across batches so the driver can switch to a server-side prepared statement. */
    private PreparedStatement upsertFor(List<Sensor> sensors) throws SQLException {
        if (upsert == null || !sensors.equals(upsertSensors)) {
            if (upsert != null) {
                upsert.close();
            }
            upsert = connection.prepareStatement(sql.fastUpsert(sensors));
            upsertSensors = sensors;
        }
        return upsert;
    }

    @Override
    public long preciseQuery(Query.PreciseQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long rangeQuery(Query.RangeQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long valueRangeQuery(Query.ValueRangeQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long aggRangeQuery(Query.AggRangeQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long aggValueQuery(Query.AggValueQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long aggRangeValueQuery(Query.AggRangeValueQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long groupByQuery(Query.GroupByQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long latestPointQuery(Query.LatestPointQuery query) throws SQLException {
        return points(query);
    }

    @Override
    public long setOperationQuery(Query.SetOpQuery query) throws SQLException {
        return points(query);
    }

    /** Non-null values after the single label column every query shape starts with. */
    private long points(Query query) throws SQLException {
        String text = sql.query(query);
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(text)) {
            int columns = rows.getMetaData().getColumnCount();
            long points = 0;
            while (rows.next()) {
                for (int c = 2; c <= columns; c++) {
                    if (rows.getObject(c) != null) {
                        points++;
                    }
                }
            }
            return points;
        }
    }

    /** The rows of {@link TimescaleSql#answer}: labels, then each sensor's value as the driver converts it. */
    @Override
    public QueryAnswer answer(Query query) throws SQLException {
        TimescaleSql.Answer answer = sql.answer(query);
        List<QueryAnswer.Row> rows = new ArrayList<>();
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(answer.sql())) {
            int columns = answer.labels().columns + query.sensors().size();
            while (result.next()) {
                Object[] row = new Object[columns];
                for (int c = 0; c < columns; c++) {
                    row[c] = result.getObject(c + 1);
                }
                rows.add(row(answer.labels(), query.sensors(), row));
            }
        }
        return new QueryAnswer(rows);
    }

    static QueryAnswer.Row row(TimescaleSql.Labels labels, List<Sensor> sensors, Object[] columns) {
        String device = switch (labels) {
            case TIME_DEVICE -> (String) columns[1];
            case DEVICE -> (String) columns[0];
            default -> null;
        };
        long time = labels == TimescaleSql.Labels.DEVICE ? QueryAnswer.NO_TIME : ((Number) columns[0]).longValue();
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < sensors.size(); i++) {
            Object value = columns[labels.columns + i];
            if (value != null) {
                values.put(sensors.get(i).name(), value);
            }
        }
        return new QueryAnswer.Row(device, time, values);
    }

    /**
     * {@code hypertable_size} (heap, indexes and TOAST of every chunk) after a {@code CHECKPOINT}, which writes
     * every dirty page to the data files. CHECKPOINT needs a superuser or pg_checkpoint: without it the size is
     * still taken, and the method says so. The database's whole size is given for context.
     */
    @Override
    public Optional<DiskSize> diskSize() throws SQLException {
        String checkpoint = "after CHECKPOINT";
        try {
            execute("CHECKPOINT");
        } catch (SQLException e) {
            checkpoint = "without CHECKPOINT (" + e.getMessage().lines().findFirst().orElse("") + ")";
        }
        String size = single(sql.hypertableSize());
        if (size == null) {
            return Optional.empty();
        }
        String database = single("SELECT pg_database_size(current_database())");
        return Optional.of(new DiskSize(Long.parseLong(size), sql.hypertableSize().substring("SELECT ".length())
                + " " + checkpoint + (database == null ? "" : "; whole database " + database + " bytes")));
    }

    @Override
    public String serverVersion() throws SQLException {
        String postgres = single("SHOW server_version").split(" ")[0];
        String timescale = single("SELECT extversion FROM pg_extension WHERE extname='timescaledb'");
        if (timescale == null) {
            timescale = single("SELECT default_version FROM pg_available_extensions WHERE name='timescaledb'");
        }
        return "PostgreSQL " + postgres + (timescale == null ? "" : ", TimescaleDB " + timescale);
    }

    private String single(String query) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(query)) {
            return rows.next() ? rows.getString(1) : null;
        }
    }

    private void execute(String statementText) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(statementText);
        }
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // the connection is unusable either way
        }
    }
}
