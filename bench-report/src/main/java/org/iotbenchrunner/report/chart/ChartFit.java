package org.iotbenchrunner.report.chart;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;

/**
 * Keeps a chart's words legible at the width it is drawn: XChart neither wraps a title nor tilts category names that
 * collide, so a long (e.g. Portuguese) title gets a smaller font and long category names are tilted.
 */
public final class ChartFit {
    private static final int SMALLEST_TITLE = 10;
    private static final int TILT = 30;

    private ChartFit() {
    }

    /**
     * Shrinks the title's font until the title fits {@code width} points, down to a smallest size. XChart centres the
     * title over the plot, so a legend beside the plot takes its width from the title's room.
     */
    static void title(Chart<?, ?> chart, int width) {
        Font font = chart.getStyler().getChartTitleFont();
        int room = width - 2 * chart.getStyler().getChartPadding() - legendBeside(chart);
        while (font.getSize() > SMALLEST_TITLE && textWidth(chart.getTitle(), font) > room) {
            font = font.deriveFont((float) font.getSize() - 1);
        }
        chart.getStyler().setChartTitleFont(font);
    }

    /**
     * Spaces the bars as ChartStyle does, and tilts the category names when the widest would not fit its share of
     * a chart {@code width} points wide (less a legend beside the plot).
     */
    public static void categories(CategoryChart chart, List<String> categories, int width) {
        ChartStyle.fitCategories(chart, categories.size());
        boolean legendBeside = chart.getStyler().isLegendVisible()
                && chart.getStyler().getLegendPosition() == Styler.LegendPosition.OutsideE;
        double plot = width * (legendBeside ? 0.6 : 0.85);
        Font font = chart.getStyler().getAxisTickLabelsFont();
        int widest = categories.stream().mapToInt(c -> textWidth(c, font)).max().orElse(0);
        if (widest > 0.9 * plot / Math.max(1, categories.size())) {
            chart.getStyler().setXAxisLabelRotation(TILT);
        }
    }

    /** About the width a legend beside the plot takes: its longest entry, the marker and the gaps around it. */
    private static int legendBeside(Chart<?, ?> chart) {
        Styler styler = chart.getStyler();
        if (!styler.isLegendVisible() || styler.getLegendPosition() != Styler.LegendPosition.OutsideE) {
            return 0;
        }
        int longest = chart.getSeriesMap().keySet().stream().mapToInt(name -> textWidth(name, styler.getLegendFont()))
                .max().orElse(0);
        return longest == 0 ? 0 : longest + 2 * styler.getLegendPadding() + 30;
    }

    static int textWidth(String text, Font font) {
        Graphics2D scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            FontMetrics metrics = scratch.getFontMetrics(font);
            return metrics.stringWidth(text);
        } finally {
            scratch.dispose();
        }
    }
}
