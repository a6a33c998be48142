package org.iotbenchrunner.report;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Markdown and CSV table lines. */
final class Markdown {
    private Markdown() {
    }

    static String row(String... cells) {
        return Arrays.stream(cells).map(c -> c.replace("|", "\\|"))
                .collect(Collectors.joining(" | ", "| ", " |\n"));
    }

    static String rule(int columns) {
        return row(Arrays.stream(new String[columns]).map(c -> "---").toArray(String[]::new));
    }

    static String csvLine(String... cells) {
        return Arrays.stream(cells).map(Markdown::csvCell).collect(Collectors.joining(",", "", "\n"));
    }

    private static String csvCell(String cell) {
        return cell.matches("(?s).*[\",\n].*") ? '"' + cell.replace("\"", "\"\"") + '"' : cell;
    }
}
