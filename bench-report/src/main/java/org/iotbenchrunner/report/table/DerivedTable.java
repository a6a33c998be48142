package org.iotbenchrunner.report.table;

import java.util.List;

/**
 * A table computed from results, as the seed thesis derived them (batch sensitivity, out-of-order penalty, ...):
 * its cells already formatted in the report's language; an unknown value is shown as such, never as zero.
 * {@code note} says how it was computed or what is missing, or is null.
 */
public record DerivedTable(String id, String title, List<String> header, List<List<String>> rows, String note) {

    public DerivedTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
    }

    public String markdown() {
        StringBuilder md = new StringBuilder("## ").append(title).append("\n\n");
        md.append(Markdown.row(header.toArray(String[]::new))).append(Markdown.rule(header.size()));
        rows.forEach(r -> md.append(Markdown.row(r.toArray(String[]::new))));
        if (note != null) {
            md.append("\n").append(note).append("\n");
        }
        return md.toString();
    }

    public String csv() {
        StringBuilder csv = new StringBuilder(Markdown.csvLine(header.toArray(String[]::new)));
        rows.forEach(r -> csv.append(Markdown.csvLine(r.toArray(String[]::new))));
        return csv.toString();
    }
}
