package org.iotbenchrunner.report.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.iotbenchrunner.report.html.SweepHtml.Table;
import org.iotbenchrunner.report.text.Labels;

/**
 * The sweep's tables as text: a swept key's rows (the baseline absolute, the others as signed % changes with an
 * arrow), the study's published rows for it, the ranked correlations. Unknown is "—", never 0.
 */
final class SweepTables {
    static final String UNKNOWN = "\u2014";
    private static final double MIB = 1024.0 * 1024;

    private SweepTables() {
    }

    /** Our rows of one key on one database; transposed as the table asks. */
    static Table axis(AxisTable t, String title, String note, Labels labels) {
        List<SweepMetric> metrics = List.of(SweepMetric.values()).stream()
                .filter(m -> t.rows().stream().anyMatch(r -> r.value(m) != null)).toList();
        List<String> values = t.rows().stream().map(r -> r.value() + (r.baseline() ? " *" : "")).toList();
        return layout(title, t.axis().key(), values, metrics, m -> metricName(m, labels), (i, m) -> {
            AxisTable.Row row = t.rows().get(i);
            return row.baseline() ? absolute(row.value(m), m, labels) : relative(t, row, m, labels);
        }, t.transposed(), note, labels);
    }

    /** The change from the baseline; from a baseline of exactly 0 no % exists, so the measured value is shown. */
    private static String relative(AxisTable t, AxisTable.Row row, SweepMetric m, Labels labels) {
        Double base = t.baselineRow().value(m);
        if (base != null && base == 0 && row.value(m) != null) {
            return absolute(row.value(m), m, labels);
        }
        return change(t.changePct(row, m), labels);
    }

    /** The study's rows for a key, in its units (I/O in GB as it printed them). */
    static Table published(List<StudyTables.Row> rows, String key, String title, boolean transposed, Labels labels) {
        List<SweepMetric> metrics = List.of(SweepMetric.values()).stream().filter(m -> rows.stream()
                .anyMatch(r -> r.absolute().containsKey(m) || r.changePct().containsKey(m))).toList();
        List<String> values = rows.stream().map(r -> r.value() + (r.baseline() ? " *" : "")).toList();
        return layout(title, key, values, metrics, m -> m.kind().equals("io") ? labels.text(m.labelKey()) + " ("
                + labels.text("sweep.unit.ioPublished") + ")" : metricName(m, labels), (i, m) -> {
            StudyTables.Row row = rows.get(i);
            Double v = row.absolute().get(m);
            return !row.baseline() ? change(row.changePct().get(m), labels)
                    : m.kind().equals("io") && v != null ? labels.number(v, 2) : absolute(v, m, labels);
        }, transposed, labels.text("sweep.published.note"), labels);
    }

    private static Table layout(String title, String key, List<String> values, List<SweepMetric> metrics,
            Function<SweepMetric, String> names, BiFunction<Integer, SweepMetric, String> cell, boolean transposed,
            String note, Labels labels) {
        List<String> header = new ArrayList<>();
        List<List<String>> rows = new ArrayList<>();
        if (transposed) {
            header.add(labels.text("sweep.column.metric"));
            header.addAll(values);
            for (SweepMetric m : metrics) {
                List<String> row = new ArrayList<>(List.of(names.apply(m)));
                for (int i = 0; i < values.size(); i++) {
                    row.add(cell.apply(i, m));
                }
                rows.add(row);
            }
        } else {
            header.add(key);
            metrics.forEach(m -> header.add(names.apply(m)));
            for (int i = 0; i < values.size(); i++) {
                List<String> row = new ArrayList<>(List.of(values.get(i)));
                for (SweepMetric m : metrics) {
                    row.add(cell.apply(i, m));
                }
                rows.add(row);
            }
        }
        return new Table(title, header, rows, note);
    }

    static String metricName(SweepMetric m, Labels labels) {
        return labels.text(m.labelKey()) + " (" + labels.text("sweep.unit." + m.kind()) + ")";
    }

    /** A baseline figure in the column's unit. */
    static String absolute(Double v, SweepMetric m, Labels labels) {
        if (v == null) {
            return UNKNOWN;
        }
        return m.kind().equals("io") ? labels.number(v / MIB, 1) : labels.number(v, m.kind().equals("cpu") ? 1 : 2);
    }

    /** A change from the baseline as the study prints it: an arrow and the size, e.g. "↑ 12.34 %". */
    static String change(Double pct, Labels labels) {
        if (pct == null || !Double.isFinite(pct)) {
            return UNKNOWN;
        }
        String arrow = pct > 0 ? "\u2191 " : pct < 0 ? "\u2193 " : "";
        return arrow + labels.number(Math.abs(pct), 2) + " %";
    }

    /** The correlations by |r|, with each one's n. */
    static Table ranked(Correlations c, String title, Labels labels) {
        List<List<String>> rows = new ArrayList<>();
        int rank = 0;
        for (Correlations.Coefficient k : c.ranked()) {
            if (k.n() == 0) {
                continue;
            }
            rows.add(List.of(k.r() == null ? UNKNOWN : String.valueOf(++rank), k.factor().name(),
                    labels.text(k.metric().labelKey()), r(k.r(), labels), String.valueOf(k.n())));
        }
        return new Table(title, List.of(labels.text("sweep.column.rank"), labels.text("sweep.column.factor"),
                labels.text("sweep.column.metric"), "r", "n"), rows, labels.text("sweep.correlation.note"));
    }

    static String r(Double r, Labels labels) {
        return r == null ? UNKNOWN : (r < 0 ? "\u2212" : r > 0 ? "+" : "") + labels.number(Math.abs(r), 2);
    }

    /** A table as markdown. */
    static String markdown(Table t) {
        StringBuilder md = new StringBuilder();
        if (t.title() != null) {
            md.append("#### ").append(t.title()).append("\n\n");
        }
        md.append(line(t.header()));
        md.append("|").append("---|".repeat(t.header().size())).append('\n');
        t.rows().forEach(r -> md.append(line(r)));
        if (t.note() != null) {
            md.append('\n').append(t.note()).append('\n');
        }
        return md.append('\n').toString();
    }

    private static String line(List<String> cells) {
        return "| " + String.join(" | ", cells.stream().map(c -> c.replace("|", "\\|")).toList()) + " |\n";
    }
}
