package org.iotbenchrunner.report;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessVersion;

/** The effects report as one self-contained page: what {@code effects.md} says, with the charts embedded. */
final class EffectsHtml {
    private EffectsHtml() {
    }

    static String render(Effects.Campaigns campaigns, EffectTable table, Map<String, List<ChartFile>> charts,
            Labels labels, Instant generatedAt) throws IOException {
        StringBuilder out = new StringBuilder(HtmlReport.head(labels, labels.text("effects.title")));
        out.append("<p class=\"meta\">").append(esc(labels.text("effects.meta", campaigns.root(),
                labels.dateTime(generatedAt), HarnessVersion.get()))).append("</p>\n<p>")
                .append(esc(Effects.presetLine(campaigns, labels))).append("</p>\n");
        for (String warning : Effects.warnings(campaigns, table, labels)) {
            out.append("<p class=\"flag\">").append(esc(warning)).append("</p>\n");
        }
        out.append("<p>").append(esc(Effects.legend(table, labels))).append("</p>\n</header>\n<nav><ul>");
        for (String scale : table.scales()) {
            out.append("<li><a href=\"#scale-").append(esc(scale)).append("\">")
                    .append(esc(labels.text("section.scale", labels.scale(scale)))).append("</a></li>");
        }
        out.append("</ul></nav>\n");
        for (String scale : table.scales()) {
            out.append("<section id=\"scale-").append(esc(scale)).append("\">\n<h2>")
                    .append(esc(labels.text("section.scale", labels.scale(scale)))).append("</h2>\n<ul>\n");
            table.summary(scale, labels).forEach(line -> out.append("<li>").append(esc(line)).append("</li>\n"));
            out.append("</ul>\n<table><thead><tr>");
            for (String h : table.header(labels)) {
                out.append("<th>").append(esc(h)).append("</th>");
            }
            out.append("</tr></thead><tbody>\n");
            for (EffectTable.Row row : table.rows(scale)) {
                out.append(row.flagged() ? "<tr class=\"caution\">" : "<tr>");
                for (EffectTable.Text cell : table.cells(row, labels)) {
                    out.append(cell.css().isEmpty() ? "<td>" : "<td class=\"" + cell.css() + "\">")
                            .append(esc(cell.text())).append("</td>");
                }
                out.append("</tr>\n");
            }
            out.append("</tbody></table>\n");
            Effects.seedNote(table, scale, labels).ifPresent(note -> out.append("<p class=\"note\">")
                    .append(esc(note)).append("</p>\n"));
            out.append(HtmlReport.figuresOf(charts.getOrDefault(scale, List.of()))).append("</section>\n");
        }
        return out.append(HtmlReport.foot(labels)).toString();
    }

    private static String esc(String s) {
        return HtmlReport.esc(s);
    }
}
