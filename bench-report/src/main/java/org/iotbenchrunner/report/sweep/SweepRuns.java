package org.iotbenchrunner.report.sweep;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepManifest;

/**
 * A sweep as written: its manifest ({@code sweep.json}) and every completed result below its cells' folders, each
 * with the cell's parameters (the result's own, else the manifest's for the cell). Runs that did not complete
 * (timed out, crashed, still running) measured only part of their work and are left out.
 */
public record SweepRuns(Path directory, SweepManifest manifest, List<CellRun> runs) {

    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new JavaTimeModule())
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    public SweepRuns {
        runs = List.copyOf(runs);
    }

    /** One result of one cell. */
    public record CellRun(SweepManifest.Cell cell, Map<String, String> parameters, RunResult result) {
        String database() {
            return result.database() == null ? "?" : result.database().id();
        }
    }

    /** @throws IllegalArgumentException when {@code directory} holds no {@code sweep.json} */
    public static SweepRuns load(Path directory) {
        Path file = directory.resolve(SweepManifest.FILE_NAME);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(directory + " holds no " + SweepManifest.FILE_NAME
                    + ": not a sweep's folder");
        }
        SweepManifest manifest;
        try {
            manifest = MAPPER.readValue(file.toFile(), SweepManifest.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
        List<CellRun> runs = new ArrayList<>();
        for (SweepManifest.Cell cell : manifest.cells()) {
            for (RunResult r : ResultFiles.readAll(directory.resolve(cell.directory()))) {
                if (r.status() == RunStatus.COMPLETED) {
                    runs.add(new CellRun(cell, r.parameters().isEmpty() ? cell.parameters() : r.parameters(), r));
                }
            }
        }
        return new SweepRuns(directory, manifest, runs);
    }

    public List<SweepAxis> axes() {
        return manifest.axes();
    }

    /** The databases with a result, in the manifest's order, then any other. */
    public List<String> databases() {
        LinkedHashSet<String> ids = new LinkedHashSet<>(manifest.databases());
        runs.forEach(r -> ids.add(r.database()));
        ids.removeIf(db -> runs.stream().noneMatch(r -> r.database().equals(db)));
        return List.copyOf(ids);
    }

    /** The database's name as its results give it. */
    public String databaseName(String db) {
        return runs.stream().filter(r -> r.database().equals(db)).map(r -> r.result().database().name())
                .filter(n -> n != null && !n.isBlank()).findFirst().orElse(db);
    }

    /** The database's server version as a result recorded it, if any. */
    public Optional<String> serverVersion(String db) {
        return runs.stream().filter(r -> r.database().equals(db)).map(r -> r.result().database().serverVersion())
                .filter(v -> v != null && !v.isBlank()).findFirst();
    }

    /** The runs of {@code db} whose parameters are {@code parameters}. */
    List<CellRun> at(String db, Map<String, String> parameters) {
        return runs.stream().filter(r -> r.database().equals(db) && r.parameters().equals(parameters)).toList();
    }

    List<CellRun> of(String db) {
        return runs.stream().filter(r -> r.database().equals(db)).toList();
    }
}
