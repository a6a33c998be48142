package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
        assertThat(result.resources().server().avgCpuPercent()).isEqualTo(100);
        assertThat(result.resources().server().peakMemoryMb()).isEqualTo(300);
    }

    @Test
    void roundTripsTheVerificationDiskAndProtocolFields(@TempDir Path dir) {
        RunResult sample = ResultSamples.run("timescaledb", "read", 0);
        OperationResult op = sample.total();
        OperationResult checked = new OperationResult(op.operation(), op.okOperations(), 0, op.okPoints(), 0,
                op.throughput(), op.latencyMs(), List.of(), op.histogram(), 10, 2,
                List.of(new Mismatch("TIME_RANGE s_1 of d_0 in [1, 2]", 3, 4)));
        RunResult result = sample.toBuilder().operations(List.of(checked)).total(checked)
                .verification(new Verification(Verification.POINT_COUNTS, 1000, 10, 2, 0.01))
                .clientBound(true, "harness 190 % of 200 %").disk(DiskFootprint.measured(1000, 3000, "du"))
                .protocol(new Protocol("c1", 2, 3, 100, true, null)).build();
        Path file = dir.resolve("r.json");
        ResultFiles.write(file, result);
        RunResult back = ResultFiles.read(file);
        assertThat(back).isEqualTo(result);
        assertThat(back.mismatches()).isEqualTo(2);
        assertThat(back.run()).isEqualTo(2);
        assertThat(back.disk().compressionRatio()).isEqualTo(3.0);
    }

    @Test
    void roundTripsTheServerSetupAndReadsDocumentsWithoutIt(@TempDir Path dir) throws Exception {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("shared_buffers", "4608MB");
        settings.put("work_mem", "23592kB");
        RunResult result = ResultSamples.run("timescaledb", "read", 0).toBuilder().setup(new ServerSetup("tuned",
                18432L, 2, settings, "cold", new ColdStart(true, 1.5, "stopped and started again", false,
                        "read-only"))).build();
        Path file = dir.resolve("r.json");
        ResultFiles.write(file, result);
        RunResult back = ResultFiles.read(file);
        assertThat(back).isEqualTo(result);
        assertThat(back.environment().setup().settings().keySet()).containsExactly("shared_buffers", "work_mem");
        assertThat(back.withStatus(RunStatus.CRASHED, "x").environment()).isEqualTo(result.environment());

        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(file.toFile());
        ((ObjectNode) tree.get("environment")).remove("setup");
        Files.writeString(file, tree.toString());
        assertThat(ResultFiles.read(file).environment().setup()).isNull();
    }

    @Test
    void roundTripsTheValueCheck(@TempDir Path dir) {
        RunResult sample = ResultSamples.run("timescaledb", "read", 0);
        OperationResult op = sample.total().withValues(new ValueVerification(10, 1,
                List.of(new ValueMismatch("TIME_RANGE s_1 of d_3 in [1, 2]", "d_3 s_1 @ 1: expected 12.5, got 12.0")),
                2, List.of("aggregate function extreme has no expected value")));
        RunResult result = sample.toBuilder().operations(List.of(op)).total(op)
                .verification(new Verification(Verification.POINT_COUNTS_AND_VALUES, 1000, 12, 3, 0.01,
                        Verification.ALL_QUERIES, 10, 1, 2, 0.5)).build();
        Path file = dir.resolve("r.json");
        ResultFiles.write(file, result);
        RunResult back = ResultFiles.read(file);
        assertThat(back).isEqualTo(result);
        assertThat(back.mismatches()).as("point counts and values").isEqualTo(4);
        assertThat(back.valueMismatches()).isEqualTo(1);
        assertThat(back.total().values().examples().get(0).difference()).endsWith("expected 12.5, got 12.0");
    }

    /** Memory without page cache: kept where every sample has it, absent from files that never had it. */
    @Test
    void memoryWithoutCacheRoundTripsAndIsOmittedWhereNotMeasured(@TempDir Path dir) throws Exception {
        RunResult sample = ResultSamples.run("iotdb", "write", 0);
        ResourceUsage container = ResourceUsage.of("docker stats API (cgroup v2)", List.of(
                new ResourceSample(1, 50, 400, 100.0), new ResourceSample(2, 150, 600, 300.0)));
        assertThat(container.avgMemoryNoCacheMb()).isEqualTo(200);
        assertThat(container.peakMemoryNoCacheMb()).isEqualTo(300);
        RunResult result = sample.toBuilder().server(container).build();
        Path file = dir.resolve("c.json");
        ResultFiles.write(file, result);
        assertThat(ResultFiles.read(file)).isEqualTo(result);

        Path plain = dir.resolve("p.json");
        ResultFiles.write(plain, sample);
        assertThat(Files.readString(plain)).doesNotContain("NoCache");
        assertThat(ResultFiles.read(plain).resources().server().avgMemoryNoCacheMb()).isNull();
        assertThat(ResourceUsage.of("mixed", List.of(new ResourceSample(1, 1, 1, 1.0), new ResourceSample(2, 1, 1)))
                .avgMemoryNoCacheMb()).isNull();
    }

    @Test
    void roundTripsOpenLoopResultsAndLeavesClosedLoopDocumentsUnchanged(@TempDir Path dir) throws Exception {
        RunResult closed = ResultSamples.run("timescaledb", "read", 0);
        Path closedFile = dir.resolve("closed.json");
        ResultFiles.write(closedFile, closed);
        assertThat(Files.readString(closedFile)).doesNotContain("responseMs", "responseHistogram", "openLoop");

        RunResult open = ResultSamples.openLoop(closed, OpenLoop.of(50, 42.5, 1500, 2000));
        Path openFile = dir.resolve("open.json");
        ResultFiles.write(openFile, open);
        RunResult back = ResultFiles.read(openFile);
        assertThat(back).isEqualTo(open);
        assertThat(back.total().responseMs().p99()).isEqualTo(40);
        assertThat(back.openLoop().behindSchedule()).isTrue();
        assertThat(back.behindSchedule()).isTrue();
        assertThat(closed.behindSchedule()).isFalse();
    }

    @Test
    void openLoopMatricesAddResponseTimesAndTheSchedule() {
        RunResult closed = ResultSamples.run("timescaledb", "read", 0);
        String text = MatrixPrinter.format(ResultSamples.openLoop(closed, OpenLoop.of(50, 49.5, 0.2, 3)));
        assertThat(text).startsWith(MatrixPrinter.format(closed));
        assertThat(text).contains("Response time (ms) Matrix, from intended start",
                "Open loop: requested 50.00 ops/s, achieved 49.50 ops/s, end lag 0.20 ms, max lag 3.00 ms\n");
        assertThat(text).doesNotContain("BEHIND");
        assertThat(MatrixPrinter.format(ResultSamples.openLoop(closed, OpenLoop.of(50, 40, 0, 3))))
                .contains("max lag 3.00 ms, BEHIND SCHEDULE");
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
