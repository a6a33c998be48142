package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.testing.ConformanceKit;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The conformance kit, and what is IoTDB's own, on a real private IoTDB 1.3 (ConfigNode + DataNode) started by
 * {@link IotdbLocalServer} from the distribution IOTDB_HOME points at; every test is skipped, with the reason,
 * where there is none.
 */
class IotdbIT extends ConformanceKit {
    private static final IotdbLocalServer LOCAL = new IotdbLocalServer();

    IotdbIT() {
        super(BINDING, LOCAL);
    }
    private static final IotdbBinding BINDING = new IotdbBinding();
    private static final int QUERIES_PER_TYPE = 5;

    /**
     * Tablets and records, into aligned and non-aligned series: the server counts every point, the series have the
     * configured type, encoding and compressor, and every query type reads them back exactly.
     */
    @ParameterizedTest(name = "{0}, aligned {1}")
    @CsvSource({
        "IoTDB-130-SESSION_BY_TABLET, true",
        "IoTDB-130-SESSION_BY_RECORDS, true",
        "IoTDB-130-SESSION_BY_TABLET, false",
        "IoTDB-130-SESSION_BY_RECORDS, false"})
    void everyWritePathStoresEveryPointInItsSchema(String dbSwitch, boolean aligned) throws Exception {
        BenchmarkConfig config = workload().set(ConfigKey.DB_SWITCH, dbSwitch).set(ConfigKey.VECTOR, aligned)
                .set(ConfigKey.QUERY_DEVICE_NUM, 2).build();
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        try (DatabaseClient client = open(config)) {
            long written = writeAll(client, data, config);
            assertThat(written).isEqualTo(schema.devices().size() * config.loop() * config.batchSize()
                    * schema.sensors().size());
            assertThat(IotdbItSupport.storedPoints(server().endpoint())).isEqualTo(written);
            assertThat(IotdbItSupport.series(server().endpoint()))
                    .isEqualTo(IotdbItSupport.expectedSeries(schema, config));
            assertThat(IotdbItSupport.alignedDevices(server().endpoint()))
                    .containsOnly(String.valueOf(aligned)).hasSize(schema.devices().size());
            assertAnswersExactly(client, config, data, BINDING.supportedOperations().stream()
                    .filter(OperationType::isQuery).toList());
        }
    }

    /** IoTDB's own names of the aggregates the workload calls max, min, first and last. */
    @Test
    void iotdbsFunctionNamesAreAnsweredExactly() throws Exception {
        BenchmarkConfig written = workload().build();
        DataGenerator data = new DataGenerator(written, new WorkloadSchema(written));
        try (DatabaseClient client = open(written)) {
            writeAll(client, data, written);
            for (String function : List.of("max_value", "min_value", "first_value", "last_value")) {
                BenchmarkConfig config = workload().set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                        .set(ConfigKey.QUERY_DEVICE_NUM, 2).build();
                assertAnswersExactly(client, config, data, List.of(OperationType.AGG_RANGE, OperationType.AGG_VALUE,
                        OperationType.AGG_RANGE_VALUE, OperationType.GROUP_BY, OperationType.GROUP_BY_DESC));
            }
        }
    }

    @Test
    void outOfOrderWritesSucceed() throws Exception {
        assertOutOfOrderWritesSucceed(workload());
        assertThat(IotdbItSupport.storedPoints(server().endpoint())).isPositive();
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndTheVersionIsReported() throws Exception {
        List<DeviceSchema> devices = assertSchemaRegistrationRepeats(workload().build(),
                "IoTDB (1\\.3\\.\\d+|2\\.0\\.\\d+(-beta)?) \\(Build: \\w+\\)");
        assertThat(IotdbItSupport.storedPoints(server().endpoint())).isZero();
        assertThat(IotdbItSupport.alignedDevices(server().endpoint())).hasSize(devices.size());
    }

    /** The client flushes and leaves the measuring to the server: the DataNode's data and WAL directories. */
    @Test
    void theFlushedDataIsSizedInTheDataNodesDirectories() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            assertThat(client.diskSize()).isEmpty();
        }
        Path dataNode = ((LocalProcessServer) server()).workDir().resolve("datanode");
        assertThat(dataNode.resolve("data")).isDirectory();
        assertThat(server().diskSize()).hasValueSatisfying(size -> {
            assertThat(size.bytes()).isPositive();
            assertThat(size.method()).isEqualTo("bytes allocated under the private DataNode's data and WAL "
                    + "directories (du) after FLUSH");
        });
    }

    /** Loopback only, files in the work directory; the sampled processes are both nodes' JVMs, the DataNode's first. */
    @Test
    void theServerIsPrivateAndItsProcessesAreTheNodesJvms() {
        RunningServer server = server();
        assertThat(server.endpoint().host()).isEqualTo("127.0.0.1");
        assertThat(server.endpoint().port()).isPositive();
        Path work = ((LocalProcessServer) server).workDir();
        assertThat(work.resolve("datanode")).isDirectory();
        assertThat(work.resolve("conf")).isDirectory();
        List<Long> processes = server.processes();
        assertThat(processes).hasSize(2).endsWith(server.pid());
        assertThat(commandLine(processes.get(0))).contains("/java ").contains(" -DCONFIGNODE_HOME=");
        assertThat(commandLine(server.pid())).contains("/java ").contains(" -DIOTDB_HOME=");
    }

    /** {@code QUERIES_PER_TYPE} queries of each type: the points counted and the values kept are the expected ones. */
    private static void assertAnswersExactly(DatabaseClient client, BenchmarkConfig config, DataGenerator data,
            List<OperationType> types) throws Exception {
        long rowsPerDevice = config.loop() * config.batchSize();
        ExpectedAnswers counts = new ExpectedAnswers(data, rowsPerDevice);
        ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
        SoftAssertions softly = new SoftAssertions();
        for (OperationType type : types) {
            QueryGenerator queries = new QueryGenerator(config, data.schema(), 0);
            long points = 0;
            for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                Query query = queries.next(type);
                long expected = counts.points(query);
                points += expected;
                softly.assertThat(PointCount.of(client, query)).as("points of %s", query.describe())
                        .isEqualTo(expected);
                softly.assertThat(values.difference(query, AnswerRows.of(client, query)))
                        .as("values of %s", query.describe()).isEmpty();
            }
            softly.assertThat(points).as("%s expects some points", type).isPositive();
        }
        softly.assertAll();
    }

    /** The command line, as far as the JVM reports it (not to its end: the class path is long). */
    private static String commandLine(long pid) {
        return ProcessHandle.of(pid).flatMap(p -> p.info().commandLine()).orElse("");
    }
}
