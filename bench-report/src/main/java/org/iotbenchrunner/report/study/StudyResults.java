package org.iotbenchrunner.report.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.text.Labels;

/**
 * Finds the {@code taos-cassandra} preset's results anywhere below a results root: per database folder its write
 * grid's cells ({@code write-r<R>-c<C>.json}, loads of kind {@code use-case-load} naming their grid cell) and its
 * query sweep ({@code queries.json} beside them, or {@code queries-<N>.json} with several runs: the one with the most
 * runs per point wins); the study's published numbers stand beside them. Of two files for the same cell, the one
 * written last wins.
 */
public final class StudyResults {
    private static final Pattern CELL_FILE = Pattern.compile("write-r\\d+-c\\d+\\.json");
    private static final Pattern QUERIES_FILE = Pattern.compile("queries(-\\d+)?\\.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    private StudyResults() {
    }

    /** The study below {@code root}, or none when it holds no write grid's cell. */
    public static Optional<TaosCassandraStudy> find(Path root, Labels labels) {
        List<Path> cells = cellFiles(root);
        if (cells.isEmpty()) {
            return Optional.empty();
        }
        Map<String, List<Path>> byDatabaseFolder = new TreeMap<>();
        cells.forEach(f -> byDatabaseFolder.computeIfAbsent(f.getParent().toString(), d -> new ArrayList<>()).add(f));
        Map<String, OurDatabase.Builder> byDatabase = new TreeMap<>();
        for (List<Path> files : byDatabaseFolder.values()) {
            for (Path file : files) {
                UseCaseLoadResult load = ResultFiles.readLoad(file);
                byDatabase.computeIfAbsent(OurDatabase.id(load), id -> new OurDatabase.Builder(labels))
                        .cell(load, modified(file));
            }
            for (Path queries : queryFiles(files.get(0).getParent())) {
                UseCaseQueryResult sweep = ResultFiles.readQueries(queries);
                byDatabase.computeIfAbsent(OurDatabase.id(sweep.database()), id -> new OurDatabase.Builder(labels))
                        .sweep(sweep, modified(queries));
            }
        }
        List<OurDatabase.Builder> builders = List.copyOf(byDatabase.values());
        List<StudyDatabase> ours = builders.stream().map(OurDatabase.Builder::build)
                .sorted(Comparator.comparing(StudyDatabase::name)).toList();
        List<String> scalings = builders.stream().map(OurDatabase.Builder::scaling).filter(Objects::nonNull)
                .distinct().toList();
        String host = builders.stream().map(OurDatabase.Builder::host).filter(Objects::nonNull).findFirst()
                .orElse(labels.text("study.hostUnknown"));
        return Optional.of(new TaosCassandraStudy(ours, PublishedStudy.databases(labels),
                scalings.isEmpty() ? null : String.join(" \u00b7 ", scalings), host, PublishedStudy.setUp(labels)));
    }

    private static List<Path> cellFiles(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> CELL_FILE.matcher(f.getFileName().toString()).matches())
                    .filter(Files::isRegularFile).sorted().filter(StudyResults::isGridCell).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    /** The sweeps beside a grid's cells: {@code queries.json}, or {@code queries-<N>.json} with several runs. */
    private static List<Path> queryFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> QUERIES_FILE.matcher(f.getFileName().toString()).matches())
                    .filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    /** A use case's load that names its grid cell, not some other document of that name. */
    private static boolean isGridCell(Path file) {
        try {
            var document = JSON.readTree(file.toFile());
            return UseCaseLoadResult.KIND.equals(document.path("kind").asText(null))
                    && document.path("asked").path("grid").isObject();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static long modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
