package org.iotbenchrunner.timescaledb;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.LineKeys;
import org.iotbenchrunner.core.usecase.RowColumns;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Use-case rows in PostgreSQL's binary COPY format for {@link UseCaseTables#copyIn}: one stream per measurement, each
 * tuple its time, its tag set's id in the use case's tags table, the table's own tag values (text, or int4 for an
 * integer tag; NULL where missing) and its field values (float8 or int8 as the column is, NULL where missing). Each
 * measurement's buffer is reused from call to call. A tag set's id is asked of {@link TagSets} the first time the
 * set is met, and remembered ({@link TagIds}).
 *
 * <p>A file's lines ({@link #encode(LineBatch)}) go into the same tuples straight from their bytes where they are
 * plain ({@link PlainLine}): no row, string or boxed number per line. A line that is not plain (escapes, quotes) is
 * parsed into a row first, and gives the same bytes.
 *
 * <p>A row's nanoseconds become {@code timestamptz}'s microseconds (rounded down): TimescaleDB keeps no finer time.
 * TSBS's rows are whole seconds apart, so nothing of theirs is lost.
 */
final class UseCaseCopyRows {
    /** 2000-01-01T00:00:00Z, where {@code timestamptz} counts from, in microseconds of the Unix epoch. */
    static final long POSTGRES_EPOCH_MICROS = 946_684_800_000_000L;
    private static final int NULL = -1;

    /** One measurement's COPY stream: its table, the statement ({@link UseCaseTables#copyIn}) and the bytes. */
    record Copy(UseCaseTables.Table table, String statement, CopyBuffer rows) {
    }

    /** Gives a tag set's id (its values in the order of the table's shared tag keys, null where missing). */
    interface TagSets {
        int id(UseCaseTables.Table table, List<String> values) throws SQLException;
    }

    private final Map<String, TableStream> streams = new HashMap<>();
    private final TagSets tagSets;

    UseCaseCopyRows(TagSets tagSets) {
        this.tagSets = tagSets;
    }

    /** The COPY streams of {@code rows}, one per measurement in the order of its first row, until the next call. */
    List<Copy> encode(List<UseCaseRow> rows) throws SQLException {
        Map<String, TableStream> used = new LinkedHashMap<>();
        for (UseCaseRow row : rows) {
            stream(row.measurement(), used).add(row);
        }
        return copies(used);
    }

    /** As {@link #encode(List)}, the batch's lines (one per row, each ending in a newline). */
    List<Copy> encode(LineBatch lines) throws SQLException {
        Map<String, TableStream> used = new LinkedHashMap<>();
        byte[] bytes = lines.bytes();
        TableStream last = null;
        for (int from = 0, end = lines.length(); from < end; ) {
            int nameEnd = plainNameEnd(bytes, from, end);
            if (last == null || nameEnd < 0 || !LineKeys.matches(last.name, bytes, from, nameEnd)) {
                last = nameEnd < 0 ? null : stream(bytes, from, nameEnd, used);
            }
            int to = last == null ? -1 : last.add(bytes, nameEnd, end);
            if (to < 0) {
                to = lineEnd(bytes, from);
                UseCaseRow row = UseCaseLineProtocol.parse(new String(bytes, from, to - from, StandardCharsets.UTF_8));
                stream(row.measurement(), used).add(row);
            }
            from = to + 1;
        }
        return copies(used);
    }

    /** The stream of the measurement named by {@code line[from, nameEnd)}, found among the used ones first. */
    private TableStream stream(byte[] line, int from, int nameEnd, Map<String, TableStream> used) {
        for (TableStream stream : used.values()) {
            if (LineKeys.matches(stream.name, line, from, nameEnd)) {
                return stream;
            }
        }
        return stream(new String(line, from, nameEnd - from, StandardCharsets.UTF_8), used);
    }

    private TableStream stream(String measurement, Map<String, TableStream> used) {
        TableStream stream = used.get(measurement);
        if (stream == null) {
            stream = streams.computeIfAbsent(measurement, m -> new TableStream(UseCaseTables.of(m), tagSets));
            stream.start();
            used.put(measurement, stream);
        }
        return stream;
    }

    private static List<Copy> copies(Map<String, TableStream> used) {
        List<Copy> copies = new ArrayList<>(used.size());
        for (TableStream stream : used.values()) {
            copies.add(new Copy(stream.table, stream.statement, stream.out.putCopyTrailer()));
        }
        return copies;
    }

    private static int lineEnd(byte[] lines, int from) {
        int to = from;
        while (lines[to] != '\n') {
            to++;
        }
        return to;
    }

    /** Where a line's measurement name ends (its first comma or space), -1 when it is escaped or missing. */
    private static int plainNameEnd(byte[] line, int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = line[i];
            if (b == ',' || b == ' ') {
                return i > from ? i : -1;
            }
            if (b == '\\' || b == '\n') {
                return -1;
            }
        }
        return -1;
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
        private final TagSets tagSets;
        private final TagIds tagIds = new TagIds();
        private final int shared;
        private final RowColumns columns;
        private final boolean[] integer;
        private final boolean[] integerTag;
        private final CopyBuffer out = new CopyBuffer(1 << 16);
        private final byte[] name;
        private final String statement;
        private final PlainLine line;

        TableStream(UseCaseTables.Table table, TagSets tagSets) {
            this.table = table;
            this.tagSets = tagSets;
            this.shared = table.sharedTags();
            this.name = PlainLine.ascii(table.measurement().name());
            this.statement = UseCaseTables.copyIn(table);
            this.line = new PlainLine(table.measurement());
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

        /**
         * Adds the tuple of the plain line whose name ends at {@code nameEnd} and returns where the line ends;
         * -1, adding nothing, when it is not plain ({@link PlainLine}).
         */
        int add(byte[] bytes, int nameEnd, int to) throws SQLException {
            int end = line.read(bytes, nameEnd, to);
            if (end < 0 || !sharedTagsKey(bytes)) {
                return -1;
            }
            int tagsId = tagIds.id();
            if (tagsId == TagIds.UNKNOWN) {
                tagsId = learn(lineTagValues(bytes));
            }
            int start = out.length();
            out.putShort(2 + integerTag.length - shared + integer.length).putInt(Long.BYTES)
                    .putLong(timestamptz(line.timestampNanos)).putInt(Integer.BYTES).putInt(tagsId);
            if (!addTags(bytes) || !addFields(bytes)) {
                out.truncate(start);
                return -1;
            }
            return end;
        }

        /** The line's shared tags as {@link #tagIds}' key; false if an integer one is no int4. */
        private boolean sharedTagsKey(byte[] bytes) {
            tagIds.clearKey();
            for (int i = 0; i < shared; i++) {
                int from = line.tagFrom[i];
                if (from >= 0 && integerTag[i] && !line.int4(bytes, from, line.tagTo[i])) {
                    return false;
                }
                tagIds.key(bytes, from, line.tagTo[i]);
            }
            return true;
        }

        private List<String> lineTagValues(byte[] bytes) {
            List<String> values = new ArrayList<>(shared);
            for (int i = 0; i < shared; i++) {
                int from = line.tagFrom[i];
                values.add(from < 0 ? null : new String(bytes, from, line.tagTo[i] - from, StandardCharsets.US_ASCII));
            }
            return values;
        }

        /** Asks the id of the key's tag set ({@code values}) and remembers it. */
        private int learn(List<String> values) throws SQLException {
            int id = tagSets.id(table, values);
            tagIds.learn(id);
            return id;
        }

        private boolean addTags(byte[] bytes) {
            for (int i = shared; i < integerTag.length; i++) {
                int from = line.tagFrom[i];
                if (from < 0) {
                    out.putInt(NULL);
                } else if (!integerTag[i]) {
                    out.putInt(line.tagTo[i] - from).put(bytes, from, line.tagTo[i] - from);
                } else if (line.int4(bytes, from, line.tagTo[i])) {
                    out.putInt(Integer.BYTES).putInt((int) line.longValue);
                } else {
                    return false;
                }
            }
            return true;
        }

        private boolean addFields(byte[] bytes) {
            for (int i = 0; i < integer.length; i++) {
                int from = line.fieldFrom[i];
                if (from < 0) {
                    out.putInt(NULL);
                } else if (integer[i] ? !line.integer(bytes, from, line.fieldTo[i])
                        : !line.integerOrDecimal(bytes, from, line.fieldTo[i])) {
                    return false;
                } else if (integer[i]) {
                    out.putInt(Long.BYTES).putLong(line.longValue);
                } else {
                    out.putInt(Double.BYTES).putDouble(line.doubleValue);
                }
            }
            return true;
        }

        void add(UseCaseRow row) throws SQLException {
            columns.read(row);
            int tags = columns.tagCount();
            int tagsId = tagsId(row);
            out.putShort(2 + tags - shared + integer.length).putInt(Long.BYTES)
                    .putLong(timestamptz(row.timestampNanos())).putInt(Integer.BYTES).putInt(tagsId);
            for (int i = shared; i < tags; i++) {
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

        private int tagsId(UseCaseRow row) throws SQLException {
            tagIds.clearKey();
            List<String> values = new ArrayList<>(shared);
            for (int i = 0; i < shared; i++) {
                String value = columns.tag(i);
                if (value != null && integerTag[i]) {
                    integerTag(row, i, value);
                }
                byte[] bytes = value == null ? null : value.getBytes(StandardCharsets.UTF_8);
                tagIds.key(bytes, bytes == null ? -1 : 0, bytes == null ? -1 : bytes.length);
                values.add(value);
            }
            int id = tagIds.id();
            return id == TagIds.UNKNOWN ? learn(values) : id;
        }
    }
}
