package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.io.Reader;
import java.time.Instant;
import org.apache.commons.csv.CSVRecord;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;

/**
 * The one reader of a use-case query's Flux answer, for both sinks: each record is a row, its device, labels and
 * time from the columns the statement names (the time parsed only for a labelled sink), its values from the value
 * columns it names, typed as the table's {@code #datatype} says; an empty cell is no value.
 */
final class FluxUseCaseAnswers {
    private final FluxUseCase statement;
    private final RowSink sink;
    private FluxCsv.Table table;
    private int device;
    private int time;
    private int[] labels;
    private int[] values;

    private FluxUseCaseAnswers(FluxUseCase statement, RowSink sink) {
        this.statement = statement;
        this.sink = sink;
    }

    static void read(Reader csv, FluxUseCase statement, RowSink sink) throws IOException {
        FluxUseCaseAnswers answers = new FluxUseCaseAnswers(statement, sink);
        FluxCsv.read(csv, answers::row);
        if (statement.oneRow() && answers.table == null) {
            aggregateOfNothing(statement, sink);
        }
    }

    /** A count over no row is a row of 0; other aggregates of nothing are no row. */
    private static void aggregateOfNothing(FluxUseCase statement, RowSink sink) {
        String count = ThermoAggregate.COUNT.valueName();
        if (statement.values().contains(count)) {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.value(count, 0L);
        }
    }

    private void row(FluxCsv.Table next, CSVRecord record) {
        if (next != table) {
            columns(next);
        }
        sink.row(device < 0 ? null : table.cell(record, device), time(record));
        for (int i = 0; i < labels.length; i++) {
            sink.label(statement.labels().get(i), labels[i] < 0 ? null : table.cell(record, labels[i]));
        }
        for (int i = 0; i < values.length; i++) {
            if (values[i] >= 0) {
                table.value(record, values[i], statement.values().get(i), sink);
            }
        }
    }

    private void columns(FluxCsv.Table next) {
        table = next;
        device = statement.device() == null ? -1 : table.column(statement.device());
        time = statement.timed() && sink.labelled() ? table.column("_time") : -1;
        labels = statement.labels().stream().mapToInt(table::column).toArray();
        values = statement.values().stream().mapToInt(table::column).toArray();
    }

    private long time(CSVRecord record) {
        String text = time < 0 ? null : table.cell(record, time);
        if (text == null) {
            return QueryAnswer.NO_TIME;
        }
        Instant instant = Instant.parse(text);
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
    }
}
