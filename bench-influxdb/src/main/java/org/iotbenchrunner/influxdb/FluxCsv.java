package org.iotbenchrunner.influxdb;

import com.influxdb.query.exceptions.FluxCsvParserException;
import com.influxdb.query.exceptions.FluxQueryException;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import java.util.function.BiConsumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.iotbenchrunner.core.spi.RowSink;

/**
 * A Flux answer as InfluxDB 2.x streams it, annotated CSV, read record by record: each table starts with its
 * {@code #datatype}, {@code #group} and {@code #default} annotations and a header, then its records. An error table
 * ({@code error}, {@code reference}) fails the query. The answer readers of both query models use it.
 */
final class FluxCsv {
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    private FluxCsv() {
    }

    /** Passes each data record of {@code csv}, with its table, to {@code records}. */
    static void read(Reader csv, BiConsumer<Table, CSVRecord> records) throws IOException {
        Table table = null;
        try (CSVParser parser = CSVParser.parse(csv, FORMAT)) {
            for (CSVRecord record : parser) {
                String first = record.get(0);
                if (first.startsWith("#")) {
                    if (table == null || table.header != null) {
                        table = new Table();
                    }
                    table.annotate(first, record);
                } else if (table == null) {
                    throw new FluxCsvParserException(
                            "Unable to parse CSV response. FluxTable definition was not found.");
                } else if (table.header == null) {
                    table.header(record);
                } else if (table.error) {
                    String reference = record.size() > 2 ? record.get(2) : "";
                    throw new FluxQueryException(record.size() > 1 ? record.get(1) : "",
                            reference.isEmpty() ? 0 : Integer.parseInt(reference));
                } else {
                    records.accept(table, record);
                }
            }
        }
    }

    /** One table's annotations and header: its columns by position in the CSV record, and their types. */
    static final class Table {
        private String[] types = new String[0];
        private String[] defaults = new String[0];
        private String[] header;
        private boolean error;

        private void annotate(String annotation, CSVRecord record) {
            if (annotation.equals("#datatype")) {
                types = record.values();
            } else if (annotation.equals("#default")) {
                defaults = record.values();
            }
        }

        private void header(CSVRecord record) {
            header = record.values();
            error = header.length >= 3 && header[1].equals("error") && header[2].equals("reference");
            if (types.length < header.length) {
                int known = types.length;
                types = Arrays.copyOf(types, header.length);
                Arrays.fill(types, known, header.length, "string");
            }
        }

        /** The position of the column {@code name}; -1 when the table has none. */
        int column(String name) {
            return Arrays.asList(header).indexOf(name);
        }

        /** The text of a cell; its column's default when empty; null when that is empty too. */
        String cell(CSVRecord record, int column) {
            String text = column < record.size() ? record.get(column) : "";
            if (text.isEmpty() && column < defaults.length) {
                text = defaults[column];
            }
            return text.isEmpty() ? null : text;
        }

        /** Passes the cell to {@code sink} as its column's type says, when it is not empty (or has a default). */
        void value(CSVRecord record, int column, String name, RowSink sink) {
            String text = cell(record, column);
            if (text == null) {
                return;
            }
            switch (types[column]) {
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
    }
}
