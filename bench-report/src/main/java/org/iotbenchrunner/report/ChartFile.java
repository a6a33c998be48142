package org.iotbenchrunner.report;

import java.nio.file.Path;

/**
 * One chart of a report: drawn into {@code file}, or not drawn because its input is {@code missing} (the page says
 * which input, never shows a blank chart). {@code note} explains a marker in it, or is null.
 */
record ChartFile(String id, String title, String note, Path file, String missing) {

    static ChartFile drawn(String id, String title, String note, Path file) {
        return new ChartFile(id, title, note, file, null);
    }

    /** A chart that the data does not allow; {@code reason} names the missing input, e.g. "no READ at medium". */
    static ChartFile missing(String id, String title, String reason) {
        return new ChartFile(id, title, null, null, reason);
    }

    boolean isDrawn() {
        return file != null;
    }
}
