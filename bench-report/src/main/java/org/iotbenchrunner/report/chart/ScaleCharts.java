package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.RadarChart;
import org.knowm.xchart.RadarChartBuilder;
import org.knowm.xchart.RadarSeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.RadarStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The seed thesis's charts of one campaign at one scale (SeedChart 1–5), each beside the thesis's published figures
 * when they are given: a published series takes the lighter tint of its database's colour, and what it does not
 * publish is left out, never drawn as zero.
 */
public final class ScaleCharts {
    public static final String SEP = " \u00b7 ";
    static final String FLAG = " *";
    private static final List<String> WRITE_TESTS = ids(Scenario.BATCH_SMALL, Scenario.BATCH_LARGE,
            Scenario.OUT_OF_ORDER, Scenario.WRITE);
    private static final List<String> READ_TESTS = ids(Scenario.LATEST_POINT, Scenario.DOWNSAMPLE,
            Scenario.RANGE_QUERY, Scenario.VALUE_FILTER);
    private static final List<String> NINE_TESTS = Scenario.EXECUTION_ORDER.stream().map(Scenario::id).toList();
    private static final List<Metric> RADAR_AXES = List.of(Metric.THROUGHPUT, Metric.AVG_LATENCY,
            Metric.P99_LATENCY, Metric.AVG_CPU, Metric.PEAK_MEMORY);
    private static final List<Metric> MEMORY = List.of(Metric.AVG_MEMORY, Metric.PEAK_MEMORY);
    private static final int PANEL_WIDTH = ChartStyle.WIDTH / 2;
    private static final int PANEL_HEIGHT = 300;
    /** Room right of the rightmost point of the scatter, as a factor of its memory, for its name. */
    private static final double NAME_ROOM = 6;

    /** One database of one campaign at the scale, as a series: ours in the database's colour, published lighter. */
    private record Entry(String db, String dbName, String label, ResultSet runs, Color base, boolean published) {
        Color color() {
            return published ? ChartStyle.light(base) : base;
        }

        GroupValue value(String test, Metric metric) {
            return GroupValue.of(runs, runs.find(db, test), metric);
        }

        boolean has(String test) {
            return runs.find(db, test).isPresent();
        }

        boolean flagged(String test) {
            return runs.find(db, test).map(ResultSet::flagged).orElse(false);
        }

        List<String> tests() {
            return runs.runs().stream().filter(r -> ResultSet.dbKey(r).equals(db)).map(ResultSet::test).distinct()
                    .sorted(Comparator.comparingInt(ScaleCharts::executionOrder)).toList();
        }
    }

    private final Labels labels;
    private final Path dir;

    public ScaleCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /**
     * SeedChart 1–5 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its input named.
     * {@code published}, when not null, is drawn beside {@code ours} wherever a chart can show it.
     */
    public List<ChartFile> draw(ResultSet ours, ResultSet published, String scale) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        ResultSet mine = ours.scale(scale);
        ResultSet theirs = published == null || published.scale(scale).isEmpty() ? null : published.scale(scale);
        List<Entry> entries = entries(mine, theirs);
        String publishedNote = theirs == null ? null : labels.text("seed.scaleCharts.published", theirs.name());
        return List.of(writeThroughput(entries, scale, publishedNote), writeRadar(entries, scale, publishedNote),
                costBenefit(entries, scale, publishedNote), readLatency(entries, scale),
                memory(entries, scale, publishedNote));
    }

    /** Ours, then the published one, for every database either holds. */
    private List<Entry> entries(ResultSet ours, ResultSet published) {
        Set<String> all = new LinkedHashSet<>(ours.databases());
        if (published != null) {
            all.addAll(published.databases());
        }
        List<String> dbs = List.copyOf(all);
        String oursName = ours.name();
        String publishedName = published == null ? null
                : published.name().equals(oursName) ? published.name() + " (2)" : published.name();
        List<Entry> entries = new ArrayList<>();
        Map<String, String> colors = ChartStyle.recorded(published, ours);
        for (String db : dbs) {
            Color base = ChartStyle.color(db, dbs, colors);
            String name = ours.databases().contains(db) ? ours.databaseName(db) : published.databaseName(db);
            if (ours.databases().contains(db)) {
                entries.add(new Entry(db, name, published == null ? name : name + SEP + oursName, ours, base, false));
            }
            if (published != null && published.databases().contains(db)) {
                entries.add(new Entry(db, name, name + SEP + publishedName, published, base, true));
            }
        }
        return entries;
    }

    /** 1: grouped bars, log y, of each write test's throughput per database, with intervals and flags marked. */
    private ChartFile writeThroughput(List<Entry> entries, String scale, String publishedNote) throws IOException {
        SeedChart kind = SeedChart.WRITE_THROUGHPUT;
        String title = labels.text(kind.titleKey(), labels.scale(scale));
        List<String> tests = WRITE_TESTS.stream().filter(t -> entries.stream()
                .anyMatch(e -> e.value(t, Metric.THROUGHPUT).positive() != null)).toList();
        if (tests.isEmpty()) {
            return missing(kind, title, noneOf(Metric.THROUGHPUT, WRITE_TESTS, scale));
        }
        List<Entry> shown = entries.stream().filter(e -> tests.stream()
                .anyMatch(t -> e.value(t, Metric.THROUGHPUT).positive() != null)).toList();
        CategoryChart chart = ChartStyle.bars(title, labels.text("axis.test"), labels.text("axis.throughput"), labels);
        List<String> categories = tests.stream().map(labels::test).toList();
        BarMarks marks = new BarMarks();
        Tally tally = new Tally();
        List<Double> all = new ArrayList<>();
        for (int s = 0; s < shown.size(); s++) {
            Entry e = shown.get(s);
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
            CampaignCharts.sideLegend(chart);
        }
        ChartFit.categories(chart, categories, ChartStyle.WIDTH);
        chart.addAnnotation(marks);
        return save(kind, chart, notes(tally.notes(labels), publishedNote));
    }

    /**
     * 2: radar of the WRITE test over five axes, each scaled across the series from the worst (0) to the best (1).
     * XChart's radar needs a value on every axis: an axis unknown for every series is left out, and a series
     * unknown on a remaining axis is left out; the note names both.
     */
    private ChartFile writeRadar(List<Entry> entries, String scale, String publishedNote) throws IOException {
        SeedChart kind = SeedChart.WRITE_RADAR;
        String write = Scenario.WRITE.id();
        String title = labels.text(kind.titleKey(), labels.test(write), labels.scale(scale));
        List<Entry> withWrite = entries.stream().filter(e -> e.has(write)).toList();
        if (withWrite.isEmpty()) {
            return missing(kind, title, labels.text("seed.scaleCharts.missingTest", labels.test(write),
                    labels.scale(scale)));
        }
        List<Metric> axes = RADAR_AXES.stream().filter(m -> withWrite.stream().anyMatch(e -> e.value(write, m).known()))
                .toList();
        if (axes.size() < 3) {
            return missing(kind, title, labels.text("seed.write-radar.tooFewAxes", labels.test(write),
                    labels.scale(scale), metricNames(axes)));
        }
        List<Entry> complete = withWrite.stream().filter(e -> axes.stream().allMatch(m -> e.value(write, m).known()))
                .toList();
        List<String> incomplete = withWrite.stream().filter(e -> !complete.contains(e))
                .map(e -> e.label() + ": " + metricNames(axes.stream().filter(m -> !e.value(write, m).known())
                        .toList())).toList();
        if (complete.isEmpty()) {
            return missing(kind, title, labels.text("seed.write-radar.noneComplete", String.join("; ", incomplete)));
        }
        RadarChart chart = new RadarChartBuilder().width(ChartStyle.WIDTH).height(ChartStyle.HEIGHT).title(title)
                .build();
        radarStyle(chart.getStyler());
        chart.setRadiiLabels(axes.stream().map(labels::metric).toArray(String[]::new));
        boolean flagged = false;
        for (Entry e : complete) {
            double[] scaled = new double[axes.size()];
            for (int a = 0; a < axes.size(); a++) {
                Metric m = axes.get(a);
                double[] values = complete.stream().mapToDouble(x -> x.value(write, m).value()).toArray();
                scaled[a] = bestIsOne(m, e.value(write, m).value(), values);
            }
            boolean f = e.flagged(write);
            flagged |= f;
            RadarSeries series = chart.addSeries(e.label() + (f ? FLAG : ""), scaled);
            series.setLineColor(e.color());
            series.setMarkerColor(e.color());
            series.setMarker(SeriesMarkers.CIRCLE);
            series.setFillColor(new Color(e.base().getRed(), e.base().getGreen(), e.base().getBlue(), 40));
            series.setLineStyle(e.published() ? ChartStyle.stroke(1) : new BasicStroke(2f));
        }
        List<Metric> unknown = RADAR_AXES.stream().filter(m -> !axes.contains(m)).toList();
        return save(kind, chart, notes(labels.text("seed.write-radar.scaleNote"),
                complete.size() == 1 ? labels.text("seed.write-radar.single") : null,
                unknown.isEmpty() ? null : labels.text("seed.write-radar.axisUnknown", metricNames(unknown)),
                incomplete.isEmpty() ? null : labels.text("seed.write-radar.seriesLeftOut",
                        String.join("; ", incomplete)),
                flagged ? labels.text("note.flagged") : null, publishedNote));
    }

    /** 3: log–log scatter of peak memory (x) against throughput (y), every test a point named beside it. */
    private ChartFile costBenefit(List<Entry> entries, String scale, String publishedNote) throws IOException {
        SeedChart kind = SeedChart.COST_BENEFIT;
        String title = labels.text(kind.titleKey(), labels.scale(scale));
        XYChart chart = ChartStyle.lines(title, labels.metricWithUnit(Metric.PEAK_MEMORY),
                labels.metricWithUnit(Metric.THROUGHPUT), labels);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setMarkerSize(8);
        PointLabels names = new PointLabels();
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        List<String> dbs = entries.stream().map(Entry::db).distinct().toList();
        boolean flagged = false;
        for (Entry e : entries) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (String test : e.tests()) {
                Double memory = e.value(test, Metric.PEAK_MEMORY).positive();
                Double throughput = e.value(test, Metric.THROUGHPUT).positive();
                if (memory == null || throughput == null) {
                    leftOut.add(e.label() + SEP + labels.test(test));
                    continue;
                }
                boolean f = e.flagged(test);
                flagged |= f;
                x.add(memory);
                y.add(throughput);
                names.add(memory, throughput, labels.test(test) + (f ? FLAG : ""), e.color());
            }
            if (!x.isEmpty()) {
                XYSeries series = chart.addSeries(e.label(), x, y);
                series.setMarker(ChartStyle.marker(dbs.indexOf(e.db())));
                series.setMarkerColor(e.color());
                series.setLineColor(e.color());
                xs.addAll(x);
                ys.addAll(y);
            }
        }
        if (xs.isEmpty()) {
            return missing(kind, title, labels.text("seed.cost-benefit.missing", labels.scale(scale)));
        }
        LogAxis.x(chart.getStyler(), xs, NAME_ROOM);
        LogAxis.y(chart.getStyler(), ys);
        chart.addAnnotation(names);
        return save(kind, chart, notes(labels.text("seed.cost-benefit.names"),
                leftOut.isEmpty() ? null : labels.text("seed.cost-benefit.leftOut", String.join(", ", leftOut)),
                flagged ? labels.text("note.flagged") : null, publishedNote));
    }

    /**
     * 4: one panel per read test, a bar per series that rises to the average latency (solid) and on to P99 (lighter
     * tint). XChart stacks on a logarithmic axis by adding logarithms, so the P99 bar is drawn behind the average
     * instead (overlapped bars), which shows the same gap on either axis. A series is named on the axis, its
     * database by colour.
     */
    private ChartFile readLatency(List<Entry> entries, String scale) throws IOException {
        SeedChart kind = SeedChart.READ_LATENCY_STACK;
        String title = labels.text(kind.titleKey(), labels.scale(scale));
        if (READ_TESTS.stream().noneMatch(t -> entries.stream()
                .anyMatch(e -> e.value(t, Metric.AVG_LATENCY).positive() != null))) {
            return missing(kind, title, noneOf(Metric.AVG_LATENCY, READ_TESTS, scale));
        }
        List<ChartPanels.Panel> panels = new ArrayList<>();
        List<String> inverted = new ArrayList<>();
        List<String> noP99 = new ArrayList<>();
        Set<Entry> drawn = new LinkedHashSet<>();
        Tally tally = new Tally();
        for (String test : READ_TESTS) {
            List<Entry> shown = entries.stream().filter(e -> e.value(test, Metric.AVG_LATENCY).positive() != null)
                    .toList();
            if (shown.isEmpty()) {
                panels.add(new ChartPanels.Panel(labels.test(test), null));
                continue;
            }
            drawn.addAll(shown);
            List<String> categories = shown.stream().map(e -> e.label() + (e.flagged(test) ? FLAG : "")).toList();
            CategoryChart chart = ChartStyle.bars(labels.test(test), "", labels.text("axis.latency"), labels);
            chart.getStyler().setOverlapped(true);
            chart.getStyler().setXAxisTitleVisible(false);
            ChartPanels.compact(chart.getStyler());
            BarMarks marks = new BarMarks();
            List<Double> all = new ArrayList<>();
            for (int i = 0; i < shown.size(); i++) {
                Entry e = shown.get(i);
                GroupValue avg = e.value(test, Metric.AVG_LATENCY);
                GroupValue p99 = e.value(test, Metric.P99_LATENCY);
                boolean gap = p99.positive() != null && p99.value() >= avg.value();
                if (!p99.known()) {
                    noP99.add(e.label() + SEP + labels.test(test));
                } else if (!gap) {
                    inverted.add(e.label() + SEP + labels.test(test));
                }
                if (gap) {
                    chart.addSeries(e.label() + SEP + "P99", categories, only(i, p99.value(), shown.size()))
                            .setFillColor(ChartStyle.light(e.base()));
                    all.add(p99.value());
                }
                chart.addSeries(e.label() + SEP + labels.text("seed.scaleCharts.average"), categories,
                        only(i, avg.value(), shown.size())).setFillColor(e.base());
                all.add(avg.value());
                all.add(avg.hasInterval() ? avg.high() : avg.value());
                marks.interval(i, 0, avg);
                tally.count(avg);
            }
            ChartStyle.logIfSpanning(chart.getStyler(), all);
            ChartFit.categories(chart, categories, PANEL_WIDTH);
            chart.addAnnotation(marks);
            panels.add(new ChartPanels.Panel(labels.test(test), chart));
        }
        List<ChartPanels.Key> keys = new ArrayList<>();
        drawn.stream().filter(e -> !e.published() || drawn.stream().noneMatch(o -> o.db().equals(e.db())
                && !o.published())).forEach(e -> {
                    keys.add(ChartPanels.Key.box(e.dbName() + SEP + labels.text("seed.scaleCharts.average"),
                            e.base()));
                    keys.add(ChartPanels.Key.box(e.dbName() + SEP + labels.text("seed.scaleCharts.gapToP99"),
                            ChartStyle.light(e.base())));
                });
        ChartPanels figure = ChartPanels.of(title, panels, 2, PANEL_WIDTH, PANEL_HEIGHT, keys,
                labels.text("seed.scaleCharts.noData"));
        return save(kind, figure, notes(labels.text("seed.read-latency-stack.note"),
                inverted.isEmpty() ? null : labels.text("seed.read-latency-stack.inverted",
                        String.join(", ", inverted)),
                noP99.isEmpty() ? null : labels.text("seed.read-latency-stack.noP99", String.join(", ", noP99)),
                tally.notes(labels)));
    }

    /** 5: average (solid) and peak (dashed) server memory across the nine tests in execution order. */
    private ChartFile memory(List<Entry> entries, String scale, String publishedNote) throws IOException {
        SeedChart kind = SeedChart.MEMORY_ACROSS_TESTS;
        String title = labels.text(kind.titleKey(), labels.scale(scale));
        List<String> tests = NINE_TESTS.stream().filter(t -> entries.stream()
                .anyMatch(e -> MEMORY.stream().anyMatch(m -> e.value(t, m).known()))).toList();
        if (tests.isEmpty()) {
            return missing(kind, title, noneOf(MEMORY, NINE_TESTS, scale));
        }
        boolean flagged = tests.stream().anyMatch(t -> entries.stream().anyMatch(e -> e.flagged(t)));
        List<String> categories = tests.stream()
                .map(t -> labels.test(t) + (entries.stream().anyMatch(e -> e.flagged(t)) ? FLAG : "")).toList();
        CategoryChart chart = ChartStyle.categoryLines(title, labels.text("axis.test"), labels.text("axis.memory"),
                labels);
        List<String> dbs = entries.stream().map(Entry::db).distinct().toList();
        List<Double> all = new ArrayList<>();
        for (Entry e : entries) {
            for (int m = 0; m < MEMORY.size(); m++) {
                Metric metric = MEMORY.get(m);
                List<Double> values = tests.stream().map(t -> e.value(t, metric).value()).toList();
                if (values.stream().allMatch(Objects::isNull)) {
                    continue;
                }
                values.stream().filter(Objects::nonNull).forEach(all::add);
                CategorySeries series = chart.addSeries(e.label() + SEP + labels.text("series." + metric.id()),
                        categories, values);
                series.setLineColor(e.color());
                series.setMarkerColor(e.color());
                series.setLineStyle(ChartStyle.stroke(m));
                series.setMarker(ChartStyle.marker(dbs.indexOf(e.db())));
            }
        }
        ChartStyle.logIfSpanning(chart.getStyler(), all);
        ChartFit.categories(chart, categories, ChartStyle.WIDTH);
        return save(kind, chart, notes(labels.text("seed.memory-across-tests.note"),
                flagged ? labels.text("note.flagged") : null, publishedNote));
    }

    private ChartFile save(SeedChart kind, Chart<?, ?> chart, String note) throws IOException {
        return kind.save(chart, dir, chart.getTitle(), note);
    }

    private static ChartFile missing(SeedChart kind, String title, String reason) {
        return kind.missing(title, reason);
    }

    private String noneOf(Metric metric, List<String> tests, String scale) {
        return noneOf(List.of(metric), tests, scale);
    }

    private String noneOf(List<Metric> metrics, List<String> tests, String scale) {
        return labels.text("seed.scaleCharts.missing", metricNames(metrics),
                tests.stream().map(labels::test).collect(Collectors.joining(", ")), labels.scale(scale));
    }

    private String metricNames(List<Metric> metrics) {
        return metrics.stream().map(labels::metric).collect(Collectors.joining(", "));
    }

    private static void radarStyle(RadarStyler s) {
        s.setBaseFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11));
        s.setChartTitleFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.BOLD, 15));
        s.setLegendFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11));
        s.setRadiiTitleFont(new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 11));
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setPlotBorderVisible(false);
        s.setLegendBorderColor(Color.WHITE);
        s.setChartTitleBoxVisible(false);
        s.setChartPadding(12);
        s.setLegendPosition(Styler.LegendPosition.OutsideE);
        s.setSeriesFilled(true);
        s.setRadiiTickMarksCount(4);
        s.setMarkerSize(6);
    }

    /** {@code value} among {@code all} on a scale where the best is 1 and the worst 0; 1 when all are equal. */
    static double bestIsOne(Metric metric, double value, double[] all) {
        double min = Arrays.stream(all).min().orElse(value);
        double max = Arrays.stream(all).max().orElse(value);
        if (max <= min) {
            return 1;
        }
        double scaled = metric.higherIsBetter() ? (value - min) / (max - min) : (max - value) / (max - min);
        return Math.max(0, Math.min(1, scaled));
    }

    /** A list of {@code size} nulls but {@code value} at {@code index}: one bar of an overlapped chart. */
    static List<Double> only(int index, double value, int size) {
        List<Double> values = new ArrayList<>(Collections.nCopies(size, (Double) null));
        values.set(index, value);
        return values;
    }

    /** The non-null parts joined by a space; null when there are none. */
    public static String notes(String... parts) {
        String joined = Stream.of(parts).filter(p -> p != null && !p.isBlank()).collect(Collectors.joining(" "));
        return joined.isEmpty() ? null : joined;
    }

    static int executionOrder(String test) {
        int i = NINE_TESTS.indexOf(test);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    private static List<String> ids(Scenario... scenarios) {
        return Stream.of(scenarios).map(Scenario::id).toList();
    }

    /** Whether the values drawn held a flagged run or an interval, for the chart's note. */
    static final class Tally {
        private boolean flagged;
        private boolean interval;

        void count(GroupValue v) {
            flagged |= v.flagged();
            interval |= v.hasInterval();
        }

        public String notes(Labels labels) {
            return ScaleCharts.notes(interval ? labels.text("seed.scaleCharts.interval") : null,
                    flagged ? labels.text("note.flagged") : null);
        }
    }
}
