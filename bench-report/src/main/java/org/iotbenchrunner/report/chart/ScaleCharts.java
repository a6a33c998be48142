package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The seed thesis's charts of one campaign at one scale (SeedChart 1–5), each beside the thesis's published figures
 * when they are given: a published series takes the lighter tint of its database's colour, and what it does not
 * publish is left out, never drawn as zero.
 */
public final class ScaleCharts {
    private final Labels labels;
    private final Path dir;

    public ScaleCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /**
     * SeedChart 1–5 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its input named.
     * {@code published}, when not null, is drawn beside {@code ours} wherever a chart can show it.
     */
    public List<ChartFile> draw(ResultSet ours, ResultSet published, String scale) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        ResultSet mine = ours.scale(scale);
        ResultSet theirs = published == null || published.scale(scale).isEmpty() ? null : published.scale(scale);
        List<ScaleSeries> series = ScaleSeries.of(mine, theirs);
        String publishedNote = theirs == null ? null : labels.text("seed.scaleCharts.published", theirs.name());
        List<ChartFile> files = new ArrayList<>();
        for (SeedChart kind : SeedChart.of(SeedChart.Group.SCALE)) {
            String title = kind == SeedChart.WRITE_RADAR
                    ? labels.text(kind.titleKey(), labels.test(Scenario.WRITE.id()), labels.scale(scale))
                    : labels.text(kind.titleKey(), labels.scale(scale));
            SeedFigure figure = switch (kind) {
                case WRITE_THROUGHPUT -> new WriteThroughputBars(labels).figure(title, series, scale, publishedNote);
                case WRITE_RADAR -> new WriteRadar(labels).figure(title, series, scale, publishedNote);
                case COST_BENEFIT -> new CostBenefitScatter(labels).figure(title, series, scale, publishedNote);
                case READ_LATENCY_STACK -> new ReadLatencyStack(labels).figure(title, series, scale);
                case MEMORY_ACROSS_TESTS -> new MemoryAcrossTests(labels).figure(title, series, scale, publishedNote);
                default -> throw new IllegalArgumentException(kind + " is not drawn at one scale");
            };
            files.add(figure.file(kind, dir, title));
        }
        return List.copyOf(files);
    }
}
