package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Reads and writes result documents as JSON; every write is atomic (temp file, then rename). */
public final class ResultFiles {
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new JavaTimeModule())
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ResultFiles() {
    }

    public static void write(Path file, RunResult result) {
        try {
            writeAtomically(file, MAPPER.writeValueAsString(result));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** A result document of any schema version: the flat ones of versions 1 to 3 are grouped when read. */
    public static RunResult read(Path file) {
        try {
            JsonNode tree = MAPPER.readTree(file.toFile());
            if (!(tree instanceof ObjectNode document)) {
                throw new IOException("not a JSON object");
            }
            return MAPPER.treeToValue(LegacyLayout.isFlat(document) ? LegacyLayout.grouped(document) : document,
                    RunResult.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read result " + file + ": " + e.getMessage(), e);
        }
    }

    /** Every result document below {@code root}, sorted by path. */
    public static List<RunResult> readAll(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<RunResult> results = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                results.add(read(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return results;
    }

    /**
     * Marks as crashed every result below {@code root} that is still {@code RUNNING} although the harness that
     * wrote it has ended (killed, or its machine lost power); returns their files.
     */
    public static List<Path> markAbandoned(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> marked = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root, 3)) {
            files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(f -> {
                if (markIfAbandoned(f)) {
                    marked.add(f);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        return marked;
    }

    private static boolean markIfAbandoned(Path file) {
        RunResult r;
        try {
            r = read(file);
        } catch (UncheckedIOException e) {
            return false; // not a result document
        }
        HarnessOwner owner = r.protocol() == null ? null : r.protocol().owner();
        if (r.status() != RunStatus.RUNNING || owner == null || !owner.ended()) {
            return false;
        }
        write(file, r.withStatus(RunStatus.CRASHED, "the harness (" + owner.describe() + ") ended during this run"));
        return true;
    }

    public static void writeAtomically(Path file, String content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            Files.writeString(temp, content, StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
