package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/** The seed's chart 1: grouped bars, log y, of each write test's throughput per series, intervals and flags marked. */
final class WriteThroughputBars {
    private static final List<String> WRITE_TESTS = Stream.of(Scenario.BATCH_SMALL, Scenario.BATCH_LARGE,
            Scenario.OUT_OF_ORDER, Scenario.WRITE).map(Scenario::id).toList();

    private final Labels labels;

    WriteThroughputBars(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, List<ScaleSeries> series, String scale, String publishedNote) {
        List<String> tests = WRITE_TESTS.stream().filter(t -> series.stream()
                .anyMatch(e -> e.value(t, Metric.THROUGHPUT).positive() != null)).toList();
        if (tests.isEmpty()) {
            return SeedFigure.missing(ChartText.noneAtScale(labels, List.of(Metric.THROUGHPUT), WRITE_TESTS, scale));
        }
        List<ScaleSeries> shown = series.stream().filter(e -> tests.stream()
                .anyMatch(t -> e.value(t, Metric.THROUGHPUT).positive() != null)).toList();
        CategoryChart chart = ChartStyle.bars(title, labels.text("axis.test"), labels.text("axis.throughput"), labels);
        List<String> categories = tests.stream().map(labels::test).toList();
        BarMarks marks = new BarMarks();
        FlagsAndIntervals tally = new FlagsAndIntervals();
        List<Double> all = new ArrayList<>();
        for (int s = 0; s < shown.size(); s++) {
            ScaleSeries e = shown.get(s);
            List<Double> values = new ArrayList<>();
            for (int c = 0; c < tests.size(); c++) {
                GroupValue v = e.value(tests.get(c), Metric.THROUGHPUT);
                values.add(v.positive());
                if (v.positive() != null) {
                    marks.add(c, s, v);
                    tally.count(v);
                    all.add(v.value());
                    all.add(v.hasInterval() ? v.high() : v.value());
                }
            }
            chart.addSeries(e.label(), categories, values).setFillColor(e.color());
        }
        LogAxis.y(chart.getStyler(), all);
        if (publishedNote != null) {
            ChartStyle.sideLegend(chart);
        }
        ChartFit.categories(chart, categories, ChartStyle.WIDTH);
        chart.addAnnotation(marks);
        return SeedFigure.drawn(chart, ChartText.notes(tally.notes(labels), publishedNote));
    }
}
