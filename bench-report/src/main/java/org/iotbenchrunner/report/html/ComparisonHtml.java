package org.iotbenchrunner.report.html;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/** The page's comparison of two campaigns: per scale, each metric of A and B and the change, coloured by size. */
final class ComparisonHtml {
    /** What the template shows; {@code none} says that no run is in both campaigns, or is null. */
    record View(String id, String title, String setup, String intro, String none, List<Scale> scales) {
    }

    /** One scale: its heading, the table of changes and the comparison's charts at that scale. */
    record Scale(String title, HtmlTable table, List<HtmlFigure> charts) {
    }

    private static final Metric[] DELTA_METRICS = {Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY,
        Metric.AVG_CPU, Metric.PEAK_MEMORY};

    private final Labels labels;

    private ComparisonHtml(Labels labels) {
        this.labels = labels;
    }

    static View of(Comparison c, Map<String, List<ChartFile>> charts, Path pageDir, Labels labels)
            throws IOException {
        ComparisonHtml html = new ComparisonHtml(labels);
        List<Scale> scales = new ArrayList<>();
        for (String scale : c.scales()) {
            scales.add(new Scale(labels.text("section.scale", labels.scale(scale)), html.table(c, scale),
                    HtmlFigure.of(charts.getOrDefault(scale, List.of()), "", pageDir, labels)));
        }
        return new View("compare", labels.text("section.compare", c.nameA(), c.nameB()),
                labels.text("compare.setup", c.nameA(), html.setupOf(c, false), c.nameB(), html.setupOf(c, true)),
                labels.text("compare.intro", c.nameA(), c.nameB()),
                c.pairs().isEmpty() ? labels.text("compare.none") : null, scales);
    }

    private HtmlTable table(Comparison c, String scale) {
        List<HtmlTable.Head> metrics = new ArrayList<>(HtmlTable.heads(List.of(labels.text("col.db"),
                labels.text("col.test"))));
        List<HtmlTable.Head> sides = new ArrayList<>(HtmlTable.heads(List.of("", "")));
        for (Metric m : DELTA_METRICS) {
            metrics.add(new HtmlTable.Head(labels.metricWithUnit(m), 3));
            sides.addAll(HtmlTable.heads(List.of(c.nameA(), c.nameB(), "\u0394 %")));
        }
        List<HtmlTable.Row> rows = new ArrayList<>();
        for (Comparison.Pair p : c.pairs(scale)) {
            boolean flagged = ResultSet.flagged(p.a()) || ResultSet.flagged(p.b());
            List<HtmlTable.Cell> cells = new ArrayList<>(List.of(HtmlTable.Cell.text(ResultSet.database(p.a())),
                    HtmlTable.Cell.text(labels.test(p.test()) + (flagged ? " \u26a0" : ""))));
            for (Metric m : DELTA_METRICS) {
                cells.add(HtmlTable.Cell.num(labels.number(m.of(p.a()), m)));
                cells.add(HtmlTable.Cell.num(labels.number(m.of(p.b()), m)));
                cells.add(new HtmlTable.Cell(labels.change(p.delta(m)), "num", "background:" + heat(p, m)));
            }
            rows.add(new HtmlTable.Row(flagged ? "flagged" : "", cells));
        }
        return new HtmlTable("", List.of(metrics, sides), rows, labels.text("compare.legend"));
    }

    /** Green when B is better than A, red when worse, stronger with the size of the change (full at 100 %). */
    private static String heat(Comparison.Pair p, Metric m) {
        double d = p.delta(m);
        if (!Double.isFinite(d) || d == 0) {
            return "transparent";
        }
        double strength = Math.min(1, Math.abs(d) / 100);
        int lightness = (int) Math.round(96 - 36 * strength);
        return "hsl(" + (p.improved(m) ? 130 : 0) + ",60%," + lightness + "%)";
    }

    /** The profile and cache mode of one side, e.g. "profile tuned, cache warm" (several if its runs differ). */
    private String setupOf(Comparison c, boolean b) {
        List<String> setups = c.setups(b).stream().map(s -> s == null ? labels.text("compare.setupUnknown")
                : labels.text("env.setupFormat", s.profile(), s.cache())).distinct().toList();
        return setups.isEmpty() ? "-" : String.join(" / ", setups);
    }
}
