package org.iotbenchrunner.report.table;

import java.util.Arrays;
import java.util.stream.Collectors;
import org.apache.commons.csv.CSVFormat;

/** Markdown and CSV table lines. */
final class Markdown {
    static final CSVFormat CSV = CSVFormat.DEFAULT.builder().setRecordSeparator("\n").build();

    private Markdown() {
    }

    static String row(String... cells) {
        return Arrays.stream(cells).map(c -> c.replace("|", "\\|"))
                .collect(Collectors.joining(" | ", "| ", " |\n"));
    }

    static String rule(int columns) {
        return row(Arrays.stream(new String[columns]).map(c -> "---").toArray(String[]::new));
    }

    /** One CSV record (RFC 4180 quoting by commons-csv: a cell with commas, quotes or line breaks stays one cell). */
    static String csvLine(String... cells) {
        return CSV.format((Object[]) cells) + "\n";
    }
}
