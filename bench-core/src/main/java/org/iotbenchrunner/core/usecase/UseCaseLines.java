package org.iotbenchrunner.core.usecase;

import java.util.List;

/**
 * A batch of use-case rows as one line-protocol body (InfluxDB 1.x and 2.x, VictoriaMetrics): {@link
 * UseCaseLineProtocol}'s lines (TSBS's influx format, nanosecond timestamps, missing tags and fields left out), one
 * newline after each.
 *
 * <p>A row without any field has no line these databases accept (VictoriaMetrics even skips a line it cannot parse
 * and still answers 204). TSBS's format skips such a row; here it fails its batch with a message naming it, so that
 * no row the harness counted is dropped unseen. The generators make none.
 */
public final class UseCaseLines {
    /** About a DevOps cpu row, the longest of the use cases' lines; the builder grows for longer ones. */
    private static final int BYTES_PER_ROW = 320;

    private UseCaseLines() {
    }

    public static String of(List<UseCaseRow> rows) {
        StringBuilder body = new StringBuilder(rows.size() * BYTES_PER_ROW);
        for (int i = 0; i < rows.size(); i++) {
            UseCaseRow row = rows.get(i);
            if (!hasField(row)) {
                throw new IllegalArgumentException("row " + i + " of the batch has no field, which line protocol "
                        + "cannot hold: " + UseCaseLineProtocol.line(row));
            }
            UseCaseLineProtocol.append(row, body);
            body.append('\n');
        }
        return body.toString();
    }

    private static boolean hasField(UseCaseRow row) {
        for (UseCaseRow.Field field : row.fields()) {
            if (field.value() != null) {
                return true;
            }
        }
        return false;
    }
}
