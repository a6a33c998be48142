package org.iotbenchrunner.core.usecase;

/**
 * A data set's size counted one way for every database: its rows, its metrics (non-null field values) and its
 * bytes as line protocol ({@link UseCaseLineProtocol}, UTF-8, one newline a row).
 */
public record DataSetSize(long rows, long metrics, long bytes) {

    /** Counts the rows (generated, or read from a file) in one pass, keeping none of them. */
    public static DataSetSize of(UseCaseRows rows) {
        Counter counter = new Counter();
        StringBuilder line = new StringBuilder(256);
        rows.forEachRow(row -> {
            line.setLength(0);
            UseCaseLineProtocol.append(row, line);
            counter.add(row, line);
        });
        return counter.size();
    }

    /** Counts rows one at a time, each with its line as {@link UseCaseLineProtocol} writes it (no newline). */
    static final class Counter {
        private long rows;
        private long metrics;
        private long bytes;

        void add(UseCaseRow row, CharSequence line) {
            rows++;
            metrics += row.metrics();
            bytes += utf8Length(line) + 1;
        }

        /** A row of {@code rowMetrics} metrics whose line, with its newline, is {@code lineBytes} long. */
        void add(long rowMetrics, long lineBytes) {
            rows++;
            metrics += rowMetrics;
            bytes += lineBytes;
        }

        DataSetSize size() {
            return new DataSetSize(rows, metrics, bytes);
        }

        private static long utf8Length(CharSequence text) {
            long length = 0;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c < 0x80) {
                    length++;
                } else if (c < 0x800) {
                    length += 2;
                } else if (Character.isHighSurrogate(c)) {
                    length += 4;
                    i++;
                } else {
                    length += 3;
                }
            }
            return length;
        }
    }
}
