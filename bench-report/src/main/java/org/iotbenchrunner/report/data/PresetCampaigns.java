package org.iotbenchrunner.report.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;

/** The presets found below a root, and how many runs of each recorded a setting the preset does not use. */
public record PresetCampaigns(Path root, Map<CampaignPreset, ResultSet> presets, Map<CampaignPreset, Map<String, Integer>> contradictions) {
    public List<CampaignPreset> missing() {
        return Arrays.stream(CampaignPreset.values()).filter(p -> !presets.containsKey(p)).toList();
    }

    /** Every run of the preset, repetitions included. */
    public int runs(CampaignPreset preset) {
        return presets.get(preset).everyRun().size();
    }

    /**
     * The runs below every folder of {@code root}, by the preset each recorded (older results: its folder's name).
     *
     * @throws IllegalArgumentException when fewer than two of the presets hold results
     */
    public static PresetCampaigns load(Path root) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("--effects: no folder " + root);
        }
        Map<String, List<RunResult>> byPreset = new TreeMap<>();
        try (Stream<Path> folders = Files.list(root)) {
            for (Path folder : folders.filter(Files::isDirectory).sorted().toList()) {
                for (RunResult r : ResultFiles.readAll(folder)) {
                    byPreset.computeIfAbsent(idOf(r, folder.getFileName().toString()), p -> new ArrayList<>())
                            .add(r);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        Map<CampaignPreset, ResultSet> presets = new EnumMap<>(CampaignPreset.class);
        Map<CampaignPreset, Map<String, Integer>> contradictions = new EnumMap<>(CampaignPreset.class);
        for (CampaignPreset preset : CampaignPreset.values()) {
            List<RunResult> runs = byPreset.getOrDefault(preset.id(), List.of());
            if (!runs.isEmpty()) {
                ResultSet set = new ResultSet(preset.id(), runs);
                presets.put(preset, set);
                Map<String, Integer> recorded = new TreeMap<>();
                set.everyRun().stream().map(r -> contradiction(preset, r)).filter(Objects::nonNull)
                        .forEach(c -> recorded.merge(c, 1, Integer::sum));
                contradictions.put(preset, recorded);
            }
        }
        if (presets.size() < 2) {
            throw new IllegalArgumentException("--effects needs results of at least two of the presets "
                    + Arrays.stream(CampaignPreset.values()).map(CampaignPreset::id).collect(Collectors.joining(", ")) + " below "
                    + root + " (found: " + (presets.isEmpty() ? "none" : presets.keySet().stream().map(CampaignPreset::id)
                            .collect(Collectors.joining(", "))) + ")");
        }
        return new PresetCampaigns(root, presets, contradictions);
    }

    /** The preset a run was made with: the one it recorded, else the folder it was found in (older results). */
    static String idOf(RunResult r, String folder) {
        return r.protocol() == null || r.protocol().preset() == null ? folder : r.protocol().preset();
    }

    /**
     * What a run recorded that {@code preset} does not do, e.g. {@code sequential} in the original campaign; null
     * when it agrees. Only what was recorded is checked: results written before isolation and profiles existed
     * agree with every preset.
     */
    static String contradiction(CampaignPreset preset, RunResult r) {
        String isolation = r.protocol() == null ? null : r.protocol().isolation();
        if (isolation != null && r.protocol().coResident() != preset.coResident()) {
            return isolation;
        }
        ServerSetup setup = r.environment().setup();
        String profile = setup == null ? null : setup.profile();
        return profile == null || profile.equals(preset.profile().id()) ? null : profile;
    }
}
