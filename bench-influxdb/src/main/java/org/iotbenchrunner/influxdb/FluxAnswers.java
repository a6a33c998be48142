package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The one reader of a Flux answer (annotated CSV, read as it streams in by {@link FluxCsv}), for both sinks: a
 * record in InfluxDB's native shape holds one value in {@code _value} (named by {@code _field}), a pivoted record
 * one column per sensor. The points are those non-null values.
 *
 * <p>The measured path reads only the value columns: no record objects, no times or device labels. A labelled sink
 * gets one row per device and {@code _time}, native records of different fields merged: aggregates have no time
 * (selectors such as {@code max} keep their point's, which is not the aggregate's); GROUP_BY buckets merge the
 * devices, whichever device column a selector leaves behind.
 */
final class FluxAnswers {
    private final Query query;
    private final TimePrecision precision;
    private final RowSink sink;
    private final boolean labels;
    private final boolean timed;
    private final boolean perDevice;
    private FluxCsv.Table table;
    private Columns columns;

    /** The columns the reader needs in the current table, by position in the CSV record (-1: none). */
    private record Columns(int value, int field, int time, int device, int[] sensors) {
        static Columns of(FluxCsv.Table table, List<Sensor> sensors) {
            return new Columns(table.column("_value"), table.column("_field"), table.column("_time"),
                    table.column("device"), sensors.stream().mapToInt(s -> table.column(s.name())).toArray());
        }
    }

    private FluxAnswers(Query query, TimePrecision precision, RowSink sink) {
        this.query = query;
        this.precision = precision;
        this.sink = sink;
        this.labels = sink.labelled();
        this.timed = query.rowsHaveTime();
        this.perDevice = query.type() != OperationType.GROUP_BY && query.type() != OperationType.GROUP_BY_DESC;
    }

    /** Passes every record of the annotated CSV {@code csv} to {@code sink}, merged into rows if it is labelled. */
    static void read(Reader csv, Query query, TimePrecision precision, RowSink sink) throws IOException {
        MergedRows merged = sink.labelled() ? new MergedRows() : null;
        FluxAnswers reader = new FluxAnswers(query, precision, merged != null ? merged : sink);
        FluxCsv.read(csv, reader::row);
        if (merged != null) {
            merged.replay(sink);
        }
    }

    private void row(FluxCsv.Table next, CSVRecord record) {
        if (next != table) {
            table = next;
            columns = Columns.of(table, query.sensors());
        }
        String device = labels && perDevice && columns.device() >= 0 ? table.cell(record, columns.device()) : null;
        long time = QueryAnswer.NO_TIME;
        if (labels && timed && columns.time() >= 0) {
            String text = table.cell(record, columns.time());
            if (text != null) {
                time = precision.of(Instant.parse(text));
            }
        }
        sink.row(device, time);
        if (columns.value() >= 0) {
            String field = columns.field() >= 0 ? table.cell(record, columns.field()) : null;
            table.value(record, columns.value(), field != null ? field : "_value", sink);
        } else {
            for (int i = 0; i < columns.sensors().length; i++) {
                if (columns.sensors()[i] >= 0) {
                    table.value(record, columns.sensors()[i], query.sensors().get(i).name(), sink);
                }
            }
        }
    }

    /** A labelled answer's rows: records of one device and time merged, in the order they first came. */
    private static final class MergedRows implements RowSink {
        private final Map<List<Object>, Map<String, Object>> rows = new LinkedHashMap<>();
        private Map<String, Object> current;

        @Override
        public boolean labelled() {
            return true;
        }

        @Override
        public void row(String device, long time) {
            List<Object> key = new ArrayList<>(2);
            key.add(device);
            key.add(time);
            current = rows.computeIfAbsent(key, k -> new LinkedHashMap<>());
        }

        @Override
        public void value(String sensor, Object value) {
            current.put(sensor, value);
        }

        void replay(RowSink sink) {
            rows.forEach((key, values) -> {
                sink.row((String) key.get(0), (Long) key.get(1));
                values.forEach(sink::value);
            });
        }
    }
}
