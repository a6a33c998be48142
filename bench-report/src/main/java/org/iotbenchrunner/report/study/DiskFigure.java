package org.iotbenchrunner.report.study;

/**
 * A database's size on disk after the data set's load, beside the raw data's size in the study's text layout, in
 * MiB; null when unknown. {@code method}: how it was measured (e.g. with the server stopped) or why not.
 */
public record DiskFigure(Double diskMib, Double rawMib, String method) {

    /** On disk over raw; null unless both are known. */
    public Double ratio() {
        return diskMib == null || rawMib == null || rawMib == 0 ? null : diskMib / rawMib;
    }
}
