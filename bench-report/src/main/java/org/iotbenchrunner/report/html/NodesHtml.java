package org.iotbenchrunner.report.html;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.table.NodeTable;
import org.iotbenchrunner.report.text.Labels;

/** A scale's per-node table: a row per server node of every run of several nodes, and the server's total. */
final class NodesHtml {
    private NodesHtml() {
    }

    /** The table, or null when no run of the scale had several nodes. */
    static HtmlTable of(ResultSet runs, Labels labels) {
        List<HtmlTable.Row> rows = new ArrayList<>();
        for (RunResult run : runs.runs()) {
            for (RunResult r : runs.repetitions(run)) {
                for (List<String> node : NodeTable.rows(r)) {
                    List<HtmlTable.Cell> cells = new ArrayList<>(List.of(HtmlTable.Cell.text(ResultSet.database(r)),
                            HtmlTable.Cell.text(labels.test(ResultSet.test(r)))));
                    for (int c = 0; c < node.size(); c++) {
                        cells.add(c < 3 ? HtmlTable.Cell.text(node.get(c)) : HtmlTable.Cell.num(node.get(c)));
                    }
                    rows.add(new HtmlTable.Row("", cells));
                }
            }
        }
        if (rows.isEmpty()) {
            return null;
        }
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test")));
        header.addAll(NodeTable.HEADER);
        return HtmlTable.of(header, rows, NodeTable.UNITS);
    }
}
