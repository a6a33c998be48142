package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.rpc.StatementExecutionException;
import org.apache.iotdb.session.Session;
import org.apache.tsfile.read.common.RowRecord;
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
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/** The checks the IoTDB integration tests run against a real server, whichever way it was started. */
final class IotdbItSupport {
    static final int QUERIES_PER_TYPE = 20;
    static final IotdbBinding BINDING = new IotdbBinding();

    private IotdbItSupport() {
    }

    /** Tiny scale, two groups, two sensors per query, every operation IoTDB supports. */
    static ConfigLayers config() {
        return new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.GROUP_NUMBER, 2)
                .set(ConfigKey.QUERY_SENSOR_NUM, 2)
                .set(ConfigKey.OPERATION_PROPORTION, "1:1:1:1:1:1:1:1:1:1:1:1:0");
    }

    /**
     * Writes every batch, checks the stored points and the series' schema independently of the client under
     * test, then compares {@code QUERIES_PER_TYPE} queries of every supported type with ExpectedAnswers.
     */
    static void storesEveryPointAndAnswersEveryQueryExactly(Endpoint endpoint, BenchmarkConfig config, String label)
            throws Exception {
        BINDING.validate(config);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rowsPerDevice = config.loop() * config.batchSize();
        try (DatabaseClient client = BINDING.open(endpoint, config)) {
            writeAll(client, data, config, label);

            assertThat(storedPoints(endpoint)).isEqualTo(schema.devices().size() * rowsPerDevice
                    * schema.sensors().size());
            assertThat(series(endpoint)).isEqualTo(expectedSeries(schema, config));
            assertThat(alignedDevices(endpoint)).containsOnly(String.valueOf(config.getBoolean(ConfigKey.VECTOR)))
                    .hasSize(schema.devices().size());

            ExpectedAnswers expected = new ExpectedAnswers(data, rowsPerDevice);
            ExpectedValues values = new ExpectedValues(data, rowsPerDevice);
            IotdbSql sql = new IotdbSql(new IotdbNames("test"), config.getString(ConfigKey.TIMESTAMP_PRECISION));
            SoftAssertions softly = new SoftAssertions();
            for (OperationType type : BINDING.supportedOperations()) {
                if (!type.isQuery()) {
                    continue;
                }
                QueryGenerator queries = new QueryGenerator(config, schema, 0);
                long total = 0;
                for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                    Query query = queries.next(type);
                    long points = expected.points(query);
                    total += points;
                    softly.assertThat(client.query(query)).as("%s %s", type, sql.query(query).sql())
                            .isEqualTo(points);
                    assertSameContent(softly, client, values, query, sql);
                }
                softly.assertThat(total).as("%s expects some points", type).isPositive();
            }
            for (String function : List.of("sum", "avg", "max_value", "min_value", "first_value", "last_value")) {
                ConfigLayers layers = new ConfigLayers();
                config.explicitValues().forEach(layers::set);
                BenchmarkConfig withFunction = layers.set(ConfigKey.QUERY_AGGREGATE_FUN, function).build();
                for (OperationType type : List.of(OperationType.AGG_RANGE, OperationType.AGG_VALUE,
                        OperationType.AGG_RANGE_VALUE, OperationType.GROUP_BY)) {
                    QueryGenerator queries = new QueryGenerator(withFunction, schema, 0);
                    for (int i = 0; i < QUERIES_PER_TYPE; i++) {
                        assertSameContent(softly, client, values, queries.next(type), sql);
                    }
                }
            }
            softly.assertAll();
        }
    }

    private static void assertSameContent(SoftAssertions softly, DatabaseClient client, ExpectedValues values,
            Query query, IotdbSql sql) throws Exception {
        QueryAnswer answer = client.answer(query);
        softly.assertThat(values.difference(query, answer))
                .as("values of %s: %s", query.describe(), sql.query(query).sql()).isEmpty();
    }

    static void outOfOrderWritesSucceed(Endpoint endpoint) throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.IS_OUT_OF_ORDER, true)
                .set(ConfigKey.OUT_OF_ORDER_RATIO, 0.2).build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = BINDING.open(endpoint, config)) {
            assertThatCode(() -> writeAll(client, data, config, "out of order")).doesNotThrowAnyException();
        }
        assertThat(storedPoints(endpoint)).isPositive();
    }

    /** A statement the server rejects must fail the operation, not count 0 points. */
    static void statementErrorsAreThrown(Endpoint endpoint) throws Exception {
        BenchmarkConfig config = config().set(ConfigKey.QUERY_AGGREGATE_FUN, "nosuchfn").build();
        WorkloadSchema schema = new WorkloadSchema(config);
        QueryGenerator queries = new QueryGenerator(config, schema, 0);
        try (DatabaseClient client = BINDING.open(endpoint, config)) {
            client.cleanup();
            client.registerSchema(schema.devices());
            for (OperationType type : List.of(OperationType.AGG_RANGE, OperationType.GROUP_BY)) {
                Query query = queries.next(type);
                // the server's reason depends on the statement ("UDF NOSUCHFN has not been registered" for a
                // plain aggregate, "Common queries and aggregated queries are not allowed..." under GROUP BY)
                assertThatThrownBy(() -> client.query(query)).as(type.reportName())
                        .isInstanceOf(StatementExecutionException.class);
            }
        }
    }

    static void schemaRegistrationCanBeRepeatedAndTheVersionIsReported(Endpoint endpoint) throws Exception {
        BenchmarkConfig config = config().build();
        List<DeviceSchema> devices = new WorkloadSchema(config).devices();
        try (DatabaseClient client = BINDING.open(endpoint, config)) {
            client.cleanup();
            client.cleanup();
            client.registerSchema(devices);
            client.registerSchema(devices);
            assertThat(client.serverVersion()).matches("IoTDB 1\\.3\\.\\d+.*");
        }
        assertThat(storedPoints(endpoint)).isZero();
        assertThat(alignedDevices(endpoint)).hasSize(devices.size());
    }

    /** Cleans up, registers the schema and writes every device's LOOP batches; prints the write rate. */
    static void writeAll(DatabaseClient client, DataGenerator data, BenchmarkConfig config, String label)
            throws Exception {
        client.cleanup();
        client.registerSchema(data.schema().devices());
        Map<DeviceSchema, DataGenerator.DeviceStream> streams = new HashMap<>();
        data.schema().devices().forEach(d -> streams.put(d, data.stream(d)));
        long points = 0;
        long begin = System.nanoTime();
        for (long loop = 0; loop < config.loop(); loop++) {
            for (DeviceSchema device : data.schema().devices()) {
                var batch = streams.get(device).nextBatch();
                client.insert(batch);
                points += batch.pointCount();
            }
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        System.out.printf("IoTDB %s: %d points in %.3f s = %.0f points/s%n", label, points, seconds,
                points / seconds);
    }

    /** {@code SELECT count(*) FROM root.test.**}: the sum of every series' count, counted by the server. */
    static long storedPoints(Endpoint endpoint) throws Exception {
        long points = 0;
        for (Map<String, Object> row : rows(endpoint, new IotdbSql(new IotdbNames("test"), "ms").countAll())) {
            for (Object value : row.values()) {
                points += ((Number) value).longValue();
            }
        }
        return points;
    }

    /** Data type, encoding and compressor of every series, as {@code SHOW TIMESERIES} lists them. */
    static Map<String, String> series(Endpoint endpoint) throws Exception {
        Map<String, String> series = new HashMap<>();
        for (Map<String, Object> row : rows(endpoint, "SHOW TIMESERIES root.test.**")) {
            series.put(String.valueOf(row.get("Timeseries")), row.get("DataType") + " " + row.get("Encoding") + " "
                    + row.get("Compression"));
        }
        return series;
    }

    static Map<String, String> expectedSeries(WorkloadSchema schema, BenchmarkConfig config) {
        IotdbNames names = new IotdbNames("test");
        Map<String, String> series = new HashMap<>();
        for (DeviceSchema device : schema.devices()) {
            for (Sensor sensor : device.sensors()) {
                series.put(names.device(device) + "." + sensor.name(), IotdbTypes.dataType(sensor.type()) + " "
                        + IotdbTypes.encoding(config, sensor.type()) + " " + IotdbTypes.compressor(config));
            }
        }
        return series;
    }

    /** The IsAligned flag of every device under {@code root.test}. */
    static List<String> alignedDevices(Endpoint endpoint) throws Exception {
        return rows(endpoint, "SHOW DEVICES root.test.**").stream().map(r -> String.valueOf(r.get("IsAligned")))
                .toList();
    }

    /** Every row of a statement as column name to value, through a session of its own. */
    static List<Map<String, Object>> rows(Endpoint endpoint, String statement) throws Exception {
        Session session = new Session.Builder().host(endpoint.host()).port(endpoint.port())
                .username(endpoint.user()).password(endpoint.password()).enableRedirection(false).build();
        session.open(false, 60_000);
        try {
            SessionDataSet result = session.executeQueryStatement(statement);
            try {
                List<String> columns = IotdbClient.valueColumns(result.getColumnNames());
                List<Map<String, Object>> rows = new ArrayList<>();
                while (result.hasNext()) {
                    RowRecord record = result.next();
                    Object[] values = IotdbClient.values(record);
                    Map<String, Object> row = new HashMap<>();
                    for (int i = 0; i < values.length; i++) {
                        row.put(columns.get(i), values[i]);
                    }
                    rows.add(row);
                }
                return rows;
            } finally {
                result.closeOperationHandle();
            }
        } finally {
            session.close();
        }
    }
}
