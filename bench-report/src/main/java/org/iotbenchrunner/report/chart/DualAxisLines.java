package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;

/**
 * Two series against the same categories, each on its own y-axis (left and right), as the IoTDB study draws write
 * and query throughput against a swept setting. A category a series lacks is left out of that series (null), never
 * drawn as 0.
 */
public final class DualAxisLines {

    /** A series: its name (also its axis's title) and one value per category, null where unknown. */
    public record Series(String name, List<Double> values) {
        boolean any() {
            return values.stream().anyMatch(Objects::nonNull);
        }
    }

    private DualAxisLines() {
    }

    /** Draws the chart into {@code file}; false (nothing written) when neither series has a value. */
    public static boolean draw(String title, String xTitle, List<String> categories, Series left, Series right,
            Labels labels, Path file) throws IOException {
        if (!left.any() && !right.any()) {
            return false;
        }
        ChartStyle.headless();
        CategoryChart chart = ChartStyle.categoryLines(title, xTitle, left.name(), labels);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setYAxisGroupPosition(1, Styler.YAxisPosition.Right);
        ChartStyle.fitCategories(chart, categories.size());
        int group = 0;
        for (Series s : List.of(left, right)) {
            if (s.any()) {
                CategorySeries series = chart.addSeries(s.name(), categories, s.values());
                series.setYAxisGroup(group);
                series.setLineColor(ChartStyle.color(group));
                series.setMarkerColor(ChartStyle.color(group));
                series.setMarker(ChartStyle.marker(group));
                chart.setYAxisGroupTitle(group, s.name());
            }
            group++;
        }
        ChartStyle.save(chart, file);
        return true;
    }
}
