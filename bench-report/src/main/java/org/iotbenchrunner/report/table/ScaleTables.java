package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.text.Labels;

/** The seed thesis's tables of one campaign at one scale, from its runs. */
final class ScaleTables {
    private static final List<Metric> RESULT_METRICS = List.of(Metric.THROUGHPUT, Metric.AVG_LATENCY,
            Metric.P99_LATENCY, Metric.AVG_CPU, Metric.PEAK_CPU, Metric.AVG_MEMORY, Metric.PEAK_MEMORY);

    private final Labels labels;
    private final ResultSet set;
    private final String scale;

    ScaleTables(Labels labels, ResultSet atScale, String scale) {
        this.labels = labels;
        this.set = atScale;
        this.scale = scale;
    }

    List<DerivedTable> all() {
        return Stream.of(results(), batchSensitivity(), outOfOrder(), valueFilter(), latestAgainstRange(), best())
                .flatMap(Optional::stream).toList();
    }

    private Optional<DerivedTable> results() {
        TableCells cells = new TableCells(labels, false, false);
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("col.time")));
        RESULT_METRICS.forEach(m -> header.add(labels.text("col." + m.id())));
        List<List<String>> rows = new ArrayList<>();
        for (RunResult r : set.runs()) {
            Optional<RunResult> run = Optional.of(r);
            List<String> row = new ArrayList<>(List.of(ResultSet.database(r),
                    cells.mark(labels.test(ResultSet.test(r)), ResultSet.flagged(r)),
                    cells.number(cells.figure(set, run, ScaleTables::seconds).plain(), 2)));
            RESULT_METRICS.forEach(m -> row.add(cells.number(cells.figure(set, run, m::of).plain(), m)));
            rows.add(row);
        }
        return cells.table(id("results"), title("tables.results.title"), header, rows,
                labels.text("tables.results.note"));
    }

    /** The measured phase's seconds; unknown for a run that never measured. */
    private static double seconds(RunResult r) {
        return r.total() == null ? Double.NaN : r.elapsedSeconds();
    }

    private Optional<DerivedTable> batchSensitivity() {
        return throughputPair("batch-sensitivity", "tables.batch.title", "batch-small", "batch-large",
                (cells, small, large) -> cells.times(large.over(small)), labels.text("tables.col.ratio"),
                labels.text("tables.batch.note", labels.test("batch-large"), labels.test("batch-small")));
    }

    private Optional<DerivedTable> outOfOrder() {
        return throughputPair("out-of-order", "tables.ooo.title", "write", "out-of-order",
                (cells, write, ooo) -> cells.change(ooo.penaltyAgainst(write)), labels.text("tables.col.penalty"),
                penaltyNote(labels));
    }

    /** How two tests' throughputs compare, per database: both, then {@code compared} of the two. */
    private interface Comparing {
        String cell(TableCells cells, DerivedFigure first, DerivedFigure second);
    }

    private Optional<DerivedTable> throughputPair(String idPart, String titleKey, String first, String second,
            Comparing compared, String comparedHeader, String note) {
        TableCells cells = new TableCells(labels, false, false);
        List<List<String>> rows = new ArrayList<>();
        for (String db : set.databases()) {
            DerivedFigure a = cells.figure(set, db, first, Metric.THROUGHPUT);
            DerivedFigure b = cells.figure(set, db, second, Metric.THROUGHPUT);
            rows.add(List.of(set.databaseName(db), cells.number(a, Metric.THROUGHPUT),
                    cells.number(b, Metric.THROUGHPUT), compared.cell(cells, a, b)));
        }
        return cells.table(id(idPart), title(titleKey), List.of(labels.text("col.db"), throughputOf(first),
                throughputOf(second), comparedHeader), rows, note);
    }

    static String penaltyNote(Labels labels) {
        return labels.text("tables.ooo.note", labels.test("write"), labels.test("out-of-order"));
    }

    private Optional<DerivedTable> valueFilter() {
        TableCells cells = new TableCells(labels, false, false);
        List<List<String>> rows = new ArrayList<>();
        for (String db : set.databases()) {
            rows.add(List.of(set.databaseName(db),
                    cells.number(cells.figure(set, db, "value-filter", Metric.AVG_LATENCY), Metric.AVG_LATENCY),
                    cells.number(cells.figure(set, db, "value-filter", Metric.P99_LATENCY), Metric.P99_LATENCY),
                    cells.number(cells.figure(set, db, "downsample", Metric.AVG_LATENCY), Metric.AVG_LATENCY)));
        }
        return cells.table(id("value-filter-downsample"), title("tables.filter.title"), List.of(
                labels.text("col.db"), labels.text("tables.col.avgOf", labels.test("value-filter")),
                labels.text("tables.col.p99Of", labels.test("value-filter")),
                labels.text("tables.col.avgOf", labels.test("downsample"))), rows,
                labels.text("tables.latency.note"));
    }

    private Optional<DerivedTable> latestAgainstRange() {
        TableCells cells = new TableCells(labels, false, false);
        List<List<String>> rows = new ArrayList<>();
        for (String db : set.databases()) {
            DerivedFigure latest = cells.figure(set, db, "latest-point", Metric.AVG_LATENCY);
            DerivedFigure range = cells.figure(set, db, "range-query", Metric.AVG_LATENCY);
            rows.add(List.of(set.databaseName(db), cells.number(latest, Metric.AVG_LATENCY),
                    cells.number(range, Metric.AVG_LATENCY), cells.times(range.over(latest))));
        }
        return cells.table(id("latest-vs-range"), title("tables.latest.title"), List.of(labels.text("col.db"),
                labels.text("tables.col.avgOf", labels.test("latest-point")),
                labels.text("tables.col.avgOf", labels.test("range-query")), labels.text("tables.col.ratio")), rows,
                labels.text("tables.latest.note", labels.test("latest-point"), labels.test("range-query")));
    }

    /** Winners' verdicts, with the margin over the runner-up as the reason, or why none is named. */
    private Optional<DerivedTable> best() {
        TableCells cells = new TableCells(labels, false, false);
        List<List<String>> rows = new ArrayList<>();
        for (Winners.Verdict v : Winners.of(set)) {
            String best = v.best().isEmpty() ? cells.unknown() : names(v.best());
            List<String> reasons = new ArrayList<>(List.of(reason(v, cells)));
            if (!v.notRanked().isEmpty()) {
                reasons.add(labels.text("tables.best.left", WinnersTable.notRanked(v, labels)));
            }
            if (!v.clientBound().isEmpty()) {
                reasons.add(labels.text("winners.clientBound", names(v.clientBound())));
            }
            rows.add(List.of(labels.test(v.test()), best, String.join("; ", reasons)));
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new DerivedTable(id("best-per-workload"), title("tables.best.title"), List.of(
                labels.text("tables.col.workload"), labels.text("tables.col.bestDb"),
                labels.text("tables.col.reason")), rows, labels.text("tables.best.note")));
    }

    private String reason(Winners.Verdict v, TableCells cells) {
        if (v.overlap()) {
            return labels.text("tables.best.overlap", names(v.overlapping()));
        }
        if (v.tooClose()) {
            return labels.text("tables.best.tooClose", names(v.overlapping()),
                    labels.number(100 * (Winners.SINGLE_RUN_MARGIN - 1), 0));
        }
        if (v.best().isEmpty()) {
            return labels.text("tables.best.none");
        }
        if (v.tie()) {
            return labels.text("tables.best.tie", WinnersTable.value(v, labels));
        }
        if (v.runnerUp() == null) {
            return labels.text("winners.alone");
        }
        return labels.text(v.criterion().higherIsBetter() ? "tables.best.higher" : "tables.best.lower",
                cells.times(new DerivedFigure(v.margin(), false)), labels.metric(v.criterion()).toLowerCase(
                        labels.language().locale()), ResultSet.database(v.runnerUp()));
    }

    private static String names(List<RunResult> runs) {
        return runs.stream().map(ResultSet::database).collect(Collectors.joining(", "));
    }

    private String throughputOf(String test) {
        return labels.text("tables.col.throughputOf", labels.test(test));
    }

    private String id(String table) {
        return table + "-" + TableCells.idPart(scale);
    }

    private String title(String key) {
        return labels.text(key, labels.scale(scale));
    }
}
