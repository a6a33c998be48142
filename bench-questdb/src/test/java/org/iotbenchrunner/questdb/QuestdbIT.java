package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.testing.ConformanceKit;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;

/**
 * The shared conformance checks on a private QuestDB 7.3.10 run from the server jar, and QuestDB's own: writes become
 * visible only once the WAL is applied, a rejected batch fails its insert, a rewritten timestamp replaces the row
 * (DEDUP), out-of-order writes land, the disk size, the extra query shapes, and a tuned server.
 */
class QuestdbIT extends ConformanceKit {
    private static final QuestdbBinding BINDING = new QuestdbBinding();
    private static final QuestdbLocalServer LOCAL = new QuestdbLocalServer();

    QuestdbIT() {
        super(BINDING, LOCAL);
    }

    /** QuestDB applies WAL transactions in the background: wait until the table has caught up. */
    @Override
    protected void awaitWritesVisible(DatabaseClient client, long points) throws Exception {
        ((QuestdbClient) client).awaitApplied(QuestdbClient.APPLY_TIMEOUT);
    }

    @Test
    @Order(10)
    void diskSizeIsTheTablesPartitionsAfterTheWalIsApplied() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = open(config)) {
            long points = writeAll(client, data, config);
            DiskSize size = client.diskSize().orElseThrow();
            long rows = config.deviceNumber() * config.loop() * config.batchSize();
            System.out.printf("QuestdbIT disk: %d bytes for %d rows, %d raw bytes (%s)%n", size.bytes(), rows,
                    rows * data.rawBytesPerRow(), size.method());
            assertThat(points).isPositive();
            assertThat(size.bytes()).isPositive();
            assertThat(size.method()).startsWith("sum of diskSize over table_partitions('test')")
                    .contains(rows + " rows");
        }
        assertThat(server().diskSize()).hasValueSatisfying(s -> assertThat(s.bytes()).isPositive());
    }

    /** A batch the server rejects (text into a numeric column) fails its insert; the next batch goes through. */
    @Test
    @Order(11)
    void aRejectedBatchFailsItsInsertAndTheNextOneIsWritten() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        DeviceSchema device = data.schema().devices().get(0);
        try (DatabaseClient client = open(config)) {
            client.cleanup();
            client.registerSchema(data.schema().devices());
            Batch good = data.stream(device).nextBatch();
            Object[] wrong = good.copyRows().get(0).values();
            int numeric = 0;
            while (!device.sensors().get(numeric).type().isNumeric()) {
                numeric++;
            }
            wrong[numeric] = "not a number";
            Batch bad = Batch.of(device, List.of(new Row(good.timestamp(0), wrong)));
            assertThatThrownBy(() -> client.insert(bad)).hasMessageContaining("http-status=400");
            client.insert(good);
            ((QuestdbClient) client).awaitApplied(QuestdbClient.APPLY_TIMEOUT);
            assertThat(single("SELECT count() FROM test")).isEqualTo(good.rowCount());
        }
    }

    /** DEDUP UPSERT KEYS(time, device): a row written again to a timestamp replaces the first, as an upsert does. */
    @Test
    @Order(12)
    void aRowWrittenAgainReplacesTheOldOne() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        DeviceSchema device = data.schema().devices().get(0);
        try (DatabaseClient client = open(config)) {
            client.cleanup();
            client.registerSchema(data.schema().devices());
            Batch first = data.stream(device).nextBatch();
            client.insert(first);
            Row row = first.copyRows().get(0);
            Object[] later = data.values(device, 7);
            client.insert(Batch.of(device, List.of(new Row(row.timestamp(), later))));
            ((QuestdbClient) client).awaitApplied(QuestdbClient.APPLY_TIMEOUT);
            assertThat(single("SELECT count() FROM test")).isEqualTo(first.rowCount());
            Query at = new Query.PreciseQuery(List.of(device), device.sensors(), row.timestamp());
            var answer = AnswerRows.of(client, at);
            assertThat(answer.rows()).hasSize(1);
            for (int s = 0; s < later.length; s++) {
                assertThat(org.iotbenchrunner.core.query.AnswerDiff.matches(ExpectedValues.value(later[s]),
                        answer.rows().get(0).values().get(device.sensors().get(s).name())))
                        .as(device.sensors().get(s).name()).isTrue();
            }
        }
    }

    @Test
    @Order(13)
    void outOfOrderWritesLandDeduplicated() throws Exception {
        BenchmarkConfig config = workload().set(ConfigKey.IS_OUT_OF_ORDER, true).set(ConfigKey.OUT_OF_ORDER_RATIO, 0.5)
                .set(ConfigKey.LAMBDA, 3).set(ConfigKey.MAX_K, 20).build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
        }
        long rows = single("SELECT count() FROM test");
        long distinct = single("SELECT count() FROM (SELECT DISTINCT time, device FROM test)");
        System.out.printf("QuestdbIT out of order: %d rows stored, %d distinct (time, device)%n", rows, distinct);
        assertThat(rows).isPositive().isEqualTo(distinct)
                .isLessThan((long) config.deviceNumber() * config.loop() * config.batchSize());
    }

    /** GROUP_BY with a window start off the step (the shifted form) and GROUP_BY_DESC, checked against the model. */
    @Test
    @Order(14)
    void groupByBucketsAreAlignedToAnyWindowStart() throws Exception {
        BenchmarkConfig config = workload().build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        long rowsPerDevice = config.loop() * config.batchSize();
        ExpectedValues expected = new ExpectedValues(data, rowsPerDevice);
        List<DeviceSchema> devices = data.schema().groupOf(data.schema().device(0)).subList(0, 2);
        List<Query> queries = new ArrayList<>();
        long first = data.timestamp(0);
        long step = config.pointStep() * config.precisionFactor();
        for (long shift : new long[] {0, 1, step / 2, step + 3}) {
            for (long interval : new long[] {step, 3 * step + 7, 7}) {
                for (boolean descending : new boolean[] {false, true}) {
                    for (String function : List.of("count", "sum", "avg", "max", "min", "first", "last")) {
                        queries.add(new Query.GroupByQuery(devices, numeric(devices.get(0)), first - shift,
                                first + 40 * step, function, interval, descending));
                    }
                }
            }
        }
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            for (Query query : queries) {
                var answer = AnswerRows.of(client, query);
                assertThat(answer.rows()).as(query.describe()).isNotEmpty();
                assertThat(expected.difference(query, answer)).as("%s: %s", query.describe(),
                        query.accept(new QuestdbSql("test", Precision.MS, true))).isEmpty();
                assertThat(PointCount.of(client, query)).isEqualTo(
                        answer.rows().stream().mapToLong(r -> r.values().size()).sum());
            }
        }
    }

    /** A tuned server runs with the settings it reports; the restart keeps them. */
    @Test
    @Order(15)
    void aTunedServerRunsWithItsSettings() throws Exception {
        ServerResources resources = new ServerResources(2L * ServerResources.GIB, 2);
        Path dir = Files.createTempDirectory("questdb-tuned-");
        RunningServer tuned = LOCAL.start(dir, workload().build(), new ServerOptions(ServerProfile.TUNED, resources));
        try {
            Map<String, String> settings = tuned.settings();
            assertThat(settings).containsEntry("-Xmx", "512m").containsEntry("shared.worker.count", "2")
                    .containsEntry("wal.apply.worker.count", "2");
            assertThat(parameters(tuned)).containsEntry("shared.worker.count", "2")
                    .containsEntry("wal.apply.worker.count", "2");
            assertThat(commandLine(tuned.pid())).contains("-Xmx512m");
            // the container's read-back command, run here against this server's HTTP port (its heap line reads the first
            // QuestDB process it finds, which here may be the kit's server: a container has one)
            int http = IlpAddress.port(parameters(tuned).get("http.net.bind.to"));
            Process readBack = new ProcessBuilder("bash", "-c", QuestdbContainer.readBack(settings, http))
                    .redirectErrorStream(true).start();
            String out = new String(readBack.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertThat(readBack.waitFor()).isZero();
            assertThat(out.lines()).contains("shared.worker.count=2", "wal.apply.worker.count=2");
            tuned.restart();
            assertThat(parameters(tuned)).containsEntry("shared.worker.count", "2");
        } finally {
            long pid = tuned.pid();
            tuned.close();
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
            assertThat(dir).doesNotExist();
        }
    }

    @Test
    @Order(16)
    void theServerReportsItsVersionAndTheDefaultProfileRecordsNoSettings() throws Exception {
        try (DatabaseClient client = open(workload().build())) {
            assertThat(client.serverVersion()).isEqualTo("QuestDB 7.3.10");
        }
        assertThat(server().settings()).isEmpty();
        assertThat(parameters(server())).containsEntry("telemetry.enabled", "false")
                .containsEntry("query.timeout.sec", "300");
    }

    private static List<org.iotbenchrunner.core.workload.Sensor> numeric(DeviceSchema device) {
        return device.sensors().stream().filter(s -> s.type().isNumeric()).limit(3).toList();
    }

    private static String commandLine(long pid) {
        return ProcessHandle.of(pid).flatMap(p -> p.info().arguments()).map(a -> String.join(" ", a)).orElse("");
    }

    private static Map<String, String> parameters(RunningServer server) throws Exception {
        Map<String, String> values = new java.util.HashMap<>();
        try (Connection connection = QuestdbBinding.connect(server.endpoint(), 60_000);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT property_path, value FROM (SHOW PARAMETERS)")) {
            while (rows.next()) {
                values.put(rows.getString(1), rows.getString(2));
            }
        }
        return values;
    }

    private long single(String query) throws Exception {
        try (Connection connection = QuestdbBinding.connect(server().endpoint(), 60_000);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
