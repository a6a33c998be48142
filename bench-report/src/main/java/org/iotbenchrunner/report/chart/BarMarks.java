package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.report.data.GroupValue;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.CategoryStyler;

/**
 * Marks drawn over the bars of a category chart: the 95 % confidence interval of a bar as a whisker, and a flagged
 * run as {@code *} above its bar. XChart's own error bars are symmetric, wrong on a logarithmic axis and lose their
 * place after a missing value, so the bars' places are computed here as XChart lays them out.
 */
public final class BarMarks extends Annotation {
    private static final Color INK = new Color(0x424242);
    private static final BasicStroke WHISKER = new BasicStroke(1.2f);
    private static final Font FLAG_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 13);

    /** A bar: its category and series index, its interval (or NaN), the top of what is drawn, flagged or not. */
    private record Mark(int category, int series, double low, double high, double top, boolean flagged) {
    }

    private final List<Mark> marks = new ArrayList<>();

    public BarMarks() {
        super(false);
    }

    /** Marks the bar of {@code series} in {@code category} that shows {@code value}: its interval and flag. */
    public void add(int category, int series, GroupValue value) {
        add(category, series, value, value.flagged());
    }

    /** Marks only the interval, where the chart marks a flagged run elsewhere (e.g. in its category's name). */
    void interval(int category, int series, GroupValue value) {
        add(category, series, value, false);
    }

    private void add(int category, int series, GroupValue value, boolean flagged) {
        if (value.known() && (value.hasInterval() || flagged)) {
            double top = Math.max(value.value(), value.hasInterval() ? value.high() : value.value());
            marks.add(new Mark(category, series, value.hasInterval() ? value.low() : Double.NaN,
                    value.hasInterval() ? value.high() : Double.NaN, top, flagged));
        }
    }

    public boolean isEmpty() {
        return marks.isEmpty();
    }

    @Override
    public void paint(Graphics2D g) {
        CategoryChart bars = (CategoryChart) chart;
        if (!isVisible || marks.isEmpty() || bars.getSeriesMap().isEmpty()) {
            return;
        }
        CategoryStyler s = bars.getStyler();
        double left = getXAxisScreenValueForMin();
        double width = getXAxisScreenValueForMax() - left;
        int categories = bars.getSeriesMap().values().iterator().next().getXData().size();
        int series = bars.getSeriesMap().size();
        double tickSpace = s.getPlotContentSize() * width;
        double gridStep = tickSpace / categories;
        double fill = s.getAvailableSpaceFill();
        boolean oneSlot = s.isOverlapped() || s.isStacked();
        double barWidth = oneSlot ? gridStep * fill : gridStep / series * fill;
        double start = left + (width - tickSpace) / 2 + gridStep * (1 - fill) / 2;
        Shape clip = g.getClip();
        Rectangle2D plot = new Rectangle2D.Double(left, getYAxisScreenValueForMin(), width,
                getYAxisScreenValueForMax() - getYAxisScreenValueForMin());
        g.setColor(INK);
        for (Mark m : marks) {
            double x = start + gridStep * m.category() + (oneSlot ? 0 : m.series() * barWidth) + barWidth / 2;
            if (!Double.isNaN(m.low())) {
                g.setStroke(WHISKER);
                g.clip(plot);
                double low = screenY(m.low(), plot);
                double high = screenY(m.high(), plot);
                double cap = Math.min(3, barWidth / 3);
                g.draw(new Line2D.Double(x, low, x, high));
                g.draw(new Line2D.Double(x - cap, low, x + cap, low));
                g.draw(new Line2D.Double(x - cap, high, x + cap, high));
                g.setClip(clip);
            }
            if (m.flagged()) {
                g.setFont(FLAG_FONT);
                int textWidth = g.getFontMetrics().stringWidth("*");
                g.drawString("*", (float) (x - textWidth / 2.0), (float) (screenY(m.top(), plot) - 2));
            }
        }
        bounds = plot;
    }

    /** A value's screen height; below the plot when a logarithmic axis cannot show it. */
    private double screenY(double value, Rectangle2D plot) {
        boolean log = ((CategoryChart) chart).getStyler().isYAxisLogarithmic();
        return log && value <= 0 ? plot.getMaxY() + 1 : getYAxisScreenValue(value);
    }
}
