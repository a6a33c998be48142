package org.iotbenchrunner.report;

import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;

/**
 * One metric over the repetitions of a test: median, mean, the 95 % confidence interval of the mean (Student's
 * t: three runs cannot bound a median at 95 %) and the coefficient of variation (sample standard deviation
 * over mean). Runs that did not measure the metric are left out; the interval needs two runs.
 */
record RunStats(int n, double median, double mean, double ciLow, double ciHigh, double cv) {

    /** t quantiles 0.975 for 1..30 degrees of freedom. */
    private static final double[] T975 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060,
        2.056, 2.052, 2.048, 2.045, 2.042};

    static RunStats of(List<RunResult> runs, Metric metric) {
        double[] v = runs.stream().mapToDouble(metric::of).filter(Double::isFinite).sorted().toArray();
        int n = v.length;
        if (n == 0) {
            return new RunStats(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
        double mean = Arrays.stream(v).average().orElse(Double.NaN);
        if (n < 2) {
            return new RunStats(n, median, mean, Double.NaN, Double.NaN, Double.NaN);
        }
        double sd = Math.sqrt(Arrays.stream(v).map(x -> (x - mean) * (x - mean)).sum() / (n - 1));
        double half = t975(n - 1) * sd / Math.sqrt(n);
        return new RunStats(n, median, mean, mean - half, mean + half, mean == 0 ? Double.NaN : sd / mean);
    }

    static double t975(int degreesOfFreedom) {
        if (degreesOfFreedom <= T975.length) {
            return T975[degreesOfFreedom - 1];
        }
        return 1.960 + (T975[T975.length - 1] - 1.960) * T975.length / degreesOfFreedom;
    }

    boolean hasInterval() {
        return Double.isFinite(ciLow) && Double.isFinite(ciHigh);
    }

    /** True when both have an interval and the intervals share a value. */
    boolean overlaps(RunStats other) {
        return hasInterval() && other.hasInterval() && ciLow <= other.ciHigh && other.ciLow <= ciHigh;
    }
}
