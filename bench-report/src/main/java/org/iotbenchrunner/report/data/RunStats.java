package org.iotbenchrunner.report.data;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.iotbenchrunner.core.result.RunResult;

/**
 * One metric over the repetitions of a test: median, mean, the 95 % confidence interval of the mean (Student's
 * t: three runs cannot bound a median at 95 %) and the coefficient of variation (sample standard deviation
 * over mean). Runs that did not measure the metric are left out; the interval needs two runs.
 */
public record RunStats(int n, double median, double mean, double ciLow, double ciHigh, double cv) {

    public static RunStats of(List<RunResult> runs, Metric metric) {
        double[] v = values(runs, metric);
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

    /** The metric of every run that measured it, in ascending order. */
    static double[] values(List<RunResult> runs, Metric metric) {
        return runs.stream().mapToDouble(metric::of).filter(Double::isFinite).sorted().toArray();
    }

    /** The 0.975 quantile of Student's t distribution (commons-math); Welch's degrees of freedom are fractional. */
    public static double t975(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.975);
    }

    public boolean hasInterval() {
        return Double.isFinite(ciLow) && Double.isFinite(ciHigh);
    }

    /** True when both have an interval and the intervals share a value. */
    boolean overlaps(RunStats other) {
        return hasInterval() && other.hasInterval() && ciLow <= other.ciHigh && other.ciLow <= ciHigh;
    }
}
