package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;

/**
 * The report's own line charts across scales (beside the seed's): per metric, a line per database (and test) through
 * the best value at each scale.
 */
final class ScaleTrendLines {
    private final Labels labels;
    private final ChartFolder folder;

    ScaleTrendLines(Labels labels, ChartFolder folder) {
        this.labels = labels;
        this.folder = folder;
    }

    /** One chart per metric, only when more than one scale is present. */
    List<ChartFile> draw(ResultSet runs) throws IOException {
        List<String> scales = runs.scales();
        if (scales.size() < 2) {
            return List.of();
        }
        List<String> writes = runs.tests().stream().filter(ResultSet::isWriteTest).toList();
        List<String> reads = runs.tests().stream().filter(t -> !ResultSet.isWriteTest(t)).toList();
        List<String> headline = runs.tests().stream()
                .filter(t -> t.equals(Scenario.WRITE.id()) || t.equals(Scenario.READ.id())).toList();
        List<ChartFile> files = new ArrayList<>();
        files.add(chart("scales-throughput", runs, scales, Metric.THROUGHPUT, writes));
        files.add(chart("scales-avg-latency", runs, scales, Metric.AVG_LATENCY, reads));
        files.add(chart("scales-p99-latency", runs, scales, Metric.P99_LATENCY, headline));
        files.add(chart("scales-avg-cpu", runs, scales, Metric.AVG_CPU, headline));
        files.add(chart("scales-peak-memory", runs, scales, Metric.PEAK_MEMORY, null));
        return files.stream().filter(Objects::nonNull).toList();
    }

    /** A line per database and test of {@code tests} (per database when null); null when no line has a value. */
    private ChartFile chart(String id, ResultSet runs, List<String> scales, Metric metric, List<String> tests)
            throws IOException {
        List<String> dbs = runs.databases();
        List<String> scaleNames = scales.stream().map(labels::scale).toList();
        CategoryChart chart = ChartStyle.categoryLines(labels.text("chart." + id), labels.text("axis.scale"),
                labels.metricWithUnit(metric), labels);
        List<Double> all = new ArrayList<>();
        boolean anyFlagged = false;
        List<List<String>> lines = new ArrayList<>();
        for (String db : dbs) {
            if (tests == null) {
                lines.add(List.of(db));
            } else {
                tests.forEach(t -> lines.add(List.of(db, t)));
            }
        }
        for (List<String> line : lines) {
            String db = line.get(0);
            List<Double> values = new ArrayList<>();
            boolean flagged = false;
            for (String scale : scales) {
                ResultSet atScale = runs.scale(scale);
                List<RunResult> cell = atScale.runs().stream().filter(r -> ResultSet.dbKey(r).equals(db))
                        .filter(r -> line.size() == 1 || ResultSet.test(r).equals(line.get(1))).toList();
                flagged |= cell.stream().anyMatch(ResultSet::flagged);
                values.add(cell.stream().mapToDouble(metric::of).filter(Double::isFinite).boxed()
                        .max(Double::compare).orElse(null));
            }
            if (values.stream().allMatch(Objects::isNull)) {
                continue;
            }
            all.addAll(values);
            anyFlagged |= flagged;
            String name = runs.databaseName(db) + (line.size() > 1 ? ChartText.SEP
                    + ResultSet.testLabel(line.get(1)) : "") + (flagged ? ChartText.FLAG : "");
            CategorySeries series = chart.addSeries(name, scaleNames, values);
            int testIndex = line.size() > 1 ? tests.indexOf(line.get(1)) : 0;
            Color color = dbs.size() > 1 || line.size() == 1 ? ChartStyle.color(db, dbs, runs.colors())
                    : ChartStyle.color(testIndex);
            series.setLineColor(color);
            series.setMarkerColor(color);
            series.setLineStyle(ChartStyle.stroke(dbs.size() > 1 ? testIndex : 0));
            series.setMarker(ChartStyle.marker(testIndex));
        }
        if (chart.getSeriesMap().isEmpty()) {
            return null;
        }
        ChartStyle.logIfSpanning(chart.getStyler(), all);
        return folder.save(id, null, chart, anyFlagged ? labels.text("note.flagged") : null);
    }
}
