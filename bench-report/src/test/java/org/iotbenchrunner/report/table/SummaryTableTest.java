package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.DiskFootprint;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.IoCounters;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.result.ValueMismatch;
import org.iotbenchrunner.core.result.ValueVerification;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.report.data.Golden;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class SummaryTableTest {
    private final List<RunResult> results = List.of(
            ResultSamples.run("timescaledb", "value-filter", 0),
            ResultSamples.run("timescaledb", "write", 3).toBuilder().disk(DiskFootprint.measured(4 * 1024 * 1024,
                    10 * 1024 * 1024, "hypertable_size('test') after CHECKPOINT")).build(),
            ResultSamples.run("timescaledb", "read", 0).withStatus(RunStatus.RUNNING, null),
            clientBound(verified(ResultSamples.run("timescaledb", "range-query", 0), 3), "harness 190 %"),
            clientBound(ResultSamples.run("timescaledb", "latest-point", 0), "harness 190 %"));

    static RunResult clientBound(RunResult run, String reason) {
        return run.toBuilder().clientBound(true, reason).build();
    }

    /** {@code run} with its answers verified and {@code mismatches} of them wrong. */
    static RunResult verified(RunResult run, long mismatches) {
        OperationResult t = run.total();
        OperationResult checked = new OperationResult(t.operation(), t.okOperations(), t.failedOperations(),
                t.okPoints(), t.failedPoints(), t.throughput(), t.latencyMs(), t.errors(), t.histogram(),
                t.okOperations(), mismatches, List.of());
        return run.toBuilder().operations(List.of(checked)).total(checked)
                .verification(new Verification(Verification.POINT_COUNTS, 1000, t.okOperations(), mismatches, 0.01))
                .build();
    }

    /**
     * {@code run} with its answers verified: {@code mismatches} wrong point counts, {@code valueMismatches} wrong
     * values (one example) and {@code notChecked} answers whose values could not be compared.
     */
    public static RunResult valuesVerified(RunResult run, long mismatches, long valueMismatches, long notChecked) {
        OperationResult t = run.total().withValues(new ValueVerification(run.total().okOperations(), valueMismatches,
                List.of(new ValueMismatch("TIME_RANGE s_1 of d_3 in [1, 2]", "d_3 s_1 @ 1: expected 12.5, got 12.0")),
                notChecked, notChecked == 0 ? List.of() : List.of("aggregate function extreme has no expected value")));
        OperationResult checked = new OperationResult(t.operation(), t.okOperations(), t.failedOperations(),
                t.okPoints(), t.failedPoints(), t.throughput(), t.latencyMs(), t.errors(), t.histogram(),
                t.okOperations(), mismatches, List.of(), t.responseMs(), t.responseHistogram(), t.values());
        return run.toBuilder().operations(List.of(checked)).total(checked)
                .verification(new Verification(Verification.POINT_COUNTS_AND_VALUES, 1000, t.okOperations(),
                        mismatches, 0.01, 1000, t.okOperations(), valueMismatches, notChecked, 0.2))
                .build();
    }

    @Test
    void valueMismatchesAndUncheckedValuesAreFlaggedApartFromPointCounts() {
        RunResult read = ResultSamples.run("timescaledb", "read", 0);
        assertThat(SummaryRow.of(valuesVerified(read, 0, 2, 0)).cells()[12]).isEqualTo("ok, 2 value mismatches");
        assertThat(SummaryRow.of(valuesVerified(read, 1, 1, 0)).cells()[12])
                .isEqualTo("ok, 1 mismatch, 1 value mismatch");
        assertThat(SummaryRow.of(valuesVerified(read, 0, 0, 4)).cells()[12])
                .isEqualTo("ok, values of 4 answers unchecked");
        assertThat(SummaryRow.of(valuesVerified(read, 0, 0, 0)).cells()[12]).isEqualTo("ok");
        assertThat(ResultSet.flagged(valuesVerified(read, 0, 2, 0))).as("wrong values are never ranked").isTrue();
        assertThat(ResultSet.flagged(valuesVerified(read, 0, 0, 4))).isFalse();
        assertThat(Labels.of(Language.PT_BR).status(valuesVerified(read, 0, 2, 4)))
                .isEqualTo("ok, 2 divergências de valores, valores de 4 respostas não conferidos");
    }

    /** Repetition {@code run} of campaign "c2" with the given throughput and average latency. */
    static RunResult repetition(String test, int run, double throughput, double avgMs) {
        RunResult r = ResultSamples.run("timescaledb", test, 0);
        OperationResult t = r.total();
        OperationResult total = new OperationResult(t.operation(), t.okOperations(), 0, t.okPoints(), 0, throughput,
                new org.iotbenchrunner.core.result.LatencySummary(avgMs, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 20), List.of(),
                "", 0, 0, List.of());
        return r.toBuilder().scenario(test).startedAt(Instant.parse("2026-11-23T00:00:00Z").plusSeconds(60L * run))
                .elapsedSeconds(r.elapsedSeconds() + run).operations(List.of(total)).total(total)
                .protocol(new Protocol("c2", run, 3, 100, true, null)).build();
    }

    /** A container run: memory with and without page cache, in the last two columns. */
    @Test
    void containerRunsShowMemoryWithoutPageCache() {
        RunResult r = ResultSamples.run("iotdb", "write", 0);
        RunResult container = r.toBuilder().server(ResourceUsage.of("docker stats API, cgroup v2",
                List.of(new ResourceSample(1, 50, 900, 600.0), new ResourceSample(2, 150, 1100, 700.0)))).build();
        String[] cells = SummaryRow.of(container).cells();
        assertThat(cells[8]).isEqualTo("1000.0");
        assertThat(Arrays.copyOfRange(cells, cells.length - 5, cells.length - 3)).containsExactly("650.0", "700.0");
        assertThat(SummaryRow.HEADER[SummaryRow.HEADER.length - 4]).isEqualTo("Peak Mem w/o Cache");
    }

    /** The server's disk I/O in the last three columns; unknown ones are dashes, not zeros. */
    @Test
    void diskIoColumnsShowMegabytesAndWriteAmplification() {
        RunResult r = ResultSamples.run("iotdb", "write", 0);
        DiskIo io = DiskIo.over(List.of(new ResourceSample(0, 0, 1, null, new IoCounters(0, 0)),
                new ResourceSample(2, 0, 1, null, new IoCounters(1L << 20, 6L << 20))), 0, 2, "process-io",
                1000L, 2L << 20, null);
        String[] cells = SummaryRow.of(r.toBuilder().diskIo(io).build()).cells();
        assertThat(Arrays.copyOfRange(cells, cells.length - 3, cells.length)).containsExactly("1.0", "6.0", "3.00");
        String[] unknown = SummaryRow.of(r.toBuilder().diskIo(DiskIo.none("external server")).build()).cells();
        assertThat(Arrays.copyOfRange(unknown, unknown.length - 3, unknown.length)).containsExactly("-", "-", "-");
        assertThat(Arrays.copyOfRange(SummaryRow.HEADER, SummaryRow.HEADER.length - 3, SummaryRow.HEADER.length))
                .containsExactly("Disk Read (MB)", "Disk Written (MB)", "Write Ampl.");
    }

    @Test
    void theMarkdownNamesEachServersProfileSettingsAndColdStarts() {
        ServerSetup tuned = new ServerSetup("tuned", 18432L, 2, Map.of("shared_buffers", "4608MB"), "cold", null);
        List<RunResult> runs = List.of(ResultSamples.run("timescaledb", "write", 0).toBuilder().setup(tuned).build(),
                ResultSamples.run("timescaledb", "read", 0).toBuilder().setup(tuned.withColdStart(
                        new ColdStart(true, 2.04, "stopped and started again", true, "sync, then 3 written"))).build());
        assertThat(new SummaryTable("small", runs).markdown()).contains(
                "Server: TIMESCALEDB: profile tuned for 18432 MB, 2 cores, cache cold; shared_buffers=4608MB\n",
                "Cold start: TIMESCALEDB READ: server restarted (2.0 s), page cache dropped\n");
        assertThat(new SummaryTable("small", results).markdown()).doesNotContain("Server:", "Cold start:");
    }

    @Test
    void theMarkdownSaysWhatServerSetAskedAndWhatTheServerDidNotTake() {
        Map<String, String> requested = new LinkedHashMap<>();
        requested.put("page_size_in_byte", "1024");
        requested.put("foo", "1");
        ServerSetup asked = new ServerSetup("default", null, null, Map.of("page_size_in_byte", "1024"), "warm", null)
                .withRequested(requested,
                        List.of("--server-set iotdb:foo=1: not read back (the server does not know it)"));
        RunResult r = ResultSamples.run("iotdb", "write", 0).toBuilder().setup(asked).build();
        assertThat(new SummaryTable("small", List.of(r)).markdown()).contains("Server settings asked (--server-set): "
                + "IOTDB: page_size_in_byte=1024, foo=1; not as asked: --server-set iotdb:foo=1: not read back (the "
                + "server does not know it)\n");
    }

    /** A cold read's first operations are reported apart from the whole run, as ClickBench reports its cold run. */
    @Test
    void aColdReadShowsItsFirstOperationsApart() {
        ServerSetup cold = new ServerSetup("default", null, null, Map.of(), "cold", null).withColdStart(
                new ColdStart(true, 2.04, "stopped and started again", true, "sync, then 3 written"));
        RunResult r = ResultSamples.run("timescaledb", "read", 0).toBuilder().setup(cold).build();
        OperationResult total = r.total().withTimeline(null, List.of(120.0, 30.0, 6.0, 2.0));
        RunResult withFirst = r.toBuilder().total(total).build();
        assertThat(withFirst.statistics().firstOperationsAvgMs()).as("computed once, when built").isEqualTo(39.5);
        assertThat(new SummaryTable("small", List.of(withFirst)).markdown()).contains("Cold start: TIMESCALEDB READ: "
                + "server restarted (2.0 s), page cache dropped; first operation 120.00 ms, first 4 avg 39.50 ms "
                + "(whole run avg 2.00 ms)\n");
    }

    @Test
    void markdownAndCsvMatchTheGoldenFiles() throws Exception {
        SummaryTable table = new SummaryTable("small", results);
        Golden.check("summary.md", table.markdown());
        Golden.check("summary.csv", table.csv());
    }

    @Test
    void mismatchesAndClientBoundRunsAreFlaggedInTheStatus() {
        String[] rangeQuery = SummaryRow.of(results.get(3)).cells();
        assertThat(rangeQuery[12]).isEqualTo("ok, 3 mismatches, client-bound");
        assertThat(SummaryRow.of(results.get(4)).cells()[12]).isEqualTo("ok, client-bound");
        assertThat(SummaryRow.of(verified(ResultSamples.run("timescaledb", "read", 0), 1)).cells()[12])
                .isEqualTo("ok, 1 mismatch");
        assertThat(ResultSet.flagged(results.get(3))).isTrue();
        assertThat(ResultSet.flagged(results.get(4))).as("client-bound runs are ranked").isFalse();
    }

    @Test
    void diskAndCompressionAreTheLastColumnsOfWriteTests() {
        String[] write = SummaryRow.of(results.get(1)).cells();
        assertThat(Arrays.copyOfRange(SummaryRow.HEADER, 13, 15)).containsExactly("Disk (MB)", "Compression");
        assertThat(write[13]).isEqualTo("4.0");
        assertThat(write[14]).isEqualTo("2.50");
        assertThat(SummaryRow.of(results.get(0)).cells()[13]).isEqualTo("-");
    }

    /** Three runs: medians, the t interval of the mean (t = 4.30265 for 2 degrees of freedom) and the CV. */
    @Test
    void repeatedRunsShowMediansIntervalsAndVariation() {
        List<RunResult> runs = List.of(repetition("write", 1, 1000, 2), repetition("write", 2, 1200, 4),
                repetition("write", 3, 1100, 3), ResultSamples.run("timescaledb", "write", 0));
        SummaryTable table = new SummaryTable("small", runs);
        List<String> csv = table.csv().lines().toList();
        assertThat(csv).hasSize(2);
        String[] row = csv.get(1).split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)");
        assertThat(row[3]).isEqualTo("1100.00");
        assertThat(row[4]).isEqualTo("3.00");
        assertThat(row[2]).as("median time").isEqualTo("4.00");
        assertThat(row[12]).isEqualTo("ok");
        assertThat(row[15]).isEqualTo("3");
        double half = 4.30265 * 100 / Math.sqrt(3);
        assertThat(row[16]).isEqualTo(String.format(java.util.Locale.ROOT, "\"[%.2f, %.2f]\"", 1100 - half,
                1100 + half));
        assertThat(row[17]).isEqualTo("9.1 %");
        assertThat(row[19]).isEqualTo("33.3 %");
    }

    @Test
    void aFlaggedRepetitionFlagsTheTest() {
        List<RunResult> runs = List.of(repetition("read", 1, 1000, 2), verified(repetition("read", 2, 1200, 4), 2),
                clientBound(repetition("read", 3, 1100, 3), "x"));
        ResultSet set = new ResultSet("small", runs);
        RunResult representative = set.runs().get(0);
        assertThat(representative.run()).isEqualTo(2);
        assertThat(SummaryRow.of(representative, set.repetitions(representative)).cells()[12])
                .isEqualTo("run 2 of 3: ok, 2 mismatches");
        List<RunResult> clean = List.of(repetition("read", 1, 1000, 2), repetition("read", 2, 1200, 4),
                clientBound(repetition("read", 3, 1100, 3), "x"));
        ResultSet cleanSet = new ResultSet("small", clean);
        RunResult median = cleanSet.runs().get(0);
        assertThat(median.run()).as("the median run by average latency").isEqualTo(3);
        assertThat(SummaryRow.of(median, cleanSet.repetitions(median)).cells()[12])
                .isEqualTo("ok, client-bound in 1 of 3 runs");
    }

    @Test
    void aRerunReplacesOnlyItsOwnRow(@TempDir Path dir) throws Exception {
        Path scale = dir.resolve("small");
        ResultFiles.write(scale.resolve("timescaledb/write.json"), ResultSamples.run("timescaledb", "write", 3));
        ResultFiles.write(scale.resolve("timescaledb/read.json"), ResultSamples.run("timescaledb", "read", 0));
        SummaryTable.writeFor(scale);
        ResultFiles.write(scale.resolve("timescaledb/write.json"), ResultSamples.run("timescaledb", "write", 0));
        SummaryTable.writeFor(scale);
        List<String> csv = Files.readAllLines(scale.resolve("summary.csv"));
        assertThat(csv).hasSize(3);
        assertThat(csv.get(1)).startsWith("TIMESCALEDB,WRITE,").contains(",0,ok,");
        assertThat(csv.get(2)).startsWith("TIMESCALEDB,READ,");
    }

    @Test
    void repetitionsOfAnOlderCampaignAreReplacedByTheNewestCampaign(@TempDir Path dir) throws Exception {
        Path scale = dir.resolve("small");
        for (int run = 1; run <= 3; run++) {
            ResultFiles.write(scale.resolve("timescaledb/write.run-" + run + ".json"),
                    repetition("write", run, 1000 * run, 2));
        }
        RunResult single = ResultSamples.run("timescaledb", "write", 0);
        RunResult newer = single.toBuilder().scenario("write").startedAt(Instant.parse("2026-12-01T00:00:00Z"))
                .finishedAt(null).schemaSeconds(0).protocol(Protocol.single("c3")).build();
        ResultFiles.write(scale.resolve("timescaledb/write.json"), newer);
        SummaryTable.writeFor(scale);
        List<String> csv = Files.readAllLines(scale.resolve("summary.csv"));
        assertThat(csv).hasSize(2);
        assertThat(csv.get(1)).contains(",ok,-,-,1,-,-,-,-");
    }

    /** A crash message over several lines stays one cell of one row. */
    @Test
    void aMultiLineCrashMessageStaysInItsRow() throws Exception {
        RunResult crashed = ResultSamples.run("timescaledb", "write", 0).withStatus(RunStatus.CRASHED,
                "PSQLException: FATAL: terminating connection\n  Detail: \"admin\", shutdown\n  at line 3");
        String csv = new SummaryTable("small", List.of(crashed)).csv();
        try (var parser = org.apache.commons.csv.CSVParser.parse(csv, Markdown.CSV)) {
            var records = parser.getRecords();
            assertThat(records).hasSize(2);
            assertThat(records.get(1).values()).contains("crashed: " + crashed.error());
        }
    }

    @Test
    void theHarnessSectionShowsWhatEachTestCostTheClient() {
        RunResult write = ResultSamples.run("influxdb", "write", 0).toBuilder().harness(new org.iotbenchrunner.core
                .result.HarnessUsage(2.0, 40.0, 50.0, "inline", 0.5, null, 64L << 20, 512L << 20, 0.25, 7L)).build();
        RunResult read = ResultSamples.run("influxdb", "read", 0).toBuilder().harness(new org.iotbenchrunner.core
                .result.HarnessUsage(1.0, 20.0, null, null, null, null, 32L << 20, 512L << 20, 0.0, 0L)).build();
        RunResult old = ResultSamples.run("timescaledb", "write", 0);

        String md = new SummaryTable("small", List.of(write, read, old)).markdown();

        assertThat(md).contains("## Harness", "| INFLUXDB | WRITE | inline | 50.0 | 25.0 | - | 64.0 | 512.0 | 0.250 | 7 |",
                "| INFLUXDB | READ | - | - | - | - | 32.0 | 512.0 | 0.000 | 0 |").doesNotContain("| TIMESCALEDB | WRITE | -");
        assertThat(new SummaryTable("small", List.of(old)).markdown()).doesNotContain("## Harness");
    }

    @Test
    void theHarnessSectionSaysTheProcessCpuOutsideTheWindowBesideInside() {
        RunResult write = ResultSamples.run("noop", "write", 0).toBuilder().harness(new org.iotbenchrunner.core
                .result.HarnessUsage(0.5, 40.0, 50.0, "inline", 0.1, null, 64L << 20, 512L << 20, 0.0, 0L)
                .withProcess(org.iotbenchrunner.core.result.ProcessCpu.of(3.25, 0.5))).build();

        String md = new SummaryTable("small", List.of(write)).markdown();

        assertThat(md).contains("- NOOP WRITE: process CPU outside the window: 2.75 s; inside: 0.50 s; in all: 3.25 s");
    }

    @Test
    void storageOfTheDataIsALineWithItsBaseline() {
        StorageDevice ssd = new StorageDevice("/data", "nvme0n1", "Samsung SSD 980", false, "ext4", "rw,relatime",
                new StorageDevice.Baseline(4096, 256L * 1024 * 1024, 1520.04, 2100.0, "after dropping the page cache"));
        RunResult write = ResultSamples.run("timescaledb", "write", 0).toBuilder().storage(ssd).build();
        RunResult read = ResultSamples.run("timescaledb", "read", 0).toBuilder().storage(ssd).build();
        String md = new SummaryTable("small", List.of(write, read)).markdown();
        assertThat(md).containsOnlyOnce("Storage: /data on nvme0n1 Samsung SSD 980 (ext4, rw,relatime; "
                + "non-rotational); baseline: write 1,520.0 MB/s, read 2,100.0 MB/s (4 KiB blocks, 256 MiB; after "
                + "dropping the page cache)\n");
        assertThat(new SummaryTable("small", results).markdown()).doesNotContain("Storage:");
    }
}
