package org.iotbenchrunner.report.table;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.RunStats;

/**
 * The columns open-loop runs ({@code --rate}) add to a table, only when it holds at least one, so that tables of
 * closed-loop runs keep their layout: in the summary, response time beside service latency and the rate kept;
 * in the latency table, the response-time percentiles. Closed-loop rows show "-" there.
 */
public final class OpenLoopColumns {
    static final String[] SUMMARY = {"Resp Avg", "Resp P99", "Rate (ops/s)"};
    /** The summary's open-loop columns follow its P99 latency. */
    static final int SUMMARY_AT = Arrays.asList(SummaryRow.HEADER).indexOf("P99 Lat") + 1;
    public static final String[] LATENCY = {"Resp Avg", "Resp Min", "Resp P50", "Resp P90", "Resp P95", "Resp P99",
        "Resp P99.9", "Resp Max"};
    static final String SUMMARY_UNITS = "Open loop (--rate): Resp Avg and Resp P99 are response times in ms, from "
            + "each operation's intended start in the schedule (they include the time an operation waited behind "
            + "a backlog; Avg Lat and P99 Lat stay service times); Rate is achieved / requested operations per "
            + "second. Status flag \"behind schedule\": the achieved rate is below 95 % of the requested one, or "
            + "the run ended more than 1 s behind its schedule.";
    static final String LATENCY_UNITS = "Resp columns (open-loop runs only): response times in ms from each "
            + "operation's intended start.";

    private OpenLoopColumns() {
    }

    public static boolean any(Collection<RunResult> runs) {
        return runs.stream().anyMatch(r -> r.openLoop() != null);
    }

    /** {@code row} with {@code extra} inserted at index {@code at}. */
    static String[] insert(String[] row, int at, String[] extra) {
        String[] all = new String[row.length + extra.length];
        System.arraycopy(row, 0, all, 0, at);
        System.arraycopy(extra, 0, all, at, extra.length);
        System.arraycopy(row, at, all, at + extra.length, row.length - at);
        return all;
    }

    /** Medians over the repetitions {@code runs} of a test (one run: its own values). */
    static String[] summaryCells(List<RunResult> runs) {
        List<OpenLoop> open = runs.stream().map(RunResult::openLoop).filter(o -> o != null).toList();
        if (open.isEmpty()) {
            return new String[]{"-", "-", "-"};
        }
        double achieved = median(open.stream().mapToDouble(OpenLoop::achievedOpsPerSecond).toArray());
        double requested = median(open.stream().mapToDouble(OpenLoop::requestedOpsPerSecond).toArray());
        return new String[]{fixed(RunStats.of(runs, Metric.RESPONSE_AVG).median()),
            fixed(RunStats.of(runs, Metric.RESPONSE_P99).median()), fixed(achieved) + " / " + fixed(requested)};
    }

    static String[] latencyCells(OperationResult op) {
        LatencySummary l = op.responseMs();
        if (l == null || op.okOperations() == 0) {
            String[] none = new String[LATENCY.length];
            Arrays.fill(none, "-");
            return none;
        }
        return Arrays.stream(values(l)).mapToObj(OpenLoopColumns::fixed).toArray(String[]::new);
    }

    /** The response-time values of {@link #LATENCY}, in order. */
    public static double[] values(LatencySummary l) {
        return new double[]{l.avg(), l.min(), l.p50(), l.p90(), l.p95(), l.p99(), l.p999(), l.max()};
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "-";
    }
}
