package org.iotbenchrunner.report.usecase;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.study.ClusterStudyResults;
import org.iotbenchrunner.report.study.RankingStudy;

/**
 * Finds the TSBS use cases' results anywhere below a results root: every {@code load.json} of kind
 * {@code use-case-load} ({@code <out>/<folder>/<db>/load.json}) with its sibling query runs ({@code queries.json},
 * {@code queries-<N>.json}), grouped into studies: the preset's study when the load names one, else the folder (the
 * workload); the ranking's runs by size and profile ({@code <size>/<profile>/<db>/}) as data sets of their own. Of
 * two loads of one database in one data set, the latest wins, as of a test's runs.
 */
public final class UseCaseResults {
    public static final String LOAD_FILE = "load.json";
    private static final Pattern QUERIES_FILE = Pattern.compile("queries(-\\d+)?\\.json");
    private static final List<String> SIZES = List.of("small", "medium", "large");
    private static final ObjectMapper JSON = new ObjectMapper();

    private UseCaseResults() {
    }

    /** The studies below {@code root}, ordered by id; none when it holds no use case's load. */
    public static List<UseCaseStudy> find(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        Map<String, Map<String, Map<String, UseCaseLoad>>> studies = new TreeMap<>();
        for (Path file : loadFiles(root)) {
            UseCaseLoad load = read(file);
            if (ClusterStudyResults.belongs(load.result())) {
                continue; // the NTUA multi-node study has a section of its own, by layout
            }
            String folder = folder(file, load.result());
            UseCaseLoadResult.Preset preset = load.preset();
            String study = preset != null && preset.study() != null ? preset.study() : folder;
            String variant = RankingStudy.ID.equals(study) ? RankingStudy.variantOf(file) : null;
            String dataSet = variant != null ? variant
                    : preset != null && preset.dataSet() != null ? preset.dataSet() : folder;
            studies.computeIfAbsent(study, s -> new LinkedHashMap<>()).computeIfAbsent(dataSet, d -> new TreeMap<>())
                    .merge(load.db(), load, (a, b) -> b.written().isAfter(a.written()) ? b : a);
        }
        List<UseCaseStudy> found = new ArrayList<>();
        studies.forEach((study, dataSets) -> found.add(new UseCaseStudy(study, dataSets.entrySet().stream()
                .sorted(Map.Entry.comparingByKey(UseCaseResults::compareDataSets))
                .map(e -> new UseCaseStudy.DataSet(e.getKey(), e.getValue().values().stream()
                        .sorted(Comparator.comparing(UseCaseLoad::dbName)).toList()))
                .toList())));
        return found;
    }

    /** Small, medium, large, the ranking's sizes and profiles, then other names in order. */
    static int compareDataSets(String a, String b) {
        return Comparator.comparingInt(UseCaseResults::sizeOrder).thenComparingInt(RankingStudy::order)
                .thenComparing(Comparator.<String>naturalOrder()).compare(a, b);
    }

    private static int sizeOrder(String dataSet) {
        int i = SIZES.indexOf(dataSet);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    private static List<Path> loadFiles(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(f -> f.getFileName().toString().equals(LOAD_FILE)).filter(Files::isRegularFile)
                    .sorted().filter(UseCaseResults::isLoad).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    /** A use case's load, not some other document that happens to be called load.json. */
    private static boolean isLoad(Path file) {
        try {
            return UseCaseLoadResult.KIND.equals(JSON.readTree(file.toFile()).path("kind").asText(null));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static UseCaseLoad read(Path file) {
        UseCaseLoadResult load = ResultFiles.readLoad(file);
        Map<Integer, UseCaseQueryResult> runs = new TreeMap<>();
        for (Path q : queryFiles(file.getParent())) {
            UseCaseQueryResult run = ResultFiles.readQueries(q);
            runs.put(UseCaseLoad.queriesPerType(run), run);
        }
        return new UseCaseLoad(load, List.copyOf(runs.values()), written(file, load));
    }

    /** The query runs beside a load, oldest first, so that of two runs of the same N the latest is kept. */
    private static List<Path> queryFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> QUERIES_FILE.matcher(f.getFileName().toString()).matches())
                    .filter(Files::isRegularFile).sorted(Comparator.comparing(UseCaseResults::modified)
                            .thenComparing(Comparator.naturalOrder())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir, e);
        }
    }

    private static Instant written(Path file, UseCaseLoadResult load) {
        return load.window() != null && load.window().startedAt() != null ? load.window().startedAt()
                : modified(file);
    }

    private static Instant modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The results folder of a load: {@code <folder>} of {@code <folder>/<db>/load.json}, else its workload. */
    private static String folder(Path file, UseCaseLoadResult load) {
        Path dbDir = file.toAbsolutePath().normalize().getParent();
        Path folder = dbDir == null ? null : dbDir.getParent();
        return folder != null && folder.getFileName() != null ? folder.getFileName().toString()
                : String.valueOf(load.workload());
    }
}
