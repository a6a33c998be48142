package org.iotbenchrunner.report.chart;

import java.util.Collection;
import java.util.Objects;
import org.knowm.xchart.style.AxesChartStyler;

/** A logarithmic axis from the decade below the smallest positive value to the decade above the largest. */
final class LogAxis {
    /** Room above the largest value, as a factor, so that marks drawn above a bar stay inside the plot. */
    private static final double HEADROOM = 1.8;
    private static final String PATTERN = "#,##0.##";

    private LogAxis() {
    }

    /** Y from the decade below the smallest positive value to the decade above the largest, with room for marks. */
    static void y(AxesChartStyler styler, Collection<? extends Number> values) {
        double[] range = range(values);
        from(styler, range[0]);
        styler.setYAxisMax(decadeAbove(range[1] * HEADROOM));
    }

    /**
     * Y logarithmic from the decade below the smallest positive value (the top left to XChart) when the largest is
     * more than {@code span} times the smallest, else linear; returns whether it is logarithmic.
     */
    static boolean yWhenSpanning(AxesChartStyler styler, Collection<? extends Number> values, double span) {
        double[] range = range(values);
        boolean log = range[1] / range[2] > span;
        if (log) {
            from(styler, range[0]);
        } else {
            styler.setYAxisLogarithmic(false);
            styler.setYAxisMin(null);
        }
        return log;
    }

    /** As {@link #yWhenSpanning}, for any spread: linear only when every positive value is the same. */
    static void yWhenSpread(AxesChartStyler styler, Collection<? extends Number> values) {
        yWhenSpanning(styler, values, 1);
    }

    private static void from(AxesChartStyler styler, double min) {
        styler.setYAxisLogarithmic(true);
        styler.setYAxisMin(min);
        // XChart's tick formatting function replaces its logarithmic tick placement: use a pattern instead
        styler.setyAxisTickLabelsFormattingFunction(null);
        styler.setYAxisDecimalPattern(PATTERN);
    }

    static void x(AxesChartStyler styler, Collection<? extends Number> values, double headroom) {
        double[] range = range(values);
        styler.setXAxisLogarithmic(true);
        styler.setXAxisMin(range[0]);
        styler.setXAxisMax(decadeAbove(range[1] * headroom));
        styler.setxAxisTickLabelsFormattingFunction(null);
        styler.setXAxisDecimalPattern(PATTERN);
    }

    /** The smallest power of ten at or above the value. */
    private static double decadeAbove(double value) {
        return Math.pow(10, Math.ceil(Math.log10(value)));
    }

    /** The power of ten at or below the smallest positive value, the largest value and the smallest. */
    private static double[] range(Collection<? extends Number> values) {
        double[] positive = values.stream().filter(Objects::nonNull).mapToDouble(Number::doubleValue)
                .filter(v -> v > 0 && Double.isFinite(v)).toArray();
        double min = java.util.Arrays.stream(positive).min().orElse(1);
        double max = java.util.Arrays.stream(positive).max().orElse(1);
        return new double[]{Math.pow(10, Math.floor(Math.log10(min))), max, min};
    }
}
