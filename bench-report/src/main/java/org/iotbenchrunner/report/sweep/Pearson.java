package org.iotbenchrunner.report.sweep;

/** Pearson's correlation coefficient of paired samples. */
final class Pearson {

    private Pearson() {
    }

    /**
     * r of {@code x} and {@code y} (same length); null when it is undefined: fewer than two pairs, or a column that
     * does not vary (its standard deviation is 0).
     */
    static Double r(double[] x, double[] y) {
        int n = x.length;
        if (n < 2 || y.length != n) {
            return null;
        }
        double mx = mean(x);
        double my = mean(y);
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < n; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        if (sxx == 0 || syy == 0) {
            return null;
        }
        return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
    }

    private static double mean(double[] v) {
        double sum = 0;
        for (double d : v) {
            sum += d;
        }
        return sum / v.length;
    }
}
