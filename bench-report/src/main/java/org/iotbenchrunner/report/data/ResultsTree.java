package org.iotbenchrunner.report.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.result.ResultFiles;

/**
 * The campaigns of a results folder, each the folders its result files are below: the presets the orchestrator
 * writes ({@code <root>/<preset>/<scale>/}, e.g. {@code original}, {@code rerun}) and, where there is no
 * {@code original} preset, the plain scale folders ({@code <root>/<scale>/}) as the original campaign.
 */
public record ResultsTree(Path root, Map<String, List<Path>> campaigns) {
    public static final String ORIGINAL = "original";
    public static final String RERUN = "rerun";

    public ResultsTree {
        campaigns = Map.copyOf(campaigns);
    }

    public static ResultsTree of(Path root) {
        if (!Files.isDirectory(root)) {
            throw new IllegalArgumentException("--source: no results folder " + root);
        }
        Map<String, List<Path>> campaigns = new LinkedHashMap<>();
        for (CampaignPreset preset : CampaignPreset.values()) {
            Path dir = root.resolve(preset.id());
            if (holdsResults(dir)) {
                campaigns.put(preset.id(), List.of(dir));
            }
        }
        List<Path> plain = subfolders(root).stream().filter(d -> !isPreset(d) && holdsResults(d)).toList();
        if (!campaigns.containsKey(ORIGINAL) && !plain.isEmpty()) {
            campaigns.put(ORIGINAL, plain);
        }
        return new ResultsTree(root, campaigns);
    }

    /** One folder of results (a scale's, or a whole campaign's) as the original campaign. */
    public static ResultsTree ofFolder(Path folder) {
        return new ResultsTree(folder, Map.of(ORIGINAL, List.of(folder)));
    }

    boolean has(String campaign) {
        return campaigns.containsKey(campaign);
    }

    /** The campaign's runs under {@code name}, e.g. its label (Labels#campaign). */
    public ResultSet load(String campaign, String name) {
        List<Path> dirs = campaigns.get(campaign);
        if (dirs == null) {
            throw new IllegalArgumentException("no " + campaign + " campaign below " + root);
        }
        return new ResultSet(name, dirs.stream().flatMap(d -> ResultFiles.readAll(d).stream()).toList());
    }

    private static List<Path> subfolders(Path root) {
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isPreset(Path dir) {
        String name = dir.getFileName().toString();
        return Arrays.stream(CampaignPreset.values()).anyMatch(p -> p.id().equals(name));
    }

    static boolean holdsResults(Path dir) {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
