package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.style.HeatMapStyler;

/**
 * The seed's chart 6: how the average latency of each database and read test changed from one scale to the next,
 * one heat map per pair of consecutive scales (databases across, tests down): red where it grew (worse), blue where
 * it fell, grey where a scale of the pair lacks the value (never 0).
 */
final class DegradationHeatmap {
    /** Colours saturate at this change, so that a shade means the same in every report. */
    static final double SATURATION = 100;
    private static final Color BETTER = new Color(0x4393C3);
    private static final Color WORSE = new Color(0xD6604D);
    private static final Color NOT_MEASURED = new Color(0xD9D9D9);

    /** The change of a database's average latency in a test, in percent of the smaller scale's. */
    record Cell(String db, String test, double change, boolean flagged) {
    }

    private final Labels labels;
    private final ScalePoints points;

    DegradationHeatmap(Labels labels, ScalePoints points) {
        this.labels = labels;
        this.points = points;
    }

    /** The figure: a heat map per pair of consecutive scales with a cell, or why there is none. */
    SeedFigure figure(String title, ScaleCoverage coverage) {
        List<String> tests = coverage.readTests();
        Optional<String> lacking = coverage.lackingReads(tests);
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        List<HeatMapChart> panels = new ArrayList<>();
        boolean flagged = false;
        List<String> scales = points.scales();
        for (int i = 0; i + 1 < scales.size(); i++) {
            panel(scales.get(i), scales.get(i + 1), tests).ifPresent(panels::add);
            flagged |= cells(scales.get(i), scales.get(i + 1), tests).stream().anyMatch(Cell::flagged);
        }
        if (panels.isEmpty()) {
            return SeedFigure.missing(labels.text("cross.missing.pairs"));
        }
        String repeated = coverage.repeated(tests, Metric.AVG_LATENCY) ? labels.text("cross.note.derivedMeans") : null;
        String note = ChartText.notes(labels.text("cross.note.heatmap", labels.number(SATURATION, 0)),
                flagged ? labels.text("note.flagged") : null, repeated);
        return SeedFigure.drawn(ChartPanels.asDrawn(title, panels, panels.size(),
                ChartPanels.widthToFill(panels.size(), ChartStyle.WIDTH / 2 + 80), ChartStyle.HEIGHT), note);
    }

    /** Every cell of the pair of scales where both measured the average latency. */
    List<Cell> cells(String from, String to, List<String> tests) {
        List<Cell> cells = new ArrayList<>();
        for (String db : points.databases()) {
            for (String test : tests) {
                Optional<ScalePoints.Point> a = points.at(from, db, test, Metric.AVG_LATENCY);
                Optional<ScalePoints.Point> b = points.at(to, db, test, Metric.AVG_LATENCY);
                double change = a.isPresent() && b.isPresent()
                        ? ScalePoints.change(a.get().value(), b.get().value()) : Double.NaN;
                if (Double.isFinite(change)) {
                    cells.add(new Cell(db, test, change, a.get().flagged() || b.get().flagged()));
                }
            }
        }
        return cells;
    }

    /** The heat map of one pair: databases across, tests down in execution order; empty without a cell. */
    Optional<HeatMapChart> panel(String from, String to, List<String> tests) {
        List<Cell> cells = cells(from, to, tests);
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        List<String> dbs = points.databases();
        List<String> columns = dbs.stream().map(db -> points.databaseName(db) + (cells.stream()
                .anyMatch(c -> c.db().equals(db) && c.flagged()) ? ChartText.FLAG : "")).toList();
        List<String> rows = new ArrayList<>(tests.stream().map(labels::test).toList());
        Collections.reverse(rows); // XChart puts the first row at the bottom
        List<Number[]> heat = cells.stream().map(c -> new Number[]{dbs.indexOf(c.db()),
            tests.size() - 1 - tests.indexOf(c.test()), c.change()}).toList();
        // the builder sets the theme: a HeatMapChart constructed without one has no fonts and draws only its cells
        HeatMapChart chart = new HeatMapChartBuilder().width(ChartStyle.WIDTH / 2).height(ChartStyle.HEIGHT).build();
        chart.setTitle(labels.text("cross.heatmap.pair", labels.scale(from), labels.scale(to)));
        chart.addSeries(labels.text("cross.heatmap.series"), columns, rows, heat);
        style(chart.getStyler());
        chart.getStyler().setXAxisLabelRotation(dbs.size() > 3 ? 30 : 0);
        return Optional.of(chart);
    }

    private void style(HeatMapStyler s) {
        // XChart formats cell values with the default locale's symbols: whole percents need none
        ChartStyle.divergingHeatMap(s, labels, NOT_MEASURED, BETTER, WORSE, -SATURATION, SATURATION, 11, "+0;\u22120");
    }
}
