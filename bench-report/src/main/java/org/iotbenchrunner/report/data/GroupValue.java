package org.iotbenchrunner.report.data;

import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.result.RunResult;

/**
 * One metric of one test of one campaign, as the tables show it: the median over the test's repetitions, the 95 %
 * confidence interval of the mean when it was repeated, and whether the group holds a flagged run. {@code value}
 * is null when the metric is unknown (not run, not measured, not published).
 */
public record GroupValue(Double value, Double low, Double high, boolean flagged) {
    public static final GroupValue UNKNOWN = new GroupValue(null, null, null, false);

    public static GroupValue of(ResultSet runs, Optional<RunResult> run, Metric metric) {
        if (runs == null || run.isEmpty()) {
            return UNKNOWN;
        }
        List<RunResult> group = runs.repetitions(run.get());
        RunStats stats = RunStats.of(group, metric);
        if (!Double.isFinite(stats.median())) {
            return UNKNOWN;
        }
        boolean interval = stats.hasInterval();
        return new GroupValue(stats.median(), interval ? stats.ciLow() : null, interval ? stats.ciHigh() : null,
                ResultSet.flagged(run.get()));
    }

    public boolean known() {
        return value != null;
    }

    public boolean hasInterval() {
        return low != null && high != null;
    }

    /** The value where a logarithmic axis can show it; null when unknown or not above zero. */
    public Double positive() {
        return value != null && value > 0 ? value : null;
    }
}
