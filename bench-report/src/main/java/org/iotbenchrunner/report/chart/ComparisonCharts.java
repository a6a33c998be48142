package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/** Campaign A beside B at one scale (--compare): throughput side by side, then the change of throughput and latency. */
final class ComparisonCharts {
    private final Labels labels;
    private final ChartFolder folder;

    ComparisonCharts(Labels labels, ChartFolder folder) {
        this.labels = labels;
        this.folder = folder;
    }

    List<ChartFile> draw(Comparison comparison, String scale) throws IOException {
        List<Comparison.Pair> pairs = comparison.pairs(scale);
        if (pairs.isEmpty()) {
            return List.of();
        }
        ResultSet a = comparison.side(false).scale(scale);
        ResultSet b = comparison.side(true).scale(scale);
        List<String> dbs = a.databases();
        List<String> tests = a.tests();
        CategoryChart sideBySide = ChartStyle.bars(labels.text("chart.compare", comparison.nameA(),
                comparison.nameB(), labels.scale(scale)), labels.text("axis.test"), labels.text("axis.throughput"),
                labels);
        List<Double> all = new ArrayList<>();
        for (String db : dbs) {
            for (ResultSet side : List.of(a, b)) {
                List<Double> values = tests.stream().map(t -> TestBars.value(side.find(db, t), Metric.THROUGHPUT))
                        .toList();
                all.addAll(values);
                CategorySeries series = sideBySide.addSeries(a.databaseName(db) + ChartText.SEP + side.name(),
                        ChartText.flaggedTests(tests, a), values);
                Color color = ChartStyle.color(db, dbs, ChartStyle.recorded(a, b));
                series.setFillColor(side == a ? color : ChartStyle.light(color));
            }
        }
        ChartStyle.logIfSpanning(sideBySide.getStyler(), all);
        ChartStyle.fitCategories(sideBySide, tests.size());
        List<ChartFile> files = new ArrayList<>();
        files.add(folder.save("compare-throughput", scale, sideBySide, null));
        files.add(delta("compare-delta-throughput", comparison, scale, Metric.THROUGHPUT, dbs, tests, a));
        files.add(delta("compare-delta-latency", comparison, scale, Metric.AVG_LATENCY, dbs, tests, a));
        return files;
    }

    /** The change from A to B of {@code metric}, per test and database. */
    private ChartFile delta(String id, Comparison comparison, String scale, Metric metric, List<String> dbs,
            List<String> tests, ResultSet a) throws IOException {
        CategoryChart chart = ChartStyle.bars(labels.text("chart." + id, comparison.nameA(), comparison.nameB(),
                labels.scale(scale)), labels.text("axis.test"), labels.text("axis.change"), labels);
        Map<String, String> colors = ChartStyle.recorded(comparison.side(false), comparison.side(true));
        for (String db : dbs) {
            List<Double> values = tests.stream().map(t -> comparison.pairs(scale).stream()
                    .filter(p -> p.db().equals(db) && p.test().equals(t)).findFirst().map(p -> p.delta(metric))
                    .filter(Double::isFinite).orElse(null)).toList();
            chart.addSeries(a.databaseName(db), ChartText.flaggedTests(tests, a), values)
                    .setFillColor(ChartStyle.color(db, dbs, colors));
        }
        ChartStyle.fitCategories(chart, tests.size());
        return folder.save(id, scale, chart, labels.text(metric.higherIsBetter() ? "note.higherBetter"
                : "note.lowerBetter", comparison.nameA(), comparison.nameB()));
    }
}
