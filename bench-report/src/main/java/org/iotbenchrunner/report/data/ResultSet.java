package org.iotbenchrunner.report.data;

import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;

/**
 * The runs of one campaign, at most one per scale, database and test (the latest started wins), with the
 * orderings every table and chart shares: scales as in {@link Scale}, tests as in {@link Scenario}.
 */
public final class ResultSet {
    private final String name;
    private final List<RunResult> runs;
    private final Map<RunResult, List<RunResult>> repetitions;
    private final Map<String, String> colors;

    /**
     * Per scale, database and test: the runs of the latest campaign (every repetition of it, the latest of each
     * run number), represented by one run: the first flagged one if any, so a group with a problem is never
     * ranked, otherwise the median run by the test's criterion (throughput for writes, average latency for
     * reads). Runs without a campaign (older results) each stand alone, and the latest started wins.
     */
    public ResultSet(String name, List<RunResult> all) {
        this.name = name;
        Map<String, String> colors = new LinkedHashMap<>();
        all.forEach(r -> putColor(colors, dbKey(r), r.database().color()));
        this.colors = Map.copyOf(colors);
        Map<String, RunResult> latest = new LinkedHashMap<>();
        for (RunResult r : all) {
            latest.merge(key(r), r, (a, b) -> started(b).isAfter(started(a)) ? b : a);
        }
        Map<RunResult, List<RunResult>> groups = new IdentityHashMap<>();
        for (RunResult newest : latest.values()) {
            Map<Integer, RunResult> byRun = new TreeMap<>();
            byRun.put(newest.run(), newest);
            String campaign = campaign(newest);
            for (RunResult r : campaign == null ? List.<RunResult>of() : all) {
                if (key(r).equals(key(newest)) && campaign.equals(campaign(r))) {
                    byRun.merge(r.run(), r, (a, b) -> started(b).isAfter(started(a)) ? b : a);
                }
            }
            List<RunResult> group = List.copyOf(byRun.values());
            groups.put(representative(group), group);
        }
        this.repetitions = groups;
        this.runs = sorted(groups.keySet());
    }

    private ResultSet(String name, List<RunResult> runs, Map<RunResult, List<RunResult>> repetitions,
            Map<String, String> colors) {
        this.name = name;
        this.runs = runs;
        this.repetitions = repetitions;
        this.colors = colors;
    }

    /** Keeps the chart colour ({@code #RRGGBB}) a result recorded for its database; null changes nothing. */
    public static void putColor(Map<String, String> colors, String db, String hex) {
        if (hex != null && hex.matches("#[0-9A-Fa-f]{6}")) {
            colors.put(db, hex);
        }
    }

    private static List<RunResult> sorted(java.util.Collection<RunResult> runs) {
        return runs.stream().sorted(Comparator.comparing(ResultSet::scaleOf, ResultSet::compareScales)
                .thenComparing(ResultSet::database).thenComparing(r -> scenarioOrder(test(r)))).toList();
    }

    private static String key(RunResult r) {
        return scaleOf(r) + "/" + dbKey(r) + "/" + test(r);
    }

    /** The campaign a run belongs to; null for results written before campaigns were recorded. */
    private static String campaign(RunResult r) {
        return r.protocol() == null ? null : r.protocol().campaign();
    }

    private static RunResult representative(List<RunResult> group) {
        Optional<RunResult> flagged = group.stream().filter(ResultSet::flagged).findFirst();
        if (flagged.isPresent() || group.size() == 1) {
            return flagged.orElse(group.get(0));
        }
        Metric criterion = criterion(test(group.get(0)));
        List<RunResult> byValue = group.stream().sorted(Comparator.comparingDouble(criterion::of)).toList();
        return byValue.get((byValue.size() - 1) / 2);
    }

    /** What ranks a test: throughput for write tests, average latency for read tests. */
    public static Metric criterion(String test) {
        return isWriteTest(test) ? Metric.THROUGHPUT : Metric.AVG_LATENCY;
    }

    /** Every repetition {@code run} stands for, in run order; just {@code run} when it was not repeated. */
    public List<RunResult> repetitions(RunResult run) {
        return repetitions.getOrDefault(run, List.of(run));
    }

    public String name() {
        return name;
    }

    /** The chart colour ({@code #RRGGBB}) the runs recorded for each database; a database without one is absent. */
    public Map<String, String> colors() {
        return colors;
    }

    /** The same runs under another name, e.g. "ours (host)" beside the published campaign. */
    public ResultSet named(String newName) {
        return new ResultSet(newName, runs, repetitions, colors);
    }

    public List<RunResult> runs() {
        return runs;
    }

    /** Every run kept, repetitions included (each test's latest campaign). */
    List<RunResult> everyRun() {
        return runs.stream().flatMap(r -> repetitions(r).stream()).toList();
    }

    public boolean isEmpty() {
        return runs.isEmpty();
    }

    public List<String> scales() {
        return runs.stream().map(ResultSet::scaleOf).distinct().toList();
    }

    public ResultSet scale(String scale) {
        return new ResultSet(name, runs.stream().filter(r -> scaleOf(r).equals(scale)).toList(), repetitions,
                colors);
    }

    /** Database ids, ordered by display name. */
    public List<String> databases() {
        return runs.stream().sorted(Comparator.comparing(ResultSet::database)).map(ResultSet::dbKey).distinct()
                .toList();
    }

    public List<String> tests() {
        return runs.stream().map(ResultSet::test).distinct().sorted(Comparator.comparing(ResultSet::scenarioOrder))
                .toList();
    }

    public Optional<RunResult> find(String scale, String db, String test) {
        return runs.stream().filter(r -> scaleOf(r).equals(scale) && dbKey(r).equals(db) && test(r).equals(test))
                .findFirst();
    }

    public Optional<RunResult> find(String db, String test) {
        return runs.stream().filter(r -> dbKey(r).equals(db) && test(r).equals(test)).findFirst();
    }

    public String databaseName(String db) {
        return runs.stream().filter(r -> dbKey(r).equals(db)).map(ResultSet::database).findFirst().orElse(db);
    }

    public static String scaleOf(RunResult r) {
        return r.scale() == null ? "custom" : r.scale().toLowerCase(Locale.ROOT);
    }

    public static String dbKey(RunResult r) {
        return r.database().id() != null ? r.database().id().toLowerCase(Locale.ROOT)
                : database(r).toLowerCase(Locale.ROOT);
    }

    /** The database's display name, e.g. TimescaleDB. */
    public static String database(RunResult r) {
        return Objects.requireNonNullElse(r.database().name(), r.database().id());
    }

    public static String test(RunResult r) {
        return r.scenario().toLowerCase(Locale.ROOT);
    }

    public static String testLabel(String test) {
        return test.toUpperCase(Locale.ROOT);
    }

    public static boolean isWriteTest(String test) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equals(test)).findFirst().map(Scenario::isWrite)
                .orElse(false);
    }

    /** Whether a test's runs compare across databases (READ_SUPPORTED runs a different mix on each). */
    static boolean isRankedTest(String test) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equals(test)).findFirst().map(Scenario::ranked)
                .orElse(true);
    }

    public static boolean isWriteTest(RunResult r) {
        return Arrays.stream(Scenario.values()).anyMatch(s -> s.id().equals(test(r))) ? isWriteTest(test(r))
                : r.operations().stream().map(OperationResult::operation).allMatch("INGESTION"::equals);
    }

    /**
     * A run a reader must not trust as is: it did not complete, some operations failed, or answers did not match
     * the expected ones.
     */
    public static boolean flagged(RunResult r) {
        return r.status() != RunStatus.COMPLETED || r.failedOperations() > 0 || r.mismatches() > 0;
    }

    public static int compareScales(String a, String b) {
        return Comparator.comparingInt(ResultSet::scaleOrder).thenComparing(Comparator.naturalOrder())
                .compare(a, b);
    }

    private static int scaleOrder(String scale) {
        return Arrays.stream(Scale.values()).filter(s -> s.id().equals(scale)).findFirst().map(Enum::ordinal)
                .orElse(Integer.MAX_VALUE);
    }

    public static int scenarioOrder(String test) {
        return Arrays.stream(Scenario.values()).filter(s -> s.id().equals(test)).findFirst().map(Enum::ordinal)
                .orElse(Integer.MAX_VALUE);
    }

    private static Instant started(RunResult r) {
        return r.measurement().startedAt() == null ? Instant.EPOCH : r.measurement().startedAt();
    }
}
