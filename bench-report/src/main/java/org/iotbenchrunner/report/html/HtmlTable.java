package org.iotbenchrunner.report.html;

import java.util.List;

/**
 * A table as the page templates show it: header rows, body rows, and the note under it (or null). Cells hold plain
 * text; the template escapes it.
 */
record HtmlTable(String css, List<List<Head>> head, List<Row> rows, String note) {

    HtmlTable {
        head = head.stream().map(List::copyOf).toList();
        rows = List.copyOf(rows);
    }

    /** A plain table with one header row. */
    static HtmlTable of(List<String> header, List<Row> rows, String note) {
        return new HtmlTable("", List.of(heads(header)), rows, note);
    }

    static List<Head> heads(List<String> texts) {
        return texts.stream().map(t -> new Head(t, 1)).toList();
    }

    /** A header cell over {@code span} columns. */
    record Head(String text, int span) {
    }

    /** A body row; {@code css} is {@code flagged}, {@code caution} or empty. */
    public record Row(String css, List<Cell> cells) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    /** A body cell; {@code css} its classes (e.g. {@code num}), {@code style} an inline style or null. */
    record Cell(String text, String css, String style) {
        static Cell text(String text) {
            return new Cell(text, "", null);
        }

        static Cell num(String text) {
            return new Cell(text, "num", null);
        }
    }
}
