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
import java.util.Optional;
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
            return run(document(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read result " + file + ": " + e.getMessage(), e);
        }
    }

    /** A use case's load ({@code --workload}), written atomically as its own kind of document. */
    public static void writeLoad(Path file, UseCaseLoadResult result) {
        try {
            writeAtomically(file, MAPPER.writeValueAsString(result));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    public static UseCaseLoadResult readLoad(Path file) {
        try {
            ObjectNode document = document(file);
            if (!isLoad(document)) {
                throw new IOException("not a use case's load result");
            }
            return MAPPER.treeToValue(document, UseCaseLoadResult.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read load result " + file + ": " + e.getMessage(), e);
        }
    }

    /** Every test's result document below {@code root}, sorted by path; use cases' load results are not tests'. */
    public static List<RunResult> readAll(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<RunResult> results = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                readTest(f).ifPresent(results::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return results;
    }

    private static ObjectNode document(Path file) throws IOException {
        JsonNode tree = MAPPER.readTree(file.toFile());
        if (!(tree instanceof ObjectNode document)) {
            throw new IOException("not a JSON object");
        }
        return document;
    }

    private static RunResult run(ObjectNode document) throws IOException {
        return MAPPER.treeToValue(LegacyLayout.isFlat(document) ? LegacyLayout.grouped(document) : document,
                RunResult.class);
    }

    /** A test's result; empty for a use case's load result. */
    private static Optional<RunResult> readTest(Path file) {
        try {
            ObjectNode document = document(file);
            return isLoad(document) ? Optional.empty() : Optional.of(run(document));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read result " + file + ": " + e.getMessage(), e);
        }
    }

    private static boolean isLoad(ObjectNode document) {
        return UseCaseLoadResult.KIND.equals(document.path("kind").asText(null));
    }

    /**
     * Marks as crashed every test's result below {@code root} that is still {@code RUNNING} although the harness that
     * wrote it has ended (killed, or its machine lost power); returns their files.
     */
    public static List<Path> markAbandoned(Path root) {
        return markAbandoned(root, false);
    }

    /** The same for use cases' load results ({@code <root>/<workload>/<db>/load.json}). */
    public static List<Path> markAbandonedLoads(Path root) {
        return markAbandoned(root, true);
    }

    private static List<Path> markAbandoned(Path root, boolean loads) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        List<Path> marked = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root, 3)) {
            files.filter(p -> p.toString().endsWith(".json")).sorted().forEach(f -> {
                if (markIfAbandoned(f, loads)) {
                    marked.add(f);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
        return marked;
    }

    private static boolean markIfAbandoned(Path file, boolean loads) {
        RunResult r;
        try {
            ObjectNode document = document(file);
            if (isLoad(document) != loads) {
                return false;
            }
            if (loads) {
                return markLoadIfAbandoned(file);
            }
            r = run(document);
        } catch (IOException | UncheckedIOException e) {
            return false; // not a result document
        }
        HarnessOwner owner = r.protocol() == null ? null : r.protocol().owner();
        if (r.status() != RunStatus.RUNNING || owner == null || !owner.ended()) {
            return false;
        }
        write(file, r.withStatus(RunStatus.CRASHED, "the harness (" + owner.describe() + ") ended during this run"));
        return true;
    }

    private static boolean markLoadIfAbandoned(Path file) {
        UseCaseLoadResult r = readLoad(file);
        HarnessOwner owner = r.environment() == null ? null : r.environment().owner();
        if (r.status() != RunStatus.RUNNING || owner == null || !owner.ended()) {
            return false;
        }
        writeLoad(file, r.withStatus(RunStatus.CRASHED, "the harness (" + owner.describe() + ") ended during this "
                + "load"));
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
