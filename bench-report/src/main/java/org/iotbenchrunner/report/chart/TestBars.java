package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/**
 * The report's bar charts of one scale: a metric or two of every test, a bar per database (the second metric in the
 * lighter tint), and the throughput of WRITE beside OUT-OF-ORDER.
 */
final class TestBars {
    private final Labels labels;
    private final ChartFolder folder;

    TestBars(Labels labels, ChartFolder folder) {
        this.labels = labels;
        this.folder = folder;
    }

    /** {@code metrics} of every test, on a logarithmic axis when the values span it. */
    ChartFile perTest(String id, ResultSet runs, String scale, List<Metric> metrics, String axisKey)
            throws IOException {
        List<String> dbs = runs.databases();
        List<String> tests = runs.tests();
        CategoryChart chart = ChartStyle.bars(labels.text("chart." + id, labels.scale(scale)),
                labels.text("axis.test"), labels.text(axisKey), labels);
        List<Double> all = new ArrayList<>();
        for (String db : dbs) {
            for (int m = 0; m < metrics.size(); m++) {
                Metric metric = metrics.get(m);
                List<Double> values = tests.stream().map(t -> value(runs.find(db, t), metric)).toList();
                all.addAll(values);
                String name = runs.databaseName(db) + (metrics.size() > 1 ? ChartText.SEP
                        + labels.text("series." + metric.id()) : "");
                CategorySeries series = chart.addSeries(name, ChartText.flaggedTests(tests, runs), values);
                Color color = ChartStyle.color(db, dbs, runs.colors());
                series.setFillColor(m == 0 ? color : ChartStyle.light(color));
            }
        }
        ChartStyle.fitCategories(chart, tests.size());
        boolean log = ChartStyle.logIfSpanning(chart.getStyler(), all);
        if (log) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        }
        return folder.save(id, scale, chart, ChartText.flagNote(labels, runs.runs()));
    }

    /** WRITE's and OUT-OF-ORDER's throughput per database that ran both, its change named; none without one. */
    Optional<ChartFile> outOfOrderPenalty(ResultSet runs, String scale) throws IOException {
        String ordered = Scenario.WRITE.id();
        String late = Scenario.OUT_OF_ORDER.id();
        List<String> dbs = runs.databases().stream()
                .filter(db -> runs.find(db, ordered).isPresent() && runs.find(db, late).isPresent()).toList();
        if (dbs.isEmpty()) {
            return Optional.empty();
        }
        List<String> categories = new ArrayList<>();
        List<Double> writes = new ArrayList<>();
        List<Double> lates = new ArrayList<>();
        List<RunResult> shown = new ArrayList<>();
        for (String db : dbs) {
            RunResult w = runs.find(db, ordered).orElseThrow();
            RunResult o = runs.find(db, late).orElseThrow();
            shown.addAll(List.of(w, o));
            double drop = (Metric.THROUGHPUT.of(o) - Metric.THROUGHPUT.of(w)) / Metric.THROUGHPUT.of(w) * 100;
            categories.add(runs.databaseName(db) + " (" + labels.change(drop) + ")"
                    + (ResultSet.flagged(w) || ResultSet.flagged(o) ? ChartText.FLAG : ""));
            writes.add(value(Optional.of(w), Metric.THROUGHPUT));
            lates.add(value(Optional.of(o), Metric.THROUGHPUT));
        }
        CategoryChart chart = ChartStyle.bars(labels.text("chart.outOfOrder", labels.scale(scale)),
                labels.text("axis.database"), labels.text("axis.throughput"), labels);
        chart.addSeries(labels.text("series.ordered"), categories, writes).setFillColor(ChartStyle.color(0));
        chart.addSeries(labels.text("series.outOfOrder"), categories, lates).setFillColor(ChartStyle.color(1));
        ChartStyle.fitCategories(chart, categories.size());
        List<Double> all = new ArrayList<>(writes);
        all.addAll(lates);
        ChartStyle.logIfSpanning(chart.getStyler(), all);
        return Optional.of(folder.save("out-of-order", scale, chart, ChartText.flagNote(labels, shown)));
    }

    /** The run's figure, null when the run is absent or the figure unknown: XChart leaves a null bar out. */
    static Double value(Optional<RunResult> run, Metric metric) {
        return run.map(metric::of).filter(Double::isFinite).orElse(null);
    }
}
