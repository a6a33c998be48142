package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.usecase.UseCaseStudy;

/**
 * benchANT's DevOps ranking as the post draws it: write throughput, query throughput and latency, and disk per
 * database, for each size (xSmall, small) and profile (vanilla, tuned), ranked within each; then tuned against
 * vanilla per size. What the post prints is beside ours, with its source line; unknown is a dash, never 0.
 */
public final class RankingTables {
    private static final double GIB = 1024.0 * 1024.0 * 1024.0;
    private final Labels labels;

    public RankingTables(Labels labels) {
        this.labels = labels;
    }

    public List<DerivedTable> all(UseCaseStudy study) {
        List<RankingStudy.Cell> cells = RankingStudy.cells(study);
        return List.of(ranking(cells), tunedAgainstVanilla(cells));
    }

    /** Each database per size and profile, with its write and query ranks among the databases of that run. */
    DerivedTable ranking(List<RankingStudy.Cell> cells) {
        List<List<String>> rows = new ArrayList<>();
        for (RankingStudy.Cell c : cells) {
            List<RankingStudy.Cell> peers = cells.stream().filter(o -> o.size().equals(c.size())
                    && o.profile().equals(c.profile())).toList();
            rows.add(List.of(c.size(), labels.text("ranking.profile." + c.profile()), c.dbName(),
                    number(c.metricsPerSecond(), 0), rank(peers, c, RankingStudy.Cell::metricsPerSecond, true),
                    number(c.queriesPerSecond(), 1), rank(peers, c, RankingStudy.Cell::queriesPerSecond, true),
                    number(c.meanMs(), 2), number(c.p99Ms(), 2),
                    c.diskBytes() == null ? unknown() : labels.number(c.diskBytes() / GIB, 2),
                    c.queriesAsked() == null ? unknown() : labels.integer(c.queriesAsked()),
                    published(RankingPublished.of(c.db(), c.size(), c.profile()))));
        }
        return table("results", List.of("size", "profile", "db", "metricsPerSecond", "writeRank",
                "queriesPerSecond", "queryRank", "meanMs", "p99Ms", "diskGib", "queries", "published"), rows,
                labels.text("ranking.results.note"));
    }

    /** Per size and database: tuned against vanilla, in per cent of vanilla. */
    DerivedTable tunedAgainstVanilla(List<RankingStudy.Cell> cells) {
        List<List<String>> rows = new ArrayList<>();
        for (String size : RankingStudy.SIZES) {
            List<String> dbs = cells.stream().filter(c -> c.size().equals(size)).map(RankingStudy.Cell::db)
                    .distinct().toList();
            for (String db : dbs) {
                RankingStudy.Cell vanilla = find(cells, size, "vanilla", db);
                RankingStudy.Cell tuned = find(cells, size, "tuned", db);
                String name = (vanilla != null ? vanilla : tuned).dbName();
                rows.add(List.of(size, name, change(vanilla, tuned, RankingStudy.Cell::metricsPerSecond),
                        change(vanilla, tuned, RankingStudy.Cell::queriesPerSecond),
                        change(vanilla, tuned, RankingStudy.Cell::meanMs),
                        published(RankingPublished.of(db, size, "tuned vs vanilla"))));
            }
        }
        return table("tuned", List.of("size", "db", "writeChange", "queryChange", "latencyChange", "published"),
                rows, labels.text("ranking.tuned.note"));
    }

    private static RankingStudy.Cell find(List<RankingStudy.Cell> cells, String size, String profile, String db) {
        return cells.stream().filter(c -> c.size().equals(size) && c.profile().equals(profile)
                && Objects.equals(c.db(), db)).findFirst().orElse(null);
    }

    private String change(RankingStudy.Cell vanilla, RankingStudy.Cell tuned,
            Function<RankingStudy.Cell, Double> metric) {
        Double before = vanilla == null ? null : metric.apply(vanilla);
        Double after = tuned == null ? null : metric.apply(tuned);
        if (before == null || after == null || before == 0) {
            return unknown();
        }
        return labels.change((after - before) / before * 100.0);
    }

    /** 1 for the best of the run's databases that have the figure; a dash when this one has none. */
    private String rank(List<RankingStudy.Cell> peers, RankingStudy.Cell cell,
            Function<RankingStudy.Cell, Double> metric, boolean higherIsBetter) {
        Double mine = metric.apply(cell);
        if (mine == null) {
            return unknown();
        }
        Comparator<Double> order = higherIsBetter ? Comparator.reverseOrder() : Comparator.naturalOrder();
        List<Double> known = peers.stream().map(metric).filter(Objects::nonNull).sorted(order).toList();
        return labels.integer(known.indexOf(mine) + 1L);
    }

    private String published(List<RankingPublished.Value> values) {
        if (values.isEmpty()) {
            return "-";
        }
        return values.stream().map(v -> labels.text("ranking.metric." + v.metric()) + " " + v.value()
                + (v.unit().isEmpty() ? "" : " " + v.unit()) + " (" + v.source() + ")")
                .collect(Collectors.joining("; "));
    }

    private String number(Double value, int decimals) {
        return labels.number(value == null ? Double.NaN : value, decimals);
    }

    private String unknown() {
        return labels.number(Double.NaN, 0);
    }

    private DerivedTable table(String id, List<String> columns, List<List<String>> rows, String note) {
        return new DerivedTable("ranking-" + id, labels.text("ranking." + id + ".title"), columns.stream()
                .map(c -> labels.text("ranking.col." + c)).toList(), rows, note);
    }
}
