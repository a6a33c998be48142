package org.iotbenchrunner.questdb;

import io.questdb.client.Sender;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
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

/**
 * One client thread's connections: PostgreSQL wire (PgJDBC) for schema, queries and housekeeping, and an ILP sender
 * over HTTP for writes, opened at the first write.
 *
 * <p>ILP over HTTP rather than TCP (both are in 7.3.10): an HTTP request is answered, so a batch the server rejects
 * (a type mismatch, a suspended table) fails the {@link #insert} that sent it and is counted as failed; over TCP the
 * server answers nothing and only drops the connection, so a rejected batch is lost silently. One request
 * per batch (auto flush off), committed by the server when it ends; no retries (a failure is counted, not hidden).
 * A data file's lines may go over TCP, as TSBS's loader sends them (QUESTDB_ILP_TRANSPORT=tcp, {@link IlpTcpLines}):
 * what was lost then shows only in {@link #storedRows}, which the harness counts after every load.
 *
 * <p>The table is a WAL table: an acknowledged write is durable in the WAL and applied to the table by a background
 * job, so queries see it a moment later. Before anything of a test runs, {@link #awaitApplied} waits until the
 * table's applied transaction caught up with its last committed one; the harness opens every client after the
 * writes that came before (the read tests' baseline, the previous test), so each client waits once, at open, outside
 * the measured time.
 *
 * <p>TSBS use cases load the same way into tables of their own ({@link UseCaseTables}): {@link #insertRows} returns
 * once the server committed the rows to the WAL; they are visible once applied, which a client opened afterwards
 * waits for at open, for the use cases' tables as for the benchmark's.
 */
final class QuestdbClient implements DatabaseClient, UseCaseClient {
    static final Duration APPLY_TIMEOUT = Duration.ofMinutes(15);
    /** How long a stored count that falls short of the rows written must stay unchanged to be taken as final. */
    static final Duration STILL = Duration.ofSeconds(5);

    private final Connection connection;
    private final String table;
    private final Precision precision;
    private final QuestdbSql measured;
    private final QuestdbSql labelled;
    private final IlpAddress ilp;
    private Sender sender;
    private IlpHttpLines ilpLines;
    private final boolean linesOverTcp;
    private IlpTcpLines tcpLines;
    private final UseCaseLines useCaseLines = new UseCaseLines();

    /** {@code linesOverTcp}: a file's lines go over ILP/TCP (QUESTDB_ILP_TRANSPORT=tcp), everything else over HTTP. */
    QuestdbClient(Connection connection, String table, Precision precision, IlpAddress ilp, boolean linesOverTcp) {
        this.connection = connection;
        this.linesOverTcp = linesOverTcp;
        this.table = table;
        this.precision = precision;
        this.measured = new QuestdbSql(table, precision, false);
        this.labelled = measured.labelled(true);
        this.ilp = ilp;
    }

    @Override
    public void cleanup() throws SQLException {
        closeSender();
        execute(measured.dropTable());
    }

    @Override
    public void registerSchema(List<DeviceSchema> devices) throws SQLException {
        if (!devices.isEmpty()) {
            execute(measured.createTable(devices));
        }
    }

    /** Drops each of the use case's tables and creates it empty. */
    @Override
    public void registerUseCase(UseCaseSchema schema) throws SQLException {
        for (String statement : UseCaseTables.create(schema)) {
            execute(statement);
        }
    }

    /**
     * All of {@code rows}, whatever their measurements, in one ILP request, committed by the server when it ends;
     * visible once the WAL is applied (see the class comment). A client needs no {@link #registerUseCase} of its own:
     * a row's measurement names its table.
     */
    @Override
    public void insertRows(List<UseCaseRow> rows) throws Exception {
        Sender out = sender();
        try {
            for (UseCaseRow row : rows) {
                useCaseLines.append(out, row);
            }
            out.flush();
        } catch (RuntimeException e) {
            closeSender();
            throw e;
        }
    }

    /** Unless an integer tag must become an integer field for its INT column ({@link UseCaseLines}). */
    @Override
    public boolean takesLines(UseCaseSchema schema) {
        return schema.measurements().stream().allMatch(m -> m.integerTags().isEmpty());
    }

    /**
     * The file's lines as read, in one ILP over HTTP request, committed when it ends (as {@link #insertRows}); with
     * QUESTDB_ILP_TRANSPORT=tcp written on this client's ILP over TCP connection instead ({@link IlpTcpLines}).
     */
    @Override
    public void insertLines(LineBatch lines) throws Exception {
        if (lines.rows() == 0) {
            return;
        }
        if (linesOverTcp) {
            if (tcpLines == null) {
                tcpLines = new IlpTcpLines(ilp.tcpAddress(), ilp.requestTimeout());
            }
            tcpLines.write(lines);
            return;
        }
        if (ilpLines == null) {
            ilpLines = new IlpHttpLines(ilp.writeUri(), ilp.requestTimeout());
        }
        ilpLines.post(lines);
    }

    @Override
    public void insert(Batch batch) throws Exception {
        Sender out = sender();
        String device = batch.device().name();
        List<Sensor> sensors = batch.device().sensors();
        try {
            for (int r = 0; r < batch.rowCount(); r++) {
                out.table(table).symbol(QuestdbSql.DEVICE, device);
                for (int i = 0; i < sensors.size(); i++) {
                    column(out, sensors.get(i).name(), batch.value(r, i));
                }
                out.at(batch.timestamp(r), precision.unit());
            }
            out.flush();
        } catch (RuntimeException e) {
            // the buffer may hold part of the batch: start the next batch on a fresh sender
            closeSender();
            throw e;
        }
    }

    private static void column(Sender out, String name, Object value) {
        if (value == null) {
            return;
        }
        if (value instanceof Double || value instanceof Float) {
            out.doubleColumn(name, ((Number) value).doubleValue());
        } else if (value instanceof Number n) {
            out.longColumn(name, n.longValue());
        } else if (value instanceof Boolean b) {
            out.boolColumn(name, b);
        } else {
            out.stringColumn(name, value.toString());
        }
    }

    /** Builds the statement once, reads the answer once (see {@link QuestdbAnswer}). */
    @Override
    public void query(Query query, RowSink sink) throws SQLException {
        String sql = query.accept(sink.labelled() ? labelled : measured);
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            QuestdbAnswer.read(rows, sink, precision);
        }
    }

    /**
     * Runs the type's statement ({@link QuestdbUseCaseQueries}), the same for a counting and a collecting sink; times
     * in nanoseconds, as use-case answers have them.
     */
    @Override
    public void query(UseCaseQuery query, RowSink sink) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(QuestdbUseCaseQueries.sql(query))) {
            QuestdbAnswer.read(rows, sink, micros -> Math.multiplyExact(micros, 1000L), QuestdbUseCaseQueries.LABELS);
        }
    }

    /**
     * The table's partitions as QuestDB sizes them ({@code table_partitions}), once the WAL is applied: the active
     * partition holds its columns' preallocated append pages, as on disk.
     */
    @Override
    public Optional<DiskSize> diskSize() throws Exception {
        awaitApplied(APPLY_TIMEOUT);
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(measured.partitionsSize())) {
            if (!rows.next() || rows.getLong(1) == 0) {
                return Optional.empty();
            }
            return Optional.of(new DiskSize(rows.getLong(2), "sum of diskSize over table_partitions('" + table
                    + "') (" + rows.getLong(1) + " partition(s), " + rows.getLong(3) + " rows) after the WAL was "
                    + "applied; the active partition includes its preallocated append pages"));
        }
    }

    @Override
    public Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws Exception {
        awaitEveryTableApplied(APPLY_TIMEOUT);
        long bytes = 0;
        try (Statement statement = connection.createStatement()) {
            for (UseCaseSchema.Measurement m : schema.measurements()) {
                try (ResultSet rows = statement.executeQuery("SELECT sum(diskSize) FROM table_partitions('"
                        + QuestdbSql.escape(m.name()) + "')")) {
                    if (!rows.next()) {
                        return Optional.empty();
                    }
                    bytes += rows.getLong(1);
                }
            }
        }
        return Optional.of(new DiskSize(bytes, "sum of diskSize over table_partitions of each of the use case's "
                + "tables after the WAL was applied; active partitions include their preallocated append pages"));
    }

    /**
     * The rows of the use case's tables, once the WAL is applied; taken again every 50 ms while fewer than
     * {@code rowsWritten} are there and the count grew in the last {@link #STILL} (over TCP the server commits what a
     * closed connection left on its own schedule, {@code line.tcp.commit.interval.default}), at most
     * {@link #APPLY_TIMEOUT}.
     */
    @Override
    public Optional<StoredCount> storedRows(UseCaseSchema schema, long rowsWritten) throws Exception {
        long deadline = System.nanoTime() + APPLY_TIMEOUT.toNanos();
        long counted = -1;
        long grewAt = System.nanoTime();
        while (true) {
            awaitEveryTableApplied(Duration.ofNanos(Math.max(1, deadline - System.nanoTime())));
            long rows = count(schema);
            long now = System.nanoTime();
            if (rows != counted) {
                counted = rows;
                grewAt = now;
            }
            boolean still = now - grewAt > STILL.toNanos();
            if (rows >= rowsWritten || still || now > deadline) {
                return Optional.of(new StoredCount(rows, "sum of count() over the use case's tables after the WAL "
                        + "was applied" + (rows >= rowsWritten ? "" : still ? ", unchanged for " + STILL.toSeconds()
                        + " s" : ", still changing after " + APPLY_TIMEOUT.toMinutes() + " min")));
            }
            Thread.sleep(50);
        }
    }

    private long count(UseCaseSchema schema) throws SQLException {
        long rows = 0;
        try (Statement statement = connection.createStatement()) {
            for (UseCaseSchema.Measurement m : schema.measurements()) {
                try (ResultSet answer = statement.executeQuery("SELECT count() FROM " + QuestdbSql.quoted(m.name()))) {
                    answer.next();
                    rows += answer.getLong(1);
                }
            }
        }
        return rows;
    }

    @Override
    public String serverVersion() throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT build()")) {
            rows.next();
            return version(rows.getString(1));
        }
    }

    /** "Build Information: QuestDB 7.3.10, JDK 11.0.8, Commit Hash ..." as "QuestDB 7.3.10". */
    static String version(String build) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("QuestDB [0-9][^,]*").matcher(build);
        return m.find() ? m.group() : build;
    }

    /**
     * Returns once every transaction committed to the table's WAL is applied (or the table is not a WAL table, or
     * does not exist); fails when the table is suspended or {@code timeout} passes.
     */
    void awaitApplied(Duration timeout) throws SQLException, InterruptedException {
        awaitApplied(measured.walState(), timeout);
    }

    /** As {@link #awaitApplied(Duration)}, for the benchmark's table and every use case's tables. */
    void awaitEveryTableApplied(Duration timeout) throws SQLException, InterruptedException {
        awaitApplied(QuestdbSql.walStates(table, UseCaseTables.allTables()), timeout);
    }

    /** {@code walStates}: one row (name, suspended, writerTxn, sequencerTxn) per WAL table to wait for. */
    private void awaitApplied(String walStates, Duration timeout) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        long pause = 5;
        while (true) {
            String behind = null;
            try (Statement statement = connection.createStatement();
                 ResultSet rows = statement.executeQuery(walStates)) {
                while (rows.next()) {
                    String name = rows.getString(1);
                    if (rows.getBoolean(2)) {
                        throw new SQLException("QuestDB suspended the WAL table " + name + " (see the server log); "
                                + "writes after the failure are not applied");
                    }
                    if (rows.getLong(3) < rows.getLong(4)) {
                        behind = "QuestDB applied " + rows.getLong(3) + " of " + rows.getLong(4)
                                + " WAL transactions of " + name;
                    }
                }
            }
            if (behind == null) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new SQLException(behind + " within " + timeout.toSeconds() + " s");
            }
            Thread.sleep(pause);
            pause = Math.min(pause * 2, 200);
        }
    }

    /** Where this client's writes go, asked once at open. */
    void resolveIlp() throws SQLException, InterruptedException {
        ilp.resolve(connection);
    }

    private Sender sender() throws SQLException {
        if (sender == null) {
            sender = Sender.fromConfig(ilp.configuration());
        }
        return sender;
    }

    private void closeSender() {
        if (sender != null) {
            Sender old = sender;
            sender = null;
            try {
                // closing flushes: drop what a failed batch left in the buffer first
                old.reset();
                old.close();
            } catch (RuntimeException ignored) {
                // an unsent rest of a failed batch; the batch has failed already
            }
        }
    }

    private void execute(String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    @Override
    public void close() {
        try {
            closeSender();
            if (tcpLines != null) {
                tcpLines.close();
            }
        } finally {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // the connection is unusable either way
            }
        }
    }
}
