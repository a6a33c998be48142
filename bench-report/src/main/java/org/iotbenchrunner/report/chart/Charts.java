package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.report.data.IntervalTimeline;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.table.OpenLoopColumns;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** Draws the report's charts from result sets and writes each as a PNG in the output folder. */
public final class Charts {
    private static final String FLAG = " *";

    private final Labels labels;
    private final Path outDir;

    public Charts(Labels labels, Path outDir) {
        this.labels = labels;
        this.outDir = outDir;
    }

    /**
     * The charts of one scale: throughput, latency (and response time when a run was open loop), CPU, memory,
     * memory over time, out-of-order penalty.
     */
    public List<ChartFile> forScale(ResultSet runs, String scale) throws IOException {
        List<ChartFile> files = new ArrayList<>();
        files.add(perTest("throughput", runs, scale, List.of(Metric.THROUGHPUT), "axis.throughput"));
        files.add(perTest("latency", runs, scale, List.of(Metric.AVG_LATENCY, Metric.P99_LATENCY), "axis.latency"));
        if (OpenLoopColumns.any(runs.runs())) {
            files.add(perTest("response", runs, scale, List.of(Metric.RESPONSE_AVG, Metric.RESPONSE_P99),
                    "axis.latency"));
        }
        files.add(perTest("cpu", runs, scale, List.of(Metric.AVG_CPU, Metric.PEAK_CPU), "axis.cpu"));
        files.add(perTest("memory", runs, scale, List.of(Metric.AVG_MEMORY, Metric.PEAK_MEMORY), "axis.memory"));
        memoryOverTime("memory-time-write", runs, scale, ResultSet::isWriteTest).ifPresent(files::add);
        overTime("ops-time-write", runs, scale, ResultSet::isWriteTest, IntervalTimeline.Point::operationsPerSecond,
                "axis.opsPerSecond").ifPresent(files::add);
        overTime("p99-time-write", runs, scale, ResultSet::isWriteTest, IntervalTimeline.Point::p99Ms,
                "axis.latency").ifPresent(files::add);
        overTime("p99-time-read", runs, scale, r -> !ResultSet.isWriteTest(r), IntervalTimeline.Point::p99Ms,
                "axis.latency").ifPresent(files::add);
        memoryOverTime("memory-time-read", runs, scale, r -> !ResultSet.isWriteTest(r)).ifPresent(files::add);
        outOfOrderPenalty(runs, scale).ifPresent(files::add);
        return files;
    }

    /** One line chart per metric across scales (only when more than one scale is present). */
    public List<ChartFile> acrossScales(ResultSet runs) throws IOException {
        List<String> scales = runs.scales();
        if (scales.size() < 2) {
            return List.of();
        }
        List<String> writes = runs.tests().stream().filter(ResultSet::isWriteTest).toList();
        List<String> reads = runs.tests().stream().filter(t -> !ResultSet.isWriteTest(t)).toList();
        List<String> headline = runs.tests().stream()
                .filter(t -> t.equals(Scenario.WRITE.id()) || t.equals(Scenario.READ.id())).toList();
        List<ChartFile> files = new ArrayList<>();
        files.add(crossScale("scales-throughput", runs, scales, Metric.THROUGHPUT, writes));
        files.add(crossScale("scales-avg-latency", runs, scales, Metric.AVG_LATENCY, reads));
        files.add(crossScale("scales-p99-latency", runs, scales, Metric.P99_LATENCY, headline));
        files.add(crossScale("scales-avg-cpu", runs, scales, Metric.AVG_CPU, headline));
        files.add(crossScale("scales-peak-memory", runs, scales, Metric.PEAK_MEMORY, null));
        return files.stream().filter(Objects::nonNull).toList();
    }

    /** Campaign A beside B for one scale: throughput side by side, then the change of throughput and latency. */
    public List<ChartFile> comparison(Comparison comparison, String scale) throws IOException {
        List<Comparison.Pair> pairs = comparison.pairs(scale);
        if (pairs.isEmpty()) {
            return List.of();
        }
        ResultSet a = comparison.side(false).scale(scale);
        ResultSet b = comparison.side(true).scale(scale);
        List<String> dbs = a.databases();
        List<String> tests = a.tests();
        CategoryChart sideBySide = ChartStyle.bars(labels.text("chart.compare", comparison.nameA(),
                comparison.nameB(), labels.scale(scale)), labels.text("axis.test"), labels.text("axis.throughput"), labels);
        List<Double> all = new ArrayList<>();
        for (String db : dbs) {
            for (ResultSet side : List.of(a, b)) {
                List<Double> values = tests.stream().map(t -> value(side.find(db, t), Metric.THROUGHPUT)).toList();
                all.addAll(values);
                CategorySeries series = sideBySide.addSeries(a.databaseName(db) + " \u00b7 " + side.name(),
                        testLabels(tests, a), values);
                Color color = ChartStyle.color(db, dbs, ChartStyle.recorded(a, b));
                series.setFillColor(side == a ? color : ChartStyle.light(color));
            }
        }
        ChartStyle.logIfSpanning(sideBySide.getStyler(), all);
        ChartStyle.fitCategories(sideBySide, tests.size());
        List<ChartFile> files = new ArrayList<>();
        files.add(write("compare-throughput", scale, sideBySide, null));
        files.add(delta("compare-delta-throughput", comparison, scale, Metric.THROUGHPUT, dbs, tests, a));
        files.add(delta("compare-delta-latency", comparison, scale, Metric.AVG_LATENCY, dbs, tests, a));
        return files;
    }

    /**
     * One database's effects at one scale ({@code rows}, every metric): for each test, the isolation and the
     * tuning effect on its criterion, signed so that above zero is better; none when neither was measured.
     */
    public Optional<ChartFile> effects(List<EffectTable.Row> rows, String scale) throws IOException {
        List<EffectTable.Row> criteria = rows.stream().filter(EffectTable.Row::criterion).toList();
        if (criteria.isEmpty()) {
            return Optional.empty();
        }
        List<String> categories = criteria.stream().map(r -> labels.test(r.test()) + (r.flagged() ? FLAG : ""))
                .toList();
        CategoryChart chart = ChartStyle.bars(labels.text("chart.effects", criteria.get(0).dbName(),
                labels.scale(scale)), labels.text("axis.test"), labels.text("axis.effect"), labels);
        for (EffectTable.Kind kind : EffectTable.Kind.ASPECTS) {
            List<Double> gains = criteria.stream().map(r -> r.estimate(kind).map(Effect::gain).orElse(null))
                    .toList();
            if (gains.stream().anyMatch(Objects::nonNull)) {
                chart.addSeries(labels.text("effects.aspect." + kind.id()), categories, gains)
                        .setFillColor(ChartStyle.color(EffectTable.Kind.ASPECTS.indexOf(kind)));
            }
        }
        if (chart.getSeriesMap().isEmpty()) {
            return Optional.empty();
        }
        ChartStyle.fitCategories(chart, categories.size());
        String note = labels.text("note.effects") + (criteria.stream().anyMatch(EffectTable.Row::flagged)
                ? " " + labels.text("note.flagged") : "");
        return Optional.of(write("effects-" + criteria.get(0).db(), scale, chart, note));
    }

    private ChartFile perTest(String id, ResultSet runs, String scale, List<Metric> metrics, String axisKey)
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
                String name = runs.databaseName(db) + (metrics.size() > 1 ? " \u00b7 " + shortName(metric) : "");
                CategorySeries series = chart.addSeries(name, testLabels(tests, runs), values);
                Color color = ChartStyle.color(db, dbs, runs.colors());
                series.setFillColor(m == 0 ? color : ChartStyle.light(color));
            }
        }
        ChartStyle.fitCategories(chart, tests.size());
        boolean log = ChartStyle.logIfSpanning(chart.getStyler(), all);
        if (log) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        }
        return write(id, scale, chart, flagNote(runs.runs()));
    }

    private Optional<ChartFile> memoryOverTime(String id, ResultSet runs, String scale, Predicate<RunResult> which)
            throws IOException {
        return lines(id, runs, scale, which, "axis.memory", r -> r.resources().server() == null ? List.of()
                : r.resources().server().samples().stream().map(s -> new double[]{s.second(), s.memoryMb()})
                        .toList());
    }

    /** A value of each one-second interval of the measured phase, from the run's interval log. */
    private Optional<ChartFile> overTime(String id, ResultSet runs, String scale, Predicate<RunResult> which,
            ToDoubleFunction<IntervalTimeline.Point> value, String axis) throws IOException {
        return lines(id, runs, scale, which, axis, r -> IntervalTimeline.of(r).points().stream()
                .map(p -> new double[]{p.second(), value.applyAsDouble(p)}).filter(xy -> Double.isFinite(xy[1]))
                .toList());
    }

    /** One line per chosen run with more than one point: colour by database, stroke by test. */
    private Optional<ChartFile> lines(String id, ResultSet runs, String scale, Predicate<RunResult> which,
            String axis, Function<RunResult, List<double[]>> points) throws IOException {
        List<RunResult> chosen = runs.runs().stream().filter(which).filter(r -> points.apply(r).size() > 1).toList();
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        XYChart chart = ChartStyle.lines(labels.text("chart." + id, labels.scale(scale)), labels.text("axis.seconds"),
                labels.text(axis), labels);
        List<String> dbs = runs.databases();
        List<String> tests = chosen.stream().map(ResultSet::test).distinct()
                .sorted(java.util.Comparator.comparing(ResultSet::scenarioOrder)).toList();
        for (RunResult r : chosen) {
            List<double[]> xy = points.apply(r);
            String name = (dbs.size() > 1 ? ResultSet.database(r) + " \u00b7 " : "")
                    + ResultSet.testLabel(ResultSet.test(r)) + (ResultSet.flagged(r) ? FLAG : "");
            XYSeries series = chart.addSeries(name, xy.stream().map(p -> p[0]).toList(),
                    xy.stream().map(p -> p[1]).toList());
            int testIndex = tests.indexOf(ResultSet.test(r));
            series.setLineColor(dbs.size() > 1 ? ChartStyle.color(ResultSet.dbKey(r), dbs, runs.colors())
                    : ChartStyle.color(testIndex));
            series.setLineStyle(dbs.size() > 1 ? ChartStyle.stroke(testIndex) : ChartStyle.stroke(0));
            series.setMarker(SeriesMarkers.NONE);
        }
        return Optional.of(write(id, scale, chart, flagNote(chosen)));
    }

    private Optional<ChartFile> outOfOrderPenalty(ResultSet runs, String scale) throws IOException {
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
                    + (ResultSet.flagged(w) || ResultSet.flagged(o) ? FLAG : ""));
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
        return Optional.of(write("out-of-order", scale, chart, flagNote(shown)));
    }

    private ChartFile crossScale(String id, ResultSet runs, List<String> scales, Metric metric, List<String> tests)
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
            String name = runs.databaseName(db) + (line.size() > 1 ? " \u00b7 " + ResultSet.testLabel(line.get(1))
                    : "") + (flagged ? FLAG : "");
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
        return write(id, null, chart, anyFlagged ? labels.text("note.flagged") : null);
    }

    private ChartFile delta(String id, Comparison comparison, String scale, Metric metric, List<String> dbs,
            List<String> tests, ResultSet a) throws IOException {
        CategoryChart chart = ChartStyle.bars(labels.text("chart." + id, comparison.nameA(), comparison.nameB(),
                labels.scale(scale)), labels.text("axis.test"), labels.text("axis.change"), labels);
        Map<String, String> colors = ChartStyle.recorded(comparison.side(false), comparison.side(true));
        for (String db : dbs) {
            List<Double> values = tests.stream().map(t -> comparison.pairs(scale).stream()
                    .filter(p -> p.db().equals(db) && p.test().equals(t)).findFirst().map(p -> p.delta(metric))
                    .filter(Double::isFinite).orElse(null)).toList();
            chart.addSeries(a.databaseName(db), testLabels(tests, a), values)
                    .setFillColor(ChartStyle.color(db, dbs, colors));
        }
        ChartStyle.fitCategories(chart, tests.size());
        return write(id, scale, chart, labels.text(metric.higherIsBetter() ? "note.higherBetter" : "note.lowerBetter",
                comparison.nameA(), comparison.nameB()));
    }

    private ChartFile write(String id, String scale, Chart<?, ?> chart, String note) throws IOException {
        String name = scale == null ? id : id + "-" + scale;
        Path file = outDir.resolve(name + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(name, chart.getTitle(), note, file);
    }

    private List<String> testLabels(List<String> tests, ResultSet runs) {
        return tests.stream().map(t -> ResultSet.testLabel(t) + (runs.runs().stream()
                .anyMatch(r -> ResultSet.test(r).equals(t) && ResultSet.flagged(r)) ? FLAG : "")).toList();
    }

    private String flagNote(List<RunResult> runs) {
        return runs.stream().anyMatch(ResultSet::flagged) ? labels.text("note.flagged") : null;
    }

    private String shortName(Metric m) {
        return labels.text("series." + m.id());
    }

    private static Double value(Optional<RunResult> run, Metric metric) {
        return run.map(metric::of).filter(Double::isFinite).orElse(null);
    }
}
