package org.iotbenchrunner.report.data;

import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.StatUtils;
import org.iotbenchrunner.core.result.RunResult;

/**
 * The change of one metric from a baseline's runs to another campaign's, in % of the baseline's median (the
 * medians the tables show). With {@link #MIN_RUNS} runs or more on both sides, {@code ciLow}..{@code ciHigh} is the
 * 95 % confidence interval of the change: Welch's t interval of the difference of the means, over the baseline's
 * mean; the change is significant when it leaves out 0. With fewer runs there is no interval, and, as for
 * winners, one side must be {@link Winners#SINGLE_RUN_MARGIN} times the other for the change to tell from noise.
 */
public record Effect(Metric metric, double percent, double ciLow, double ciHigh, int nBefore, int nAfter, Verdict verdict) {
    public static final int MIN_RUNS = 3;

    public enum Verdict {
        SIGNIFICANT,
        NOT_SIGNIFICANT,
        BEYOND_MARGIN,
        WITHIN_NOISE,
        /** A run of either side is flagged ({@link ResultSet#flagged}): no change is given. */
        FLAGGED,
        /** Either side did not measure the metric. */
        UNMEASURED;

        /** The verdict in the CSV and the label key's last part, e.g. {@code not-significant}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    public static Effect of(Metric metric, List<RunResult> before, List<RunResult> after) {
        double[] a = RunStats.values(before, metric);
        double[] b = RunStats.values(after, metric);
        if (before.stream().anyMatch(ResultSet::flagged) || after.stream().anyMatch(ResultSet::flagged)) {
            return new Effect(metric, Double.NaN, Double.NaN, Double.NaN, a.length, b.length, Verdict.FLAGGED);
        }
        if (a.length == 0 || b.length == 0) {
            return new Effect(metric, Double.NaN, Double.NaN, Double.NaN, a.length, b.length, Verdict.UNMEASURED);
        }
        double from = RunStats.of(before, metric).median();
        double to = RunStats.of(after, metric).median();
        double percent = from == 0 ? Double.NaN : (to - from) / from * 100;
        if (a.length < MIN_RUNS || b.length < MIN_RUNS) {
            boolean beyond = Math.max(from, to) / Math.min(from, to) >= Winners.SINGLE_RUN_MARGIN;
            return new Effect(metric, percent, Double.NaN, Double.NaN, a.length, b.length,
                    beyond ? Verdict.BEYOND_MARGIN : Verdict.WITHIN_NOISE);
        }
        double[] ci = welch(a, b);
        double base = StatUtils.mean(a);
        double low = ci[0] / base * 100;
        double high = ci[1] / base * 100;
        return new Effect(metric, percent, low, high, a.length, b.length,
                low > 0 || high < 0 ? Verdict.SIGNIFICANT : Verdict.NOT_SIGNIFICANT);
    }

    /** Welch's 95 % t interval of mean(b) - mean(a): unequal variances, Welch-Satterthwaite degrees of freedom. */
    public static double[] welch(double[] a, double[] b) {
        double va = StatUtils.variance(a) / a.length;
        double vb = StatUtils.variance(b) / b.length;
        double se2 = va + vb;
        double difference = StatUtils.mean(b) - StatUtils.mean(a);
        // identical runs on both sides: no spread, so the interval is the difference itself
        double half = se2 == 0 ? 0 : RunStats.t975(se2 * se2 / (va * va / (a.length - 1) + vb * vb / (b.length - 1)))
                * Math.sqrt(se2);
        return new double[]{difference - half, difference + half};
    }

    public boolean hasInterval() {
        return Double.isFinite(ciLow) && Double.isFinite(ciHigh);
    }

    /** Significant, or beyond the single-run margin: what the summary counts. */
    public boolean counts() {
        return verdict == Verdict.SIGNIFICANT || verdict == Verdict.BEYOND_MARGIN;
    }

    /** The change signed so that above zero is better: throughput up, latency down. */
    public double gain() {
        return metric.higherIsBetter() ? percent : -percent;
    }

    public boolean better() {
        return gain() > 0;
    }

    public boolean worse() {
        return gain() < 0;
    }

    /** better, worse or unchanged (the label key's last part; empty without a change). */
    public String direction() {
        return direction(metric, percent);
    }

    /** Whether a change of {@code percent} is better for the metric: throughput up, latency down. */
    public static String direction(Metric metric, double percent) {
        double gain = metric.higherIsBetter() ? percent : -percent;
        return !Double.isFinite(percent) ? "" : gain > 0 ? "better" : gain < 0 ? "worse" : "unchanged";
    }
}
