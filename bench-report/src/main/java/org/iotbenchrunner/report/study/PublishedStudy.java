package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.report.published.PublishedCsv;
import org.iotbenchrunner.report.text.Labels;

/**
 * The study's published numbers (seed 002: TDengine 1.6.1.0 and Cassandra 3.11.4 on a 4-core desktop, 1e8 rows),
 * shipped with the report as {@code published/taos-cassandra-*.csv}: its per-database write matrices, its query
 * tables (q2's SPREAD, TDengine only, has no thermo type and is left out; its 1e8 comparison repeats the 100 % column)
 * and its disk sizes. Each a single run, as the study ran each statement once.
 */
public final class PublishedStudy {
    static final String WRITES = "taos-cassandra-writes.csv";
    static final String QUERIES = "taos-cassandra-queries.csv";
    static final String DISK = "taos-cassandra-disk.csv";
    static final String SUMMARY = "taos-cassandra-summary.csv";
    private static final double MIB_PER_GIB = 1024;
    private static final Map<String, String> COLORS = Map.of("tdengine", "#6A1B9A", "cassandra", "#1287A8");
    private static final Map<String, UseCaseQueryType> AGGREGATES = Map.of("COUNT", UseCaseQueryType.THERMO_COUNT,
            "AVG", UseCaseQueryType.THERMO_AVG, "MEAN", UseCaseQueryType.THERMO_AVG, "SUM",
            UseCaseQueryType.THERMO_SUM, "MAX", UseCaseQueryType.THERMO_MAX, "MIN", UseCaseQueryType.THERMO_MIN);

    private PublishedStudy() {
    }

    /** TDengine and Cassandra as the study published them. */
    public static List<StudyDatabase> databases(Labels labels) {
        Map<String, String> versions = setUp("version");
        Map<String, DiskFigure> disks = disks(labels);
        List<StudyDatabase> dbs = new ArrayList<>();
        for (String db : List.of("TDengine", "Cassandra")) {
            String id = db.toLowerCase(Locale.ROOT);
            dbs.add(new StudyDatabase("published-" + id, labels.text("study.published.name", db, versions.get(db)),
                    COLORS.get(id), true, writes(db), queries(db), disks.get(db),
                    labels.text("study.statistic.single")));
        }
        return dbs;
    }

    /** Where the study's numbers come from: its host, versions and data set, as it printed them. */
    public static String setUp(Labels labels) {
        Map<String, String> both = setUp("both");
        Map<String, String> versions = setUp("version");
        return labels.text("study.published.setUp", both.get("host"), both.get("cpu"), both.get("cpu cores"),
                both.get("memory"), both.get("disk"), versions.get("TDengine"), versions.get("Cassandra"));
    }

    /** The set-up rows of one kind: by item for {@code both}, by database for {@code version}. */
    private static Map<String, String> setUp(String which) {
        Map<String, String> found = new LinkedHashMap<>();
        for (PublishedCsv.Row row : PublishedCsv.resource(SUMMARY)) {
            if (!row.text("kind").equals("setup")) {
                continue;
            }
            if (which.equals("version") && row.text("item").equals("version")) {
                found.put(row.text("database"), row.text("value"));
            } else if (row.text("database").equals(which)) {
                found.put(row.text("item"), (row.text("value") + " " + row.text("unit")).trim());
            }
        }
        return found;
    }

    static List<WriteCell> writes(String db) {
        return PublishedCsv.resource(WRITES).stream().filter(r -> r.text("database").equals(db))
                .filter(r -> r.text("table").equals("per-database matrix"))
                .map(r -> WriteCell.measured((int) r.number("rows_per_request"), (int) r.number("clients"),
                        r.number("records_per_s"), false)).toList();
    }

    static List<QueryPoint> queries(String db) {
        List<QueryPoint> points = new ArrayList<>();
        for (PublishedCsv.Row row : PublishedCsv.resource(QUERIES)) {
            if (!row.text("database").equals(db)) {
                continue;
            }
            UseCaseQueryType type = type(row.text("query"), row.text("function"));
            if (type != null) {
                String parameter = row.text("parameter");
                int n = Integer.parseInt(parameter.replace("G-", "").replace("%", ""));
                points.add(QueryPoint.measured(type.id(), n, row.number("response_s") * 1000, false));
            }
        }
        return points;
    }

    /** The thermo type of one of the study's tables; null for what has none (SPREAD, the 1e8 comparison). */
    private static UseCaseQueryType type(String query, String function) {
        if (query.startsWith("q1")) {
            return UseCaseQueryType.THERMO_READ_GROUP;
        }
        if (query.equals("q2 aggregation")) {
            return AGGREGATES.get(function.toUpperCase(Locale.ROOT));
        }
        if (query.startsWith("q3")) {
            return UseCaseQueryType.THERMO_BY_GROUP;
        }
        return query.startsWith("q4") ? UseCaseQueryType.THERMO_BY_MINUTE : null;
    }

    /** du's sizes after the load; MB and GB read as du prints them (MiB, GiB): the study does not say. */
    static Map<String, DiskFigure> disks(Labels labels) {
        Double raw = null;
        Map<String, Double> onDisk = new LinkedHashMap<>();
        for (PublishedCsv.Row row : PublishedCsv.resource(DISK)) {
            double mib = row.number("value") * (row.text("unit").equals("GB") ? MIB_PER_GIB : 1);
            if (row.text("database").equals("raw data")) {
                raw = mib;
            } else if (row.text("item").startsWith("data size on disk")) {
                onDisk.put(row.text("database"), mib);
            }
        }
        Double rawMib = raw;
        return onDisk.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                e -> new DiskFigure(e.getValue(), rawMib, labels.text("study.published.du"))));
    }
}
