package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.query.QueryGenerator;
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
 * The conformance kit against a private VictoriaMetrics from Debian's package, plus what is particular to it:
 * reads right after a writing connection closes, one sample per point written twice, LATEST_POINT's choice of the
 * newest device, the disk size after a flush, and the tuned profile's flags as the server reports them.
 */
class VictoriaMetricsIT extends ConformanceKit {
    private static final VictoriaMetricsLocalServer LOCAL = new VictoriaMetricsLocalServer();
    private final VictoriaMetricsLocalServer local = LOCAL;

    VictoriaMetricsIT() {
        super(new VictoriaMetricsBinding(), LOCAL);
    }

    /** Rows become searchable in the background within about a second; a forced flush makes them so at once. */
    @Override
    protected void awaitWritesVisible(DatabaseClient client, long points) throws Exception {
        ((VictoriaMetricsClient) client).flush();
    }

    private static DataGenerator generator(BenchmarkConfig config) {
        return new DataGenerator(config, new WorkloadSchema(config));
    }

    /** Every batch of every device, through one connection that is then closed (no explicit flush). */
    private long writeAndClose(BenchmarkConfig config, DataGenerator data, int times) throws Exception {
        long points = 0;
        try (DatabaseClient client = open(config)) {
            client.cleanup();
            for (int i = 0; i < times; i++) {
                for (DeviceSchema device : data.schema().devices()) {
                    DataGenerator.DeviceStream stream = data.stream(device);
                    for (long loop = 0; loop < config.loop(); loop++) {
                        Batch batch = stream.nextBatch();
                        client.insert(batch);
                        points += batch.pointCount();
                    }
                }
            }
        }
        return points / times;
    }

    @Test
    @Order(10)
    void aClosedWritingConnectionLeavesItsRowsSearchableAndAPointWrittenTwiceIsOneSample() throws Exception {
        BenchmarkConfig config = config();
        DataGenerator data = generator(config);
        long written = writeAndClose(config, data, 2);
        try (DatabaseClient client = open(config)) {
            assertThat(storedPoints(client, data, config)).isEqualTo(written);
        }
    }

    @Test
    @Order(11)
    void latestPointIsTheRowOfTheDeviceWithTheNewestTime() throws Exception {
        BenchmarkConfig config = config();
        DataGenerator data = generator(config);
        try (DatabaseClient client = open(config)) {
            writeAll(client, data, config);
            List<DeviceSchema> group = data.schema().groupOf(data.schema().device(0));
            DeviceSchema later = group.get(1);
            long newest = data.timestamp(config.loop() * config.batchSize() + 3);
            Object[] values = data.values(later, 7);
            client.insert(Batch.of(later, List.of(new Row(newest, values))));
            ((VictoriaMetricsClient) client).flush();
            Query latest = new Query.LatestPointQuery(group, later.sensors());
            QueryAnswer answer = AnswerRows.of(client, latest);
            assertThat(answer.rows()).hasSize(1);
            QueryAnswer.Row row = answer.rows().get(0);
            assertThat(row.device()).isEqualTo(later.name());
            assertThat(row.time()).isEqualTo(newest);
            assertThat(row.values()).hasSize(later.sensors().size());
            assertThat(PointCount.of(client, latest)).isEqualTo(later.sensors().size());
        }
    }

    /** The kit checks count, sum, avg, max and min; first and last (and their aliases) are computed too. */
    @Test
    @Order(12)
    void firstAndLastAreExactPerDeviceAndAcrossDevices() throws Exception {
        BenchmarkConfig written = config();
        DataGenerator data = generator(written);
        long rows = written.loop() * written.batchSize();
        ExpectedAnswers counts = new ExpectedAnswers(data, rows);
        ExpectedValues values = new ExpectedValues(data, rows);
        SoftAssertions softly = new SoftAssertions();
        try (DatabaseClient client = open(written)) {
            writeAll(client, data, written);
            for (String function : List.of("first", "last_value", "mean", "min_value")) {
                for (int devices : new int[] {1, 2}) {
                    BenchmarkConfig config = workload().set(ConfigKey.QUERY_AGGREGATE_FUN, function)
                            .set(ConfigKey.QUERY_DEVICE_NUM, devices).build();
                    QueryGenerator queries = new QueryGenerator(config, data.schema(), 1);
                    for (int i = 0; i < 20; i++) {
                        for (OperationType type : List.of(OperationType.AGG_RANGE, OperationType.GROUP_BY)) {
                            Query query = queries.next(type);
                            softly.assertThat(PointCount.of(client, query)).as("points of %s", query.describe())
                                    .isEqualTo(counts.points(query));
                            softly.assertThat(values.difference(query, AnswerRows.of(client, query)))
                                    .as("values of %s", query.describe()).isEmpty();
                        }
                    }
                }
            }
        }
        softly.assertAll();
    }

    @Test
    @Order(13)
    void diskSizeIsTheDataDirectoryAfterAFlush() throws Exception {
        BenchmarkConfig config = config();
        DataGenerator data = generator(config);
        writeAndClose(config, data, 1);
        try (DatabaseClient client = open(config)) {
            assertThat(client.diskSize()).isEmpty();
        }
        Optional<DiskSize> size = server().diskSize();
        assertThat(size).hasValueSatisfying(s -> {
            assertThat(s.bytes()).isPositive();
            assertThat(s.method()).contains("after /internal/force_flush");
        });
    }

    @Test
    @Order(14)
    void theTunedProfileRunsWithItsFlags() throws Exception {
        Path workDir = Files.createTempDirectory("victoriametrics-tuned-");
        ServerResources resources = new ServerResources(2L << 30, 2);
        RunningServer tuned = local.start(workDir, config(), new ServerOptions(ServerProfile.TUNED, resources));
        long pid;
        try {
            pid = tuned.pid();
            Map<String, String> settings = tuned.settings();
            assertThat(settings).containsAllEntriesOf(VictoriaMetricsFlags.tuned(resources))
                    .containsAllEntriesOf(VictoriaMetricsFlags.exact());
            String metrics = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                    VictoriaMetricsClient.url(tuned.endpoint()) + "/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            settings.forEach((name, value) -> assertThat(metrics).contains("flag{name=\"" + name + "\", value=\""
                    + value + "\", is_set=\"true\"}"));
        } finally {
            tuned.close();
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
        assertThat(workDir).doesNotExist();
    }
}
