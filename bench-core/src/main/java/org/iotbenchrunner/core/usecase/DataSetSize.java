package org.iotbenchrunner.core.usecase;

/**
 * A data set's size counted one way for every database: its rows, its metrics (non-null field values) and its
 * bytes as line protocol ({@link UseCaseLineProtocol}, UTF-8, one newline a row).
 */
public record DataSetSize(long rows, long metrics, long bytes) {

    /** Counts the generator's rows in one pass, keeping none of them. */
    public static DataSetSize of(UseCaseGenerator generator) {
        Counter counter = new Counter();
        generator.forEachRow(counter::add);
        return new DataSetSize(counter.rows, counter.metrics, counter.bytes);
    }

    private static final class Counter {
        private final StringBuilder line = new StringBuilder(256);
        private long rows;
        private long metrics;
        private long bytes;

        void add(UseCaseRow row) {
            line.setLength(0);
            UseCaseLineProtocol.append(row, line);
            rows++;
            metrics += row.metrics();
            bytes += utf8Length(line) + 1;
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
