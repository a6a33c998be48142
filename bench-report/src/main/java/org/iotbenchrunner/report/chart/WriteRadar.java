package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.RadarChart;
import org.knowm.xchart.RadarChartBuilder;
import org.knowm.xchart.RadarSeries;
import org.knowm.xchart.style.RadarStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The seed's chart 2: radar of the WRITE test over five axes, each scaled across the series from the worst (0) to the
 * best (1). XChart's radar needs a value on every axis: an axis unknown for every series is left out, and a series
 * unknown on a remaining axis is left out; the note names both.
 */
final class WriteRadar {
    private static final List<Metric> AXES = List.of(Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY,
            Metric.AVG_CPU, Metric.PEAK_MEMORY);

    private final Labels labels;

    WriteRadar(Labels labels) {
        this.labels = labels;
    }

    SeedFigure figure(String title, List<ScaleSeries> series, String scale, String publishedNote) {
        String write = Scenario.WRITE.id();
        List<ScaleSeries> withWrite = series.stream().filter(e -> e.has(write)).toList();
        if (withWrite.isEmpty()) {
            return SeedFigure.missing(labels.text("seed.scaleCharts.missingTest", labels.test(write),
                    labels.scale(scale)));
        }
        List<Metric> axes = AXES.stream().filter(m -> withWrite.stream().anyMatch(e -> e.value(write, m).known()))
                .toList();
        if (axes.size() < 3) {
            return SeedFigure.missing(labels.text("seed.write-radar.tooFewAxes", labels.test(write),
                    labels.scale(scale), ChartText.metrics(labels, axes)));
        }
        List<ScaleSeries> complete = withWrite.stream()
                .filter(e -> axes.stream().allMatch(m -> e.value(write, m).known())).toList();
        List<String> incomplete = withWrite.stream().filter(e -> !complete.contains(e))
                .map(e -> e.label() + ": " + ChartText.metrics(labels, axes.stream()
                        .filter(m -> !e.value(write, m).known()).toList())).toList();
        if (complete.isEmpty()) {
            return SeedFigure.missing(labels.text("seed.write-radar.noneComplete", String.join("; ", incomplete)));
        }
        RadarChart chart = new RadarChartBuilder().width(ChartStyle.WIDTH).height(ChartStyle.HEIGHT).title(title)
                .build();
        style(chart.getStyler());
        chart.setRadiiLabels(axes.stream().map(labels::metric).toArray(String[]::new));
        boolean flagged = false;
        for (ScaleSeries e : complete) {
            double[] scaled = new double[axes.size()];
            for (int a = 0; a < axes.size(); a++) {
                Metric m = axes.get(a);
                double[] values = complete.stream().mapToDouble(x -> x.value(write, m).value()).toArray();
                scaled[a] = bestIsOne(m, e.value(write, m).value(), values);
            }
            boolean f = e.flagged(write);
            flagged |= f;
            RadarSeries radar = chart.addSeries(e.label() + (f ? ChartText.FLAG : ""), scaled);
            radar.setLineColor(e.color());
            radar.setMarkerColor(e.color());
            radar.setMarker(SeriesMarkers.CIRCLE);
            radar.setFillColor(new Color(e.base().getRed(), e.base().getGreen(), e.base().getBlue(), 40));
            radar.setLineStyle(e.published() ? ChartStyle.stroke(1) : new BasicStroke(2f));
        }
        List<Metric> unknown = AXES.stream().filter(m -> !axes.contains(m)).toList();
        return SeedFigure.drawn(chart, ChartText.notes(labels.text("seed.write-radar.scaleNote"),
                complete.size() == 1 ? labels.text("seed.write-radar.single") : null,
                unknown.isEmpty() ? null : labels.text("seed.write-radar.axisUnknown",
                        ChartText.metrics(labels, unknown)),
                incomplete.isEmpty() ? null : labels.text("seed.write-radar.seriesLeftOut",
                        String.join("; ", incomplete)),
                flagged ? labels.text("note.flagged") : null, publishedNote));
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

    private static void style(RadarStyler s) {
        ChartStyle.plain(s);
        s.setRadiiTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        s.setPlotBorderVisible(false);
        s.setLegendPosition(Styler.LegendPosition.OutsideE);
        s.setSeriesFilled(true);
        s.setRadiiTickMarksCount(4);
        s.setMarkerSize(6);
    }
}
