package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * The seed's bar charts of the original campaign against the tuned one (SeedChart 17 to 20): per database and scale,
 * the original's bar in the lighter tint beside the tuned one's.
 */
final class TunedBars {
    private static final String WRITE = Scenario.WRITE.id();
    private static final String OUT_OF_ORDER = Scenario.OUT_OF_ORDER.id();
    private static final String READ = Scenario.READ.id();
    private static final String BATCH_SMALL = Scenario.BATCH_SMALL.id();
    private static final int PANEL_WIDTH = ChartStyle.WIDTH / 2;
    private static final int PANEL_HEIGHT = 300;

    private final Labels labels;

    TunedBars(Labels labels) {
        this.labels = labels;
    }

    /**
     * 17: a grid of P99 latency, rows WRITE and OUT-OF-ORDER, a column per scale, log y; a panel without data says
     * so, and the chart is missing only when no panel has data.
     */
    SeedFigure p99Grid(String title, CampaignPair c) {
        List<String> tests = List.of(WRITE, OUT_OF_ORDER);
        List<ChartPanels.Panel> panels = new ArrayList<>();
        List<String> empty = new ArrayList<>();
        CampaignBars bars = new CampaignBars(labels);
        for (String test : tests) {
            for (String scale : c.scales()) {
                String panelTitle = labels.test(test) + ChartText.SEP + labels.scale(scale);
                CategoryChart chart = bars.chart(panelTitle, labels.text("axis.latency"),
                        List.of(labels.metric(Metric.P99_LATENCY)), c.sides(),
                        (side, i) -> side.value(scale, test, Metric.P99_LATENCY), true);
                if (chart == null) {
                    empty.add(panelTitle);
                } else {
                    asPanel(chart);
                }
                panels.add(new ChartPanels.Panel(panelTitle, chart));
            }
        }
        if (!bars.any()) {
            return SeedFigure.missing(c.lacking(labels, tests, Metric.P99_LATENCY));
        }
        ChartPanels figure = ChartPanels.of(title, panels, c.scales().size(), PANEL_WIDTH, PANEL_HEIGHT, bars.keys(),
                labels.text("seed.scaleCharts.noData"));
        return SeedFigure.drawn(figure, ChartText.notes(c.tint(labels),
                empty.isEmpty() ? null : labels.text("seed.tuned-p99-grid.empty", String.join(", ", empty)),
                bars.notes()));
    }

    /** 18: the out-of-order penalty ({@link CampaignSide#penalty}) per database and scale. */
    SeedFigure outOfOrder(String title, CampaignPair c) {
        List<String> tests = List.of(WRITE, OUT_OF_ORDER);
        String lacking = c.lacking(labels, tests, Metric.THROUGHPUT);
        if (lacking != null) {
            return SeedFigure.missing(lacking);
        }
        CampaignBars bars = new CampaignBars(labels);
        CategoryChart chart = bars.chart(title, labels.text("seed.tuned-out-of-order.axis"), c.scaleNames(labels),
                c.sides(), (side, i) -> side.outOfOrderPenalty(c.scales().get(i)), false);
        if (chart == null) {
            return SeedFigure.missing(c.noBar(labels, labels.metric(Metric.THROUGHPUT),
                    ChartText.tests(labels, tests)));
        }
        ChartStyle.sideLegend(chart);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.tuned-out-of-order.note",
                labels.test(WRITE), labels.test(OUT_OF_ORDER)), c.tint(labels), bars.notes()));
    }

    /** 19: READ's average server CPU and P99 latency (log), per database and scale. */
    SeedFigure read(String title, CampaignPair c) {
        String lacking = c.lacking(labels, List.of(READ), null);
        if (lacking != null) {
            return SeedFigure.missing(lacking);
        }
        List<ChartPanels.Panel> panels = new ArrayList<>();
        CampaignBars bars = new CampaignBars(labels);
        for (Metric metric : List.of(Metric.AVG_CPU, Metric.P99_LATENCY)) {
            String panelTitle = labels.test(READ) + ChartText.SEP + labels.metric(metric);
            CategoryChart chart = bars.chart(panelTitle, labels.metricWithUnit(metric), c.scaleNames(labels),
                    c.sides(), (side, i) -> side.value(c.scales().get(i), READ, metric),
                    metric == Metric.P99_LATENCY);
            if (chart != null) {
                asPanel(chart);
            }
            panels.add(new ChartPanels.Panel(panelTitle, chart));
        }
        if (!bars.any()) {
            return SeedFigure.missing(c.noBar(labels, labels.metric(Metric.AVG_CPU) + ", "
                    + labels.metric(Metric.P99_LATENCY), labels.test(READ)));
        }
        ChartPanels figure = ChartPanels.of(title, panels, 2, PANEL_WIDTH + 80, PANEL_HEIGHT + 40, bars.keys(),
                labels.text("seed.scaleCharts.noData"));
        return SeedFigure.drawn(figure, ChartText.notes(c.tint(labels), bars.notes()));
    }

    /** 20: average server memory at BATCH-SMALL, the database's baseline, per database and scale, log y. */
    SeedFigure memoryBaseline(String title, CampaignPair c) {
        String lacking = c.lacking(labels, List.of(BATCH_SMALL), Metric.AVG_MEMORY);
        if (lacking != null) {
            return SeedFigure.missing(lacking);
        }
        CampaignBars bars = new CampaignBars(labels);
        CategoryChart chart = bars.chart(title, labels.text("axis.memory"), c.scaleNames(labels), c.sides(),
                (side, i) -> side.value(c.scales().get(i), BATCH_SMALL, Metric.AVG_MEMORY), true);
        if (chart == null) {
            return SeedFigure.missing(c.noBar(labels, labels.metric(Metric.AVG_MEMORY), labels.test(BATCH_SMALL)));
        }
        ChartStyle.sideLegend(chart);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.tuned-memory-baseline.note",
                labels.test(BATCH_SMALL)), c.tint(labels), bars.notes()));
    }

    private static void asPanel(CategoryChart chart) {
        chart.getStyler().setXAxisTitleVisible(false);
        ChartPanels.compact(chart.getStyler());
    }
}
