package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.PresetCampaigns;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.text.Labels;

/** The effects of isolation and tuning in words: {@code effects.md}, and the lines the effects page shares with it. */
public final class EffectsMarkdown {
    private EffectsMarkdown() {
    }

    public static String markdown(PresetCampaigns campaigns, EffectTable table, Labels labels) {
        StringBuilder out = new StringBuilder("# ").append(labels.text("effects.title")).append("\n\n");
        out.append(presetLine(campaigns, labels)).append("\n\n");
        warnings(campaigns, table, labels).forEach(w -> out.append(w).append("\n\n"));
        out.append(legend(table, labels)).append("\n");
        for (String scale : table.scales()) {
            out.append("\n## ").append(labels.text("section.scale", labels.scale(scale))).append("\n\n");
            table.summary(scale, labels).forEach(line -> out.append("- ").append(line).append('\n'));
            String[] header = table.header(labels);
            out.append('\n').append(Markdown.row(header)).append(Markdown.rule(header.length));
            for (EffectTable.Row row : table.rows(scale)) {
                out.append(Markdown.row(table.cells(row, labels).stream().map(EffectTable.Text::text)
                        .toArray(String[]::new)));
            }
            seedNote(table, scale, labels).ifPresent(note -> out.append('\n').append(note).append('\n'));
        }
        return out.toString();
    }

    /** One line: each preset present with its runs, then the missing ones. */
    public static String presetLine(PresetCampaigns campaigns, Labels labels) {
        String present = campaigns.presets().keySet().stream().map(p -> labels.text("effects.presetRuns", p.id(),
                campaigns.runs(p), labels.text("effects.preset." + p.id()))).collect(Collectors.joining(", "));
        List<CampaignPreset> missing = campaigns.missing();
        return labels.text("effects.presets", present, missing.isEmpty() ? labels.text("effects.missingNone")
                : labels.text("effects.missing", missing.stream().map(p -> p.id() + " ("
                        + labels.text("effects.preset." + p.id()) + ")").collect(Collectors.joining(", "))));
    }

    /** Runs that recorded a setting their preset does not use, and presets that allow no comparison at all. */
    public static List<String> warnings(PresetCampaigns campaigns, EffectTable table, Labels labels) {
        List<String> warnings = new ArrayList<>();
        campaigns.contradictions().forEach((preset, recorded) -> recorded.forEach((setting, runs) -> warnings.add(
                labels.text("effects.contradiction", preset.id(), runs, setting))));
        if (table.kinds().isEmpty()) {
            warnings.add(labels.text("effects.noPair"));
        }
        return warnings;
    }

    public static String legend(EffectTable table, Labels labels) {
        return labels.text("effects.legend", labels.number(100 * (Winners.SINGLE_RUN_MARGIN - 1), 0),
                Effect.MIN_RUNS) + (table.showsPublished() ? " " + labels.text("effects.legendSeed") : "");
    }

    public static Optional<String> seedNote(EffectTable table, String scale, Labels labels) {
        return table.showsSeedInflux(scale) ? Optional.of(EffectTable.SEED_INFLUX_MARK + " "
                + labels.text("effects.seedInflux")) : Optional.empty();
    }
}
