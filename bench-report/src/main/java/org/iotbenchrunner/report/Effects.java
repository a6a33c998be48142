package org.iotbenchrunner.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.chart.Charts;
import org.iotbenchrunner.report.data.PresetCampaigns;
import org.iotbenchrunner.report.html.EffectsHtml;
import org.iotbenchrunner.report.published.PublishedDeltas;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.table.EffectsMarkdown;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;

/**
 * The effects of isolation and of tuning, told apart: the campaign presets below one root
 * ({@code <root>/<preset>/<scale>/<db>/<test>.json}) compared pairwise, into {@code effects.md},
 * {@code effects.csv} and an {@code index.html} linking one chart (PNG) per scale and database.
 */
public final class Effects {
    static {
        ChartStyle.headless();
    }

    private Effects() {
    }

    /**
     * Writes the effects report of the presets below {@code root} into {@code outDir}, with the seed thesis's
     * published changes from the CSV files in {@code published} (none: no such column); returns the path of
     * {@code index.html}.
     *
     * @throws IllegalArgumentException when fewer than two presets hold results, or a published file is unreadable
     */
    public static Path write(Path root, Path outDir, Language language, List<Path> published) throws IOException {
        PresetCampaigns campaigns = PresetCampaigns.load(root);
        EffectTable table = new EffectTable(campaigns.presets(), PublishedDeltas.load(published));
        Labels labels = Labels.of(language);
        Files.createDirectories(outDir);
        ResultFiles.writeAtomically(outDir.resolve("effects.md"), EffectsMarkdown.markdown(campaigns, table, labels));
        ResultFiles.writeAtomically(outDir.resolve("effects.csv"), table.csv());
        Charts charts = new Charts(labels, outDir);
        Map<String, List<ChartFile>> scaleCharts = new LinkedHashMap<>();
        for (String scale : table.scales()) {
            List<ChartFile> files = new ArrayList<>();
            for (List<EffectTable.Row> rows : byDatabase(table.rows(scale))) {
                charts.effects(rows, scale).ifPresent(files::add);
            }
            scaleCharts.put(scale, files);
        }
        Path index = outDir.resolve("index.html");
        ResultFiles.writeAtomically(index, EffectsHtml.render(campaigns, table, scaleCharts, labels, Instant.now()));
        return index;
    }

    private static List<List<EffectTable.Row>> byDatabase(List<EffectTable.Row> rows) {
        return List.copyOf(rows.stream().collect(Collectors.groupingBy(EffectTable.Row::db, LinkedHashMap::new,
                Collectors.toList())).values());
    }
}
