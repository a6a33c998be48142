package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.XYChart;

/**
 * The seed's line charts across a campaign's scales (SeedChart 7 to 10, 12 and 13): a metric of a test, a line per
 * database, and for the latencies that should not grow with the data, how much they grew.
 */
final class CrossScaleLines {
    private static final int PANEL_WIDTH = 440;
    private static final int PANEL_HEIGHT = 330;

    private final Labels labels;
    private final ScalePoints points;
    private final ScaleCoverage coverage;

    CrossScaleLines(Labels labels, ScalePoints points, ScaleCoverage coverage) {
        this.labels = labels;
        this.points = points;
        this.coverage = coverage;
    }

    /** 7: a panel per read test of its average latency. */
    SeedFigure readLatencies(String title) {
        Optional<String> lacking = coverage.lackingReads(coverage.readTests());
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        List<String> tests = coverage.readTests().stream().filter(t -> points.atTwoScales(t, Metric.AVG_LATENCY))
                .toList();
        ScaleLines lines = new ScaleLines(labels, points);
        List<XYChart> panels = new ArrayList<>();
        for (String test : tests) {
            ScaleLines own = new ScaleLines(labels, points);
            XYChart panel = own.chart(labels.test(test), labels.metricWithUnit(Metric.AVG_LATENCY));
            ScaleLines.asPanel(panel);
            own.addEach(panel, test, Metric.AVG_LATENCY);
            if (ChartStyle.logIfSpanning(panel.getStyler(), own.values())) {
                panel.setTitle(panel.getTitle() + " " + labels.text("chart.logScale"));
            }
            lines.merge(own);
            panels.add(panel);
        }
        int columns = Math.min(3, panels.size());
        int height = panels.size() > columns ? PANEL_HEIGHT : ChartStyle.HEIGHT;
        return SeedFigure.drawn(ChartPanels.ofLines(title, panels, columns,
                ChartPanels.widthToFill(columns, PANEL_WIDTH), height), lines.note());
    }

    /** 8: one test's metric, on a logarithmic axis when {@code log} and the values spread. */
    SeedFigure oneTest(String title, String test, Metric metric, boolean log) {
        Optional<String> lacking = coverage.lacking(test, metric);
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        ScaleLines lines = new ScaleLines(labels, points);
        XYChart chart = lines.chart(title + (log ? " " + labels.text("chart.logScale") : ""),
                labels.metricWithUnit(metric));
        lines.addEach(chart, test, metric);
        if (log) {
            LogAxis.yWhenSpread(chart.getStyler(), lines.values());
        }
        return SeedFigure.drawn(chart, lines.note());
    }

    /** 9: LATEST-POINT's average latency, each database named with its trend, read against the data's growth. */
    SeedFigure latestPoint(String title) {
        String test = Scenario.LATEST_POINT.id();
        Optional<String> lacking = coverage.lacking(test, Metric.AVG_LATENCY);
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        ScaleLines lines = new ScaleLines(labels, points);
        XYChart chart = lines.chart(title, labels.metricWithUnit(Metric.AVG_LATENCY));
        List<String> readings = latencyWithGrowth(lines, chart, test, g -> " \u2014 " + trend(g.trend()),
                this::reading);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.constantVsLinear"),
                String.join("; ", readings), lines.note()));
    }

    /** 10: VALUE-FILTER's average latency, log y, each database named with its growth beside the data's. */
    SeedFigure valueFilter(String title) {
        String test = Scenario.VALUE_FILTER.id();
        Optional<String> lacking = coverage.lacking(test, Metric.AVG_LATENCY);
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        ScaleLines lines = new ScaleLines(labels, points);
        XYChart chart = lines.chart(title + " " + labels.text("chart.logScale"),
                labels.metricWithUnit(Metric.AVG_LATENCY));
        List<String> data = latencyWithGrowth(lines, chart, test, g -> " (" + labels.text("cross.ratio",
                labels.number(g.factor(), 2), labels.scale(g.fromScale()), labels.scale(g.toScale())) + ")",
                (db, g) -> db + ": " + dataRatio(g));
        LogAxis.yWhenSpread(chart.getStyler(), lines.values());
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.dataRatio", String.join("; ", data)),
                lines.note()));
    }

    /** 12: BATCH-SMALL's throughput (log) and average latency, a panel each, whichever was measured. */
    SeedFigure batchSmall(String title) {
        String test = Scenario.BATCH_SMALL.id();
        Optional<String> throughputLacks = coverage.lacking(test, Metric.THROUGHPUT);
        Optional<String> latencyLacks = coverage.lacking(test, Metric.AVG_LATENCY);
        if (throughputLacks.isPresent() && latencyLacks.isPresent()) {
            return SeedFigure.missing(throughputLacks.get());
        }
        ScaleLines lines = new ScaleLines(labels, points);
        List<XYChart> panels = new ArrayList<>();
        if (throughputLacks.isEmpty()) {
            ScaleLines own = new ScaleLines(labels, points);
            XYChart throughput = own.chart(labels.metric(Metric.THROUGHPUT) + " " + labels.text("chart.logScale"),
                    labels.metricWithUnit(Metric.THROUGHPUT));
            own.addEach(throughput, test, Metric.THROUGHPUT);
            LogAxis.yWhenSpread(throughput.getStyler(), own.values());
            lines.merge(own);
            panels.add(throughput);
        }
        if (latencyLacks.isEmpty()) {
            XYChart latency = lines.chart(labels.metric(Metric.AVG_LATENCY), labels.metricWithUnit(Metric.AVG_LATENCY));
            lines.addEach(latency, test, Metric.AVG_LATENCY);
            panels.add(latency);
        }
        panels.forEach(ScaleLines::asPanel);
        String note = ChartText.notes(labels.text("cross.note.warmUp"), throughputLacks.orElse(null),
                latencyLacks.orElse(null), lines.note());
        return SeedFigure.drawn(ChartPanels.ofLines(title, panels, panels.size(),
                ChartPanels.widthToFill(panels.size(), ChartStyle.WIDTH / 2 + 40), ChartStyle.HEIGHT), note);
    }

    /** 13: the server's peak memory at each scale, over all its tests there. */
    SeedFigure peakMemory(String title) {
        boolean twoScales = points.databases().stream().anyMatch(db -> points.scales().stream()
                .filter(s -> points.peakMemory(s, db).isPresent()).count() > 1);
        if (!twoScales) {
            return SeedFigure.missing(labels.text("cross.missing.memory"));
        }
        ScaleLines lines = new ScaleLines(labels, points);
        XYChart chart = lines.chart(title, labels.metricWithUnit(Metric.PEAK_MEMORY));
        for (String db : points.databases()) {
            lines.add(chart, db, points.databaseName(db),
                    points.scales().stream().map(s -> points.peakMemory(s, db).orElse(null)).toList());
        }
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.peakMemory"), lines.note()));
    }

    /**
     * A line per database of the test's average latency, its name followed by {@code suffix} of its growth where
     * it has one; the {@code reading} of each growth, for the note.
     */
    private List<String> latencyWithGrowth(ScaleLines lines, XYChart chart, String test,
            Function<ScalePoints.Growth, String> suffix, BiFunction<String, ScalePoints.Growth, String> reading) {
        List<String> readings = new ArrayList<>();
        for (String db : points.databases()) {
            Optional<ScalePoints.Growth> growth = points.growth(db, test, Metric.AVG_LATENCY);
            lines.add(chart, db, points.databaseName(db) + growth.map(suffix).orElse(""),
                    points.across(db, test, Metric.AVG_LATENCY));
            growth.ifPresent(g -> readings.add(reading.apply(points.databaseName(db), g)));
        }
        return readings;
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
}
