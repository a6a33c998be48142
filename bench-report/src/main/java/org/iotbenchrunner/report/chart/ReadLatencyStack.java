package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * The seed's chart 4: one panel per read test, a bar per series that rises to the average latency (solid) and on to
 * P99 (lighter tint). XChart stacks on a logarithmic axis by adding logarithms, so the P99 bar is drawn behind the
 * average instead (overlapped bars), which shows the same gap on either axis. A series is named on the axis, its
 * database by colour.
 */
final class ReadLatencyStack {
    private static final List<String> READ_TESTS = Stream.of(Scenario.LATEST_POINT, Scenario.DOWNSAMPLE,
            Scenario.RANGE_QUERY, Scenario.VALUE_FILTER).map(Scenario::id).toList();
    private static final int PANEL_WIDTH = ChartStyle.WIDTH / 2;
    private static final int PANEL_HEIGHT = 300;

    private final Labels labels;

    ReadLatencyStack(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, List<ScaleSeries> series, String scale) {
        if (READ_TESTS.stream().noneMatch(t -> series.stream()
                .anyMatch(e -> e.value(t, Metric.AVG_LATENCY).positive() != null))) {
            return SeedFigure.missing(ChartText.noneAtScale(labels, List.of(Metric.AVG_LATENCY), READ_TESTS, scale));
        }
        List<ChartPanels.Panel> panels = new ArrayList<>();
        List<String> inverted = new ArrayList<>();
        List<String> noP99 = new ArrayList<>();
        Set<ScaleSeries> drawn = new LinkedHashSet<>();
        FlagsAndIntervals tally = new FlagsAndIntervals();
        for (String test : READ_TESTS) {
            List<ScaleSeries> shown = series.stream().filter(e -> e.value(test, Metric.AVG_LATENCY).positive() != null)
                    .toList();
            if (shown.isEmpty()) {
                panels.add(new ChartPanels.Panel(labels.test(test), null));
                continue;
            }
            drawn.addAll(shown);
            List<String> categories = shown.stream().map(e -> e.label() + (e.flagged(test) ? ChartText.FLAG : ""))
                    .toList();
            CategoryChart chart = ChartStyle.bars(labels.test(test), "", labels.text("axis.latency"), labels);
            chart.getStyler().setOverlapped(true);
            chart.getStyler().setXAxisTitleVisible(false);
            ChartPanels.compact(chart.getStyler());
            BarMarks marks = new BarMarks();
            List<Double> all = new ArrayList<>();
            for (int i = 0; i < shown.size(); i++) {
                ScaleSeries e = shown.get(i);
                GroupValue avg = e.value(test, Metric.AVG_LATENCY);
                GroupValue p99 = e.value(test, Metric.P99_LATENCY);
                boolean gap = p99.positive() != null && p99.value() >= avg.value();
                if (!p99.known()) {
                    noP99.add(e.label() + ChartText.SEP + labels.test(test));
                } else if (!gap) {
                    inverted.add(e.label() + ChartText.SEP + labels.test(test));
                }
                if (gap) {
                    chart.addSeries(e.label() + ChartText.SEP + "P99", categories, only(i, p99.value(), shown.size()))
                            .setFillColor(ChartStyle.light(e.base()));
                    all.add(p99.value());
                }
                chart.addSeries(e.label() + ChartText.SEP + labels.text("seed.scaleCharts.average"), categories,
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
        ChartPanels figure = ChartPanels.of(title, panels, 2, PANEL_WIDTH, PANEL_HEIGHT, keys(drawn),
                labels.text("seed.scaleCharts.noData"));
        return SeedFigure.drawn(figure, ChartText.notes(labels.text("seed.read-latency-stack.note"),
                inverted.isEmpty() ? null : labels.text("seed.read-latency-stack.inverted",
                        String.join(", ", inverted)),
                noP99.isEmpty() ? null : labels.text("seed.read-latency-stack.noP99", String.join(", ", noP99)),
                tally.notes(labels)));
    }

    /** Per database drawn, its average and its gap to P99; a published series' only when ours is not drawn. */
    private List<ChartPanels.Key> keys(Set<ScaleSeries> drawn) {
        List<ChartPanels.Key> keys = new ArrayList<>();
        drawn.stream().filter(e -> !e.published() || drawn.stream().noneMatch(o -> o.db().equals(e.db())
                && !o.published())).forEach(e -> {
                    keys.add(ChartPanels.Key.box(e.dbName() + ChartText.SEP + labels.text("seed.scaleCharts.average"),
                            e.base()));
                    keys.add(ChartPanels.Key.box(e.dbName() + ChartText.SEP + labels.text("seed.scaleCharts.gapToP99"),
                            ChartStyle.light(e.base())));
                });
        return keys;
    }

    /** A list of {@code size} nulls but {@code value} at {@code index}: one bar of an overlapped chart. */
    private static List<Double> only(int index, double value, int size) {
        List<Double> values = new ArrayList<>(Collections.nCopies(size, (Double) null));
        values.set(index, value);
        return values;
    }
}
