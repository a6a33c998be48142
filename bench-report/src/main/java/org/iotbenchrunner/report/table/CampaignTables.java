package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The seed thesis's tables of an original campaign against its rerun, at each scale both hold: the change of
 * every run, the out-of-order penalty of each, and the read tests' CPU and P99.
 */
final class CampaignTables {
    private final Labels labels;
    private final ResultSet original;
    private final ResultSet tuned;
    private final Comparison comparison;

    CampaignTables(Labels labels, ResultSet original, ResultSet tuned) {
        this.labels = labels;
        this.original = original;
        this.tuned = tuned;
        this.comparison = Comparison.of(original, tuned);
    }

    List<DerivedTable> all() {
        List<DerivedTable> tables = new ArrayList<>();
        for (String scale : original.scales()) {
            if (tuned.scales().contains(scale)) {
                Stream.of(deltas(scale), outOfOrder(scale), cpu(scale)).flatMap(Optional::stream)
                        .forEach(tables::add);
            }
        }
        return tables;
    }

    private String nameA() {
        return comparison.nameA();
    }

    private String nameB() {
        return comparison.nameB();
    }

    private Optional<DerivedTable> deltas(String scale) {
        TableCells cells = new TableCells(labels, false, true);
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.Pair p : comparison.pairs(scale)) {
            List<String> row = new ArrayList<>(List.of(original.databaseName(p.db()), labels.test(p.test())));
            for (Metric m : List.of(Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY)) {
                DerivedFigure a = cells.figure(original, Optional.of(p.a()), m::of);
                DerivedFigure b = cells.figure(tuned, Optional.of(p.b()), m::of);
                row.addAll(List.of(cells.number(a, m), cells.number(b, m), cells.change(b.changeFrom(a))));
            }
            rows.add(row);
        }
        List<String> header = List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("tables.col.throughputOf", nameA()), labels.text("tables.col.throughputOf", nameB()),
                labels.text("tables.col.deltaThroughput"), labels.text("tables.col.avgOf", nameA()),
                labels.text("tables.col.avgOf", nameB()), labels.text("tables.col.deltaAvgLatency"),
                labels.text("tables.col.p99Of", nameA()), labels.text("tables.col.p99Of", nameB()),
                labels.text("tables.col.deltaP99"));
        return cells.table("campaign-deltas-" + TableCells.idPart(scale), title("tables.deltas.title", scale), header,
                rows, labels.text("tables.deltas.note", nameA(), nameB()));
    }

    private Optional<DerivedTable> outOfOrder(String scale) {
        TableCells cells = new TableCells(labels, false, true);
        List<List<String>> rows = new ArrayList<>();
        for (ResultSet set : List.of(original, tuned)) {
            String name = set == original ? nameA() : nameB();
            for (String db : set.scale(scale).databases()) {
                DerivedFigure write = cells.figure(set, scale, db, "write", Metric.THROUGHPUT);
                DerivedFigure ooo = cells.figure(set, scale, db, "out-of-order", Metric.THROUGHPUT);
                if (write.known() || ooo.known() || write.flagged() || ooo.flagged()) {
                    rows.add(List.of(name, set.databaseName(db), cells.number(write, Metric.THROUGHPUT),
                            cells.number(ooo, Metric.THROUGHPUT), cells.change(ooo.penaltyAgainst(write))));
                }
            }
        }
        return cells.table("ooo-reversal-" + TableCells.idPart(scale), title("tables.reversal.title", scale),
                List.of(labels.text("tables.col.run"), labels.text("col.db"),
                        labels.text("tables.col.throughputOf", labels.test("write")),
                        labels.text("tables.col.throughputOf", labels.test("out-of-order")),
                        labels.text("tables.col.penalty")), rows, ScaleTables.penaltyNote(labels));
    }

    private Optional<DerivedTable> cpu(String scale) {
        TableCells cells = new TableCells(labels, false, true);
        Set<String> tests = new LinkedHashSet<>();
        Set<String> dbs = new LinkedHashSet<>();
        for (ResultSet set : List.of(original, tuned)) {
            tests.addAll(set.scale(scale).tests());
            dbs.addAll(set.scale(scale).databases());
        }
        List<List<String>> rows = new ArrayList<>();
        for (String test : tests.stream().filter(t -> !ResultSet.isWriteTest(t))
                .sorted(java.util.Comparator.comparingInt(ResultSet::scenarioOrder)).toList()) {
            for (String db : dbs) {
                if (original.find(scale, db, test).isEmpty() && tuned.find(scale, db, test).isEmpty()) {
                    continue;
                }
                String name = original.find(scale, db, test).isPresent() ? original.databaseName(db)
                        : tuned.databaseName(db);
                rows.add(List.of(labels.test(test), name,
                        cells.number(cells.figure(original, scale, db, test, Metric.AVG_CPU), Metric.AVG_CPU),
                        cells.number(cells.figure(tuned, scale, db, test, Metric.AVG_CPU), Metric.AVG_CPU),
                        cells.number(cells.figure(original, scale, db, test, Metric.P99_LATENCY), Metric.P99_LATENCY),
                        cells.number(cells.figure(tuned, scale, db, test, Metric.P99_LATENCY), Metric.P99_LATENCY)));
            }
        }
        return cells.table("cpu-reversal-" + TableCells.idPart(scale), title("tables.cpu.title", scale),
                List.of(labels.text("tables.col.workload"), labels.text("col.db"),
                        labels.text("tables.col.avgCpuOf", nameA()), labels.text("tables.col.avgCpuOf", nameB()),
                        labels.text("tables.col.p99Of", nameA()), labels.text("tables.col.p99Of", nameB())), rows,
                labels.text("tables.cpu.note"));
    }

    private String title(String key, String scale) {
        return labels.text(key, nameA(), nameB(), labels.scale(scale));
    }
}
