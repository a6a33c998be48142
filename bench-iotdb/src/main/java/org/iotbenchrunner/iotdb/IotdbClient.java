package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.apache.iotdb.rpc.TSStatusCode;
import org.apache.iotdb.session.Session;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.file.metadata.enums.CompressionType;
import org.apache.tsfile.file.metadata.enums.TSEncoding;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * One iotdb-session connection used by one client thread. Writes and queries are called on the session
 * directly (iot-benchmark hands each to a per-instance single-thread executor to bound it by a timeout; here the
 * session's socket and query timeouts do that). TSBS use cases load into a layout of their own
 * ({@link UseCaseLayout}).
 */
final class IotdbClient implements DatabaseClient, UseCaseClient {
    private final Session session;
    private final IotdbNames names;
    private final IotdbSql sql;
    private final InsertMode mode;
    private final boolean aligned;
    private final CompressionType compressor;
    private final BenchmarkConfig config;
    private final UseCaseLayout useCaseLayout;
    private UseCaseTablets useCaseTablets;
    private final IotdbUseCaseQueries useCaseQueries;

    IotdbClient(Session session, String dbName, BenchmarkConfig config) {
        this.session = session;
        this.config = config;
        this.names = new IotdbNames(dbName);
        this.useCaseLayout = new UseCaseLayout(dbName);
        this.useCaseQueries = new IotdbUseCaseQueries(useCaseLayout, config.getString(ConfigKey.TIMESTAMP_PRECISION));
        this.sql = new IotdbSql(names, config.getString(ConfigKey.TIMESTAMP_PRECISION));
        this.mode = InsertMode.of(config);
        this.aligned = config.getBoolean(ConfigKey.VECTOR);
        this.compressor = IotdbTypes.compressor(config);
    }

    /** {@code DROP DATABASE root.<DB_NAME>.**} (use cases' databases too); nothing to drop is fine. */
    @Override
    public void cleanup() throws Exception {
        try {
            session.executeNonQueryStatement(sql.dropDatabases());
        } catch (StatementExecutionException e) {
            if (!isMissing(e)) {
                throw e;
            }
        }
    }

    /** One database per group, then every device's series (aligned with VECTOR); existing ones are kept. */
    @Override
    public void registerSchema(List<DeviceSchema> devices) throws Exception {
        Set<String> groups = new LinkedHashSet<>();
        devices.forEach(d -> groups.add(d.group()));
        for (String group : groups) {
            tolerateExisting(() -> session.createDatabase(names.database(group)));
        }
        for (DeviceSchema device : devices) {
            List<Sensor> sensors = device.sensors();
            List<TSDataType> types = new ArrayList<>(sensors.size());
            List<TSEncoding> sensorEncodings = new ArrayList<>(sensors.size());
            List<CompressionType> compressors = new ArrayList<>(sensors.size());
            for (Sensor sensor : sensors) {
                types.add(IotdbTypes.dataType(sensor.type()));
                sensorEncodings.add(IotdbTypes.encoding(config, sensor.type()));
                compressors.add(compressor);
            }
            String path = names.device(device);
            if (aligned) {
                List<String> measurements = sensors.stream().map(s -> IotdbNames.node(s.name())).toList();
                tolerateExisting(() -> session.createAlignedTimeseries(path, measurements, types, sensorEncodings,
                        compressors, null));
            } else {
                List<String> paths = sensors.stream().map(s -> path + "." + IotdbNames.node(s.name())).toList();
                tolerateExisting(() -> session.createMultiTimeseries(paths, types, sensorEncodings, compressors,
                        null, null, null, null));
            }
        }
    }

    /**
     * Drops the use case's database and the templates of its measurements (each whether or not an earlier load left
     * it), then creates the database and sets a template per measurement ({@link UseCaseLayout}).
     */
    @Override
    public void registerUseCase(UseCaseSchema schema) throws Exception {
        for (String statement : useCaseLayout.drop(schema.useCase())) {
            try {
                session.executeNonQueryStatement(statement);
            } catch (StatementExecutionException e) {
                if (!isMissing(e)) {
                    throw e;
                }
            }
        }
        for (String statement : useCaseLayout.create(schema, UseCaseLayout.Encodings.of(config))) {
            session.executeNonQueryStatement(statement);
        }
    }

    /**
     * One {@code insertAlignedTablets} call for all of {@code rows}, a tablet per device ({@link UseCaseTablets});
     * a new device's template is activated by the write (IoTDB's default {@code enable_auto_create_schema}). A
     * client needs no {@link #registerUseCase} of its own: a row's measurement names its place.
     */
    @Override
    public void insertRows(List<UseCaseRow> rows) throws Exception {
        if (useCaseTablets == null) {
            useCaseTablets = new UseCaseTablets(useCaseLayout, config.getString(ConfigKey.TIMESTAMP_PRECISION),
                    new UnnamedDevices());
        }
        var tablets = useCaseTablets.of(rows);
        if (!tablets.isEmpty()) {
            session.insertAlignedTablets(tablets);
        }
    }

    @Override
    public void insert(Batch batch) throws Exception {
        String path = names.device(batch.device());
        if (mode == InsertMode.SESSION_BY_TABLET) {
            var tablet = BatchConversion.tablet(path, batch);
            if (aligned) {
                session.insertAlignedTablet(tablet);
            } else {
                session.insertTablet(tablet);
            }
        } else {
            BatchConversion.Records r = BatchConversion.records(path, batch);
            if (aligned) {
                session.insertAlignedRecords(r.devices(), r.times(), r.measurements(), r.types(), r.values());
            } else {
                session.insertRecords(r.devices(), r.times(), r.measurements(), r.types(), r.values());
            }
        }
    }

    /**
     * Runs the statement {@link IotdbSql} builds and passes its rows to the sink through {@link IotdbReader}.
     * IoTDB's answers always name their devices, so a labelled sink gets the measured statement too.
     */
    @Override
    public void query(Query query, RowSink sink) throws Exception {
        IotdbSql.Statement statement = query.accept(sql);
        SessionDataSet result = session.executeQueryStatement(statement.sql());
        try {
            IotdbReader.read(statement, IotdbReader.of(result), sink);
        } finally {
            result.closeOperationHandle();
        }
    }

    /**
     * Runs the statement of {@link IotdbUseCaseQueries} and passes its answer to the sink through
     * {@link IotdbUseCaseAnswers}; the types over the whole data set first ask for the data's time range, and where
     * there is none, answer nothing; a thermo type over no group ({@code devgroup < N}, N &lt;= 0) answers unasked.
     */
    @Override
    public void query(UseCaseQuery query, RowSink sink) throws Exception {
        if (query.type().thermo() && IotdbThermoQueries.readsNothing(query)) {
            IotdbThermoAnswers.nothing(query.aggregate(), sink);
            return;
        }
        IotdbUseCaseQueries.Range range = null;
        Optional<String> rangeStatement = useCaseQueries.range(query);
        if (rangeStatement.isPresent()) {
            range = select(rangeStatement.get(), IotdbUseCaseAnswers::range);
            if (range == null) {
                return;
            }
        }
        select(useCaseQueries.statement(query, range), result -> {
            IotdbUseCaseAnswers.read(query, result, useCaseQueries.nanosPerUnit(), sink);
            return null;
        });
    }

    private interface ResultReader<T> {
        T read(IotdbReader.Result result) throws StatementExecutionException, IoTDBConnectionException;
    }

    private <T> T select(String statement, ResultReader<T> reader) throws Exception {
        SessionDataSet result = session.executeQueryStatement(statement);
        try {
            return reader.read(IotdbReader.of(result));
        } finally {
            result.closeOperationHandle();
        }
    }

    /**
     * Flushes every memtable to TsFiles so that the server's directories hold the data, then leaves the measuring
     * to the launcher (the session has no size query): empty.
     */
    @Override
    public Optional<DiskSize> diskSize() throws Exception {
        session.executeNonQueryStatement("FLUSH");
        return Optional.empty();
    }

    /** As {@link #diskSize()}: the server's directories hold every store's data. */
    @Override
    public Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws Exception {
        return diskSize();
    }

    /** {@code SHOW VERSION}, e.g. "IoTDB 1.3.0 (Build: 26ff4c8)". */
    @Override
    public String serverVersion() throws Exception {
        SessionDataSet result = session.executeQueryStatement("SHOW VERSION");
        try {
            IotdbReader.Result rows = IotdbReader.of(result);
            if (!rows.next()) {
                return "IoTDB";
            }
            int build = rows.columns().indexOf("BuildInfo");
            String version = rows.columns().isEmpty() || rows.isNull(0) ? "" : rows.getString(0);
            return "IoTDB " + version + (build >= 0 && !rows.isNull(build) ? " (Build: " + rows.getString(build) + ")"
                    : "");
        } finally {
            result.closeOperationHandle();
        }
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (IoTDBConnectionException ignored) {
            // the connection is gone either way
        }
    }

    private interface SchemaCall {
        void run() throws IoTDBConnectionException, StatementExecutionException;
    }

    private static void tolerateExisting(SchemaCall call) throws IoTDBConnectionException, StatementExecutionException {
        try {
            call.run();
        } catch (StatementExecutionException e) {
            if (!isExisting(e)) {
                throw e;
            }
        }
    }

    static boolean isExisting(StatementExecutionException e) {
        int code = e.getStatusCode();
        if (code == TSStatusCode.DATABASE_ALREADY_EXISTS.getStatusCode()
                || code == TSStatusCode.TIMESERIES_ALREADY_EXIST.getStatusCode()
                || code == TSStatusCode.PATH_ALREADY_EXIST.getStatusCode()) {
            return true;
        }
        String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
        return message.contains("already exist") || message.contains("has already been created");
    }

    static boolean isMissing(StatementExecutionException e) {
        int code = e.getStatusCode();
        if (code == TSStatusCode.DATABASE_NOT_EXIST.getStatusCode()
                || code == TSStatusCode.PATH_NOT_EXIST.getStatusCode()) {
            return true;
        }
        String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
        return message.contains("does not exist") || message.contains("not exist");
    }
}
