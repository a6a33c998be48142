package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The seed's charts 6 to 15 ({@link SeedChart.Group#ACROSS_SCALES}): one campaign across its scales, smallest
 * first, each database in its colour. A kind the campaign cannot feed is {@link ChartFile#missing} with the input
 * it lacks, never drawn blank.
 */
public final class CrossScaleCharts {
    static final String FLAG = " *";
    private static final int PANEL_WIDTH = 440;
    private static final int PANEL_HEIGHT = 330;
    private static final Color REFERENCE_LINE = new Color(0x616161);

    private final Labels labels;
    private final Path dir;

    /** {@code dir}: where the PNGs go, {@code charts/<source>/<language>/}; created when a chart is drawn. */
    public CrossScaleCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /** SeedChart 6 to 15 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its reason. */
    public List<ChartFile> draw(ResultSet campaign) throws IOException {
        ChartStyle.headless();
        ScalePoints points = new ScalePoints(campaign);
        List<SeedChart> kinds = SeedChart.of(SeedChart.Group.ACROSS_SCALES);
        if (points.scales().size() < 2) {
            String found = points.scales().isEmpty() ? labels.text("cross.none")
                    : points.scales().stream().map(labels::scale).collect(Collectors.joining(", "));
            String reason = labels.text("cross.missing.scales", found);
            return kinds.stream().map(k -> ChartFile.missing(k.fileName(), title(k), reason)).toList();
        }
        List<ChartFile> files = new ArrayList<>();
        for (SeedChart kind : kinds) {
            files.add(draw(kind, points));
        }
        return files;
    }

    private ChartFile draw(SeedChart kind, ScalePoints points) throws IOException {
        return switch (kind) {
            case LATENCY_DEGRADATION -> degradation(kind, points);
            case READ_LATENCY_SCALES -> readLatencies(kind, points);
            case WRITE_SCALING -> oneTest(kind, points, Scenario.WRITE.id(), Metric.THROUGHPUT, true);
            case LATEST_POINT_SCALING -> latestPoint(kind, points);
            case VALUE_FILTER_SCALING -> valueFilter(kind, points);
            case READ_CPU -> readCpu(kind, points);
            case BATCH_SMALL_SCALES -> batchSmall(kind, points);
            case PEAK_MEMORY_SCALING -> peakMemory(kind, points);
            case READ_P99_SCALES -> readP99(kind, points);
            case OUT_OF_ORDER_DEGRADATION -> outOfOrder(kind, points);
            default -> throw new IllegalArgumentException(kind + " is not drawn across scales");
        };
    }

    // 6
    private ChartFile degradation(SeedChart kind, ScalePoints points) throws IOException {
        List<String> tests = readTests(points);
        Optional<String> lacking = lackingReads(points, tests);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        DegradationHeatmap heatmap = new DegradationHeatmap(labels, points);
        List<HeatMapChart> panels = new ArrayList<>();
        boolean flagged = false;
        List<String> scales = points.scales();
        for (int i = 0; i + 1 < scales.size(); i++) {
            heatmap.panel(scales.get(i), scales.get(i + 1), tests).ifPresent(panels::add);
            flagged |= heatmap.cells(scales.get(i), scales.get(i + 1), tests).stream()
                    .anyMatch(DegradationHeatmap.Cell::flagged);
        }
        if (panels.isEmpty()) {
            return missing(kind, labels.text("cross.missing.pairs"));
        }
        String repeated = repeated(points, tests, Metric.AVG_LATENCY) ? labels.text("cross.note.derivedMeans") : null;
        String note = notes(labels.text("cross.note.heatmap", labels.number(DegradationHeatmap.SATURATION, 0)),
                flagged ? labels.text("note.flagged") : null, repeated);
        return chart(kind, ChartPanels.asDrawn(title(kind), panels, panels.size(), panelWidth(panels.size(),
                ChartStyle.WIDTH / 2 + 80), ChartStyle.HEIGHT), note);
    }

    // 7
    private ChartFile readLatencies(SeedChart kind, ScalePoints points) throws IOException {
        Optional<String> lacking = lackingReads(points, readTests(points));
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        List<String> tests = readTests(points).stream().filter(t -> points.atTwoScales(t, Metric.AVG_LATENCY))
                .toList();
        Lines lines = new Lines();
        List<XYChart> panels = new ArrayList<>();
        for (String test : tests) {
            XYChart panel = scaleLines(labels.test(test), labels.metricWithUnit(Metric.AVG_LATENCY), points);
            asPanel(panel);
            Lines own = new Lines();
            for (String db : points.databases()) {
                own.add(panel, points, db, points.databaseName(db), points.across(db, test, Metric.AVG_LATENCY));
            }
            if (ChartStyle.logIfSpanning(panel.getStyler(), own.values)) {
                panel.setTitle(panel.getTitle() + " " + labels.text("chart.logScale"));
            }
            lines.merge(own);
            panels.add(panel);
        }
        int columns = Math.min(3, panels.size());
        int height = panels.size() > columns ? PANEL_HEIGHT : ChartStyle.HEIGHT;
        return chart(kind, ChartPanels.ofLines(title(kind), panels, columns, panelWidth(columns, PANEL_WIDTH), height),
                lines.note());
    }

    // 8
    private ChartFile oneTest(SeedChart kind, ScalePoints points, String test, Metric metric, boolean log)
            throws IOException {
        Optional<String> lacking = lacking(points, test, metric);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        Lines lines = new Lines();
        XYChart chart = scaleLines(title(kind) + (log ? " " + labels.text("chart.logScale") : ""),
                labels.metricWithUnit(metric), points);
        for (String db : points.databases()) {
            lines.add(chart, points, db, points.databaseName(db), points.across(db, test, metric));
        }
        if (log) {
            LogAxis.yWhenSpread(chart.getStyler(), lines.values);
        }
        return chart(kind, chart, lines.note());
    }

    // 9
    private ChartFile latestPoint(SeedChart kind, ScalePoints points) throws IOException {
        String test = Scenario.LATEST_POINT.id();
        Optional<String> lacking = lacking(points, test, Metric.AVG_LATENCY);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        Lines lines = new Lines();
        XYChart chart = scaleLines(title(kind), labels.metricWithUnit(Metric.AVG_LATENCY), points);
        List<String> readings = new ArrayList<>();
        for (String db : points.databases()) {
            Optional<ScalePoints.Growth> growth = points.growth(db, test, Metric.AVG_LATENCY);
            String name = points.databaseName(db) + growth.map(g -> " \u2014 " + trend(g.trend())).orElse("");
            lines.add(chart, points, db, name, points.across(db, test, Metric.AVG_LATENCY));
            growth.ifPresent(g -> readings.add(reading(points.databaseName(db), g)));
        }
        return chart(kind, chart, notes(labels.text("cross.note.constantVsLinear"), String.join("; ", readings),
                lines.note()));
    }

    // 10
    private ChartFile valueFilter(SeedChart kind, ScalePoints points) throws IOException {
        String test = Scenario.VALUE_FILTER.id();
        Optional<String> lacking = lacking(points, test, Metric.AVG_LATENCY);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        Lines lines = new Lines();
        XYChart chart = scaleLines(title(kind) + " " + labels.text("chart.logScale"),
                labels.metricWithUnit(Metric.AVG_LATENCY), points);
        List<String> data = new ArrayList<>();
        for (String db : points.databases()) {
            Optional<ScalePoints.Growth> growth = points.growth(db, test, Metric.AVG_LATENCY);
            String name = points.databaseName(db) + growth.map(g -> " (" + labels.text("cross.ratio",
                    labels.number(g.factor(), 2), labels.scale(g.fromScale()), labels.scale(g.toScale())) + ")")
                    .orElse("");
            lines.add(chart, points, db, name, points.across(db, test, Metric.AVG_LATENCY));
            growth.ifPresent(g -> data.add(points.databaseName(db) + ": " + dataRatio(g)));
        }
        LogAxis.yWhenSpread(chart.getStyler(), lines.values);
        return chart(kind, chart, notes(labels.text("cross.note.dataRatio", String.join("; ", data)), lines.note()));
    }

    // 11
    private ChartFile readCpu(SeedChart kind, ScalePoints points) throws IOException {
        String test = Scenario.READ.id();
        Optional<String> lacking = lacking(points, test, Metric.AVG_CPU);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        AverageAndTop bars = new AverageAndTop(points, test, Metric.AVG_CPU, Metric.PEAK_CPU);
        CategoryChart chart = bars.chart(title(kind), labels.text("axis.cpu"), "series.peakCpu");
        chart.getStyler().setYAxisMin(0.0);
        double top = bars.values().stream().mapToDouble(Double::doubleValue).max().orElse(100);
        referenceLine(chart, bars.categories(), labels.text("cross.series.oneCore"), 100);
        Optional<Integer> cores = points.hostCores(test);
        String capacity;
        if (cores.isEmpty()) {
            capacity = labels.text("cross.note.coresUnknown");
        } else if (cores.get() * 100 <= 1.5 * Math.max(top, 100)) {
            String percent = labels.integer(cores.get() * 100L);
            referenceLine(chart, bars.categories(), labels.text("cross.series.host", cores.get(), percent),
                    cores.get() * 100);
            capacity = labels.text("cross.note.cores", cores.get(), percent);
        } else {
            capacity = labels.text("cross.note.coresAbove", cores.get(), labels.integer(cores.get() * 100L));
        }
        return chart(kind, chart, notes(labels.text("cross.note.cpuGap"), capacity, bars.note()));
    }

    // 12
    private ChartFile batchSmall(SeedChart kind, ScalePoints points) throws IOException {
        String test = Scenario.BATCH_SMALL.id();
        Optional<String> throughputLacks = lacking(points, test, Metric.THROUGHPUT);
        Optional<String> latencyLacks = lacking(points, test, Metric.AVG_LATENCY);
        if (throughputLacks.isPresent() && latencyLacks.isPresent()) {
            return missing(kind, throughputLacks.get());
        }
        Lines lines = new Lines();
        List<XYChart> panels = new ArrayList<>();
        if (throughputLacks.isEmpty()) {
            XYChart throughput = scaleLines(labels.metric(Metric.THROUGHPUT) + " " + labels.text("chart.logScale"),
                    labels.metricWithUnit(Metric.THROUGHPUT), points);
            Lines own = new Lines();
            for (String db : points.databases()) {
                own.add(throughput, points, db, points.databaseName(db), points.across(db, test, Metric.THROUGHPUT));
            }
            LogAxis.yWhenSpread(throughput.getStyler(), own.values);
            lines.merge(own);
            panels.add(throughput);
        }
        if (latencyLacks.isEmpty()) {
            XYChart latency = scaleLines(labels.metric(Metric.AVG_LATENCY), labels.metricWithUnit(Metric.AVG_LATENCY),
                    points);
            for (String db : points.databases()) {
                lines.add(latency, points, db, points.databaseName(db), points.across(db, test, Metric.AVG_LATENCY));
            }
            panels.add(latency);
        }
        panels.forEach(CrossScaleCharts::asPanel);
        String note = notes(labels.text("cross.note.warmUp"), throughputLacks.orElse(null),
                latencyLacks.orElse(null), lines.note());
        return chart(kind, ChartPanels.ofLines(title(kind), panels, panels.size(), panelWidth(panels.size(),
                ChartStyle.WIDTH / 2 + 40), ChartStyle.HEIGHT), note);
    }

    // 13
    private ChartFile peakMemory(SeedChart kind, ScalePoints points) throws IOException {
        boolean twoScales = points.databases().stream().anyMatch(db -> points.scales().stream()
                .filter(s -> points.peakMemory(s, db).isPresent()).count() > 1);
        if (!twoScales) {
            return missing(kind, labels.text("cross.missing.memory"));
        }
        Lines lines = new Lines();
        XYChart chart = scaleLines(title(kind), labels.metricWithUnit(Metric.PEAK_MEMORY), points);
        for (String db : points.databases()) {
            lines.add(chart, points, db, points.databaseName(db),
                    points.scales().stream().map(s -> points.peakMemory(s, db).orElse(null)).toList());
        }
        return chart(kind, chart, notes(labels.text("cross.note.peakMemory"), lines.note()));
    }

    // 14
    private ChartFile readP99(SeedChart kind, ScalePoints points) throws IOException {
        String test = Scenario.READ.id();
        Optional<String> lacking = lacking(points, test, Metric.AVG_LATENCY);
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        AverageAndTop bars = new AverageAndTop(points, test, Metric.AVG_LATENCY, Metric.P99_LATENCY);
        CategoryChart chart = bars.chart(title(kind) + " " + labels.text("chart.logScale"),
                labels.text("axis.latency"), "series.p99Latency");
        LogAxis.yWhenSpread(chart.getStyler(), bars.values());
        return chart(kind, chart, notes(labels.text("cross.note.p99Gap"), bars.note()));
    }

    // 15
    private ChartFile outOfOrder(SeedChart kind, ScalePoints points) throws IOException {
        String ordered = Scenario.WRITE.id();
        String late = Scenario.OUT_OF_ORDER.id();
        Optional<String> lacking = lacking(points, ordered, Metric.THROUGHPUT)
                .or(() -> lacking(points, late, Metric.THROUGHPUT));
        if (lacking.isPresent()) {
            return missing(kind, lacking.get());
        }
        List<String> scales = points.scales();
        CategoryChart chart = ChartStyle.bars(title(kind), labels.text("axis.scale"),
                labels.text("cross.axis.outOfOrder"), labels);
        boolean flagged = false;
        for (String db : points.databases()) {
            List<Double> changes = new ArrayList<>();
            boolean dbFlagged = false;
            for (String scale : scales) {
                Optional<ScalePoints.Point> w = points.at(scale, db, ordered, Metric.THROUGHPUT);
                Optional<ScalePoints.Point> o = points.at(scale, db, late, Metric.THROUGHPUT);
                double change = w.isPresent() && o.isPresent()
                        ? ScalePoints.change(w.get().value(), o.get().value()) : Double.NaN;
                changes.add(Double.isFinite(change) ? change : null);
                dbFlagged |= Double.isFinite(change) && (w.get().flagged() || o.get().flagged());
            }
            if (changes.stream().anyMatch(Objects::nonNull)) {
                chart.addSeries(points.databaseName(db) + (dbFlagged ? FLAG : ""),
                        scales.stream().map(labels::scale).toList(), changes)
                        .setFillColor(ChartStyle.color(db, points.databases(), points.colors()));
                flagged |= dbFlagged;
            }
        }
        if (chart.getSeriesMap().isEmpty()) {
            return missing(kind, labels.text("cross.missing.sameScale", labels.test(ordered), labels.test(late)));
        }
        ChartStyle.fitCategories(chart, scales.size());
        String repeated = repeated(points, List.of(ordered, late), Metric.THROUGHPUT)
                ? labels.text("cross.note.derivedMeans") : null;
        return chart(kind, chart, notes(labels.text("cross.note.outOfOrder"),
                flagged ? labels.text("note.flagged") : null, repeated));
    }

    /** An XY chart whose x is a scale's place, labelled with the scale's name: XChart draws error bars on these. */
    private XYChart scaleLines(String title, String yTitle, ScalePoints points) {
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
    private static void asPanel(XYChart panel) {
        panel.getStyler().setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        panel.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal);
    }

    /** The lines of one figure: the values drawn, and whether one is flagged or has an interval. */
    private final class Lines {
        private final List<Double> values = new ArrayList<>();
        private boolean flagged;
        private boolean intervals;

        void add(XYChart chart, ScalePoints points, String db, String name, List<ScalePoints.Point> across) {
            if (across.stream().allMatch(Objects::isNull)) {
                return;
            }
            double[] x = IntStream.range(0, across.size()).asDoubleStream().toArray();
            double[] y = across.stream().mapToDouble(p -> p == null ? Double.NaN : p.value()).toArray();
            boolean anyFlagged = across.stream().anyMatch(p -> p != null && p.flagged());
            boolean anyInterval = across.stream().anyMatch(p -> p != null && p.hasInterval());
            String label = name + (anyFlagged ? FLAG : "");
            XYSeries series = anyInterval ? chart.addSeries(label, x, y, halves(across))
                    : chart.addSeries(label, x, y);
            Color color = ChartStyle.color(db, points.databases(), points.colors());
            series.setLineColor(color);
            series.setMarkerColor(color);
            series.setLineStyle(ChartStyle.stroke(0));
            series.setMarker(ChartStyle.marker(points.databases().indexOf(db)));
            across.stream().filter(Objects::nonNull).forEach(p -> values.add(p.value()));
            flagged |= anyFlagged;
            intervals |= anyInterval;
        }

        void merge(Lines other) {
            values.addAll(other.values);
            flagged |= other.flagged;
            intervals |= other.intervals;
        }

        String note() {
            return notes(intervals ? labels.text("cross.note.intervals") : null,
                    flagged ? labels.text("note.flagged") : null);
        }

        /** Half widths of the intervals, kept above zero so that a logarithmic axis can draw them. */
        private double[] halves(List<ScalePoints.Point> across) {
            return across.stream().mapToDouble(p -> p == null || !p.hasInterval() ? 0
                    : Math.min(p.ciHalf(), 0.95 * p.value())).toArray();
        }
    }

    /**
     * Chart 11 and 14: per database and scale, a bar of the average in the database's colour over a paler bar up to
     * the top figure (peak, P99), so that the paler part is the gap. XChart neither stacks on a logarithmic axis nor
     * hatches, so the bars are overlapped: one category per database and scale, each database's bars only in its
     * own categories.
     */
    private final class AverageAndTop {
        private final ScalePoints points;
        private final String test;
        private final Metric average;
        private final Metric top;
        private final List<Key> keys = new ArrayList<>();
        private final List<String> categories = new ArrayList<>();
        private final List<Double> values = new ArrayList<>();
        private boolean flagged;
        private boolean repeated;

        AverageAndTop(ScalePoints points, String test, Metric average, Metric top) {
            this.points = points;
            this.test = test;
            this.average = average;
            this.top = top;
            for (String db : points.databases()) {
                for (String scale : points.scales()) {
                    Optional<ScalePoints.Point> avg = points.at(scale, db, test, average);
                    if (avg.isPresent()) {
                        boolean cellFlagged = avg.get().flagged();
                        keys.add(new Key(db, scale));
                        categories.add(points.databaseName(db) + " \u00b7 " + labels.scale(scale)
                                + (cellFlagged ? FLAG : ""));
                        flagged |= cellFlagged;
                        repeated |= avg.get().runs() > 1;
                    }
                }
            }
        }

        List<String> categories() {
            return categories;
        }

        List<Double> values() {
            return values;
        }

        CategoryChart chart(String title, String yTitle, String topKey) {
            CategoryChart chart = ChartStyle.bars(title, labels.text("cross.axis.databaseScale"), yTitle, labels);
            chart.getStyler().setOverlapped(true);
            List<String> dbs = points.databases();
            for (String db : dbs) {
                List<Double> avg = column(db, average);
                List<Double> peak = column(db, top);
                if (avg.stream().allMatch(Objects::isNull)) {
                    continue;
                }
                Color color = ChartStyle.color(db, dbs, points.colors());
                if (peak.stream().anyMatch(Objects::nonNull)) {
                    chart.addSeries(points.databaseName(db) + " \u00b7 " + labels.text(topKey), categories, peak)
                            .setFillColor(ChartStyle.light(color));
                }
                chart.addSeries(points.databaseName(db) + " \u00b7 " + labels.text("cross.series.average"),
                        categories, avg).setFillColor(color);
            }
            ChartStyle.fitCategories(chart, categories.size());
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                    .setLegendLayout(Styler.LegendLayout.Vertical);
            return chart;
        }

        String note() {
            return notes(flagged ? labels.text("note.flagged") : null,
                    repeated ? labels.text("cross.note.barMeans") : null);
        }

        private List<Double> column(String db, Metric metric) {
            List<Double> column = new ArrayList<>();
            for (Key key : keys) {
                Double v = key.db().equals(db) ? points.at(key.scale(), db, test, metric)
                        .map(ScalePoints.Point::value).orElse(null) : null;
                column.add(v);
                if (v != null) {
                    values.add(v);
                }
            }
            return column;
        }
    }

    /** A bar of chart 11 or 14: one database at one scale. */
    private record Key(String db, String scale) {
    }

    private void referenceLine(CategoryChart chart, List<String> categories, String name, double value) {
        CategorySeries line = chart.addSeries(name, categories, categories.stream().map(c -> value).toList());
        line.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        line.setLineColor(REFERENCE_LINE);
        line.setLineStyle(ChartStyle.stroke(1));
        line.setMarker(SeriesMarkers.NONE);
    }

    /** The read tests of the seed this campaign ran. */
    private static List<String> readTests(ScalePoints points) {
        return ScalePoints.READ_TESTS.stream().filter(points::hasTest).toList();
    }

    private Optional<String> lackingReads(ScalePoints points, List<String> tests) {
        if (tests.isEmpty()) {
            return Optional.of(labels.text("cross.missing.reads", ScalePoints.READ_TESTS.stream().map(labels::test)
                    .collect(Collectors.joining(", "))));
        }
        return tests.stream().anyMatch(t -> points.atTwoScales(t, Metric.AVG_LATENCY)) ? Optional.empty()
                : Optional.of(oneScaleOnly(points, tests, Metric.AVG_LATENCY));
    }

    /** Why a test's metric cannot be drawn across scales, if it cannot. */
    private Optional<String> lacking(ScalePoints points, String test, Metric metric) {
        if (!points.hasTest(test)) {
            return Optional.of(labels.text("cross.missing.test", labels.test(test)));
        }
        if (points.scalesMeasured(test, metric).isEmpty()) {
            return Optional.of(labels.text("cross.missing.metric", labels.test(test), labels.metric(metric)));
        }
        return points.atTwoScales(test, metric) ? Optional.empty()
                : Optional.of(oneScaleOnly(points, List.of(test), metric));
    }

    private String oneScaleOnly(ScalePoints points, List<String> tests, Metric metric) {
        Set<String> found = new LinkedHashSet<>();
        tests.forEach(t -> found.addAll(points.scalesMeasured(t, metric)));
        return labels.text("cross.missing.oneScale", tests.stream().map(labels::test).collect(Collectors.joining(", ")),
                found.stream().sorted(ResultSet::compareScales).map(labels::scale).collect(Collectors.joining(", ")));
    }

    private static boolean repeated(ScalePoints points, List<String> tests, Metric metric) {
        return points.scales().stream().anyMatch(s -> points.databases().stream().anyMatch(db -> tests.stream()
                .anyMatch(t -> points.at(s, db, t, metric).map(p -> p.runs() > 1).orElse(false))));
    }

    private String trend(ScalePoints.Trend trend) {
        return labels.text("cross.trend." + trend.id());
    }

    /** E.g. "IoTDB: 0.60 → 0.70 ms from small to large (×1.17; data ×2.50): about constant". */
    private String reading(String db, ScalePoints.Growth g) {
        return labels.text("cross.reading", db, labels.number(g.first(), 2), labels.number(g.last(), 2),
                labels.scale(g.fromScale()), labels.scale(g.toScale()), labels.number(g.factor(), 2), dataRatio(g),
                trend(g.trend()));
    }

    private String dataRatio(ScalePoints.Growth g) {
        return Double.isNaN(g.dataRatio()) ? labels.text("cross.data.unknown")
                : labels.text("cross.data", labels.number(g.dataRatio(), 2));
    }

    /** At least {@code width}, and wide enough that the panels of a row fill a chart's width. */
    private static int panelWidth(int columns, int width) {
        return Math.max(width, ChartStyle.WIDTH / columns);
    }

    private String title(SeedChart kind) {
        return labels.text(kind.titleKey());
    }

    private ChartFile missing(SeedChart kind, String reason) {
        return kind.missing(title(kind), reason);
    }

    private ChartFile chart(SeedChart kind, Chart<?, ?> chart, String note) throws IOException {
        return kind.save(chart, dir, title(kind), note);
    }

    /** The notes that apply, one sentence after another; null when none does. */
    private static String notes(String... notes) {
        String joined = Arrays.stream(notes).filter(n -> n != null && !n.isBlank())
                .collect(Collectors.joining(" "));
        return joined.isEmpty() ? null : joined;
    }
}
