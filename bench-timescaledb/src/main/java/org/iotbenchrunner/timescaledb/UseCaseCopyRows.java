package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.RowColumns;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Use-case rows in PostgreSQL's binary COPY format for {@link UseCaseTables#copyIn}: one stream per measurement, each
 * tuple its time, its tag values (text, or int4 for an integer tag; NULL where missing) and its field values (float8 or
 * int8 as the column is, NULL where missing). Each measurement's buffer is reused from call to call.
 *
 * <p>A row's nanoseconds become {@code timestamptz}'s microseconds (rounded down): TimescaleDB keeps no finer time.
 * TSBS's rows are whole seconds apart, so nothing of theirs is lost.
 */
final class UseCaseCopyRows {
    /** 2000-01-01T00:00:00Z, where {@code timestamptz} counts from, in microseconds of the Unix epoch. */
    static final long POSTGRES_EPOCH_MICROS = 946_684_800_000_000L;
    private static final int NULL = -1;

    /** One measurement's COPY stream: its table and the bytes to send. */
    record Copy(UseCaseTables.Table table, CopyBuffer rows) {
    }

    private final Map<String, TableStream> streams = new HashMap<>();

    /** The COPY streams of {@code rows}, one per measurement in the order of its first row, until the next call. */
    List<Copy> encode(List<UseCaseRow> rows) {
        Map<String, TableStream> used = new LinkedHashMap<>();
        for (UseCaseRow row : rows) {
            TableStream stream = used.get(row.measurement());
            if (stream == null) {
                stream = streams.computeIfAbsent(row.measurement(), m -> new TableStream(UseCaseTables.of(m)));
                stream.start();
                used.put(row.measurement(), stream);
            }
            stream.add(row);
        }
        List<Copy> copies = new ArrayList<>(used.size());
        for (TableStream stream : used.values()) {
            copies.add(new Copy(stream.table, stream.out.putCopyTrailer()));
        }
        return copies;
    }

    /** {@code timestamptz}'s binary value of an instant in nanoseconds since the Unix epoch. */
    static long timestamptz(long epochNanos) {
        return Math.floorDiv(epochNanos, 1000) - POSTGRES_EPOCH_MICROS;
    }

    /** An integer tag's text as the int4 its column holds; anything else refused in one line. */
    static int integerTag(UseCaseRow row, String key, String value) {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the integer tag " + key + " of a " + row.measurement()
                    + " row holds '" + value + "': expected an integer from " + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE);
        }
    }

    private static final class TableStream {
        private final UseCaseTables.Table table;
        private final RowColumns columns;
        private final boolean[] integer;
        private final boolean[] integerTag;
        private final CopyBuffer out = new CopyBuffer(1 << 16);

        TableStream(UseCaseTables.Table table) {
            this.table = table;
            this.columns = new RowColumns(table.measurement());
            List<UseCaseSchema.Field> fields = table.measurement().fields();
            List<String> tagKeys = table.measurement().tagKeys();
            this.integerTag = new boolean[tagKeys.size()];
            for (int i = 0; i < integerTag.length; i++) {
                integerTag[i] = table.measurement().integerTag(tagKeys.get(i));
            }
            this.integer = new boolean[fields.size()];
            for (int i = 0; i < integer.length; i++) {
                integer[i] = fields.get(i).integer();
            }
        }

        private int integerTag(UseCaseRow row, int index, String value) {
            return UseCaseCopyRows.integerTag(row, table.measurement().tagKeys().get(index), value);
        }

        void start() {
            out.clear();
            out.putCopyHeader();
        }

        void add(UseCaseRow row) {
            columns.read(row);
            int tags = columns.tagCount();
            out.putShort(1 + tags + integer.length).putInt(Long.BYTES).putLong(timestamptz(row.timestampNanos()));
            for (int i = 0; i < tags; i++) {
                String value = columns.tag(i);
                if (value == null) {
                    out.putInt(NULL);
                } else if (integerTag[i]) {
                    out.putInt(Integer.BYTES).putInt(integerTag(row, i, value));
                } else {
                    out.putSizedUtf8(value);
                }
            }
            for (int i = 0; i < integer.length; i++) {
                Number value = columns.field(i);
                if (value == null) {
                    out.putInt(NULL);
                } else if (integer[i]) {
                    out.putInt(Long.BYTES).putLong(RowColumns.exactLong(value, row,
                            table.measurement().fields().get(i).name()));
                } else {
                    out.putInt(Double.BYTES).putDouble(value.doubleValue());
                }
            }
        }
    }
}
