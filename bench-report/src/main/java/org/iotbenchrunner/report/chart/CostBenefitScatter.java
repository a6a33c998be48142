package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The seed's chart 3: log–log scatter of peak memory (x) against throughput (y), every test a point named beside it.
 */
final class CostBenefitScatter {
    /** Room right of the rightmost point, as a factor of its memory, for its name. */
    private static final double NAME_ROOM = 6;

    private final Labels labels;

    CostBenefitScatter(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, List<ScaleSeries> series, String scale, String publishedNote) {
        XYChart chart = ChartStyle.lines(title, labels.metricWithUnit(Metric.PEAK_MEMORY),
                labels.metricWithUnit(Metric.THROUGHPUT), labels);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setMarkerSize(8);
        PointLabels names = new PointLabels();
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        List<String> dbs = series.stream().map(ScaleSeries::db).distinct().toList();
        boolean flagged = false;
        for (ScaleSeries e : series) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (String test : e.tests()) {
                Double memory = e.value(test, Metric.PEAK_MEMORY).positive();
                Double throughput = e.value(test, Metric.THROUGHPUT).positive();
                if (memory == null || throughput == null) {
                    leftOut.add(e.label() + ChartText.SEP + labels.test(test));
                    continue;
                }
                boolean f = e.flagged(test);
                flagged |= f;
                x.add(memory);
                y.add(throughput);
                names.add(memory, throughput, labels.test(test) + (f ? ChartText.FLAG : ""), e.color());
            }
            if (!x.isEmpty()) {
                XYSeries points = chart.addSeries(e.label(), x, y);
                points.setMarker(ChartStyle.marker(dbs.indexOf(e.db())));
                points.setMarkerColor(e.color());
                points.setLineColor(e.color());
                xs.addAll(x);
                ys.addAll(y);
            }
        }
        if (xs.isEmpty()) {
            return SeedFigure.missing(labels.text("seed.cost-benefit.missing", labels.scale(scale)));
        }
        LogAxis.x(chart.getStyler(), xs, NAME_ROOM);
        LogAxis.y(chart.getStyler(), ys);
        chart.addAnnotation(names);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.cost-benefit.names"),
                leftOut.isEmpty() ? null : labels.text("seed.cost-benefit.leftOut", String.join(", ", leftOut)),
                flagged ? labels.text("note.flagged") : null, publishedNote));
    }
}
