package org.iotbenchrunner.timescaledb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.StoredCount;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;
import org.postgresql.copy.CopyManager;

/**
 * One autocommit JDBC connection writing to and querying the benchmark hypertable, and loading TSBS use cases into
 * their own hypertables ({@link UseCaseTables}).
 */
public final class TimescaleClient implements DatabaseClient, UseCaseClient {
    private static final String UNIQUE_VIOLATION = "23505";

    private final Connection connection;
    private final TimescaleSql sql;
    private final WriteMode mode;
    private PreparedStatement upsert;
    private List<Sensor> upsertSensors;
    private final NewestWritten newest = new NewestWritten();
    private final BinaryCopyRows copyRows = new BinaryCopyRows();
    private CopyManager copyApi;
    private String copyStatement;
    private List<Sensor> copySensors;
    private long copied;
    private long upserted;
    private UseCaseCopyRows useCaseRows;

    TimescaleClient(Connection connection, String table, WriteMode mode) {
        this.connection = connection;
        this.sql = new TimescaleSql(table);
        this.mode = mode;
    }

    @Override
    public void cleanup() throws SQLException {
        execute(sql.dropTable());
        newest.clear();
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

    /** Drops the use case's schema ({@link UseCaseTables#schemaOf}) and creates its hypertables empty. */
    @Override
    public void registerUseCase(UseCaseSchema schema) throws SQLException {
        for (String statement : UseCaseTables.create(schema)) {
            execute(statement);
        }
    }

    /**
     * One binary COPY per measurement of {@code rows}, each committed when it ends (autocommit): no row is read
     * back or upserted, and a row's missing tags and fields stay NULL. Time is kept in microseconds, TimescaleDB's
     * unit ({@link UseCaseCopyRows}). A client needs no {@link #registerUseCase} of its own: a row's measurement
     * names its table.
     */
    @Override
    public void insertRows(List<UseCaseRow> rows) throws SQLException {
        for (UseCaseCopyRows.Copy copy : useCaseRows().encode(rows)) {
            copy(copy.statement(), copy.rows());
        }
    }

    /** Always: a file's lines become COPY tuples straight from their bytes, with no row objects in between. */
    @Override
    public boolean takesLines() {
        return true;
    }

    /** As {@link #insertRows}, the rows of the batch's lines ({@link UseCaseCopyRows#encode(LineBatch)}). */
    @Override
    public void insertLines(LineBatch lines) throws SQLException {
        for (UseCaseCopyRows.Copy copy : useCaseRows().encode(lines)) {
            copy(copy.statement(), copy.rows());
        }
    }

    private UseCaseCopyRows useCaseRows() {
        if (useCaseRows == null) {
            useCaseRows = new UseCaseCopyRows(this::tagsId);
        }
        return useCaseRows;
    }

    /** Inserts a tag set into the use case's tags table once ({@link UseCaseTables#tagsId}) and gives its id. */
    private int tagsId(UseCaseTables.Table table, List<String> values) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(UseCaseTables.tagsId(table))) {
            for (int i = 0; i < values.size(); i++) {
                insert.setString(i + 1, values.get(i));
            }
            try (ResultSet id = insert.executeQuery()) {
                id.next();
                return id.getInt(1);
            }
        }
    }

    @Override
    public void insert(Batch batch) throws SQLException {
        if (mode == WriteMode.COPY) {
            insertCopyOrUpsert(batch);
        } else {
            upsert(batch);
        }
    }

    /** The batches this client has sent by each path so far. */
    WritePaths writePaths() {
        return new WritePaths(copied, upserted);
    }

    @Override
    public Map<String, Long> writeCounts() {
        return mode == WriteMode.COPY ? Map.of("batchesByCopy", copied, "batchesByUpsert", upserted) : Map.of();
    }

    /** COPY where no row of the batch can already be stored (see {@link NewestWritten}), else the fast upsert. */
    private void insertCopyOrUpsert(Batch batch) throws SQLException {
        if (newest.allNew(batch) && copied(batch)) {
            copied++;
        } else {
            upsert(batch);
        }
        newest.wrote(batch);
    }

    /** The compat path's row-at-a-time upserts, else the fast path's one statement (also the copy path's). */
    private void upsert(Batch batch) throws SQLException {
        if (mode == WriteMode.COMPAT) {
            insertCompat(batch);
        } else {
            insertFast(batch);
        }
        upserted++;
    }

    /**
     * False when the table refused a duplicate key, which only rows this client did not write can cause (data
     * kept from before the run): the COPY stored nothing, and that device's batches upsert from then on.
     */
    private boolean copied(Batch batch) throws SQLException {
        try {
            copy(copyFor(batch.device().sensors()), copyRows.encode(batch));
            return true;
        } catch (SQLException e) {
            if (!UNIQUE_VIOLATION.equals(e.getSQLState())) {
                throw e;
            }
            newest.foreignRows(batch.device());
            return false;
        }
    }

    /** One COPY FROM STDIN of {@code rows}; a failed one is cancelled, so the connection stays usable. */
    private void copy(String statement, CopyBuffer rows) throws SQLException {
        if (copyApi == null) {
            copyApi = connection.unwrap(PGConnection.class).getCopyAPI();
        }
        CopyIn copy = copyApi.copyIn(statement);
        try {
            copy.writeToCopy(rows.array(), 0, rows.length());
            copy.endCopy();
        } catch (SQLException e) {
            if (copy.isActive()) {
                copy.cancelCopy();
            }
            throw e;
        }
    }

    private String copyFor(List<Sensor> sensors) {
        if (copyStatement == null || !sensors.equals(copySensors)) {
            copyStatement = sql.copyIn(sensors);
            copySensors = sensors;
        }
        return copyStatement;
    }

    private void insertCompat(Batch batch) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            // the inserts hold no JDBC escape ({fn ...}) outside their quoted literals: the driver's scan for them
            // was a quarter of the client's CPU and never changed the text the server receives
            statement.setEscapeProcessing(false);
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

    /** Runs the measured statement, or its labelled variant for a sink that keeps labels, and reads its rows. */
    @Override
    public void query(Query query, RowSink sink) throws SQLException {
        TimescaleSql.Statement statement = sql.statement(query, sink.labelled());
        try (Statement jdbc = connection.createStatement(); ResultSet rows = jdbc.executeQuery(statement.sql())) {
            read(rows, statement.labels(), query.sensors(), sink);
        }
    }

    /** Runs the type's statement ({@link TimescaleUseCaseQueries}), the same for a counting and a collecting sink. */
    @Override
    public void query(UseCaseQuery query, RowSink sink) throws SQLException {
        try (Statement jdbc = connection.createStatement();
             ResultSet rows = jdbc.executeQuery(TimescaleUseCaseQueries.sql(query))) {
            UseCaseResultRows.read(rows, sink);
        }
    }

    /**
     * The one reader of a query's rows: the label columns (time and/or device, as {@code labels} say), then one
     * column per sensor, each non-null one passed to the sink as the driver converts it.
     */
    static void read(ResultSet rows, TimescaleSql.Labels labels, List<Sensor> sensors, RowSink sink)
            throws SQLException {
        int first = labels.columns + 1;
        while (rows.next()) {
            switch (labels) {
                case TIME -> sink.row(null, rows.getLong(1));
                case TIME_DEVICE -> sink.row(rows.getString(2), rows.getLong(1));
                case DEVICE -> sink.row(rows.getString(1), QueryAnswer.NO_TIME);
            }
            for (int i = 0; i < sensors.size(); i++) {
                Object value = rows.getObject(first + i);
                if (value != null) {
                    sink.value(sensors.get(i).name(), value);
                }
            }
        }
    }

    /**
     * {@code hypertable_size} (heap, indexes and TOAST of every chunk) after a {@code CHECKPOINT}, which writes
     * every dirty page to the data files. CHECKPOINT needs a superuser or pg_checkpoint: without it the size is
     * still taken, and the method says so. The database's whole size is given for context.
     */
    @Override
    public Optional<DiskSize> diskSize() throws SQLException {
        String checkpoint = checkpoint();
        String size = single(sql.hypertableSize());
        if (size == null) {
            return Optional.empty();
        }
        String database = single("SELECT pg_database_size(current_database())");
        return Optional.of(new DiskSize(Long.parseLong(size), sql.hypertableSize().substring("SELECT ".length())
                + " " + checkpoint + (database == null ? "" : "; whole database " + database + " bytes")));
    }

    @Override
    public Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws SQLException {
        String checkpoint = checkpoint();
        String query = UseCaseTables.sizeOf(schema);
        String size = single(query);
        return size == null ? Optional.empty()
                : Optional.of(new DiskSize(Long.parseLong(size), query.substring("SELECT ".length()) + " "
                        + checkpoint));
    }

    /** Every COPY committed when it ended, so a count right after the load sees all that was stored. */
    @Override
    public Optional<StoredCount> storedRows(UseCaseSchema schema, long rowsWritten) throws SQLException {
        return Optional.of(new StoredCount(Long.parseLong(single(UseCaseTables.countOf(schema))),
                "sum of count(*) over the use case's hypertables"));
    }

    /** Flushes dirty pages so sizes include them; a user not allowed to is measured without, and says so. */
    private String checkpoint() {
        try {
            execute("CHECKPOINT");
            return "after CHECKPOINT";
        } catch (SQLException e) {
            return "without CHECKPOINT (" + e.getMessage().lines().findFirst().orElse("") + ")";
        }
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
