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
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.usecase.UseCaseStudy;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.style.Styler;

/**
 * The ranking as the post draws it: per figure (write throughput, query throughput, latency, disk) a bar per
 * database in each size and profile, vanilla beside tuned, xSmall beside small. An unknown value is no bar, never 0.
 */
public final class RankingCharts {
    private static final double GIB = 1024.0 * 1024.0 * 1024.0;
    private final Labels labels;
    private final Path dir;

    public RankingCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    public List<ChartFile> draw(UseCaseStudy study) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<RankingStudy.Cell> cells = RankingStudy.cells(study);
        return List.of(
                bars("ranking-write", "ranking.chart.write", cells, RankingStudy.Cell::metricsPerSecond),
                bars("ranking-queries", "ranking.chart.queries", cells, RankingStudy.Cell::queriesPerSecond),
                bars("ranking-latency", "ranking.chart.latency", cells, RankingStudy.Cell::meanMs),
                bars("ranking-disk", "ranking.chart.disk", cells, c -> c.diskBytes() == null ? null
                        : c.diskBytes() / GIB));
    }

    private ChartFile bars(String id, String titleKey, List<RankingStudy.Cell> cells,
            Function<RankingStudy.Cell, Double> metric) throws IOException {
        List<String> runs = new ArrayList<>();
        for (String size : RankingStudy.SIZES) {
            for (String profile : RankingStudy.PROFILES) {
                if (cells.stream().anyMatch(c -> c.size().equals(size) && c.profile().equals(profile))) {
                    runs.add(size + " " + profile);
                }
            }
        }
        Map<String, List<Double>> series = new LinkedHashMap<>();
        for (RankingStudy.Cell c : cells) {
            Double value = metric.apply(c);
            if (value != null) {
                series.computeIfAbsent(c.dbName(), n -> new ArrayList<>(Collections.<Double>nCopies(runs.size(),
                        null))).set(runs.indexOf(c.size() + " " + c.profile()), value);
            }
        }
        String title = labels.text(titleKey);
        if (series.isEmpty()) {
            return ChartFile.missing(id, title, labels.text("ranking.missing"));
        }
        List<String> categories = runs.stream().map(r -> r.split(" ")[0] + " "
                + labels.text("ranking.profile." + r.split(" ")[1])).toList();
        CategoryChart chart = ChartStyle.bars(title, "", "", labels);
        int i = 0;
        List<Double> all = new ArrayList<>();
        for (Map.Entry<String, List<Double>> s : series.entrySet()) {
            chart.addSeries(s.getKey(), categories, s.getValue()).setFillColor(ChartStyle.color(i++));
            s.getValue().stream().filter(Objects::nonNull).forEach(all::add);
        }
        if (series.size() > 3) {
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                    .setLegendLayout(Styler.LegendLayout.Vertical);
        }
        if (ChartStyle.logIfSpanning(chart.getStyler(), all)) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        }
        Path file = dir.resolve(id + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(id, chart.getTitle(), labels.text("ranking.chart.note"), file);
    }
}
