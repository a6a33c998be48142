package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.IntStream;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;

/**
 * The lines of one figure across a campaign's scales, a database's in its colour with its interval as error bars;
 * what they hold (the values, whether one is flagged or has an interval) makes the figure's axis and note.
 */
final class ScaleLines {
    private final Labels labels;
    private final ScalePoints points;
    private final List<Double> values = new ArrayList<>();
    private boolean flagged;
    private boolean intervals;

    ScaleLines(Labels labels, ScalePoints points) {
        this.labels = labels;
        this.points = points;
    }

    /** An XY chart whose x is a scale's place, labelled with the scale's name: XChart draws error bars on these. */
    XYChart chart(String title, String yTitle) {
        XYChart chart = ChartStyle.lines(title, labels.text("axis.scale"), yTitle, labels);
        List<String> scales = points.scales();
        chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> {
            int i = (int) Math.round(x);
            return i >= 0 && i < scales.size() && Math.abs(x - i) < 1e-9 ? labels.scale(scales.get(i)) : "";
        });
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        return chart;
    }

    /** A panel of a figure: a smaller title, the legend in one row below so that panels keep the same width. */
    static void asPanel(XYChart panel) {
        panel.getStyler().setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        panel.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal);
    }

    /** A line per database of the test's metric, named by the database. */
    void addEach(XYChart chart, String test, Metric metric) {
        for (String db : points.databases()) {
            add(chart, db, points.databaseName(db), points.across(db, test, metric));
        }
    }

    /** The database's line through {@code across} (null where a scale lacks the value); none when all lack it. */
    void add(XYChart chart, String db, String name, List<ScalePoints.Point> across) {
        if (across.stream().allMatch(Objects::isNull)) {
            return;
        }
        double[] x = IntStream.range(0, across.size()).asDoubleStream().toArray();
        double[] y = across.stream().mapToDouble(p -> p == null ? Double.NaN : p.value()).toArray();
        boolean anyFlagged = across.stream().anyMatch(p -> p != null && p.flagged());
        boolean anyInterval = across.stream().anyMatch(p -> p != null && p.hasInterval());
        String label = name + (anyFlagged ? ChartText.FLAG : "");
        XYSeries series = anyInterval ? chart.addSeries(label, x, y, halves(across)) : chart.addSeries(label, x, y);
        Color color = ChartStyle.color(db, points.databases(), points.colors());
        series.setLineColor(color);
        series.setMarkerColor(color);
        series.setLineStyle(ChartStyle.stroke(0));
        series.setMarker(ChartStyle.marker(points.databases().indexOf(db)));
        across.stream().filter(Objects::nonNull).forEach(p -> values.add(p.value()));
        flagged |= anyFlagged;
        intervals |= anyInterval;
    }

    void merge(ScaleLines other) {
        values.addAll(other.values);
        flagged |= other.flagged;
        intervals |= other.intervals;
    }

    List<Double> values() {
        return values;
    }

    String note() {
        return ChartText.notes(intervals ? labels.text("cross.note.intervals") : null,
                flagged ? labels.text("note.flagged") : null);
    }

    /** Half widths of the intervals, kept above zero so that a logarithmic axis can draw them. */
    private static double[] halves(List<ScalePoints.Point> across) {
        return across.stream().mapToDouble(p -> p == null || !p.hasInterval() ? 0
                : Math.min(p.ciHalf(), 0.95 * p.value())).toArray();
    }
}
