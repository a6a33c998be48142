package org.iotbenchrunner.report.study;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;

/**
 * Finds the {@code iot-study-cluster} preset's results anywhere below a results root: every {@code load.json} whose
 * preset is of that study, in its layout's folder ({@code <db>/single/}, {@code <db>/nodes-3/}), with the query runs
 * beside it ({@code queries-<N>.json}). Of two loads of one database, data set and layout, the one written last wins.
 */
public final class ClusterStudyResults {
    private static final Pattern QUERIES_FILE = Pattern.compile("queries(-\\d+)?\\.json");

    private ClusterStudyResults() {
    }

    /** The study below {@code root}, or none when it holds none of its loads. */
    public static Optional<ClusterStudy> find(Path root) {
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        Map<String, ClusterRun> latest = new LinkedHashMap<>();
        Map<String, Long> written = new TreeMap<>();
        for (Path file : files(root, "load.json")) {
            UseCaseLoadResult load = readLoad(file);
            if (load == null || load.asked() == null || load.asked().preset() == null
                    || !ClusterStudy.ID.equals(load.asked().preset().study())) {
                continue;
            }
            ClusterRun run = new ClusterRun(load.asked().preset().dataSet(), file.getParent().getFileName()
                    .toString(), load, queries(file.getParent()));
            String key = run.dataSet() + "/" + run.layout() + "/" + run.db();
            long modified = modified(file);
            if (!written.containsKey(key) || written.get(key) <= modified) {
                latest.put(key, run);
                written.put(key, modified);
            }
        }
        return latest.isEmpty() ? Optional.empty() : Optional.of(new ClusterStudy(List.copyOf(latest.values())));
    }

    /** Whether {@code load} belongs to this study, which has its own section apart from the use cases'. */
    public static boolean belongs(UseCaseLoadResult load) {
        return load.asked() != null && load.asked().preset() != null
                && ClusterStudy.ID.equals(load.asked().preset().study());
    }

    private static UseCaseLoadResult readLoad(Path file) {
        try {
            return UseCaseLoadResult.KIND.equals(new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(file.toFile()).path("kind").asText(null)) ? ResultFiles.readLoad(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static Map<Integer, UseCaseQueryResult> queries(Path dir) {
        Map<Integer, UseCaseQueryResult> runs = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path q : files.filter(f -> QUERIES_FILE.matcher(f.getFileName().toString()).matches()).sorted()
                    .toList()) {
                UseCaseQueryResult run = ResultFiles.readQueries(q);
                if (run.asked() != null) {
                    runs.put(run.asked().queriesPerType(), run);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
        return runs;
    }

    private static List<Path> files(Path root, String name) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.getFileName().toString().equals(name)).filter(Files::isRegularFile).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
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
