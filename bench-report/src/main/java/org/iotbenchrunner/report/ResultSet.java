package org.iotbenchrunner.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;

/**
 * The runs of one campaign, at most one per scale, database and test (the latest started wins), with the
 * orderings every table and chart shares: scales as in {@link Scale}, tests as in {@link Scenario}.
 */
final class ResultSet {
    private final String name;
    private final List<RunResult> runs;

    ResultSet(String name, List<RunResult> all) {
        this.name = name;
        Map<String, RunResult> latest = new LinkedHashMap<>();
        for (RunResult r : all) {
            latest.merge(scaleOf(r) + "/" + dbKey(r) + "/" + test(r), r,
                    (a, b) -> started(b).isAfter(started(a)) ? b : a);
        }
        this.runs = latest.values().stream().sorted(Comparator.comparing(ResultSet::scaleOf, ResultSet::compareScales)
                .thenComparing(ResultSet::database).thenComparing(r -> scenarioOrder(test(r)))).toList();
    }

    /** Every result document below {@code source}, or the rows of a published CSV ({@code file.csv#run}). */
    static ResultSet load(Path source) {
        String text = source.toString();
        int hash = text.lastIndexOf('#');
        Path file = hash > 0 ? Path.of(text.substring(0, hash)) : source;
        if (file.toString().toLowerCase(Locale.ROOT).endsWith(".csv") && Files.isRegularFile(file)) {
            String run = hash > 0 ? text.substring(hash + 1) : null;
            return new ResultSet(run == null ? file.getFileName().toString() : run, PublishedCsv.read(file, run));
        }
        Path name = source.toAbsolutePath().normalize().getFileName();
        return new ResultSet(name == null ? source.toString() : name.toString(), ResultFiles.readAll(source));
    }

    String name() {
        return name;
    }

    List<RunResult> runs() {
        return runs;
    }

    boolean isEmpty() {
        return runs.isEmpty();
    }

    List<String> scales() {
        return runs.stream().map(ResultSet::scaleOf).distinct().toList();
    }

    ResultSet scale(String scale) {
        return new ResultSet(name, runs.stream().filter(r -> scaleOf(r).equals(scale)).toList());
    }

    /** Database ids, ordered by display name. */
    List<String> databases() {
        return runs.stream().sorted(Comparator.comparing(ResultSet::database)).map(ResultSet::dbKey).distinct()
                .toList();
    }

    List<String> tests() {
        return runs.stream().map(ResultSet::test).distinct().sorted(Comparator.comparing(ResultSet::scenarioOrder))
                .toList();
    }

    Optional<RunResult> find(String scale, String db, String test) {
        return runs.stream().filter(r -> scaleOf(r).equals(scale) && dbKey(r).equals(db) && test(r).equals(test))
                .findFirst();
    }

    Optional<RunResult> find(String db, String test) {
        return runs.stream().filter(r -> dbKey(r).equals(db) && test(r).equals(test)).findFirst();
    }

    String databaseName(String db) {
        return runs.stream().filter(r -> dbKey(r).equals(db)).map(ResultSet::database).findFirst().orElse(db);
    }

    static String scaleOf(RunResult r) {
        return r.scale() == null ? "custom" : r.scale().toLowerCase(Locale.ROOT);
    }

    static String dbKey(RunResult r) {
        return r.database().id() != null ? r.database().id().toLowerCase(Locale.ROOT)
                : database(r).toLowerCase(Locale.ROOT);
    }

    /** The database's display name, e.g. TimescaleDB. */
    static String database(RunResult r) {
        return Objects.requireNonNullElse(r.database().name(), r.database().id());
    }

    static String test(RunResult r) {
        return r.scenario().toLowerCase(Locale.ROOT);
    }

    static String testLabel(String test) {
        return test.toUpperCase(Locale.ROOT);
    }

    static boolean isWriteTest(String test) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equals(test)).findFirst().map(Scenario::isWrite)
                .orElse(false);
    }

    static boolean isWriteTest(RunResult r) {
        return Arrays.stream(Scenario.values()).anyMatch(s -> s.id().equals(test(r))) ? isWriteTest(test(r))
                : r.operations().stream().map(OperationResult::operation).allMatch("INGESTION"::equals);
    }

    /** A run a reader must not trust as is: it did not complete, or some operations failed. */
    static boolean flagged(RunResult r) {
        return r.status() != RunStatus.COMPLETED || r.failedOperations() > 0;
    }

    static int compareScales(String a, String b) {
        return Comparator.comparingInt(ResultSet::scaleOrder).thenComparing(Comparator.naturalOrder())
                .compare(a, b);
    }

    private static int scaleOrder(String scale) {
        return Arrays.stream(Scale.values()).filter(s -> s.id().equals(scale)).findFirst().map(Enum::ordinal)
                .orElse(Integer.MAX_VALUE);
    }

    static int scenarioOrder(String test) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equals(test)).findFirst().map(Enum::ordinal)
                .orElse(Integer.MAX_VALUE);
    }

    private static Instant started(RunResult r) {
        return r.startedAt() == null ? Instant.EPOCH : r.startedAt();
    }
}
