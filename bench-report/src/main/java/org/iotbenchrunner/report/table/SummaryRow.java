package org.iotbenchrunner.report.table;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.RunStats;

/**
 * One line of the summary table, formatted from the runs of one test (nothing is computed here but units and,
 * over repetitions, medians, intervals and sums). A single run shows its own values. Several runs show the
 * median of every number, the sum of failed operations, and the 95 % CI and CV of throughput and average
 * latency; their status is the first flagged run's, or ok with how many runs were client-bound.
 */
public record SummaryRow(String[] cells) {

    static final String[] HEADER = {"DB", "Test", "Time (s)", "Throughput", "Avg Lat", "P99 Lat", "Avg CPU",
        "Peak CPU", "Avg Mem", "Peak Mem", "Harness CPU", "Failed Ops", "Status", "Disk (MB)", "Compression",
        "Runs", "Throughput 95% CI", "Throughput CV", "Avg Lat 95% CI", "Avg Lat CV", "Avg Mem w/o Cache",
        "Peak Mem w/o Cache", "Disk Read (MB)", "Disk Written (MB)", "Write Ampl."};

    static SummaryRow of(RunResult r) {
        return of(r, List.of(r));
    }

    /** {@code representative} stands for {@code runs} (see {@link ResultSet}). */
    static SummaryRow of(RunResult representative, List<RunResult> runs) {
        RunResult r = representative;
        boolean measured = runs.stream().anyMatch(x -> x.total() != null);
        RunStats throughput = RunStats.of(runs, Metric.THROUGHPUT);
        RunStats latency = RunStats.of(runs, Metric.AVG_LATENCY);
        return new SummaryRow(new String[]{
            r.database().name().toUpperCase(Locale.ROOT),
            r.scenario().toUpperCase(Locale.ROOT),
            fixed(median(runs, RunResult::elapsedSeconds)),
            measured ? fixed(throughput.median()) : "-",
            fixed(latency.median()),
            fixed(RunStats.of(runs, Metric.P99_LATENCY).median()),
            one(RunStats.of(runs, Metric.AVG_CPU).median()),
            one(RunStats.of(runs, Metric.PEAK_CPU).median()),
            one(RunStats.of(runs, Metric.AVG_MEMORY).median()),
            one(RunStats.of(runs, Metric.PEAK_MEMORY).median()),
            one(RunStats.of(runs, Metric.HARNESS_CPU).median()),
            measured ? String.valueOf(runs.stream().mapToLong(RunResult::failedOperations).sum()) : "-",
            status(r, runs),
            one(RunStats.of(runs, Metric.DISK).median()),
            fixed(RunStats.of(runs, Metric.COMPRESSION).median()),
            String.valueOf(runs.size()),
            interval(throughput),
            percent(throughput.cv()),
            interval(latency),
            percent(latency.cv()),
            one(RunStats.of(runs, Metric.AVG_MEMORY_NO_CACHE).median()),
            one(RunStats.of(runs, Metric.PEAK_MEMORY_NO_CACHE).median()),
            one(RunStats.of(runs, Metric.DISK_READ).median()),
            one(RunStats.of(runs, Metric.DISK_WRITTEN).median()),
            fixed(RunStats.of(runs, Metric.WRITE_AMPLIFICATION).median())});
    }

    public static String status(RunResult r) {
        String base = switch (r.status()) {
            case COMPLETED -> r.failedOperations() == 0 ? "ok" : "completed with failures";
            case TIMED_OUT -> r.capSeconds() == null
                    ? String.format(Locale.ROOT, "timed out at %.0f %%", 100 * r.completedFraction())
                    : String.format(Locale.ROOT, "capped at %.0f s, %.0f %% done", r.capSeconds(),
                            100 * r.completedFraction()) + cappedWork(r);
            case CRASHED -> "crashed: " + (r.error() == null ? "" : r.error());
            case RUNNING -> "incomplete (the run did not finish)";
        };
        long counts = r.mismatches() - r.valueMismatches();
        if (counts > 0) {
            base += ", " + counts + (counts == 1 ? " mismatch" : " mismatches");
        }
        if (r.valueMismatches() > 0) {
            base += ", " + r.valueMismatches() + (r.valueMismatches() == 1 ? " value mismatch" : " value mismatches");
        }
        if (r.verification() != null && r.verification().valuesNotChecked() > 0) {
            base += ", values of " + r.verification().valuesNotChecked() + " answers unchecked";
        }
        if (r.behindSchedule()) {
            base += ", behind schedule";
        }
        return r.clientBound() ? base + ", client-bound" : r.hostSaturated() ? base + ", host saturated" : base;
    }

    private static String cappedWork(RunResult r) {
        if (r.planned() == null || r.total() == null || r.planned().operations() == null) {
            return "";
        }
        return r.planned().points() != null
                ? " (" + r.total().okPoints() + " of " + r.planned().points() + " points)"
                : " (" + (r.total().okOperations() + r.total().failedOperations()) + " of "
                        + r.planned().operations() + " operations)";
    }

    private static String status(RunResult representative, List<RunResult> runs) {
        if (runs.size() == 1) {
            return status(representative);
        }
        if (ResultSet.flagged(representative)) {
            return "run " + representative.run() + " of " + runs.size() + ": " + status(representative);
        }
        long bound = runs.stream().filter(RunResult::clientBound).count();
        long saturated = runs.stream().filter(x -> x.hostSaturated() && !x.clientBound()).count();
        long behind = runs.stream().filter(RunResult::behindSchedule).count();
        return "ok" + (behind == 0 ? "" : ", behind schedule in " + behind + " of " + runs.size() + " runs")
                + (bound == 0 ? "" : ", client-bound in " + bound + " of " + runs.size() + " runs")
                + (saturated == 0 ? "" : ", host saturated in " + saturated + " of " + runs.size() + " runs");
    }

    private static double median(List<RunResult> runs, ToDoubleFunction<RunResult> value) {
        double[] v = runs.stream().mapToDouble(value).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private static String interval(RunStats s) {
        return s.hasInterval() ? "[" + fixed(s.ciLow()) + ", " + fixed(s.ciHigh()) + "]" : "-";
    }

    private static String percent(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.1f %%", 100 * v) : "-";
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "-";
    }

    private static String one(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.1f", v) : "-";
    }
}
