package org.iotbenchrunner.report.chart;

import java.nio.file.Path;

/**
 * One chart of a report: drawn into {@code file}, or not drawn because its input is {@code missing} (the page says
 * which input, never shows a blank chart). {@code note} explains a marker in it, or is null.
 */
public record ChartFile(String id, String title, String note, Path file, String missing) {

    public static ChartFile drawn(String id, String title, String note, Path file) {
        return new ChartFile(id, title, note, file, null);
    }

    /** A chart that the data does not allow; {@code reason} names the missing input, e.g. "no READ at medium". */
    public static ChartFile missing(String id, String title, String reason) {
        return new ChartFile(id, title, null, null, reason);
    }

    public boolean isDrawn() {
        return file != null;
    }
}
