package org.iotbenchrunner.report.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.style.Styler;

/**
 * The NTUA study's figures 6-11 as bar charts of ours (Fig. 5 is a table of the layouts): a bar per database and
 * layout, the study's printed insert rates as bars of their own labelled published. An unknown value is no bar,
 * never 0; a chart with nothing to draw is missing, its input named.
 */
public final class ClusterStudyCharts {
    private final Labels labels;
    private final Path dir;

    public ClusterStudyCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    public List<ChartFile> draw(ClusterStudy study) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<ChartFile> files = new ArrayList<>();
        files.add(inserts(study));
        files.add(disk(study));
        files.addAll(averageOnOneServer(NtuaAverages.ofSingleLayout(study)));
        int most = study.queryCounts().isEmpty() ? 0 : study.queryCounts().get(study.queryCounts().size() - 1);
        for (int n : study.queryCounts()) {
            files.add(bars("fig8-average-n" + n, labels.text("ntua.chart.fig8", labels.integer(n)), study.dataSets(),
                    series(study, false, ds -> r -> r.averageMs(n, study.queryTypes()).orElse(null)),
                    labels.text("ntua.axis.ms"), null));
        }
        for (String ds : study.dataSets()) {
            files.add(bars("fig9-per-type-" + TableCells.idPart(ds), labels.text("ntua.chart.fig9", ds,
                    labels.integer(most)), study.queryTypes(), perType(study, ds, most, false),
                    labels.text("ntua.axis.ms"), null));
        }
        files.add(bars("fig10-single-vs-cluster", labels.text("ntua.chart.fig10", labels.integer(most)),
                study.dataSets(), series(study, true, ds -> r -> r.averageMs(most, study.queryTypes())
                        .orElse(null)), labels.text("ntua.axis.ms"), null));
        for (String ds : study.dataSets()) {
            files.add(bars("fig11-per-type-" + TableCells.idPart(ds), labels.text("ntua.chart.fig11", ds,
                    labels.integer(most)), study.queryTypes(), perType(study, ds, most, true),
                    labels.text("ntua.axis.ms"), null));
        }
        return files;
    }

    /** Fig. 3: per queries per type, a bar per database over the data sets, its average over the types counted. */
    public List<ChartFile> averageOnOneServer(NtuaAverages averages) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<ChartFile> files = new ArrayList<>();
        for (int n : averages.queryCounts()) {
            Map<String, List<Double>> series = new LinkedHashMap<>();
            for (String ds : averages.dataSets()) {
                int at = averages.dataSets().indexOf(ds);
                averages.groups().stream().filter(g -> g.dataSet().equals(ds) && g.n() == n)
                        .flatMap(g -> g.averages().stream()).forEach(a -> series.computeIfAbsent(a.dbName(),
                                name -> new ArrayList<>(Collections.<Double>nCopies(averages.dataSets().size(),
                                        null))).set(at, a.ms()));
            }
            files.add(bars("fig3-average-n" + n, labels.text("ntua.chart.fig3", labels.integer(n)),
                    averages.dataSets(), series, labels.text("ntua.axis.ms"), labels.text("ntua.fig3.chartNote")));
        }
        return files;
    }

    /** Fig. 6: rows/s per data set, a bar per database and layout, then the study's printed rates. */
    ChartFile inserts(ClusterStudy study) throws IOException {
        Map<String, List<Double>> series = series(study, true, ds -> ClusterRun::rowsPerSecond);
        for (String topology : List.of("single", "multi")) {
            for (String db : NtuaPublished.DATABASES) {
                List<Double> values = study.dataSets().stream().map(ds -> NtuaPublished.value(topology, db, ds,
                        "insert_rows_rate").map(v -> v.value() * 1000).orElse(null)).toList();
                if (values.stream().anyMatch(Objects::nonNull)) {
                    series.put(labels.text("ntua.published", db) + " " + topology, values);
                }
            }
        }
        return bars("fig6-inserts", labels.text("ntua.chart.fig6"), study.dataSets(), series,
                labels.text("ntua.axis.rowsPerSecond"), labels.text("ntua.fig6.note"));
    }

    /** Fig. 7: the disk of each data node after the load, per data set (nodes of a cluster only). */
    ChartFile disk(ClusterStudy study) throws IOException {
        List<String> nodes = new ArrayList<>();
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (ClusterRun r : study.runs()) {
            r.topology().nodes().stream().filter(n -> n.diskBytes() != null).forEach(n -> {
                String category = r.dbName() + " " + r.layout() + " " + n.name();
                if (!nodes.contains(category)) {
                    nodes.add(category);
                }
            });
        }
        for (String ds : study.dataSets()) {
            series.put(ds, nodes.stream().map(category -> study.runs().stream().filter(r -> r.dataSet().equals(ds))
                    .flatMap(r -> r.topology().nodes().stream().filter(n -> category.equals(r.dbName() + " "
                            + r.layout() + " " + n.name())))
                    .map(n -> n.diskBytes() / (1024.0 * 1024.0)).findFirst().orElse(null)).toList());
        }
        return bars("fig7-disk-per-node", labels.text("ntua.chart.fig7"), nodes, series,
                labels.text("ntua.axis.mib"), labels.text("ntua.fig7.note"));
    }

    /** A series per database and layout (only the clusters unless {@code withSingle}), a value per data set. */
    private Map<String, List<Double>> series(ClusterStudy study, boolean withSingle,
            Function<String, Function<ClusterRun, Double>> value) {
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (String db : study.databases()) {
            for (String layout : study.layouts()) {
                if (!withSingle && layout.equals(ClusterStudy.SINGLE)) {
                    continue;
                }
                List<Double> values = study.dataSets().stream().map(ds -> study.run(ds, layout, db)
                        .map(value.apply(ds)).orElse(null)).toList();
                study.runs().stream().filter(r -> r.db().equals(db)).findFirst()
                        .ifPresent(r -> series.put(r.dbName() + " " + layout, values));
            }
        }
        return series;
    }

    /** A series per database and layout over the query types of one data set. */
    private Map<String, List<Double>> perType(ClusterStudy study, String ds, int n, boolean withSingle) {
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (String db : study.databases()) {
            for (String layout : study.layouts()) {
                if (!withSingle && layout.equals(ClusterStudy.SINGLE)) {
                    continue;
                }
                study.run(ds, layout, db).ifPresent(r -> series.put(r.dbName() + " " + layout, study.queryTypes()
                        .stream().map(t -> r.typeMeanMs(n, t).orElse(null)).toList()));
            }
        }
        return series;
    }

    private ChartFile bars(String id, String title, List<String> categories, Map<String, List<Double>> series,
            String yTitle, String note) throws IOException {
        Map<String, List<Double>> drawn = new LinkedHashMap<>();
        series.forEach((name, values) -> {
            if (values.stream().anyMatch(Objects::nonNull)) {
                drawn.put(name, values);
            }
        });
        if (categories.isEmpty() || drawn.isEmpty()) {
            return ChartFile.missing(id, title, labels.text("ntua.missing"));
        }
        CategoryChart chart = ChartStyle.bars(title, "", yTitle, labels);
        int i = 0;
        List<Double> all = new ArrayList<>();
        for (Map.Entry<String, List<Double>> s : drawn.entrySet()) {
            chart.addSeries(s.getKey(), categories, s.getValue()).setFillColor(ChartStyle.color(i++));
            s.getValue().stream().filter(Objects::nonNull).forEach(all::add);
        }
        chart.getStyler().setXAxisLabelRotation(categories.size() > 5 ? 25 : 0);
        if (drawn.size() > 3) { // a horizontal legend of many long names runs off the picture
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                    .setLegendLayout(Styler.LegendLayout.Vertical);
        }
        if (ChartStyle.logIfSpanning(chart.getStyler(), all)) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        }
        Path file = dir.resolve(id + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(id, chart.getTitle(), note, file);
    }
}
