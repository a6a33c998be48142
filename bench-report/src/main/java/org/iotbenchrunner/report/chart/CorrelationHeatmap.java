package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.style.HeatMapStyler;

/**
 * Correlation coefficients as a heat map, factors down and metrics across, on a fixed scale from -1 (blue) to 1
 * (red) with each value printed; a coefficient that is undefined (a constant column, too few cells) is left grey
 * and blank, never drawn as 0.
 */
public final class CorrelationHeatmap {
    private static final Color NEGATIVE = new Color(0x4393C3);
    private static final Color POSITIVE = new Color(0xD6604D);
    private static final Color UNDEFINED = new Color(0xD9D9D9);
    private static final int ROW_HEIGHT = 22;

    private CorrelationHeatmap() {
    }

    /**
     * Draws {@code r[row][column]} (null: undefined) into {@code file}; false (nothing written) when no coefficient
     * is defined.
     */
    public static boolean draw(String title, List<String> rows, List<String> columns, Double[][] r, Labels labels,
            Path file) throws IOException {
        List<Number[]> heat = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            for (int j = 0; j < columns.size(); j++) {
                if (r[i][j] != null) {
                    heat.add(new Number[]{j, rows.size() - 1 - i, r[i][j]}); // XChart puts the first row at the bottom
                }
            }
        }
        if (heat.isEmpty()) {
            return false;
        }
        ChartStyle.headless();
        List<String> down = new ArrayList<>(rows);
        Collections.reverse(down);
        // the builder sets the theme: a HeatMapChart constructed without one has no fonts and draws only its cells
        HeatMapChart chart = new HeatMapChartBuilder().width(ChartStyle.WIDTH)
                .height(Math.max(ChartStyle.HEIGHT, 140 + ROW_HEIGHT * rows.size())).build();
        chart.setTitle(title);
        chart.addSeries("r", columns, down, heat);
        style(chart.getStyler(), labels);
        ChartStyle.save(chart, file);
        return true;
    }

    private static void style(HeatMapStyler s, Labels labels) {
        // XChart formats cell values with the default locale's symbols: the sign and two decimals are unambiguous
        ChartStyle.divergingHeatMap(s, labels, UNDEFINED, NEGATIVE, POSITIVE, -1, 1, 10, "+0.00;\u22120.00");
    }
}
