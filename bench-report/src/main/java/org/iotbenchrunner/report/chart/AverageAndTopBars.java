package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The seed's charts 11 and 14: per database and scale, a bar of READ's average (CPU, latency) in the database's
 * colour over a paler bar up to its top figure (peak CPU, P99), so that the paler part is the gap. XChart neither
 * stacks on a logarithmic axis nor hatches, so the bars are overlapped: one category per database and scale, each
 * database's bars only in its own categories.
 */
final class AverageAndTopBars {
    private static final String READ = Scenario.READ.id();
    private static final Color REFERENCE_LINE = new Color(0x616161);

    private final Labels labels;
    private final ScalePoints points;
    private final ScaleCoverage coverage;

    AverageAndTopBars(Labels labels, ScalePoints points, ScaleCoverage coverage) {
        this.labels = labels;
        this.points = points;
        this.coverage = coverage;
    }

    /** 11: READ's average and peak server CPU, against one core and, when it is in reach, the host's cores. */
    SeedFigure readCpu(String title) {
        return ofRead(Metric.AVG_CPU, Metric.PEAK_CPU, bars -> {
            CategoryChart chart = bars.chart(title, labels.text("axis.cpu"), "series.peakCpu");
            chart.getStyler().setYAxisMin(0.0);
            double top = bars.values.stream().mapToDouble(Double::doubleValue).max().orElse(100);
            referenceLine(chart, bars.categories, labels.text("cross.series.oneCore"), 100);
            Optional<Integer> cores = points.hostCores(READ);
            String capacity;
            if (cores.isEmpty()) {
                capacity = labels.text("cross.note.coresUnknown");
            } else if (cores.get() * 100 <= 1.5 * Math.max(top, 100)) {
                String percent = labels.integer(cores.get() * 100L);
                referenceLine(chart, bars.categories, labels.text("cross.series.host", cores.get(), percent),
                        cores.get() * 100);
                capacity = labels.text("cross.note.cores", cores.get(), percent);
            } else {
                capacity = labels.text("cross.note.coresAbove", cores.get(), labels.integer(cores.get() * 100L));
            }
            return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.cpuGap"), capacity, bars.note()));
        });
    }

    /** 14: READ's average and P99 latency, log y. */
    SeedFigure readP99(String title) {
        return ofRead(Metric.AVG_LATENCY, Metric.P99_LATENCY, bars -> {
            CategoryChart chart = bars.chart(title + " " + labels.text("chart.logScale"),
                    labels.text("axis.latency"), "series.p99Latency");
            LogAxis.yWhenSpread(chart.getStyler(), bars.values);
            return SeedFigure.drawn(chart, ChartText.notes(labels.text("cross.note.p99Gap"), bars.note()));
        });
    }

    /** READ's bars of {@code average} up to {@code top} as {@code draw} draws them; missing when READ lacks it. */
    private SeedFigure ofRead(Metric average, Metric top, Function<Bars, SeedFigure> draw) {
        Optional<String> lacking = coverage.lacking(READ, average);
        return lacking.isPresent() ? SeedFigure.missing(lacking.get()) : draw.apply(new Bars(average, top));
    }

    private void referenceLine(CategoryChart chart, List<String> categories, String name, double value) {
        CategorySeries line = chart.addSeries(name, categories, categories.stream().map(c -> value).toList());
        line.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        line.setLineColor(REFERENCE_LINE);
        line.setLineStyle(ChartStyle.stroke(1));
        line.setMarker(SeriesMarkers.NONE);
    }

    /** A bar of chart 11 or 14: one database at one scale. */
    private record Key(String db, String scale) {
    }

    /** The bars of one chart: a category per database and scale that measured the average, and the values drawn. */
    private final class Bars {
        private final Metric average;
        private final Metric top;
        private final List<Key> keys = new ArrayList<>();
        private final List<String> categories = new ArrayList<>();
        private final List<Double> values = new ArrayList<>();
        private boolean flagged;
        private boolean repeated;

        Bars(Metric average, Metric top) {
            this.average = average;
            this.top = top;
            for (String db : points.databases()) {
                for (String scale : points.scales()) {
                    Optional<ScalePoints.Point> avg = points.at(scale, db, READ, average);
                    if (avg.isPresent()) {
                        boolean cellFlagged = avg.get().flagged();
                        keys.add(new Key(db, scale));
                        categories.add(points.databaseName(db) + ChartText.SEP + labels.scale(scale)
                                + (cellFlagged ? ChartText.FLAG : ""));
                        flagged |= cellFlagged;
                        repeated |= avg.get().runs() > 1;
                    }
                }
            }
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
                    chart.addSeries(points.databaseName(db) + ChartText.SEP + labels.text(topKey), categories, peak)
                            .setFillColor(ChartStyle.light(color));
                }
                chart.addSeries(points.databaseName(db) + ChartText.SEP + labels.text("cross.series.average"),
                        categories, avg).setFillColor(color);
            }
            ChartStyle.fitCategories(chart, categories.size());
            ChartStyle.sideLegend(chart);
            return chart;
        }

        String note() {
            return ChartText.notes(flagged ? labels.text("note.flagged") : null,
                    repeated ? labels.text("cross.note.barMeans") : null);
        }

        private List<Double> column(String db, Metric metric) {
            List<Double> column = new ArrayList<>();
            for (Key key : keys) {
                Double v = key.db().equals(db) ? points.at(key.scale(), db, READ, metric)
                        .map(ScalePoints.Point::value).orElse(null) : null;
                column.add(v);
                if (v != null) {
                    values.add(v);
                }
            }
            return column;
        }
    }
}
