package org.iotbenchrunner.orchestrator.sweep;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.sweep.SweepManifest;

/** A sweep's {@code sweep.json}: read, and rewritten atomically with a cell's new status. */
public final class SweepFolder {
    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new JavaTimeModule())
            .enable(SerializationFeature.INDENT_OUTPUT).disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;
    private SweepManifest manifest;

    SweepFolder(Path dir, SweepManifest manifest) {
        this.file = dir.resolve(SweepManifest.FILE_NAME);
        this.manifest = manifest;
    }

    /** The manifest in {@code dir}; null when there is none. */
    public static SweepManifest read(Path dir) {
        Path file = dir.resolve(SweepManifest.FILE_NAME);
        if (!Files.exists(file)) {
            return null;
        }
        try {
            return MAPPER.readValue(file.toFile(), SweepManifest.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    SweepManifest manifest() {
        return manifest;
    }

    synchronized void write() {
        try {
            ResultFiles.writeAtomically(file, MAPPER.writeValueAsString(manifest));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Cell {@code number}'s new status (and why, for a failed or skipped one), written at once. */
    synchronized void mark(int number, String status, String error) {
        List<SweepManifest.Cell> cells = new ArrayList<>();
        for (SweepManifest.Cell c : manifest.cells()) {
            cells.add(c.number() != number ? c
                    : new SweepManifest.Cell(c.number(), c.parameters(), c.directory(), c.baseline(), status, error));
        }
        manifest = new SweepManifest(manifest.schemaVersion(), manifest.mode(), manifest.axes(), manifest.databases(),
                manifest.tests(), manifest.preset(), manifest.maxSeconds(), manifest.createdAt(), cells);
        write();
    }

    /** The status of cell {@code number}; null when unknown. */
    synchronized String status(int number) {
        return manifest.cells().stream().filter(c -> c.number() == number).map(SweepManifest.Cell::status)
                .findFirst().orElse(null);
    }
}
