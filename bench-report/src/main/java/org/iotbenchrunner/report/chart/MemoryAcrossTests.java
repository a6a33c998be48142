package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/** The seed's chart 5: average (solid) and peak (dashed) server memory across the nine tests in execution order. */
final class MemoryAcrossTests {
    private static final List<Metric> MEMORY = List.of(Metric.AVG_MEMORY, Metric.PEAK_MEMORY);

    private final Labels labels;

    MemoryAcrossTests(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, List<ScaleSeries> series, String scale, String publishedNote) {
        List<String> nine = ScaleSeries.EXECUTION_ORDER;
        List<String> tests = nine.stream().filter(t -> series.stream()
                .anyMatch(e -> MEMORY.stream().anyMatch(m -> e.value(t, m).known()))).toList();
        if (tests.isEmpty()) {
            return SeedFigure.missing(ChartText.noneAtScale(labels, MEMORY, nine, scale));
        }
        boolean flagged = tests.stream().anyMatch(t -> series.stream().anyMatch(e -> e.flagged(t)));
        List<String> categories = tests.stream().map(t -> labels.test(t)
                + (series.stream().anyMatch(e -> e.flagged(t)) ? ChartText.FLAG : "")).toList();
        CategoryChart chart = ChartStyle.categoryLines(title, labels.text("axis.test"), labels.text("axis.memory"),
                labels);
        List<String> dbs = series.stream().map(ScaleSeries::db).distinct().toList();
        List<Double> all = new ArrayList<>();
        for (ScaleSeries e : series) {
            for (int m = 0; m < MEMORY.size(); m++) {
                Metric metric = MEMORY.get(m);
                List<Double> values = tests.stream().map(t -> e.value(t, metric).value()).toList();
                if (values.stream().allMatch(Objects::isNull)) {
                    continue;
                }
                values.stream().filter(Objects::nonNull).forEach(all::add);
                CategorySeries line = chart.addSeries(e.label() + ChartText.SEP + labels.text("series." + metric.id()),
                        categories, values);
                line.setLineColor(e.color());
                line.setMarkerColor(e.color());
                line.setLineStyle(ChartStyle.stroke(m));
                line.setMarker(ChartStyle.marker(dbs.indexOf(e.db())));
            }
        }
        ChartStyle.logIfSpanning(chart.getStyler(), all);
        ChartFit.categories(chart, categories, ChartStyle.WIDTH);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.memory-across-tests.note"),
                flagged ? labels.text("note.flagged") : null, publishedNote));
    }
}
