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
 * The seed thesis's charts of its original campaign against its tuned one (SeedChart 16–20), over the scales both
 * hold: every database in its colour, the original in the lighter tint (the seed hatched it) or dashed, the tuned
 * one solid. A chart whose input one campaign lacks is missing, with that input named.
 */
public final class CampaignCharts {
    private final Labels labels;
    private final Path dir;

    public CampaignCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /**
     * SeedChart 16–20 in order, each drawn into {@code dir/<kind.fileName()>.png} or missing with its input named.
     */
    public List<ChartFile> draw(ResultSet original, ResultSet tuned) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<String> scales = original.scales().stream().filter(tuned.scales()::contains)
                .sorted(ResultSet::compareScales).toList();
        List<SeedChart> kinds = SeedChart.of(SeedChart.Group.COMPARISON);
        if (scales.isEmpty()) {
            String reason = labels.text("seed.campaign.noCommonScale", original.name(), tuned.name());
            return kinds.stream().map(k -> k.missing(title(k, original, tuned), reason)).toList();
        }
        CampaignPair c = CampaignPair.of(original, tuned, scales);
        TunedBars bars = new TunedBars(labels);
        List<ChartFile> files = new ArrayList<>();
        for (SeedChart kind : kinds) {
            String title = title(kind, original, tuned);
            SeedFigure figure = switch (kind) {
                case TUNED_WRITE_THROUGHPUT -> new TunedThroughputLines(labels).figure(title, c);
                case TUNED_P99_GRID -> bars.p99Grid(title, c);
                case TUNED_OUT_OF_ORDER -> bars.outOfOrder(title, c);
                case TUNED_READ -> bars.read(title, c);
                case TUNED_MEMORY_BASELINE -> bars.memoryBaseline(title, c);
                default -> throw new IllegalArgumentException(kind + " does not compare campaigns");
            };
            files.add(figure.file(kind, dir, title));
        }
        return List.copyOf(files);
    }

    private String title(SeedChart kind, ResultSet original, ResultSet tuned) {
        return labels.text(kind.titleKey(), original.name(), tuned.name(), labels.test(Scenario.WRITE.id()),
                labels.test(Scenario.OUT_OF_ORDER.id()), labels.test(Scenario.READ.id()),
                labels.test(Scenario.BATCH_SMALL.id()));
    }
}
