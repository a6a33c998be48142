package org.iotbenchrunner.report.html;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.data.PresetCampaigns;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.table.EffectsMarkdown;
import org.iotbenchrunner.report.text.Labels;

/** The effects report as a page ({@code templates/effects.peb}): what {@code effects.md} says, with its charts. */
public final class EffectsHtml {
    /** One scale: what its effects add up to, the table of effects, the seed's note (or null), the charts. */
    record Scale(String id, String title, List<String> summary, HtmlTable table, List<HtmlFigure> charts) {
    }

    private EffectsHtml() {
    }

    /** The page written beside its charts: each chart is linked by its file name. */
    public static String render(PresetCampaigns campaigns, EffectTable table, Map<String, List<ChartFile>> charts,
            Labels labels, Instant generatedAt) throws IOException {
        Path pageDir = charts.values().stream().flatMap(List::stream).filter(ChartFile::isDrawn)
                .map(c -> c.file().toAbsolutePath().getParent()).findFirst().orElse(Path.of(""));
        return render(campaigns, table, charts, labels, generatedAt, pageDir);
    }

    /** The page written into {@code pageDir}, which its charts are linked from. */
    public static String render(PresetCampaigns campaigns, EffectTable table, Map<String, List<ChartFile>> charts,
            Labels labels, Instant generatedAt, Path pageDir) throws IOException {
        List<Scale> scales = new ArrayList<>();
        List<HtmlReport.Link> toc = new ArrayList<>();
        for (String scale : table.scales()) {
            String title = labels.text("section.scale", labels.scale(scale));
            scales.add(new Scale("scale-" + scale, title, table.summary(scale, labels), table(table, scale, labels),
                    HtmlFigure.of(charts.getOrDefault(scale, List.of()), "", pageDir, labels)));
            toc.add(new HtmlReport.Link("scale-" + scale, title));
        }
        Map<String, Object> model = new HashMap<>();
        model.put("meta", labels.text("effects.meta", campaigns.root(), labels.dateTime(generatedAt),
                HarnessVersion.get()));
        model.put("presets", EffectsMarkdown.presetLine(campaigns, labels));
        model.put("warnings", EffectsMarkdown.warnings(campaigns, table, labels));
        model.put("legend", EffectsMarkdown.legend(table, labels));
        model.put("toc", toc);
        model.put("scales", scales);
        return HtmlTemplates.render("effects", labels.text("effects.title"), model, labels);
    }

    private static HtmlTable table(EffectTable table, String scale, Labels labels) {
        List<HtmlTable.Row> rows = table.rows(scale).stream().map(row -> new HtmlTable.Row(
                row.flagged() ? "caution" : "", table.cells(row, labels).stream()
                        .map(cell -> new HtmlTable.Cell(cell.text(), cell.css(), null)).toList())).toList();
        return HtmlTable.of(Arrays.asList(table.header(labels)), rows,
                EffectsMarkdown.seedNote(table, scale, labels).orElse(null));
    }
}
