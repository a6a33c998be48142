package org.iotbenchrunner.report.html;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.text.Labels;

/** A sweep's report as a page ({@code templates/sweep.peb}): sections of tables and charts, built by its caller. */
public final class SweepHtml {

    /** A table of plain text: header, rows, and the note under it (or null). Numeric cells are right-aligned. */
    public record Table(String title, List<String> header, List<List<String>> rows, String note) {
        public Table {
            header = List.copyOf(header);
            rows = rows.stream().map(List::copyOf).toList();
        }
    }

    /** A section: its anchor, title, lines of text, tables and charts. */
    public record Section(String id, String title, List<String> lines, List<Table> tables, List<ChartFile> charts) {
        public Section {
            lines = List.copyOf(lines);
            tables = List.copyOf(tables);
            charts = List.copyOf(charts);
        }
    }

    record Part(String title, HtmlTable table) {
    }

    record Shown(String id, String title, List<String> lines, List<Part> tables, List<HtmlFigure> charts) {
    }

    private SweepHtml() {
    }

    /** The page written into {@code pageDir}, which its charts are linked from. */
    public static String render(String title, List<String> header, List<Section> sections, Labels labels,
            Path pageDir) throws IOException {
        List<Shown> shown = new ArrayList<>();
        List<HtmlReport.Link> toc = new ArrayList<>();
        for (Section s : sections) {
            List<Part> tables = s.tables().stream().map(t -> new Part(t.title(), table(t))).toList();
            shown.add(new Shown(s.id(), s.title(), s.lines(), tables, HtmlFigure.of(s.charts(), s.id() + "-",
                    pageDir, labels)));
            toc.add(new HtmlReport.Link(s.id(), s.title()));
        }
        Map<String, Object> model = new HashMap<>();
        model.put("header", header);
        model.put("toc", toc);
        model.put("sections", shown);
        return HtmlTemplates.render("sweep", title, model, labels);
    }

    private static HtmlTable table(Table t) {
        List<HtmlTable.Row> rows = t.rows().stream().map(r -> new HtmlTable.Row("", cells(r))).toList();
        return HtmlTable.of(t.header(), rows, t.note());
    }

    private static List<HtmlTable.Cell> cells(List<String> row) {
        List<HtmlTable.Cell> cells = new ArrayList<>();
        for (int i = 0; i < row.size(); i++) {
            cells.add(i == 0 ? HtmlTable.Cell.text(row.get(i)) : HtmlTable.Cell.num(row.get(i)));
        }
        return cells;
    }
}
