package org.iotbenchrunner.influxdb;

import com.influxdb.query.exceptions.FluxCsvParserException;
import com.influxdb.query.exceptions.FluxQueryException;
import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The one reader of a Flux answer (annotated CSV, read as it streams in), for both sinks. Each table starts with its
 * {@code #datatype}, {@code #group} and {@code #default} annotations and a header; a record in InfluxDB's native
 * shape holds one value in {@code _value} (named by {@code _field}), a pivoted record one column per sensor. The
 * points are those non-null values. An error table ({@code error}, {@code reference}) fails the query.
 *
 * <p>The measured path reads only the value columns: no record objects, no times or device labels. A labelled sink
 * gets one row per device and {@code _time}, native records of different fields merged: aggregates have no time
 * (selectors such as {@code max} keep their point's, which is not the aggregate's); GROUP_BY buckets merge the
 * devices, whichever device column a selector leaves behind.
 */
final class FluxAnswers {
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    private final Query query;
    private final TimePrecision precision;
    private final RowSink sink;
    private final boolean labels;
    private final boolean timed;
    private final boolean perDevice;
    private Table table;

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
        try (CSVParser parser = CSVParser.parse(csv, FORMAT)) {
            for (CSVRecord record : parser) {
                reader.next(record);
            }
        }
        if (merged != null) {
            merged.replay(sink);
        }
    }

    private void next(CSVRecord record) {
        String first = record.get(0);
        if (first.startsWith("#")) {
            if (table == null || table.header != null) {
                table = new Table();
            }
            table.annotate(first, record);
        } else if (table == null) {
            throw new FluxCsvParserException("Unable to parse CSV response. FluxTable definition was not found.");
        } else if (table.header == null) {
            table.header(record, query.sensors());
        } else if (table.error) {
            String reference = record.size() > 2 ? record.get(2) : "";
            throw new FluxQueryException(record.size() > 1 ? record.get(1) : "",
                    reference.isEmpty() ? 0 : Integer.parseInt(reference));
        } else {
            row(record);
        }
    }

    private void row(CSVRecord record) {
        String device = labels && perDevice && table.device >= 0 ? table.cell(record, table.device) : null;
        long time = QueryAnswer.NO_TIME;
        if (labels && timed && table.time >= 0) {
            String text = table.cell(record, table.time);
            if (text != null) {
                time = precision.of(Instant.parse(text));
            }
        }
        sink.row(device, time);
        if (table.value >= 0) {
            String field = table.field >= 0 ? table.cell(record, table.field) : null;
            value(record, table.value, field != null ? field : "_value");
        } else {
            for (int i = 0; i < table.sensors.length; i++) {
                if (table.sensors[i] >= 0) {
                    value(record, table.sensors[i], query.sensors().get(i).name());
                }
            }
        }
    }

    /** The cell as its column's type says, when it is not empty (or empty with a default). */
    private void value(CSVRecord record, int column, String name) {
        String text = table.cell(record, column);
        if (text == null) {
            return;
        }
        switch (table.types[column]) {
            case "long" -> sink.value(name, Long.parseLong(text));
            case "unsignedLong" -> sink.value(name, Long.parseUnsignedLong(text));
            case "double" -> sink.value(name, switch (text) {
                case "+Inf" -> Double.POSITIVE_INFINITY;
                case "-Inf" -> Double.NEGATIVE_INFINITY;
                default -> Double.parseDouble(text);
            });
            case "boolean" -> sink.value(name, Boolean.parseBoolean(text));
            default -> sink.value(name, (Object) text);
        }
    }

    /** One table's annotations and the columns the reader needs, by position in the CSV record. */
    private static final class Table {
        String[] types = new String[0];
        String[] defaults = new String[0];
        String[] header;
        boolean error;
        int value = -1;
        int field = -1;
        int time = -1;
        int device = -1;
        int[] sensors;

        void annotate(String annotation, CSVRecord record) {
            if (annotation.equals("#datatype")) {
                types = record.values();
            } else if (annotation.equals("#default")) {
                defaults = record.values();
            }
        }

        void header(CSVRecord record, List<Sensor> sensorList) {
            header = record.values();
            List<String> columns = Arrays.asList(header);
            error = header.length >= 3 && header[1].equals("error") && header[2].equals("reference");
            value = columns.indexOf("_value");
            field = columns.indexOf("_field");
            time = columns.indexOf("_time");
            device = columns.indexOf("device");
            sensors = sensorList.stream().mapToInt(s -> columns.indexOf(s.name())).toArray();
            if (types.length < header.length) {
                int known = types.length;
                types = Arrays.copyOf(types, header.length);
                Arrays.fill(types, known, header.length, "string");
            }
        }

        /** The text of a cell; its column's default when empty; null when that is empty too. */
        String cell(CSVRecord record, int column) {
            String text = column < record.size() ? record.get(column) : "";
            if (text.isEmpty() && column < defaults.length) {
                text = defaults[column];
            }
            return text.isEmpty() ? null : text;
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
