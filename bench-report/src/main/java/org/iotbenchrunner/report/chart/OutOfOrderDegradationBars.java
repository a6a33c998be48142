package org.iotbenchrunner.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * The seed's chart 15: per scale, a bar per database of how much OUT-OF-ORDER's throughput differs from WRITE's,
 * in percent of WRITE's; a scale where either lacks it has no bar (never 0).
 */
final class OutOfOrderDegradationBars {
    private final Labels labels;
    private final ScalePoints points;
    private final ScaleCoverage coverage;

    OutOfOrderDegradationBars(Labels labels, ScalePoints points, ScaleCoverage coverage) {
        this.labels = labels;
        this.points = points;
        this.coverage = coverage;
    }

    SeedFigure figure(String title) {
        String ordered = Scenario.WRITE.id();
        String late = Scenario.OUT_OF_ORDER.id();
        Optional<String> lacking = coverage.lacking(ordered, Metric.THROUGHPUT)
                .or(() -> coverage.lacking(late, Metric.THROUGHPUT));
        if (lacking.isPresent()) {
            return SeedFigure.missing(lacking.get());
        }
        List<String> scales = points.scales();
        CategoryChart chart = ChartStyle.bars(title, labels.text("axis.scale"), labels.text("cross.axis.outOfOrder"),
                labels);
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
                chart.addSeries(points.databaseName(db) + (dbFlagged ? ChartText.FLAG : ""),
                        scales.stream().map(labels::scale).toList(), changes)
                        .setFillColor(ChartStyle.color(db, points.databases(), points.colors()));
                flagged |= dbFlagged;
            }
        }
        if (chart.getSeriesMap().isEmpty()) {
            return SeedFigure.missing(labels.text("cross.missing.sameScale", labels.test(ordered), labels.test(late)));
        }
        ChartStyle.fitCategories(chart, scales.size());
        String repeated = coverage.repeated(List.of(ordered, late), Metric.THROUGHPUT)
                ? labels.text("cross.note.derivedMeans") : null;
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.outOfOrder"),
                flagged ? labels.text("note.flagged") : null, repeated));
    }
}
