package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.published.PublishedCsv;

/**
 * The detailed companion of the summary ({@code latency-<scale>.md}, {@code .csv}): per run and operation,
 * ok and failed counts and the full latency percentiles in ms; a TOTAL row follows when a run mixes operations.
 */
public final class LatencyTable {
    static final String[] HEADER = {"DB", "Test", "Operation", "OK Ops", "Failed Ops", "OK Ops/s", "OK Points",
        "Failed Points", "Avg", "Min", "P10", "P25", "P50", "P75", "P90", "P95", "P99", "P99.9", "Max", "Slowest Thread"};

    private final String scale;
    private final List<RunResult> runs;

    private static final String NOT_PUBLISHED = "not published";

    private static String count(long n) {
        return n == PublishedCsv.UNKNOWN_COUNT ? NOT_PUBLISHED : String.valueOf(n);
    }

    public LatencyTable(String scale, List<RunResult> runs) {
        this.scale = scale;
        this.runs = runs;
    }

    public static List<OperationResult> rowsOf(RunResult r) {
        List<OperationResult> rows = new ArrayList<>(r.operations());
        if (r.total() != null && r.operations().size() != 1) {
            rows.add(r.total());
        }
        return rows;
    }

    public String markdown() {
        String[] header = header();
        StringBuilder out = new StringBuilder("# Latency percentiles and failures: ").append(scale)
                .append(" scale\n\n").append(Markdown.row(header)).append(Markdown.rule(header.length));
        rows().forEach(cells -> out.append(Markdown.row(cells)));
        return out.append("\nLatencies in ms, of successful operations; OK Ops/s: successful operations (write "
                + "batches or queries) per second of the run; Slowest Thread is the busiest client's total time.").append(openLoop() ? " " + OpenLoopColumns.LATENCY_UNITS : "")
                .append(failuresTimed() ? " Failed Avg/P99/Max: latency of the failed operations, in ms." : "")
                .append('\n')
                .toString();
    }

    /** Open-loop runs append their response-time columns; closed-loop tables keep their layout. */
    private boolean openLoop() {
        return OpenLoopColumns.any(runs);
    }

    private String[] header() {
        String[] header = openLoop() ? OpenLoopColumns.insert(HEADER, HEADER.length, OpenLoopColumns.LATENCY)
                : HEADER;
        return failuresTimed() ? OpenLoopColumns.insert(header, header.length, FAILED) : header;
    }

    /** Latency of failed operations, kept apart: columns only where a run recorded it. */
    private static final String[] FAILED = {"Failed Avg", "Failed P99", "Failed Max"};

    private boolean failuresTimed() {
        return runs.stream().flatMap(r -> rowsOf(r).stream()).anyMatch(op -> op.failedLatencyMs() != null);
    }

    public String csv() {
        StringBuilder out = new StringBuilder(Markdown.csvLine(header()));
        rows().forEach(cells -> out.append(Markdown.csvLine(cells)));
        return out.toString();
    }

    private List<String[]> rows() {
        List<String[]> rows = new ArrayList<>();
        for (RunResult r : runs) {
            for (OperationResult op : rowsOf(r)) {
                LatencySummary l = op.latencyMs() == null ? LatencySummary.EMPTY : op.latencyMs();
                boolean timed = op.okOperations() > 0;
                boolean published = r.database().provider().equals("published");
                Double rate = r.operationsPerSecond(op);
                List<String> cells = new ArrayList<>(List.of(r.database().name().toUpperCase(Locale.ROOT),
                        r.scenario().toUpperCase(Locale.ROOT), op.operation(),
                        published ? NOT_PUBLISHED : String.valueOf(op.okOperations()),
                        String.valueOf(op.failedOperations()),
                        rate == null ? "-" : String.format(Locale.ROOT, "%.2f", rate),
                        count(op.okPoints()), count(op.failedPoints())));
                for (double v : new double[]{l.avg(), l.min(), l.p10(), l.p25(), l.p50(), l.p75(), l.p90(),
                        l.p95(), l.p99(), l.p999(), l.max(), l.slowestThread()}) {
                    cells.add(!timed ? "-" : Double.isNaN(v) ? NOT_PUBLISHED : String.format(Locale.ROOT, "%.2f", v));
                }
                if (openLoop()) {
                    cells.addAll(List.of(OpenLoopColumns.latencyCells(op)));
                }
                if (failuresTimed()) {
                    LatencySummary f = op.failedLatencyMs();
                    cells.addAll(f == null ? List.of("-", "-", "-") : Stream.of(f.avg(), f.p99(), f.max())
                            .map(v -> String.format(Locale.ROOT, "%.2f", v)).toList());
                }
                rows.add(cells.toArray(String[]::new));
            }
        }
        return rows;
    }
}
