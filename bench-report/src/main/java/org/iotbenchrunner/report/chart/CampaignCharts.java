package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The seed thesis's charts of its original campaign against its tuned one (SeedChart 16–20), over the scales both
 * hold: every database in its colour, the original in the lighter tint (the seed hatched it) or dashed, the tuned
 * one solid. A chart whose input one campaign lacks is missing, with that input named.
 */
public final class CampaignCharts {
    private static final String SEP = ScaleCharts.SEP;
    private static final String FLAG = ScaleCharts.FLAG;
    private static final String WRITE = Scenario.WRITE.id();
    private static final String OUT_OF_ORDER = Scenario.OUT_OF_ORDER.id();
    private static final String READ = Scenario.READ.id();
    private static final String BATCH_SMALL = Scenario.BATCH_SMALL.id();
    private static final int PANEL_WIDTH = ChartStyle.WIDTH / 2;
    private static final int PANEL_HEIGHT = 300;

    /** One database in one campaign, as a series. */
    private record Side(String db, String label, ResultSet runs, Color base, boolean original) {
        Color fill() {
            return original ? ChartStyle.light(base) : base;
        }

        GroupValue value(String scale, String test, Metric metric) {
            return GroupValue.of(runs, runs.find(scale, db, test), metric);
        }
    }

    /** The two campaigns, the scales both hold, and their series: each database's original, then its tuned. */
    private record Campaigns(ResultSet original, ResultSet tuned, List<String> scales, List<Side> sides) {
        List<String> scaleNames(Labels labels) {
            return scales.stream().map(labels::scale).toList();
        }
    }

    private final Labels labels;
    private final Path dir;

    public CampaignCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /** SeedChart 16–20 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its input named. */
    public List<ChartFile> draw(ResultSet original, ResultSet tuned) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<String> scales = original.scales().stream().filter(tuned.scales()::contains)
                .sorted(ResultSet::compareScales).toList();
        if (scales.isEmpty()) {
            String reason = labels.text("seed.campaign.noCommonScale", original.name(), tuned.name());
            return SeedChart.of(SeedChart.Group.COMPARISON).stream()
                    .map(k -> ChartFile.missing(k.fileName(), title(k, original, tuned), reason)).toList();
        }
        Campaigns c = new Campaigns(original, tuned, scales, sides(original, tuned));
        return List.of(writeThroughput(c), p99Grid(c), outOfOrder(c), read(c), memoryBaseline(c));
    }

    private List<Side> sides(ResultSet original, ResultSet tuned) {
        Set<String> all = new LinkedHashSet<>(original.databases());
        all.addAll(tuned.databases());
        List<String> dbs = List.copyOf(all);
        boolean sameName = original.name().equals(tuned.name());
        String before = original.name() + (sameName ? " (1)" : "");
        String after = tuned.name() + (sameName ? " (2)" : "");
        Map<String, String> colors = ChartStyle.recorded(original, tuned);
        List<Side> sides = new ArrayList<>();
        for (String db : dbs) {
            Color base = ChartStyle.color(db, dbs, colors);
            String name = original.databases().contains(db) ? original.databaseName(db) : tuned.databaseName(db);
            if (original.databases().contains(db)) {
                sides.add(new Side(db, name + SEP + before, original, base, true));
            }
            if (tuned.databases().contains(db)) {
                sides.add(new Side(db, name + SEP + after, tuned, base, false));
            }
        }
        return sides;
    }

    /** 16: WRITE throughput across the scales, log y: the original dashed, the tuned solid. */
    private ChartFile writeThroughput(Campaigns c) throws IOException {
        SeedChart kind = SeedChart.TUNED_WRITE_THROUGHPUT;
        String title = title(kind, c.original(), c.tuned());
        String lacking = lacking(c, List.of(WRITE), Metric.THROUGHPUT);
        if (lacking != null) {
            return ChartFile.missing(kind.fileName(), title, lacking);
        }
        CategoryChart chart = ChartStyle.categoryLines(title, labels.text("axis.scale"),
                labels.metricWithUnit(Metric.THROUGHPUT), labels);
        List<Double> all = new ArrayList<>();
        boolean flagged = false;
        for (Side side : c.sides()) {
            List<GroupValue> values = c.scales().stream().map(s -> side.value(s, WRITE, Metric.THROUGHPUT)).toList();
            if (values.stream().allMatch(v -> v.positive() == null)) {
                continue;
            }
            boolean f = values.stream().anyMatch(GroupValue::flagged);
            flagged |= f;
            List<Double> shown = values.stream().map(GroupValue::positive).toList();
            shown.stream().filter(v -> v != null).forEach(all::add);
            CategorySeries series = chart.addSeries(side.label() + (f ? FLAG : ""), c.scaleNames(labels), shown);
            series.setLineColor(side.base());
            series.setMarkerColor(side.base());
            series.setLineStyle(side.original() ? ChartStyle.stroke(1) : new BasicStroke(2f));
            series.setMarker(side.original() ? SeriesMarkers.SQUARE : SeriesMarkers.CIRCLE);
        }
        LogAxis.y(chart.getStyler(), all);
        return save(kind, chart, ScaleCharts.notes(labels.text("seed.tuned-write-throughput.note",
                c.original().name(), c.tuned().name()), flagged ? labels.text("note.flagged") : null));
    }

    /**
     * 17: a grid of P99 latency, rows WRITE and OUT-OF-ORDER, a column per scale, log y; a panel without data says
     * so, and the chart is missing only when no panel has data.
     */
    private ChartFile p99Grid(Campaigns c) throws IOException {
        SeedChart kind = SeedChart.TUNED_P99_GRID;
        String title = title(kind, c.original(), c.tuned());
        List<String> tests = List.of(WRITE, OUT_OF_ORDER);
        List<ChartPanels.Panel> panels = new ArrayList<>();
        List<String> empty = new ArrayList<>();
        ScaleCharts.Tally tally = new ScaleCharts.Tally();
        Set<Side> drawn = new LinkedHashSet<>();
        for (String test : tests) {
            for (String scale : c.scales()) {
                String panelTitle = labels.test(test) + SEP + labels.scale(scale);
                CategoryChart chart = bars(panelTitle, labels.text("axis.latency"),
                        List.of(labels.metric(Metric.P99_LATENCY)), c.sides(),
                        (side, i) -> side.value(scale, test, Metric.P99_LATENCY), true, tally, drawn);
                if (chart == null) {
                    empty.add(panelTitle);
                } else {
                    chart.getStyler().setXAxisTitleVisible(false);
                    ChartPanels.compact(chart.getStyler());
                }
                panels.add(new ChartPanels.Panel(panelTitle, chart));
            }
        }
        if (drawn.isEmpty()) {
            return ChartFile.missing(kind.fileName(), title, lacking(c, tests, Metric.P99_LATENCY));
        }
        ChartPanels figure = ChartPanels.of(title, panels, c.scales().size(), PANEL_WIDTH, PANEL_HEIGHT,
                keys(drawn), labels.text("seed.scaleCharts.noData"));
        return save(kind, figure, ScaleCharts.notes(tint(c),
                empty.isEmpty() ? null : labels.text("seed.tuned-p99-grid.empty", String.join(", ", empty)),
                tally.notes(labels)));
    }

    /** 18: the out-of-order penalty, (OUT-OF-ORDER − WRITE) / WRITE × 100 of the medians, per database and scale. */
    private ChartFile outOfOrder(Campaigns c) throws IOException {
        SeedChart kind = SeedChart.TUNED_OUT_OF_ORDER;
        String title = title(kind, c.original(), c.tuned());
        String lacking = lacking(c, List.of(WRITE, OUT_OF_ORDER), Metric.THROUGHPUT);
        if (lacking != null) {
            return ChartFile.missing(kind.fileName(), title, lacking);
        }
        ScaleCharts.Tally tally = new ScaleCharts.Tally();
        CategoryChart chart = bars(title, labels.text("seed.tuned-out-of-order.axis"), c.scaleNames(labels),
                c.sides(), (side, i) -> penalty(side, c.scales().get(i)), false, tally, new LinkedHashSet<>());
        if (chart == null) {
            return ChartFile.missing(kind.fileName(), title, labels.text("seed.campaign.missing",
                    labels.metric(Metric.THROUGHPUT), tests(List.of(WRITE, OUT_OF_ORDER)),
                    c.original().name() + ", " + c.tuned().name(), String.join(", ", c.scaleNames(labels))));
        }
        sideLegend(chart);
        return save(kind, chart, ScaleCharts.notes(labels.text("seed.tuned-out-of-order.note", labels.test(WRITE),
                labels.test(OUT_OF_ORDER)), tint(c), tally.notes(labels)));
    }

    /** The penalty of one database and scale, flagged when either run is; unknown without both throughputs. */
    static GroupValue penalty(GroupValue write, GroupValue outOfOrder) {
        if (!write.known() || !outOfOrder.known() || write.value() <= 0) {
            return GroupValue.UNKNOWN;
        }
        return new GroupValue((outOfOrder.value() - write.value()) / write.value() * 100, null, null,
                write.flagged() || outOfOrder.flagged());
    }

    private static GroupValue penalty(Side side, String scale) {
        return penalty(side.value(scale, WRITE, Metric.THROUGHPUT), side.value(scale, OUT_OF_ORDER,
                Metric.THROUGHPUT));
    }

    /** 19: READ's average server CPU and P99 latency (log), per database and scale. */
    private ChartFile read(Campaigns c) throws IOException {
        SeedChart kind = SeedChart.TUNED_READ;
        String title = title(kind, c.original(), c.tuned());
        String lacking = lacking(c, List.of(READ), null);
        if (lacking != null) {
            return ChartFile.missing(kind.fileName(), title, lacking);
        }
        List<ChartPanels.Panel> panels = new ArrayList<>();
        ScaleCharts.Tally tally = new ScaleCharts.Tally();
        Set<Side> drawn = new LinkedHashSet<>();
        for (Metric metric : List.of(Metric.AVG_CPU, Metric.P99_LATENCY)) {
            String panelTitle = labels.test(READ) + SEP + labels.metric(metric);
            CategoryChart chart = bars(panelTitle, labels.metricWithUnit(metric), c.scaleNames(labels), c.sides(),
                    (side, i) -> side.value(c.scales().get(i), READ, metric), metric == Metric.P99_LATENCY, tally,
                    drawn);
            if (chart != null) {
                chart.getStyler().setXAxisTitleVisible(false);
                ChartPanels.compact(chart.getStyler());
            }
            panels.add(new ChartPanels.Panel(panelTitle, chart));
        }
        if (drawn.isEmpty()) {
            return ChartFile.missing(kind.fileName(), title, labels.text("seed.campaign.missing",
                    labels.metric(Metric.AVG_CPU) + ", " + labels.metric(Metric.P99_LATENCY), labels.test(READ),
                    c.original().name() + ", " + c.tuned().name(), String.join(", ", c.scaleNames(labels))));
        }
        ChartPanels figure = ChartPanels.of(title, panels, 2, PANEL_WIDTH + 80, PANEL_HEIGHT + 40, keys(drawn),
                labels.text("seed.scaleCharts.noData"));
        return save(kind, figure, ScaleCharts.notes(tint(c), tally.notes(labels)));
    }

    /** 20: average server memory at BATCH-SMALL, the database's baseline, per database and scale, log y. */
    private ChartFile memoryBaseline(Campaigns c) throws IOException {
        SeedChart kind = SeedChart.TUNED_MEMORY_BASELINE;
        String title = title(kind, c.original(), c.tuned());
        String lacking = lacking(c, List.of(BATCH_SMALL), Metric.AVG_MEMORY);
        if (lacking != null) {
            return ChartFile.missing(kind.fileName(), title, lacking);
        }
        ScaleCharts.Tally tally = new ScaleCharts.Tally();
        CategoryChart chart = bars(title, labels.text("axis.memory"), c.scaleNames(labels), c.sides(),
                (side, i) -> side.value(c.scales().get(i), BATCH_SMALL, Metric.AVG_MEMORY), true, tally,
                new LinkedHashSet<>());
        if (chart == null) {
            return ChartFile.missing(kind.fileName(), title, labels.text("seed.campaign.missing",
                    labels.metric(Metric.AVG_MEMORY), labels.test(BATCH_SMALL),
                    c.original().name() + ", " + c.tuned().name(), String.join(", ", c.scaleNames(labels))));
        }
        sideLegend(chart);
        return save(kind, chart, ScaleCharts.notes(labels.text("seed.tuned-memory-baseline.note",
                labels.test(BATCH_SMALL)), tint(c), tally.notes(labels)));
    }

    /**
     * Grouped bars, one series per side that has a value, over {@code categories}; null when no side has one.
     * Values a logarithmic axis cannot show are left out; the sides drawn are added to {@code drawn}.
     */
    private CategoryChart bars(String title, String yTitle, List<String> categories, List<Side> sides,
            BiFunction<Side, Integer, GroupValue> value, boolean log, ScaleCharts.Tally tally, Set<Side> drawn) {
        List<Side> shown = sides.stream().filter(side -> IntStream.range(0, categories.size())
                .anyMatch(i -> shown(value.apply(side, i), log) != null)).toList();
        if (shown.isEmpty()) {
            return null;
        }
        CategoryChart chart = ChartStyle.bars(title, labels.text("axis.scale"), yTitle, labels);
        BarMarks marks = new BarMarks();
        List<Double> all = new ArrayList<>();
        for (int s = 0; s < shown.size(); s++) {
            Side side = shown.get(s);
            List<Double> values = new ArrayList<>();
            for (int i = 0; i < categories.size(); i++) {
                GroupValue v = value.apply(side, i);
                Double y = shown(v, log);
                values.add(y);
                if (y != null) {
                    marks.add(i, s, v);
                    tally.count(v);
                    all.add(y);
                    all.add(v.hasInterval() ? v.high() : y);
                }
            }
            chart.addSeries(side.label(), categories, values).setFillColor(side.fill());
        }
        drawn.addAll(shown);
        if (log) {
            LogAxis.y(chart.getStyler(), all);
        }
        ChartStyle.fitCategories(chart, categories.size());
        chart.addAnnotation(marks);
        return chart;
    }

    /** A legend of many long names goes beside the plot, where XChart stacks them, instead of under it. */
    static void sideLegend(CategoryChart chart) {
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Vertical);
    }

    private static Double shown(GroupValue v, boolean log) {
        return log ? v.positive() : v.value();
    }

    private List<ChartPanels.Key> keys(Set<Side> drawn) {
        return drawn.stream().map(side -> ChartPanels.Key.box(side.label(), side.fill())).toList();
    }

    /**
     * What a campaign lacks for a chart: {@code metric} (any run when null) of each of {@code tests} at some scale
     * both hold; null when both campaigns have it all.
     */
    private String lacking(Campaigns c, List<String> tests, Metric metric) {
        List<String> missing = new ArrayList<>();
        for (ResultSet campaign : List.of(c.original(), c.tuned())) {
            List<String> absent = tests.stream().filter(test -> c.scales().stream().noneMatch(scale ->
                    campaign.databases().stream().anyMatch(db -> campaign.find(scale, db, test)
                            .filter(r -> metric == null || Double.isFinite(metric.of(r))).isPresent()))).toList();
            String scales = String.join(", ", c.scaleNames(labels));
            if (!absent.isEmpty()) {
                missing.add(metric == null
                        ? labels.text("seed.campaign.missingTest", tests(absent), campaign.name(), scales)
                        : labels.text("seed.campaign.missing", labels.metric(metric), tests(absent), campaign.name(),
                                scales));
            }
        }
        return missing.isEmpty() ? null : String.join("; ", missing);
    }

    private String tests(List<String> tests) {
        return tests.stream().map(labels::test).collect(Collectors.joining(", "));
    }

    private String tint(Campaigns c) {
        return labels.text("seed.campaign.tint", c.original().name(), c.tuned().name());
    }

    private String title(SeedChart kind, ResultSet original, ResultSet tuned) {
        return labels.text(kind.titleKey(), original.name(), tuned.name(), labels.test(WRITE),
                labels.test(OUT_OF_ORDER), labels.test(READ), labels.test(BATCH_SMALL));
    }

    private ChartFile save(SeedChart kind, Chart<?, ?> chart, String note) throws IOException {
        return kind.save(chart, dir, chart.getTitle(), note);
    }
}
