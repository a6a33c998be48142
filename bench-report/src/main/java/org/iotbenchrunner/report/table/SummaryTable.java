package org.iotbenchrunner.report.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.ResultSet;

/** The per-scale summary ({@code summary.md}, {@code summary.csv}) built from every result file of a scale. */
public final class SummaryTable {
    private static final String UNITS = "Time and latencies: whole-run seconds and milliseconds (latency of "
            + "successful operations). Throughput: points/s. CPU: % of one core (100 % = one core), sampled every second over the database "
            + "server's process tree or container and averaged over the measured phase only (each sample weighted "
            + "by its overlap; set-up, warm-up and verification left out); Harness CPU is the benchmark process "
            + "itself over the same phase. Memory: MB of the "
            + "server's process tree (PSS: shared pages counted once), or of a container's cgroup as the Docker "
            + "stats API reports it, page cache included; w/o Cache (containers only): less the inactive file pages "
            + "the kernel reclaims first, as docker stats shows it. Disk: MB the data takes on disk after a write "
            + "test; Compression: raw size of the written points (8 bytes per timestamp plus each value's bytes) "
            + "over that. Status flags: \"N mismatches\", answers whose point count differed from the expected one "
            + "(--verify); \"N value mismatches\", answers whose rows or values differed (--verify, queries run "
            + "again after the measured phase); \"values of N answers unchecked\", answers whose values could not "
            + "be compared; \"client-bound\", the harness, not the server, saturated the host's CPU; \"host "
            + "saturated\", harness and server together used at least 90 % of the host's CPU, the server the larger "
            + "share; \"capped at N s, x % done (n of m points)\", TEST_MAX_TIME stopped the test, which is never "
            + "ranked. With several runs: the median of each number, the sum of failed operations, and the 95 % confidence interval of "
            + "the mean and the coefficient of variation of throughput and average latency.";

    private final String scale;
    private final List<RunResult> results;
    private final ResultSet groups;

    public SummaryTable(String scale, List<RunResult> results) {
        this.scale = scale;
        this.groups = new ResultSet(scale, results);
        this.results = groups.runs().stream().sorted(Comparator.comparing((RunResult r) -> r.database().name())
                .thenComparing(r -> scenarioOrder(r.scenario()))).toList();
    }

    /** Rebuilds the summary of {@code scaleDir} from the result files below it. */
    public static void writeFor(Path scaleDir) throws IOException {
        SummaryTable table = new SummaryTable(scaleDir.getFileName().toString(), ResultFiles.readAll(scaleDir));
        ResultFiles.writeAtomically(scaleDir.resolve("summary.md"), table.markdown());
        ResultFiles.writeAtomically(scaleDir.resolve("summary.csv"), table.csv());
    }

    public String markdown() {
        StringBuilder out = new StringBuilder("# Benchmark summary: ").append(scale).append(" scale\n\n");
        String[] header = header();
        out.append(Markdown.row(header)).append(Markdown.rule(header.length));
        results.forEach(r -> out.append(Markdown.row(cells(r))));
        out.append('\n').append(UNITS).append(openLoop() ? " " + OpenLoopColumns.SUMMARY_UNITS : "").append("\n\n");
        Set<String> hosts = new LinkedHashSet<>();
        results.forEach(r -> hosts.add(describe(r.environment().host()) + "; harness "
                + r.identity().harnessVersion()));
        hosts.forEach(h -> out.append("Host: ").append(h).append('\n'));
        out.append(StorageLines.of(results));
        out.append(ServerSetupLines.of(results.stream().flatMap(r -> groups.repetitions(r).stream()).toList()));
        out.append(HarnessTable.markdown(results));
        out.append(NodeTable.markdown(results));
        out.append(ShardTable.markdown(results));
        return out.toString();
    }

    public String csv() {
        StringBuilder out = new StringBuilder(Markdown.csvLine(header()));
        results.forEach(r -> out.append(Markdown.csvLine(cells(r))));
        return out.toString();
    }

    /** Open-loop runs add their columns; a table of closed-loop runs keeps iot-benchmark's layout. */
    private boolean openLoop() {
        return OpenLoopColumns.any(results);
    }

    private String[] header() {
        return openLoop() ? OpenLoopColumns.insert(SummaryRow.HEADER, OpenLoopColumns.SUMMARY_AT,
                OpenLoopColumns.SUMMARY) : SummaryRow.HEADER;
    }

    private String[] cells(RunResult r) {
        String[] cells = SummaryRow.of(r, groups.repetitions(r)).cells();
        return openLoop() ? OpenLoopColumns.insert(cells, OpenLoopColumns.SUMMARY_AT,
                OpenLoopColumns.summaryCells(groups.repetitions(r))) : cells;
    }

    private static String describe(HostInfo h) {
        return h == null ? "unknown" : h.hostname() + ", " + h.cores() + " cores (" + h.cpuModel() + "), "
                + h.memoryMb() + " MB, " + h.os() + " " + h.osVersion() + ", Java " + h.javaVersion();
    }

    private static int scenarioOrder(String id) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equalsIgnoreCase(id)).findFirst()
                .map(Enum::ordinal).orElse(Integer.MAX_VALUE);
    }
}
