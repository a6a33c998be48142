package org.iotbenchrunner.report;

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

    static void y(AxesChartStyler styler, Collection<? extends Number> values) {
        double[] range = range(values);
        styler.setYAxisLogarithmic(true);
        styler.setYAxisMin(range[0]);
        styler.setYAxisMax(decadeAbove(range[1] * HEADROOM));
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

    /** The power of ten at or below the smallest positive value, and the largest value. */
    private static double[] range(Collection<? extends Number> values) {
        double[] positive = values.stream().filter(Objects::nonNull).mapToDouble(Number::doubleValue)
                .filter(v -> v > 0 && Double.isFinite(v)).toArray();
        double min = java.util.Arrays.stream(positive).min().orElse(1);
        double max = java.util.Arrays.stream(positive).max().orElse(1);
        return new double[]{Math.pow(10, Math.floor(Math.log10(min))), max};
    }
}
