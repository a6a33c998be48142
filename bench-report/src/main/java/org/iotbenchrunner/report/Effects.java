package org.iotbenchrunner.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;

/**
 * The effects of isolation and of tuning, told apart: the campaign presets below one root
 * ({@code <root>/<preset>/<scale>/<db>/<test>.json}) compared pairwise, into {@code effects.md},
 * {@code effects.csv} and an {@code index.html} linking one chart (PNG) per scale and database.
 */
public final class Effects {
    static {
        ChartStyle.headless();
    }

    /** The presets found below a root, and how many runs of each recorded a setting the preset does not use. */
    record Campaigns(Path root, Map<Preset, ResultSet> presets, Map<Preset, Map<String, Integer>> contradictions) {
        List<Preset> missing() {
            return Arrays.stream(Preset.values()).filter(p -> !presets.containsKey(p)).toList();
        }

        /** Every run of the preset, repetitions included. */
        int runs(Preset preset) {
            return presets.get(preset).everyRun().size();
        }
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
        Campaigns campaigns = load(root);
        EffectTable table = new EffectTable(campaigns.presets(), PublishedDeltas.load(published));
        Labels labels = Labels.of(language);
        Files.createDirectories(outDir);
        ResultFiles.writeAtomically(outDir.resolve("effects.md"), markdown(campaigns, table, labels));
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

    /**
     * The runs below every folder of {@code root}, by the preset each recorded (older results: its folder's name).
     *
     * @throws IllegalArgumentException when fewer than two of the presets hold results
     */
    static Campaigns load(Path root) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("--effects: no folder " + root);
        }
        Map<String, List<RunResult>> byPreset = new TreeMap<>();
        try (Stream<Path> folders = Files.list(root)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                for (RunResult r : ResultFiles.readAll(folder)) {
                    byPreset.computeIfAbsent(Preset.idOf(r, folder.getFileName().toString()), p -> new ArrayList<>())
                            .add(r);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        Map<Preset, ResultSet> presets = new EnumMap<>(Preset.class);
        Map<Preset, Map<String, Integer>> contradictions = new EnumMap<>(Preset.class);
        for (Preset preset : Preset.values()) {
            List<RunResult> runs = byPreset.getOrDefault(preset.id(), List.of());
            if (!runs.isEmpty()) {
                ResultSet set = new ResultSet(preset.id(), runs);
                presets.put(preset, set);
                Map<String, Integer> recorded = new TreeMap<>();
                set.everyRun().stream().map(preset::contradiction).filter(Objects::nonNull)
                        .forEach(c -> recorded.merge(c, 1, Integer::sum));
                contradictions.put(preset, recorded);
            }
        }
        if (presets.size() < 2) {
            throw new IllegalArgumentException("--effects needs results of at least two of the presets "
                    + Arrays.stream(Preset.values()).map(Preset::id).collect(Collectors.joining(", ")) + " below "
                    + root + " (found: " + (presets.isEmpty() ? "none" : presets.keySet().stream().map(Preset::id)
                            .collect(Collectors.joining(", "))) + ")");
        }
        return new Campaigns(root, presets, contradictions);
    }

    static String markdown(Campaigns campaigns, EffectTable table, Labels labels) {
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
    static String presetLine(Campaigns campaigns, Labels labels) {
        String present = campaigns.presets().keySet().stream().map(p -> labels.text("effects.presetRuns", p.id(),
                campaigns.runs(p), labels.text("effects.preset." + p.id()))).collect(Collectors.joining(", "));
        List<Preset> missing = campaigns.missing();
        return labels.text("effects.presets", present, missing.isEmpty() ? labels.text("effects.missingNone")
                : labels.text("effects.missing", missing.stream().map(p -> p.id() + " ("
                        + labels.text("effects.preset." + p.id()) + ")").collect(Collectors.joining(", "))));
    }

    /** Runs that recorded a setting their preset does not use, and presets that allow no comparison at all. */
    static List<String> warnings(Campaigns campaigns, EffectTable table, Labels labels) {
        List<String> warnings = new ArrayList<>();
        campaigns.contradictions().forEach((preset, recorded) -> recorded.forEach((setting, runs) -> warnings.add(
                labels.text("effects.contradiction", preset.id(), runs, setting))));
        if (table.kinds().isEmpty()) {
            warnings.add(labels.text("effects.noPair"));
        }
        return warnings;
    }

    static String legend(EffectTable table, Labels labels) {
        return labels.text("effects.legend", labels.number(100 * (Winners.SINGLE_RUN_MARGIN - 1), 0),
                Effect.MIN_RUNS) + (table.showsPublished() ? " " + labels.text("effects.legendSeed") : "");
    }

    static Optional<String> seedNote(EffectTable table, String scale, Labels labels) {
        return table.showsSeedInflux(scale) ? Optional.of(EffectTable.SEED_INFLUX_MARK + " "
                + labels.text("effects.seedInflux")) : Optional.empty();
    }

    private static List<List<EffectTable.Row>> byDatabase(List<EffectTable.Row> rows) {
        return List.copyOf(rows.stream().collect(Collectors.groupingBy(EffectTable.Row::db, LinkedHashMap::new,
                Collectors.toList())).values());
    }
}
