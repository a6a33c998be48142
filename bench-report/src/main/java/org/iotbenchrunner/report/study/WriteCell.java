package org.iotbenchrunner.report.study;

/**
 * One cell of a write grid: a load of the whole data set at {@code rowsPerRequest} rows per request over
 * {@code clients} client connections, and its records (rows) per second; null with {@code absent} saying why when
 * unknown. {@code flagged}: finished, yet some batches failed.
 */
public record WriteCell(int rowsPerRequest, int clients, Double recordsPerSecond, boolean flagged, String absent) {

    public static WriteCell measured(int rowsPerRequest, int clients, double recordsPerSecond, boolean flagged) {
        return new WriteCell(rowsPerRequest, clients, recordsPerSecond, flagged, null);
    }

    public static WriteCell absent(int rowsPerRequest, int clients, String why) {
        return new WriteCell(rowsPerRequest, clients, null, false, why);
    }
}
