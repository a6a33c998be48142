package org.iotbenchrunner.report;

import java.util.Locale;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;

/** One line of the summary table, formatted from a run result (nothing is computed here but units). */
record SummaryRow(String db, String test, String time, String throughput, String avgLatency, String p99Latency,
        String avgCpu, String peakCpu, String avgMemory, String peakMemory, String harnessCpu, String failedOps,
        String status) {

    static final String[] HEADER = {"DB", "Test", "Time (s)", "Throughput", "Avg Lat", "P99 Lat", "Avg CPU",
        "Peak CPU", "Avg Mem", "Peak Mem", "Harness CPU", "Failed Ops", "Status"};

    static SummaryRow of(RunResult r) {
        OperationResult total = r.total();
        boolean measured = total != null;
        boolean sampled = r.server() != null && !r.server().samples().isEmpty();
        return new SummaryRow(
                r.database().name().toUpperCase(Locale.ROOT),
                r.scenario().toUpperCase(Locale.ROOT),
                fixed(r.elapsedSeconds()),
                measured ? fixed(total.throughput()) : "-",
                measured && total.okOperations() > 0 ? fixed(total.latencyMs().avg()) : "-",
                measured && total.okOperations() > 0 ? fixed(total.latencyMs().p99()) : "-",
                sampled ? one(r.server().avgCpuPercent()) : "-",
                sampled ? one(r.server().peakCpuPercent()) : "-",
                sampled ? one(r.server().avgMemoryMb()) : "-",
                sampled ? one(r.server().peakMemoryMb()) : "-",
                r.harness() != null ? one(r.harness().avgCpuPercent()) : "-",
                measured ? String.valueOf(total.failedOperations()) : "-",
                status(r));
    }

    String[] cells() {
        return new String[]{db, test, time, throughput, avgLatency, p99Latency, avgCpu, peakCpu, avgMemory,
            peakMemory, harnessCpu, failedOps, status};
    }

    private static String status(RunResult r) {
        return switch (r.status()) {
            case COMPLETED -> r.failedOperations() == 0 ? "ok" : "completed with failures";
            case TIMED_OUT -> String.format(Locale.ROOT, "timed out at %.0f %%", 100 * r.completedFraction());
            case CRASHED -> "crashed: " + (r.error() == null ? "" : r.error());
            case RUNNING -> "incomplete (the run did not finish)";
        };
    }

    private static String fixed(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String one(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
