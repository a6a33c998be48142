package org.iotbenchrunner.report.table;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.DataAmount;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The cells of one derived table: each figure the median over a test's repetitions (as the summary shows it),
 * formatted in the report's language, unknown shown as the report's unknown mark, a flagged run's figures
 * starred; the runs behind the stars make the table's note. A table with no known figure is not made.
 */
public final class TableCells {
    static final String STAR = " *";

    private final Labels labels;
    private final boolean nameScales;
    private final boolean nameCampaigns;
    private final Map<String, String> flagged = new LinkedHashMap<>();
    private boolean anyKnown;

    /** {@code nameScales}, {@code nameCampaigns}: whether the note must say which scale or campaign a run is of. */
    TableCells(Labels labels, boolean nameScales, boolean nameCampaigns) {
        this.labels = labels;
        this.nameScales = nameScales;
        this.nameCampaigns = nameCampaigns;
    }

    DerivedFigure figure(ResultSet set, String db, String test, Metric m) {
        return figure(set, set.find(db, test), m::of);
    }

    DerivedFigure figure(ResultSet set, String scale, String db, String test, Metric m) {
        return figure(set, set.find(scale, db, test), m::of);
    }

    DerivedFigure figure(ResultSet set, Optional<RunResult> run, ToDoubleFunction<RunResult> reader) {
        if (run.isEmpty()) {
            return DerivedFigure.UNKNOWN;
        }
        RunResult r = run.get();
        boolean flag = ResultSet.flagged(r);
        if (flag) {
            remember(set, r);
        }
        return new DerivedFigure(median(set.repetitions(r), reader), flag);
    }

    /** The points of the WRITE test at {@code scale}: planned where known, otherwise as written. */
    DerivedFigure dataPoints(ResultSet set, String scale, String db) {
        Optional<RunResult> write = set.find(scale, db, "write");
        double planned = write.map(DataAmount::planned).orElse(Double.NaN);
        return Double.isFinite(planned) ? new DerivedFigure(planned, false) : figure(set, write, DataAmount::written);
    }

    String number(DerivedFigure f, Metric m) {
        return number(f, m.decimals());
    }

    String number(DerivedFigure f, int decimals) {
        anyKnown |= f.known();
        return mark(f.known() ? labels.number(f.value(), decimals) : unknown(), f.flagged());
    }

    /** A ratio, e.g. {@code 2.35×}: fewer decimals as it grows. */
    String times(DerivedFigure ratio) {
        return mark(ratio.known() ? labels.number(ratio.value(), ratioDecimals(ratio.value())) + "×" : unknown(),
                ratio.flagged());
    }

    /** A signed percentage, e.g. {@code +12.3 %}. */
    String change(DerivedFigure percent) {
        return mark(percent.known() ? labels.change(percent.value()) : unknown(), percent.flagged());
    }

    String mark(String text, boolean flag) {
        return flag ? text + STAR : text;
    }

    /** The report's mark of an unknown value, as Labels formats a number not measured. */
    String unknown() {
        return labels.number(Double.NaN, 0);
    }

    static int ratioDecimals(double ratio) {
        return Math.abs(ratio) >= 100 ? 0 : Math.abs(ratio) >= 10 ? 1 : 2;
    }

    /** The table, its note followed by why its starred figures are; empty when it holds no known figure. */
    Optional<DerivedTable> table(String id, String title, List<String> header, List<List<String>> rows,
            String note) {
        if (!anyKnown || rows.isEmpty()) {
            return Optional.empty();
        }
        String why = flagged.isEmpty() ? null : labels.text("tables.note.flagged", String.join("; ",
                flagged.values()));
        String full = note == null ? why : why == null ? note : note + " " + why;
        return Optional.of(new DerivedTable(id, title, header, rows, full));
    }

    private void remember(ResultSet set, RunResult r) {
        String scale = ResultSet.scaleOf(r);
        String key = set.name() + "/" + scale + "/" + ResultSet.dbKey(r) + "/" + ResultSet.test(r);
        String run = ResultSet.database(r) + ", " + labels.test(ResultSet.test(r))
                + (nameScales ? ", " + labels.scale(scale) : "") + (nameCampaigns ? " (" + set.name() + ")" : "");
        flagged.putIfAbsent(key, labels.text("tables.note.flaggedRun", run, labels.status(r, set.repetitions(r))));
    }

    private static double median(List<RunResult> runs, ToDoubleFunction<RunResult> reader) {
        double[] v = runs.stream().mapToDouble(reader).filter(Double::isFinite).sorted().toArray();
        if (v.length == 0) {
            return Double.NaN;
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    /** A scale or name as part of a file name: lower case letters, digits and hyphens. */
    public static String idPart(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
