package org.iotbenchrunner.report.table;

import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.text.Labels;

/** Who wins each test of one scale ({@link Winners}) in words: the page's cells and {@code winners-<scale>.md}. */
public final class WinnersTable {
    private WinnersTable() {
    }

    public static String winner(Winners.Verdict v, Labels labels) {
        if (v.overlap() || v.tooClose()) {
            return labels.text(v.overlap() ? "winners.overlap" : "winners.tooClose", v.overlapping().stream()
                    .map(ResultSet::database).collect(Collectors.joining(", ")),
                    labels.number(100 * (Winners.SINGLE_RUN_MARGIN - 1), 0));
        }
        if (v.best().isEmpty()) {
            return labels.text("winners.none");
        }
        String names = v.best().stream().map(ResultSet::database).collect(Collectors.joining(", "));
        return v.tie() ? labels.text("winners.tie", names) : names;
    }

    public static String value(Winners.Verdict v, Labels labels) {
        return v.best().isEmpty() ? "-" : labels.number(v.value(), v.criterion()) + " " + labels.text(
                v.criterion().unitKey());
    }

    public static String margin(Winners.Verdict v, Labels labels) {
        if (v.best().isEmpty()) {
            return "-";
        }
        String margin = v.runnerUp() == null ? labels.text("winners.alone")
                : labels.text("winners.margin", labels.number(v.margin(), 2), ResultSet.database(v.runnerUp()));
        if (!v.clientBound().isEmpty()) {
            margin += "; " + labels.text("winners.clientBound", v.clientBound().stream().map(ResultSet::database)
                    .collect(Collectors.joining(", ")));
        }
        return margin;
    }

    public static String notRanked(Winners.Verdict v, Labels labels) {
        return v.notRanked().stream().map(r -> ResultSet.database(r) + ": " + labels.status(r))
                .collect(Collectors.joining("; "));
    }

    public static String markdown(String scale, List<Winners.Verdict> verdicts, Labels labels) {
        StringBuilder out = new StringBuilder("# ").append(labels.text("winners.title", scale)).append("\n\n");
        String[] header = {labels.text("col.test"), labels.text("winners.criterion"), labels.text("winners.winner"),
            labels.text("winners.value"), labels.text("winners.ahead"), labels.text("winners.notRanked")};
        out.append(Markdown.row(header)).append(Markdown.rule(header.length));
        for (Winners.Verdict v : verdicts) {
            out.append(Markdown.row(ResultSet.testLabel(v.test()), labels.metric(v.criterion()), winner(v, labels),
                    value(v, labels), margin(v, labels), notRanked(v, labels).isEmpty() ? "-"
                            : notRanked(v, labels)));
        }
        out.append('\n').append(labels.text("winners.rule")).append('\n');
        return out.toString();
    }
}
