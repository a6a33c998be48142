package org.iotbenchrunner.report.published;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.ResultsTree;

/**
 * The seed thesis's change from its original to its rerun campaign, per scale, database, test and metric, from
 * its published CSVs: a table with the summary's columns and a {@code run} column ({@link PublishedCsv}, e.g.
 * {@code seed-thesis-small.csv}), or the headline table (one row per database, scale and run, one column per test
 * and metric, e.g. {@code seed-thesis-medium-large-headlines.csv}). The first file that has a figure wins. The
 * seed's InfluxDB is 2.7; it stands beside both of ours ({@code influxdb}, {@code influxdb1}).
 */
public final class PublishedDeltas {
    static final String ORIGINAL = ResultsTree.ORIGINAL;
    static final String RERUN = ResultsTree.RERUN;
    /** Our databases measured against another id of the seed's. */
    private static final Map<String, String> SEED_DB = Map.of("influxdb1", "influxdb");
    /** The headline table's columns: test and metric, or (seconds) the test whose time it is. */
    private static final Map<String, Figure> HEADLINES = Map.ofEntries(
            Map.entry("write_pts_s", new Figure("write", Metric.THROUGHPUT)),
            Map.entry("write_p99_ms", new Figure("write", Metric.P99_LATENCY)),
            Map.entry("ooo_pts_s", new Figure("out-of-order", Metric.THROUGHPUT)),
            Map.entry("batch_small_pts_s", new Figure("batch-small", Metric.THROUGHPUT)),
            Map.entry("batch_large_pts_s", new Figure("batch-large", Metric.THROUGHPUT)),
            Map.entry("batch_large_time_s", new Figure("batch-large", null)),
            Map.entry("latest_point_avg_ms", new Figure("latest-point", Metric.AVG_LATENCY)),
            Map.entry("downsample_avg_ms", new Figure("downsample", Metric.AVG_LATENCY)),
            Map.entry("range_query_avg_ms", new Figure("range-query", Metric.AVG_LATENCY)),
            Map.entry("value_filter_avg_ms", new Figure("value-filter", Metric.AVG_LATENCY)),
            Map.entry("read_avg_ms", new Figure("read", Metric.AVG_LATENCY)),
            Map.entry("read_p99_ms", new Figure("read", Metric.P99_LATENCY)));

    /** One figure of a headline column; {@code metric} null for a test's time in seconds. */
    private record Figure(String test, Metric metric) {
    }

    /**
     * The seed's original and rerun values of one metric; {@code capped} when either run of the test reached the
     * scale's per-test cap (the seed reports a throughput for such a run all the same).
     */
    public record Delta(String seedDb, String file, double original, double rerun, boolean capped) {
        public double percent() {
            return original == 0 ? Double.NaN : (rerun - original) / original * 100;
        }
    }

    private final Map<String, Double> values = new HashMap<>();
    private final Map<String, String> files = new HashMap<>();
    private final Map<String, Boolean> capped = new HashMap<>();

    private PublishedDeltas() {
    }

    public static PublishedDeltas load(List<Path> csvFiles) {
        PublishedDeltas deltas = new PublishedDeltas();
        for (Path file : csvFiles) {
            List<PublishedCsv.Row> rows = PublishedCsv.rows(file);
            if (rows.isEmpty() || rows.get(0).column().containsKey("test")) {
                deltas.addSummary(file);
            } else {
                rows.forEach(row -> deltas.addHeadlines(file, row));
            }
        }
        return deltas;
    }

    /** The seed's figures for one of our rows, if it published both runs of it. */
    public Optional<Delta> find(String scale, String db, String test, Metric metric) {
        String seedDb = seedDb(db);
        Double original = values.get(key(ORIGINAL, scale, seedDb, test, metric));
        Double rerun = values.get(key(RERUN, scale, seedDb, test, metric));
        if (original == null || rerun == null) {
            return Optional.empty();
        }
        return Optional.of(new Delta(seedDb, files.get(key(RERUN, scale, seedDb, test, metric)), original, rerun,
                capped.getOrDefault(key(ORIGINAL, scale, seedDb, test, null), false)
                        || capped.getOrDefault(key(RERUN, scale, seedDb, test, null), false)));
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /** The seed's id of the database our {@code db} is measured against. */
    static String seedDb(String db) {
        return SEED_DB.getOrDefault(db, db);
    }

    private void addSummary(Path file) {
        for (String run : List.of(ORIGINAL, RERUN)) {
            for (RunResult r : PublishedCsv.read(file, run)) {
                String scale = ResultSet.scaleOf(r);
                for (Metric m : List.of(Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY)) {
                    put(file, key(run, scale, ResultSet.dbKey(r), ResultSet.test(r), m), m.of(r));
                }
                capped.putIfAbsent(key(run, scale, ResultSet.dbKey(r), ResultSet.test(r), null),
                        reachedCap(scale, r.elapsedSeconds()));
            }
        }
    }

    private void addHeadlines(Path file, PublishedCsv.Row row) {
        String run = row.text("run").toLowerCase(Locale.ROOT);
        String scale = row.text("scale").toLowerCase(Locale.ROOT);
        String db = row.text("db").toLowerCase(Locale.ROOT);
        HEADLINES.forEach((column, figure) -> {
            if (!row.column().containsKey(column)) {
                return;
            }
            String key = key(run, scale, db, figure.test(), figure.metric());
            if (figure.metric() == null) {
                capped.putIfAbsent(key, reachedCap(scale, row.number(column)));
            } else {
                put(file, key, row.number(column));
            }
        });
    }

    private void put(Path file, String key, double value) {
        if (Double.isFinite(value) && !values.containsKey(key)) {
            values.put(key, value);
            files.put(key, file.getFileName().toString());
        }
    }

    private static String key(String run, String scale, String db, String test, Metric metric) {
        return run + "/" + scale + "/" + db + "/" + test + "/" + (metric == null ? "seconds" : metric.name());
    }

    /** True when a test ran for as long as its scale's per-test cap (TEST_MAX_TIME; none at tiny and small). */
    static boolean reachedCap(String scale, double seconds) {
        return Arrays.stream(Scale.values()).filter(s -> s.id().equals(scale)).findFirst()
                .map(Scale::maxTimeMillis)
                .filter(capMillis -> capMillis > 0).map(capMillis -> seconds * 1000 >= capMillis).orElse(false);
    }
}
