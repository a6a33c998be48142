package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.engine.VerificationCheck;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ValueMismatch;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The checks every database binding passes on a real server, inherited by each module's {@code <Db>IT}: every
 * generated point is stored; every supported query type is answered exactly, in point counts and in values, for
 * every aggregate function and for one and two devices per query; {@code --verify} passes the right answers and
 * catches a wrong count and a wrong value; a query the server rejects fails; exactly the query types the binding
 * declares unsupported throw, with the declared reason; cleanup leaves nothing; a restart keeps the data; closing the
 * server leaves no process and no files. A subclass names its binding and local server; it may add checks of its
 * own. The server is a {@link PrivateServerKit}'s: under {@code CI=true} one that cannot run here fails the tests.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
public abstract class ConformanceKit extends PrivateServerKit {
    private static final int QUERIES_PER_TYPE = 20;
    private static final List<String> FUNCTIONS = List.of("count", "sum", "avg", "max", "min");

    private final DatabaseBinding binding;

    /** The checks of {@code binding} on a private server of {@code local}, known as {@code <id>-local}. */
    protected ConformanceKit(DatabaseBinding binding, LocalServer local) {
        super(local, binding.id() + "-local");
        this.binding = binding;
    }

    protected final DatabaseBinding binding() {
        return binding;
    }

    /**
     * The workload the kit writes and queries: the tiny scale, two groups, two sensors per query, every query type,
     * and the binding's own defaults. Override to add keys of the database.
     */
    protected ConfigLayers workload() {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.OPERATION_PROPORTION, "1:1:1:1:1:1:1:1:1:1:1:0:1")
                .databaseDefaults(binding().configDefaults());
    }

    /** The {@link #workload()}, which the server is started with. */
    @Override
    protected final BenchmarkConfig config() {
        return workload().build();
    }

    /**
     * Waits until what was written is visible to queries: a no-op for databases whose acknowledged writes are
     * readable at once; a database that applies writes in the background overrides it.
     */
    protected void awaitWritesVisible(DatabaseClient client, long points) throws Exception {
    }

    /** Runs before {@link PrivateServerKit}'s own stop, which then finds the server closed. */
    @AfterAll
    final void closeLeavesNoProcessNorFiles() {
        RunningServer server = server();
        if (server == null) {
            return;
        }
        List<Long> pids = server.processes();
        server.close();
        server.close();
        for (long pid : pids) {
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).as("process %d", pid)
                    .isNotEqualTo(Optional.of(true));
        }
        assertThat(workDir()).doesNotExist();
    }

    @Test
    @Order(1)
    void storesEveryGeneratedPoint() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            long written = writeAll(client, data, config);
            assertThat(storedPoints(client, data, config)).isEqualTo(written);
            assertThat(client.serverVersion()).isNotBlank();
        }
    }

    @Test
    @Order(2)
    void answersEverySupportedQueryExactly() throws Exception {
        BenchmarkConfig written = workload().build();
        DataGenerator data = generator(written);
        long rowsPerDevice = written.loop() * written.batchSize();
        ExpectedAnswers counts = new ExpectedAnswers(data, rowsPerDevice);
        ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
        SoftAssertions softly = new SoftAssertions();
        try (DatabaseClient client = open(written)) {
            writeAll(client, data, written);
            for (String function : FUNCTIONS) {
                for (int devicesPerQuery : new int[] {1, 2}) {
                    BenchmarkConfig config = workload().set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                            .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
                    for (OperationType type : queryTypes()) {
                        QueryGenerator queries = new QueryGenerator(config, data.schema(), 0);
                        long points = 0;
                        for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                            Query query = queries.next(type);
                            long expected = counts.points(query);
                            points += expected;
                            softly.assertThat(PointCount.of(client, query)).as("points of %s", query.describe())
                                    .isEqualTo(expected);
                            softly.assertThat(values.unpredictable(query)).as(query.describe()).isEmpty();
                            softly.assertThat(values.difference(query, AnswerRows.of(client, query)))
                                    .as("values of %s", query.describe()).isEmpty();
                        }
                        softly.assertThat(points).as("%s %s, %d device(s) expects some points", type, function,
                                devicesPerQuery).isPositive();
                    }
                }
            }
        }
        softly.assertAll();
    }

    /** The engine's {@code --verify} on this server: right answers pass; a wrong count and a wrong value are caught. */
    @Test
    @Order(3)
    void verifyPassesRightAnswersAndCatchesWrongOnes() throws Exception {
        List<OperationType> types = queryTypes();
        OperationType wrongCount = types.contains(OperationType.GROUP_BY) ? OperationType.GROUP_BY
                : types.get(types.size() - 1);
        VerificationCheck.assertCatchesWrongAnswers(binding(), server().endpoint(), workload(), wrongCount, 1,
                OperationType.TIME_RANGE);
    }

    @Test
    @Order(4)
    void cleanupLeavesNothing() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            client.cleanup();
            client.cleanup();
            client.registerSchema(data.schema().devices());
            assertThat(storedPoints(client, data, config)).isZero();
        }
    }

    @Test
    @Order(5)
    void aRestartKeepsTheData() throws Exception {
        assertThat(server().restartable()).as("the local server can restart on its data").isTrue();
        BenchmarkConfig config = workload().build();
        DataGenerator data = generator(config);
        long written;
        try (DatabaseClient client = open(config)) {
            written = writeAll(client, data, config);
        }
        server().restart();
        try (DatabaseClient client = open(config)) {
            assertThat(storedPoints(client, data, config)).isEqualTo(written);
        }
        assertThat(server().processes()).isNotEmpty().allSatisfy(pid ->
                assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).contains(true));
    }

    /**
     * A query the server rejects (an aggregate function it lacks) fails its operation rather than counting zero
     * points; a binding may refuse such a configuration up front instead.
     */
    @Test
    @Order(6)
    void aQueryTheServerRejectsFailsItsOperation() throws Exception {
        BenchmarkConfig config = workload().set(ConfigKey.QUERY_AGGREGATE_FUN, "nosuchfn").build();
        try {
            binding().validate(config);
        } catch (ConfigException refusedBeforeAnyServer) {
            return;
        }
        WorkloadSchema schema = new WorkloadSchema(config);
        QueryGenerator queries = new QueryGenerator(config, schema, 0);
        try (DatabaseClient client = binding().open(server().endpoint(), config)) {
            client.cleanup();
            client.registerSchema(schema.devices());
            for (OperationType type : List.of(OperationType.AGG_RANGE, OperationType.GROUP_BY)) {
                if (binding().supportedOperations().contains(type)) {
                    Query query = queries.next(type);
                    assertThatThrownBy(() -> PointCount.of(client, query)).as(type.reportName())
                            .isInstanceOf(Exception.class);
                    assertThatThrownBy(() -> AnswerRows.of(client, query)).as(type.reportName() + " under --verify")
                            .isInstanceOf(Exception.class);
                }
            }
        }
    }

    /**
     * The binding's declaration is what its client does: every query type it declares unsupported throws the declared
     * reason ({@link DeclaredUnsupported}), and every other one answers, on the written data.
     */
    @Test
    @Order(7)
    void refusesExactlyTheDeclaredUnsupportedTypes() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            DeclaredUnsupported.assertOperationsThrowAsDeclared(binding(), client, config);
            QueryGenerator queries = new QueryGenerator(config, data.schema(), 0);
            for (OperationType type : queryTypes()) {
                Query query = queries.next(type);
                assertThatCode(() -> PointCount.of(client, query)).as("%s, declared supported", query.describe())
                        .doesNotThrowAnyException();
            }
        }
    }

    /** Writes {@code layers}' workload with a fifth of its rows late: no write fails. */
    protected final void assertOutOfOrderWritesSucceed(ConfigLayers layers) throws Exception {
        BenchmarkConfig config = layers.set(ConfigKey.IS_OUT_OF_ORDER, true).set(ConfigKey.OUT_OF_ORDER_RATIO, 0.2)
                .build();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            assertThatCode(() -> writeAll(client, data, config)).doesNotThrowAnyException();
        }
    }

    /**
     * Cleans up twice and registers {@code config}'s devices twice on one client, then asks the server's version,
     * which matches {@code version}; returns the devices.
     */
    protected final List<DeviceSchema> assertSchemaRegistrationRepeats(BenchmarkConfig config, String version)
            throws Exception {
        List<DeviceSchema> devices = new WorkloadSchema(config).devices();
        try (DatabaseClient client = open(config)) {
            client.cleanup();
            client.cleanup();
            client.registerSchema(devices);
            client.registerSchema(devices);
            assertThat(client.serverVersion()).matches(version);
        }
        return devices;
    }

    /** Changes one stored value behind the harness's back; returns the value as the database now answers it. */
    @FunctionalInterface
    protected interface ValueChange {
        Object change(DeviceSchema device, Sensor sensor, long time, Object original) throws Exception;
    }

    /**
     * Writes {@code layers}' workload through the engine, has {@code change} change the value the first TIME_RANGE
     * query reads first, and runs the range queries under {@code --verify}: point counts stay right, and the value
     * check names that exact value.
     */
    protected final void assertAChangedValueIsCaught(ConfigLayers layers, ValueChange change) throws Exception {
        layers.set(ConfigKey.INIT_WAIT_TIME, 0);
        BenchmarkConfig write = layers.copy().scenario(Scenario.WRITE, binding().supportedOperations()).build();
        BenchmarkConfig read = layers.copy().scenario(Scenario.RANGE_QUERY, binding().supportedOperations()).build();
        assertThat(new BenchmarkEngine(binding(), server().endpoint()).run(write, ProgressListener.NONE).total()
                .failedOperations()).isZero();
        WorkloadSchema schema = new WorkloadSchema(read);
        DataGenerator data = new DataGenerator(read, schema);
        Query first = new QueryGenerator(read, schema, 0).next(OperationType.TIME_RANGE);
        DeviceSchema device = first.devices().get(0);
        Sensor sensor = first.sensors().get(0);
        long time = data.timestamp(0);
        Object original = data.value(device, sensor.index(), 0);
        Object stored = change.change(device, sensor, time, original);
        Object expected = ExpectedValues.value(original).acceptable().get(0);

        Measurement m = new BenchmarkEngine(binding(), server().endpoint()).run(read, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(write.loop() * write.batchSize()));
        OperationResult range = m.operations().get(0);
        System.out.printf("%s changed value: %d of %d TIME_RANGE answers differ, first: %s%n",
                getClass().getSimpleName(), range.values().mismatches(), range.okOperations(),
                range.values().examples().isEmpty() ? "none" : range.values().examples().get(0));
        assertThat(range.failedOperations()).isZero();
        assertThat(range.mismatches()).as("point counts are unchanged").isZero();
        assertThat(range.values().mismatches()).isPositive().isLessThan(range.okOperations());
        assertThat(range.values().examples()).extracting(ValueMismatch::difference).contains(device.name() + " "
                + sensor.name() + " @ " + time + ": expected " + expected + ", got " + stored);
        assertThat(m.verification().valueMismatches()).isEqualTo(range.values().mismatches());
    }

    /** Cleans up, registers the schema, writes every device's LOOP batches and waits until they are visible. */
    protected final long writeAll(DatabaseClient client, DataGenerator data, BenchmarkConfig config)
            throws Exception {
        client.cleanup();
        client.registerSchema(data.schema().devices());
        List<DataGenerator.DeviceStream> streams = new ArrayList<>();
        for (DeviceSchema device : data.schema().devices()) {
            streams.add(data.stream(device));
        }
        long points = 0;
        for (long loop = 0; loop < config.loop(); loop++) {
            for (DataGenerator.DeviceStream stream : streams) {
                var batch = stream.nextBatch();
                client.insert(batch);
                points += batch.pointCount();
            }
        }
        awaitWritesVisible(client, points);
        return points;
    }

    /** Every device's every sensor over the whole written time range, through the binding's own range query. */
    protected final long storedPoints(DatabaseClient client, DataGenerator data, BenchmarkConfig config)
            throws Exception {
        long last = data.timestamp(config.loop() * config.batchSize() - 1);
        long points = 0;
        for (DeviceSchema device : data.schema().devices()) {
            points += PointCount.of(client, new Query.RangeQuery(List.of(device), device.sensors(),
                    data.timestamp(0), last, false));
        }
        return points;
    }

    protected final DatabaseClient open(BenchmarkConfig config) throws Exception {
        binding().validate(config);
        return binding().open(server().endpoint(), config);
    }

    private List<OperationType> queryTypes() {
        return binding().supportedOperations().stream().filter(OperationType::isQuery).toList();
    }

    private static DataGenerator generator(BenchmarkConfig config) {
        return new DataGenerator(config, new WorkloadSchema(config));
    }
}
