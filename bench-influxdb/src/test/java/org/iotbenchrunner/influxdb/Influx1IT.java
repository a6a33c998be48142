package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBFactory;
import org.influxdb.dto.QueryResult;
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
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.testing.ConformanceKit;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The conformance checks, and InfluxDB 1.x's own, on a real private server started by {@link Influx1LocalServer}:
 * timestamps in microseconds and nanoseconds, the stored field types, a value overwritten behind the harness's back,
 * the disk size, out-of-order writes, statement errors inside HTTP 200 answers, repeated schema registration.
 */
class Influx1IT extends ConformanceKit {
    private static final int QUERIES_PER_TYPE = 20;
    private static final Influx1Binding BINDING = new Influx1Binding();
    private static final Influx1LocalServer LOCAL = new Influx1LocalServer();

    Influx1IT() {
        super(BINDING, LOCAL);
    }

    /**
     * The kit checks millisecond timestamps; in the other precisions every point is stored with its type and every
     * query type is answered exactly, in counts and values (times and literals are converted to nanoseconds).
     */
    @ParameterizedTest(name = "{0} timestamps, {1}")
    @CsvSource({"us, max", "ns, avg"})
    void otherTimestampPrecisionsAreStoredAndAnsweredExactly(String precision, String function) throws Exception {
        BenchmarkConfig written = workload().set(ConfigKey.TIMESTAMP_PRECISION, precision).build();
        DataGenerator data = new DataGenerator(written, new WorkloadSchema(written));
        WorkloadSchema schema = data.schema();
        long rowsPerDevice = written.loop() * written.batchSize();
        ExpectedAnswers counts = new ExpectedAnswers(data, rowsPerDevice);
        ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
        SoftAssertions softly = new SoftAssertions();
        try (DatabaseClient client = open(written)) {
            writeAll(client, data, written);
            assertThat(storedPoints()).isEqualTo(schema.devices().size() * rowsPerDevice * schema.sensors().size());
            assertThat(fieldTypes()).isEqualTo(expectedFieldTypes(schema.sensors()));
            for (int devicesPerQuery : new int[] {1, 2}) {
                BenchmarkConfig config = workload().set(ConfigKey.TIMESTAMP_PRECISION, precision)
                        .set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                        .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build();
                InfluxQl influxQl = new InfluxQl(TimePrecision.of(config));
                for (OperationType type : BINDING.supportedOperations()) {
                    if (!type.isQuery()) {
                        continue;
                    }
                    QueryGenerator queries = new QueryGenerator(config, schema, 0);
                    long total = 0;
                    for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                        Query query = queries.next(type);
                        long expected = counts.points(query);
                        total += expected;
                        softly.assertThat(PointCount.of(client, query)).as("%s", influxQl.query(query))
                                .isEqualTo(expected);
                        softly.assertThat(values.difference(query, AnswerRows.of(client, query)))
                                .as("%s", influxQl.answer(query)).isEmpty();
                    }
                    softly.assertThat(total).as("%s expects some points", type).isPositive();
                }
            }
        }
        softly.assertAll();
    }

    /**
     * One stored point overwritten behind the harness's back (same series and time, another value): point counts
     * stay right, and the value check names that exact value.
     */
    @Test
    void aPointOverwrittenInTheDatabaseIsCaughtAtItsDeviceSensorAndTime() throws Exception {
        assertAChangedValueIsCaught(workload(), (device, sensor, time, original) -> {
            String changed = switch (sensor.type()) {
                case BOOLEAN -> String.valueOf(!(Boolean) original);
                case INT32, INT64 -> (((Number) original).longValue() + 1000) + "i";
                case FLOAT, DOUBLE -> String.valueOf(((Number) original).doubleValue() + 1000);
                default -> "\"" + original + "x\"";
            };
            try (InfluxDB influx = InfluxDBFactory.connect(url())) {
                influx.write(server().endpoint().database(), null, InfluxDB.ConsistencyLevel.ALL,
                        java.util.concurrent.TimeUnit.MILLISECONDS, device.group() + ",device=" + device.name() + " "
                                + sensor.name() + "=" + changed + " " + time);
            }
            return series("SELECT \"" + sensor.name() + "\" FROM \"" + device.group() + "\" WHERE \"device\" = '"
                    + device.name() + "' AND time = " + time + "ms").get(0).getValues().get(0).get(1);
        });
    }

    /** No flush in InfluxDB 1.x: what is on disk is the WAL (and TSM files once a shard is snapshotted). */
    @Test
    void diskSizeIsTheDataAndWalDirectories() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
        }
        DiskSize size = server().diskSize().orElseThrow();
        long raw = 4L * config.loop() * config.batchSize() * data.rawBytesPerRow();
        System.out.printf("Influx1IT disk: %d bytes for %d raw bytes (%s)%n", size.bytes(), raw, size.method());
        assertThat(size.bytes()).isPositive().as("sparse series files do not count").isLessThan(2_000_000);
        assertThat(size.method()).contains("data and wal directories", "no user-triggered flush");
    }

    @Test
    void outOfOrderWritesSucceed() throws Exception {
        assertOutOfOrderWritesSucceed(workload());
        assertThat(storedPoints()).isPositive();
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndTheVersionIsReported() throws Exception {
        assertSchemaRegistrationRepeats(workload().build(), "InfluxDB 1\\.\\d+\\.\\d+.*");
        assertThat(storedPoints()).isZero();
    }

    @Test
    void theDefaultProfileAppliesNoSettings() {
        assertThat(server().settings()).isEmpty();
    }

    /** Counted by the server, independently of the client under test. */
    private long storedPoints() {
        long points = 0;
        for (QueryResult.Series series : series("SELECT count(*) FROM /.*/")) {
            for (List<Object> row : series.getValues()) {
                for (int c = 0; c < row.size(); c++) {
                    if (series.getColumns().get(c).startsWith("count_")) {
                        points += ((Number) row.get(c)).longValue();
                    }
                }
            }
        }
        return points;
    }

    private Map<String, String> fieldTypes() {
        Map<String, String> types = new HashMap<>();
        for (QueryResult.Series series : series("SHOW FIELD KEYS")) {
            series.getValues().forEach(row -> types.put((String) row.get(0), (String) row.get(1)));
        }
        return types;
    }

    private static Map<String, String> expectedFieldTypes(List<Sensor> sensors) {
        Map<String, String> types = new HashMap<>();
        for (Sensor sensor : sensors) {
            types.put(sensor.name(), switch (sensor.type()) {
                case BOOLEAN -> "boolean";
                case INT32, INT64 -> "integer";
                case FLOAT, DOUBLE -> "float";
                default -> "string";
            });
        }
        return types;
    }

    private String url() {
        return "http://" + server().endpoint().host() + ":" + server().endpoint().port();
    }

    private List<QueryResult.Series> series(String statement) {
        try (InfluxDB influx = InfluxDBFactory.connect(url())) {
            QueryResult result = influx.query(new org.influxdb.dto.Query(statement, server().endpoint().database()));
            assertThat(result.getError()).isNull();
            QueryResult.Result statementResult = result.getResults().get(0);
            assertThat(statementResult.getError()).isNull();
            return statementResult.getSeries() == null ? List.of() : statementResult.getSeries();
        }
    }
}
