package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
    @Test
    void roundTripsAndWritesAtomically(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("small/timescaledb/write.json");
        RunResult result = ResultSamples.run("timescaledb", "write", 0);
        ResultFiles.write(file, result);
        assertThat(ResultFiles.read(file)).isEqualTo(result);
        assertThat(ResultFiles.readAll(dir)).containsExactly(result);
        try (var files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
        assertThat(result.server().avgCpuPercent()).isEqualTo(100);
        assertThat(result.server().peakMemoryMb()).isEqualTo(300);
    }

    @Test
    void roundTripsTheVerificationDiskAndProtocolFields(@TempDir Path dir) {
        RunResult sample = ResultSamples.run("timescaledb", "read", 0);
        OperationResult op = sample.total();
        OperationResult checked = new OperationResult(op.operation(), op.okOperations(), 0, op.okPoints(), 0,
                op.throughput(), op.latencyMs(), List.of(), op.histogram(), 10, 2,
                List.of(new Mismatch("TIME_RANGE s_1 of d_0 in [1, 2]", 3, 4)));
        RunResult result = new RunResult(sample.schemaVersion(), sample.harnessVersion(), sample.status(), null,
                sample.scenario(), sample.scale(), sample.database(), sample.host(), sample.config(),
                sample.startedAt(), sample.finishedAt(), sample.elapsedSeconds(), sample.schemaSeconds(), 1.0,
                List.of(checked), checked, sample.server(), sample.harness(),
                new Verification(Verification.POINT_COUNTS, 1000, 10, 2, 0.01), true, "harness 190 % of 200 %",
                DiskFootprint.measured(1000, 3000, "du"), new Protocol("c1", 2, 3, 100, true));
        Path file = dir.resolve("r.json");
        ResultFiles.write(file, result);
        RunResult back = ResultFiles.read(file);
        assertThat(back).isEqualTo(result);
        assertThat(back.mismatches()).isEqualTo(2);
        assertThat(back.run()).isEqualTo(2);
        assertThat(back.disk().compressionRatio()).isEqualTo(3.0);
    }

    /** Memory without page cache: kept where every sample has it, absent from files that never had it. */
    @Test
    void memoryWithoutCacheRoundTripsAndIsOmittedWhereNotMeasured(@TempDir Path dir) throws Exception {
        RunResult sample = ResultSamples.run("iotdb", "write", 0);
        ResourceUsage container = ResourceUsage.of("docker stats API (cgroup v2)", List.of(
                new ResourceSample(1, 50, 400, 100.0), new ResourceSample(2, 150, 600, 300.0)));
        assertThat(container.avgMemoryNoCacheMb()).isEqualTo(200);
        assertThat(container.peakMemoryNoCacheMb()).isEqualTo(300);
        RunResult result = new RunResult(sample.schemaVersion(), sample.harnessVersion(), sample.status(), null,
                sample.scenario(), sample.scale(), sample.database(), sample.host(), sample.config(),
                sample.startedAt(), sample.finishedAt(), sample.elapsedSeconds(), sample.schemaSeconds(), 1.0,
                sample.operations(), sample.total(), container, sample.harness(), null, false, null, null,
                sample.protocol());
        Path file = dir.resolve("c.json");
        ResultFiles.write(file, result);
        assertThat(ResultFiles.read(file)).isEqualTo(result);

        Path plain = dir.resolve("p.json");
        ResultFiles.write(plain, sample);
        assertThat(Files.readString(plain)).doesNotContain("NoCache");
        assertThat(ResultFiles.read(plain).server().avgMemoryNoCacheMb()).isNull();
        assertThat(ResourceUsage.of("mixed", List.of(new ResourceSample(1, 1, 1, 1.0), new ResourceSample(2, 1, 1)))
                .avgMemoryNoCacheMb()).isNull();
    }

    /** A schema-1 document (before verification, disk and protocol) still reads, with empty new fields. */
    @Test
    void readsDocumentsOfSchemaVersion1(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("old.json");
        ResultFiles.write(file, ResultSamples.run("timescaledb", "write", 0));
        ObjectMapper json = new ObjectMapper();
        ObjectNode tree = (ObjectNode) json.readTree(file.toFile());
        tree.remove(List.of("verification", "clientBound", "clientBoundReason", "disk", "protocol"));
        tree.put("schemaVersion", 1);
        for (JsonNode op : List.of(tree.get("total"), tree.get("operations").get(0))) {
            ((ObjectNode) op).remove(List.of("verifiedOperations", "mismatches", "mismatchExamples"));
        }
        String text = json.writeValueAsString(tree);
        assertThat(text).doesNotContain("verif", "protocol", "clientBound", "mismatch");
        Files.writeString(file, text);
        RunResult old = ResultFiles.read(file);
        assertThat(old.verification()).isNull();
        assertThat(old.mismatches()).isZero();
        assertThat(old.clientBound()).isFalse();
        assertThat(old.disk()).isNull();
        assertThat(old.run()).isEqualTo(1);
        assertThat(old.total().mismatchExamples()).isEmpty();
    }

    @Test
    void diskFootprintRatioIsRawOverDisk() {
        assertThat(DiskFootprint.measured(250, 1000, "x").compressionRatio()).isEqualTo(4.0);
        assertThat(DiskFootprint.notMeasured(1000, "external server")).satisfies(d -> {
            assertThat(d.diskBytes()).isNull();
            assertThat(d.compressionRatio()).isNull();
            assertThat(d.method()).isEqualTo("not measured: external server");
        });
    }

    @Test
    void matricesHaveTheIotBenchmarkLayout() {
        String text = MatrixPrinter.format(ResultSamples.run("timescaledb", "write", 2));
        assertThat(text).contains("Result Matrix", "Latency (ms) Matrix",
                String.format("%-25s%-25s%-25s%-25s%-25s%-25s", "INGESTION", 10, 1000, 2, 200, "500.00"));
        assertThat(text).contains("Test elapsed time (not include schema creation): 2.00 second");
    }
}
