package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UseCaseLoadResultTest {

    static UseCaseLoadResult sample(RunStatus status, HarnessOwner owner) {
        UseCaseLoadResult.Asked asked = new UseCaseLoadResult.Asked("iot", "generated",
                new UseCaseLoadResult.Generated(123, 100, Instant.parse("2016-01-01T00:00:00Z"),
                        Instant.parse("2016-01-01T06:00:00Z"), "10s"), null, new DataSetSize(1000, 7500, 250_000), 2,
                100, new UseCaseLoadResult.Preset("iot-study-small", "iot-study", "small",
                        new UseCaseLoadResult.Generated(123, 800, Instant.parse("2016-01-01T00:00:00Z"),
                                Instant.parse("2016-01-01T10:00:00Z"), "10s"), "by hand: --use-case-scale 100"));
        UseCaseLoadResult.Done done = new UseCaseLoadResult.Done(900, 6750, 9, 1, 100, 750, List.of("boom"));
        return new UseCaseLoadResult(null, UseCaseLoadResult.SCHEMA_VERSION, "test", status, null, "iot",
                new DatabaseInfo("timescaledb", "TimescaleDB", "15", "local", Map.of()), asked, done,
                new UseCaseLoadResult.Statistics(450.0, 3375.0), new UseCaseLoadResult.Window(
                        Instant.parse("2026-11-23T00:00:00Z"), Instant.parse("2026-11-23T00:00:02Z"), 2.0, 0.1),
                new UseCaseLoadResult.Resources(ResourceUsage.none("not sampled"), new HarnessUsage(1.0, 50.0), false,
                        null, null, new UseCaseLoadResult.Disk(null, "not measured: external server")),
                new UseCaseLoadResult.Environment(new HostInfo("host", 2, 24000, "cpu", "Linux", "6", "amd64", "17"),
                        null, "2026-11-23T00:00:00Z", owner));
    }

    @Test
    void roundTripsAsItsOwnKindWithUnknownsAsNullAndPointsAsMetrics(@TempDir Path out) throws Exception {
        UseCaseLoadResult result = sample(RunStatus.COMPLETED, HarnessOwner.current());
        Path file = out.resolve("iot/timescaledb/load.json");
        ResultFiles.writeLoad(file, result);

        assertThat(ResultFiles.readLoad(file)).isEqualTo(result);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertThat(json.get("kind").asText()).isEqualTo("use-case-load");
        assertThat(json.at("/done/points").asLong()).isEqualTo(6750);
        assertThat(json.at("/resources/disk/bytes").isNull()).as("unknown is null, never 0").isTrue();
        assertThat(json.at("/resources/server/avgCpuPercent").isNull()).as("an unsampled server's CPU is null")
                .isTrue();
        assertThat(json.at("/resources/server/peakMemoryMb").isNull()).isTrue();
        assertThat(json.at("/asked/preset/original/scale").asInt()).isEqualTo(800);
        assertThat(json.at("/asked/file").isNull()).isTrue();
        assertThat(json.at("/asked/dataSet/metrics").asLong()).isEqualTo(7500);
        assertThat(result.good()).as("a failed batch fails the load").isFalse();
        try (var files = Files.list(file.getParent())) {
            assertThat(files).as("written atomically, no temporary file left").containsExactly(file);
        }
    }

    /** Rows the count after the load did not find (a server that dropped unanswered writes) fail the load too. */
    @Test
    void rowsWrittenButNotStoredFailTheLoadAndRoundTrip(@TempDir Path out) throws Exception {
        UseCaseLoadResult plain = sample(RunStatus.COMPLETED, null);
        UseCaseLoadResult.Done d = new UseCaseLoadResult.Done(1000, 7500, 10, 0, 0, 0, List.of(),
                new UseCaseLoadResult.Stored(990, 10, 5.2, "count()"));
        UseCaseLoadResult lossy = new UseCaseLoadResult(null, plain.schemaVersion(), plain.harnessVersion(),
                plain.status(), null, plain.workload(), plain.database(), plain.asked(), d, plain.statistics(),
                plain.window(), plain.resources(), plain.environment());
        Path file = out.resolve("iot/questdb/load.json");
        ResultFiles.writeLoad(file, lossy);

        assertThat(ResultFiles.readLoad(file)).isEqualTo(lossy);
        assertThat(new ObjectMapper().readTree(file.toFile()).at("/done/stored/missing").asLong()).isEqualTo(10);
        assertThat(lossy.good()).isFalse();
        UseCaseLoadResult.Done all = new UseCaseLoadResult.Done(1000, 7500, 10, 0, 0, 0, List.of(),
                new UseCaseLoadResult.Stored(1000, 0, 0.1, "count()"));
        assertThat(new UseCaseLoadResult(null, plain.schemaVersion(), plain.harnessVersion(), plain.status(), null,
                plain.workload(), plain.database(), plain.asked(), all, plain.statistics(), plain.window(),
                plain.resources(), plain.environment()).good()).isTrue();
        assertThat(new ObjectMapper().writeValueAsString(plain.done())).as("not counted: left out")
                .doesNotContain("stored");
    }

    @Test
    void aGridCellKeepsItsCellAndDiskAgainstRawAndAVersionOneDocumentReadsWithout(@TempDir Path out)
            throws Exception {
        UseCaseLoadResult plain = sample(RunStatus.COMPLETED, HarnessOwner.current());
        UseCaseLoadResult.Asked a = plain.asked();
        UseCaseLoadResult cell = new UseCaseLoadResult(null, plain.schemaVersion(), plain.harnessVersion(),
                plain.status(), null, "thermo", plain.database(), new UseCaseLoadResult.Asked("thermo", a.source(),
                        a.generated(), a.file(), a.dataSet(), 4, 100, a.preset(),
                        new UseCaseLoadResult.GridCell(100, 4, 3, 4)), plain.done(), plain.statistics(),
                plain.window(), plain.resources(), plain.environment())
                .withDiskAgainstRaw(new UseCaseLoadResult.DiskAgainstRaw(2_000_000L, "du of the data directory",
                        false, 3_941_000L, "the study's text layout", null, 2_000_000 / 3_941_000.0));
        Path file = out.resolve("taos-cassandra/timescaledb/write-r100-c4.json");
        ResultFiles.writeLoad(file, cell);

        assertThat(ResultFiles.readLoad(file)).isEqualTo(cell);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertThat(json.at("/asked/grid/rowsPerRequest").asInt()).isEqualTo(100);
        assertThat(json.at("/asked/grid/clients").asInt()).isEqualTo(4);
        assertThat(json.at("/diskAgainstRaw/dataFileBytes").isNull()).as("unknown is null").isTrue();

        Path old = out.resolve("iot/timescaledb/load.json");
        Files.createDirectories(old.getParent());
        Files.copy(UseCaseLoadResultTest.class.getResourceAsStream("/results/use-case-v1/load.json"), old);
        UseCaseLoadResult v1 = ResultFiles.readLoad(old);
        assertThat(v1.schemaVersion()).isEqualTo(1);
        assertThat(v1.asked().grid()).isNull();
        assertThat(v1.diskAgainstRaw()).isNull();
        assertThat(v1.done().rows()).isEqualTo(900);
    }

    @Test
    void aClustersTopologyRoundTripsWithItsNodesDiskAndOneServerWritesNone(@TempDir Path out) throws Exception {
        Topology cluster = Topology.NONE.withNodes(List.of(new Topology.NodeResult("datanode-1", "DataNode",
                "127.0.0.2:6667", ResourceUsage.none("not sampled per node"), 4096L), new Topology.NodeResult(
                        "confignode", "ConfigNode", null, ResourceUsage.none("not sampled per node"), null)),
                "round-robin", null);
        UseCaseLoadResult result = sample(RunStatus.COMPLETED, HarnessOwner.current()).withTopology(cluster);
        Path file = out.resolve("iot-study-cluster-small/iotdb/nodes-3/load.json");
        ResultFiles.writeLoad(file, result);

        assertThat(ResultFiles.readLoad(file)).isEqualTo(result);
        assertThat(result.withStatus(RunStatus.CRASHED, "boom").topology()).isEqualTo(cluster);
        JsonNode nodes = new ObjectMapper().readTree(file.toFile()).get("topology").get("nodes");
        assertThat(nodes.get(0).get("diskBytes").asLong()).isEqualTo(4096);
        assertThat(nodes.get(1).has("diskBytes")).as("unknown is absent, never 0").isFalse();
        Path single = out.resolve("single.json");
        ResultFiles.writeLoad(single, sample(RunStatus.COMPLETED, HarnessOwner.current()));
        assertThat(new ObjectMapper().readTree(single.toFile()).has("topology")).isFalse();
    }

    @Test
    void testsResultsFoldersLeaveLoadsOutAndAbandonedLoadsAreMarkedCrashed(@TempDir Path out) throws Exception {
        RunResult test = ResultSamples.run("timescaledb", "write", 0);
        ResultFiles.write(out.resolve("small/timescaledb/write.json"), test);
        Path abandoned = out.resolve("iot/timescaledb/load.json");
        Path live = out.resolve("iot/influxdb1/load.json");
        HarnessOwner gone = HarnessOwnerTest.ended();
        ResultFiles.writeLoad(abandoned, sample(RunStatus.RUNNING, gone));
        ResultFiles.writeLoad(live, sample(RunStatus.RUNNING, HarnessOwner.current()));

        assertThat(ResultFiles.readAll(out)).containsExactly(test);
        assertThat(ResultFiles.markAbandoned(out)).as("tests' results only").isEmpty();
        assertThat(ResultFiles.markAbandonedLoads(out)).containsExactly(abandoned);
        assertThat(ResultFiles.readLoad(abandoned).status()).isEqualTo(RunStatus.CRASHED);
        assertThat(ResultFiles.readLoad(abandoned).error()).isEqualTo("the harness (" + gone.describe()
                + ") ended during this load");
        assertThat(ResultFiles.readLoad(live).status()).isEqualTo(RunStatus.RUNNING);
    }
}
