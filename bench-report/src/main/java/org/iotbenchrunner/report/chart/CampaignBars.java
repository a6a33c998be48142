package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.stream.IntStream;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * The grouped bars of one figure of the seed's charts 17–20, in one chart or several panels: a series per campaign
 * side, and what the bars drawn hold (the sides, flags, intervals) for the figure's key and note.
 */
final class CampaignBars {
    private final Labels labels;
    private final FlagsAndIntervals tally = new FlagsAndIntervals();
    private final Set<CampaignSide> drawn = new LinkedHashSet<>();

    CampaignBars(Labels labels) {
        this.labels = labels;
    }

    /**
     * Grouped bars, one series per side that has a value, over {@code categories}; null when no side has one.
     * Values a logarithmic axis cannot show are left out.
     */
    CategoryChart chart(String title, String yTitle, List<String> categories, List<CampaignSide> sides,
            BiFunction<CampaignSide, Integer, GroupValue> value, boolean log) {
        List<CampaignSide> shown = sides.stream().filter(side -> IntStream.range(0, categories.size())
                .anyMatch(i -> shown(value.apply(side, i), log) != null)).toList();
        if (shown.isEmpty()) {
            return null;
        }
        CategoryChart chart = ChartStyle.bars(title, labels.text("axis.scale"), yTitle, labels);
        BarMarks marks = new BarMarks();
        List<Double> all = new ArrayList<>();
        for (int s = 0; s < shown.size(); s++) {
            CampaignSide side = shown.get(s);
            List<Double> values = new ArrayList<>();
            for (int i = 0; i < categories.size(); i++) {
                GroupValue v = value.apply(side, i);
                Double y = shown(v, log);
                values.add(y);
                if (y != null) {
                    marks.add(i, s, v);
                    tally.count(v);
                    all.add(y);
                    all.add(v.hasInterval() ? v.high() : y);
                }
            }
            chart.addSeries(side.label(), categories, values).setFillColor(side.fill());
        }
        drawn.addAll(shown);
        if (log) {
            LogAxis.y(chart.getStyler(), all);
        }
        ChartStyle.fitCategories(chart, categories.size());
        chart.addAnnotation(marks);
        return chart;
    }

    /** Whether a chart drew a bar. */
    boolean any() {
        return !drawn.isEmpty();
    }

    /** The key of a figure of panels: each side drawn, in its fill. */
    List<ChartPanels.Key> keys() {
        return drawn.stream().map(side -> ChartPanels.Key.box(side.label(), side.fill())).toList();
    }

    String notes() {
        return tally.notes(labels);
    }

    private static Double shown(GroupValue v, boolean log) {
        return log ? v.positive() : v.value();
    }
}
