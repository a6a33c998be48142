package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.github.dockerjava.api.exception.NotFoundException;
import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.InfluxDBClientFactory;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * Writes and queries through a real InfluxDB 2.x in a container of the pinned image; where no engine answers or the
 * engine lacks the image (no registry gives it and there is no recipe to build it), skipped, or failed under CI.
 */
class Influx2IT {
    private static final int QUERIES_PER_TYPE = 5;
    private static final String ORG = "bench";
    private static final String TOKEN = "iot-benchrunner-test-token";
    private static final Influx2Binding BINDING = new Influx2Binding();

    private static final GenericContainer<?> INFLUXDB = new GenericContainer<>(DockerImageName.parse(
            InfluxContainers.IMAGE_2))
            .withEnv("DOCKER_INFLUXDB_INIT_MODE", "setup")
            .withEnv("DOCKER_INFLUXDB_INIT_USERNAME", "bench")
            .withEnv("DOCKER_INFLUXDB_INIT_PASSWORD", "bench-password")
            .withEnv("DOCKER_INFLUXDB_INIT_ORG", ORG)
            .withEnv("DOCKER_INFLUXDB_INIT_BUCKET", "setup")
            .withEnv("DOCKER_INFLUXDB_INIT_ADMIN_TOKEN", TOKEN)
            .withExposedPorts(8086)
            .waitingFor(Wait.forHttp("/ping").forStatusCode(204));

    @BeforeAll
    static void start() {
        RealServers.require("influxdb-container", imageMissing(InfluxContainers.IMAGE_2));
        INFLUXDB.start();
    }

    @AfterAll
    static void stop() {
        INFLUXDB.stop();
    }

    /** Null when the engine has the image; pulls are not tried (no registry answers on our machines). */
    private static String imageMissing(String image) {
        if (!DockerClientFactory.instance().isDockerAvailable()) {
            return "no Docker engine answers";
        }
        try {
            DockerClientFactory.instance().client().inspectImageCmd(image).exec();
            return null;
        } catch (NotFoundException e) {
            return "the Docker engine has no " + image + " (docker pull or docker load it)";
        }
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
        return new Endpoint(INFLUXDB.getHost(), INFLUXDB.getMappedPort(8086), null, null, "test", TOKEN);
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
        String url = "http://" + INFLUXDB.getHost() + ":" + INFLUXDB.getMappedPort(8086);
        try (InfluxDBClient influx = InfluxDBClientFactory.create(url, TOKEN.toCharArray(), ORG)) {
            return influx.getQueryApi().query("from(bucket: \"test\") |> range(start: 0) |> count()"
                    + " |> group() |> sum()").stream()
                    .flatMap(t -> t.getRecords().stream())
                    .mapToLong(r -> ((Number) r.getValue()).longValue()).sum();
        }
    }
}
