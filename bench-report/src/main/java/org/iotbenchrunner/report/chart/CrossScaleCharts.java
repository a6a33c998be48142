package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The seed's charts 6 to 15 ({@link SeedChart.Group#ACROSS_SCALES}): one campaign across its scales, smallest
 * first, each database in its colour. A kind the campaign cannot feed is {@link ChartFile#missing} with the input
 * it lacks, never drawn blank.
 */
public final class CrossScaleCharts {
    private final Labels labels;
    private final Path dir;

    /** {@code dir}: where the PNGs go, {@code charts/<source>/<language>/}; created when a chart is drawn. */
    public CrossScaleCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /** SeedChart 6 to 15 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its reason. */
    public List<ChartFile> draw(ResultSet campaign) throws IOException {
        ChartStyle.headless();
        ScalePoints points = new ScalePoints(campaign);
        List<SeedChart> kinds = SeedChart.of(SeedChart.Group.ACROSS_SCALES);
        if (points.scales().size() < 2) {
            String found = points.scales().isEmpty() ? labels.text("cross.none")
                    : points.scales().stream().map(labels::scale).collect(Collectors.joining(", "));
            String reason = labels.text("cross.missing.scales", found);
            return kinds.stream().map(k -> k.missing(labels.text(k.titleKey()), reason)).toList();
        }
        ScaleCoverage coverage = new ScaleCoverage(labels, points);
        CrossScaleLines lines = new CrossScaleLines(labels, points, coverage);
        AverageAndTopBars bars = new AverageAndTopBars(labels, points, coverage);
        List<ChartFile> files = new ArrayList<>();
        for (SeedChart kind : kinds) {
            String title = labels.text(kind.titleKey());
            SeedFigure figure = switch (kind) {
                case LATENCY_DEGRADATION -> new DegradationHeatmap(labels, points).figure(title, coverage);
                case READ_LATENCY_SCALES -> lines.readLatencies(title);
                case WRITE_SCALING -> lines.oneTest(title, Scenario.WRITE.id(), Metric.THROUGHPUT, true);
                case LATEST_POINT_SCALING -> lines.latestPoint(title);
                case VALUE_FILTER_SCALING -> lines.valueFilter(title);
                case READ_CPU -> bars.readCpu(title);
                case BATCH_SMALL_SCALES -> lines.batchSmall(title);
                case PEAK_MEMORY_SCALING -> lines.peakMemory(title);
                case READ_P99_SCALES -> bars.readP99(title);
                case OUT_OF_ORDER_DEGRADATION -> new OutOfOrderDegradationBars(labels, points, coverage).figure(title);
                default -> throw new IllegalArgumentException(kind + " is not drawn across scales");
            };
            files.add(figure.file(kind, dir, title));
        }
        return files;
    }
}
