package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.InfluxDBClientFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.engine.VerificationCheck;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Writes and queries through a real private InfluxDB 2.x server started by {@link Influx2LocalServer} (the influxd that
 * scripts/setup-influxdb2.sh builds); skipped where it is missing, failed under CI.
 */
class Influx2IT {
    private static final int QUERIES_PER_TYPE = 5;
    private static final String ORG = "bench";
    private static final Influx2Binding BINDING = new Influx2Binding();
    private static final Influx2LocalServer LOCAL = new Influx2LocalServer();
    private static final Optional<String> UNAVAILABLE = LOCAL.unavailableReason();
    private static RunningServer server;
    private static Path workDir;

    @BeforeAll
    static void startServer() throws Exception {
        if (UNAVAILABLE.isEmpty()) {
            workDir = Files.createTempDirectory("influx2-it-");
            server = LOCAL.start(workDir, config().build());
        }
    }

    /** Per test rather than in {@code @BeforeAll}, so that each test is reported as skipped, with the reason. */
    @BeforeEach
    void requireServer() {
        RealServers.require("influxdb-local", UNAVAILABLE);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            long pid = server.pid();
            server.close();
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
            assertThat(workDir).doesNotExist();
        }
    }

    /** The engine's --verify path: every answer matches; a count off by one and a wrong value are caught. */
    @Test
    void theEngineVerifiesEveryAnswerAndCatchesAWrongOne() throws Exception {
        VerificationCheck.assertCatchesWrongAnswers(BINDING, server.endpoint(), config(), OperationType.TIME_RANGE, -1,
                OperationType.AGG_VALUE);
    }

    /** A restart keeps the data, the setup and the token. */
    @Test
    void aRestartKeepsTheDataAndTheToken() throws Exception {
        BenchmarkConfig config = config().build();
        try (DatabaseClient client = BINDING.open(endpoint(), config)) {
            writeAll(client, new DataGenerator(config, new WorkloadSchema(config)), config);
        }
        long before = storedPoints();
        server.restart();
        assertThat(storedPoints()).isEqualTo(before).isPositive();
    }

    @ParameterizedTest(name = "{0} device(s) per query")
    @ValueSource(ints = {1, 2})
    void storesEveryPointAndAnswersEveryQueryExactly(int devicesPerQuery) throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rowsPerDevice = config.loop() * config.batchSize();
        try (DatabaseClient client = BINDING.open(endpoint(), config)) {
            writeAll(client, data, config);

            assertThat(storedPoints()).isEqualTo(schema.devices().size() * rowsPerDevice * schema.sensors().size());
            assertThat(client.serverVersion()).startsWith("InfluxDB 2.7");

            ExpectedAnswers expected = new ExpectedAnswers(data, rowsPerDevice);
            ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
            FluxQueries flux = new FluxQueries("test", TimePrecision.MS);
            SoftAssertions softly = new SoftAssertions();
            for (OperationType type : BINDING.supportedOperations()) {
                if (!type.isQuery()) {
                    continue;
                }
                QueryGenerator queries = new QueryGenerator(config, schema, 0);
                for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                    Query query = queries.next(type);
                    softly.assertThat(client.query(query)).as("%s %s", type, flux.query(query))
                            .isEqualTo(expected.points(query));
                    QueryAnswer answer = client.answer(query);
                    softly.assertThat(values.difference(query, answer))
                            .as("values of %s %s", type, flux.query(query)).isEmpty();
                }
            }
            softly.assertAll();
        }
    }

    @Test
    void queryErrorsAreThrown() throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.QUERY_AGGREGATE_FUN, "nosuchfn").build();
        WorkloadSchema schema = new WorkloadSchema(config);
        try (DatabaseClient client = BINDING.open(endpoint(), config)) {
            writeAll(client, new DataGenerator(config, schema), config);
            Query query = new QueryGenerator(config, schema, 0).next(OperationType.AGG_RANGE);
            assertThatThrownBy(() -> client.query(query)).hasMessageContaining("nosuchfn");
        }
    }

    private static ConfigLayers config() {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.INFLUXDB_ORG, ORG)
                .set(ConfigKey.OPERATION_PROPORTION, "1:1:1:1:1:1:1:1:1:1:1:0:0");
    }

    private static Endpoint endpoint() {
        return server.endpoint();
    }

    private static void writeAll(DatabaseClient client, DataGenerator data, BenchmarkConfig config)
            throws Exception {
        client.cleanup();
        client.registerSchema(data.schema().devices());
        List<DataGenerator.DeviceStream> streams = data.schema().devices().stream().map(data::stream).toList();
        for (long loop = 0; loop < config.loop(); loop++) {
            for (DataGenerator.DeviceStream stream : streams) {
                client.insert(stream.nextBatch());
            }
        }
    }

    /** Counted by the server, independently of the client under test. */
    private static long storedPoints() {
        String url = "http://" + endpoint().host() + ":" + endpoint().port();
        try (InfluxDBClient influx = InfluxDBClientFactory.create(url, endpoint().token().toCharArray(), ORG)) {
            return influx.getQueryApi().query("from(bucket: \"test\") |> range(start: 0) |> count()"
                    + " |> group() |> sum()").stream()
                    .flatMap(t -> t.getRecords().stream())
                    .mapToLong(r -> ((Number) r.getValue()).longValue()).sum();
        }
    }
}
