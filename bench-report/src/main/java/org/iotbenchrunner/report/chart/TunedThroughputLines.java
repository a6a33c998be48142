package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The seed's chart 16: WRITE throughput across the scales, log y: the original campaign dashed, the tuned solid. */
final class TunedThroughputLines {
    private final Labels labels;

    TunedThroughputLines(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, CampaignPair c) {
        String write = Scenario.WRITE.id();
        String lacking = c.lacking(labels, List.of(write), Metric.THROUGHPUT);
        if (lacking != null) {
            return SeedFigure.missing(lacking);
        }
        CategoryChart chart = ChartStyle.categoryLines(title, labels.text("axis.scale"),
                labels.metricWithUnit(Metric.THROUGHPUT), labels);
        List<Double> all = new ArrayList<>();
        boolean flagged = false;
        for (CampaignSide side : c.sides()) {
            List<GroupValue> values = c.scales().stream().map(s -> side.value(s, write, Metric.THROUGHPUT)).toList();
            if (values.stream().allMatch(v -> v.positive() == null)) {
                continue;
            }
            boolean f = values.stream().anyMatch(GroupValue::flagged);
            flagged |= f;
            List<Double> shown = values.stream().map(GroupValue::positive).toList();
            shown.stream().filter(v -> v != null).forEach(all::add);
            CategorySeries line = chart.addSeries(side.label() + (f ? ChartText.FLAG : ""), c.scaleNames(labels),
                    shown);
            line.setLineColor(side.base());
            line.setMarkerColor(side.base());
            line.setLineStyle(side.original() ? ChartStyle.stroke(1) : new BasicStroke(2f));
            line.setMarker(side.original() ? SeriesMarkers.SQUARE : SeriesMarkers.CIRCLE);
        }
        LogAxis.y(chart.getStyler(), all);
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.tuned-write-throughput.note",
                c.original().name(), c.tuned().name()), flagged ? labels.text("note.flagged") : null));
    }
}
