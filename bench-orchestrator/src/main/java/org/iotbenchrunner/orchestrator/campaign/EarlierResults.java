package org.iotbenchrunner.orchestrator.campaign;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.RunSettings;

/**
 * For {@code --resume}: the results of the plan's tests already in its folder, by file, and the campaign they
 * continue (that of the newest, null when there is none); which of them a resumed campaign keeps.
 */
public record EarlierResults(Map<Path, RunResult> byFile, String campaign) {

    /** Whether to keep the result at a file, and the terminal line that says so (null: nothing to say). */
    record Verdict(boolean reuse, String line) {
    }

    static EarlierResults none() {
        return new EarlierResults(Map.of(), null);
    }

    /**
     * Every result of the plan's databases and tests, under either file name ({@code <test>.json} or
     * {@code <test>.run-<k>.json}), so that a campaign of another {@code --runs} is found too: resuming it with a
     * different number of runs is refused. Unreadable files are left out (their test runs again).
     */
    public static EarlierResults read(RunPlan plan) {
        Map<Path, RunResult> found = new TreeMap<>();
        for (DatabaseBinding binding : plan.databases()) {
            for (Scenario scenario : plan.scenariosFor(binding)) {
                for (Path file : filesOf(plan.scaleDir().resolve(binding.id()), scenario)) {
                    readable(file).ifPresent(r -> found.put(file, r));
                }
            }
        }
        Optional<RunResult> newest = found.values().stream().filter(r -> campaignOf(r) != null)
                .max(Comparator.comparing(EarlierResults::started));
        if (newest.isPresent() && newest.get().protocol().runs() != plan.runs()) {
            throw new ConfigException("--runs " + plan.runs() + " with --resume: the campaign in " + plan.scaleDir()
                    + " (" + campaignOf(newest.get()) + ") was run with --runs " + newest.get().protocol().runs()
                    + "; give --runs " + newest.get().protocol().runs() + ", or leave out --resume to start afresh");
        }
        return new EarlierResults(Map.copyOf(found), newest.map(EarlierResults::campaignOf).orElse(null));
    }

    boolean isEmpty() {
        return byFile.isEmpty();
    }

    /**
     * A complete (or capped: it ran to its cap) result of the campaign resumed, recorded with the settings the plan
     * {@code expected}, is kept; one that crashed, was left running, is missing, belongs to another campaign or was
     * measured otherwise runs again.
     */
    Verdict verdict(String label, Path file, Map<String, String> expected) {
        RunResult earlier = byFile.get(file);
        if (earlier == null) {
            return new Verdict(false, null);
        }
        if (earlier.status() == RunStatus.CRASHED || earlier.status() == RunStatus.RUNNING) {
            String how = earlier.status() == RunStatus.CRASHED ? "crashed" : "was left running";
            return new Verdict(false, label + ": " + how + " in an earlier run (" + file + "), running it again");
        }
        if (!Objects.equals(campaignOf(earlier), campaign)) {
            return new Verdict(false, label + ": not reused, " + file + " is of another campaign ("
                    + campaignOf(earlier) + ", resuming " + campaign + "); running it again");
        }
        List<String> differences = RunSettings.differences(expected, RunSettings.recorded(earlier));
        if (!differences.isEmpty()) {
            return new Verdict(false, label + ": not reused, its configuration differs (" + String.join("; ",
                    differences) + ") in " + file + "; running it again");
        }
        return new Verdict(true, label + ": done in an earlier run of this campaign (" + file + "), skipped");
    }

    private static List<Path> filesOf(Path dir, Scenario scenario) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (DirectoryStream<Path> repetitions = Files.newDirectoryStream(dir, scenario.id() + ".run-*.json")) {
            List<Path> files = new ArrayList<>();
            repetitions.forEach(files::add);
            Path single = dir.resolve(scenario.id() + ".json");
            if (Files.isRegularFile(single)) {
                files.add(single);
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private static Optional<RunResult> readable(Path file) {
        try {
            return Optional.of(ResultFiles.read(file));
        } catch (UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private static String campaignOf(RunResult r) {
        return r.protocol() == null ? null : r.protocol().campaign();
    }

    private static Instant started(RunResult r) {
        return r.measurement().startedAt() == null ? Instant.EPOCH : r.measurement().startedAt();
    }
}
