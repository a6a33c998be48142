package org.iotbenchrunner.noop;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * noop's answers to the thermo queries, from its {@link ThermoStore}, in the rows {@link UseCaseQueryVisitor}
 * defines. q1 lists the group's rows when noop kept them all; on the measured path it passes as many rows and values
 * as the answer has, without their contents.
 */
final class ThermoReplies implements UseCaseQueryVisitor<Void> {
    private final ThermoStore store;
    private final RowSink sink;

    ThermoReplies(ThermoStore store, RowSink sink) {
        this.store = store;
        this.sink = sink;
    }

    @Override
    public Void readGroup(UseCaseQuery q) {
        if (!sink.labelled()) {
            ThermoStats group = store.group(q.devgroup());
            for (long i = 0; i < group.rowsWithValue; i++) {
                sink.row(null, QueryAnswer.NO_TIME);
            }
            for (long i = 0; i < group.values; i++) {
                sink.value(ThermoDevices.TEMPERATURE, 0L);
            }
            return null;
        }
        List<ThermoRows.Row> rows = store.rows(q.devgroup());
        if (rows == null) {
            throw new UnsupportedOperationException("noop cannot answer: it lists q1's rows only when it was given "
                    + "at most " + store.rowCap() + " rows");
        }
        rows.forEach(this::row);
        return null;
    }

    private void row(ThermoRows.Row row) {
        if (row.temperature() == null && row.humidity() == null) {
            return;
        }
        sink.row(row.device().devname(), row.time());
        sink.label(ThermoDevices.DEVID, row.device().devid());
        sink.label(ThermoDevices.DEVGROUP, row.device().devgroup());
        if (row.temperature() != null) {
            sink.value(ThermoDevices.TEMPERATURE, row.temperature().longValue());
        }
        if (row.humidity() != null) {
            sink.value(ThermoDevices.HUMIDITY, row.humidity().doubleValue());
        }
    }

    @Override
    public Void aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        ThermoStats total = store.total(q.devgroup());
        if (aggregate != ThermoAggregate.COUNT && total.temperatures == 0) {
            return null;
        }
        sink.row(null, QueryAnswer.NO_TIME);
        switch (aggregate) {
            case COUNT -> sink.value(aggregate.valueName(), total.rows);
            case AVG -> sink.value(aggregate.valueName(), total.average());
            case SUM -> sink.value(aggregate.valueName(), total.sum);
            case MAX -> sink.value(aggregate.valueName(), total.max);
            case MIN -> sink.value(aggregate.valueName(), total.min);
        }
        return null;
    }

    @Override
    public Void perGroup(UseCaseQuery q) {
        for (Map.Entry<Integer, ThermoStats> e : store.perGroup(q.devgroup()).entrySet()) {
            if (e.getValue().temperatures > 0) {
                sink.row(null, QueryAnswer.NO_TIME);
                sink.label(ThermoDevices.DEVGROUP, Integer.toString(e.getKey()));
                countSumAvg(e.getValue());
            }
        }
        return null;
    }

    @Override
    public Void perMinute(UseCaseQuery q) {
        for (Map.Entry<Long, ThermoStats> e : store.perMinute(q.devgroup()).entrySet()) {
            if (e.getValue().temperatures > 0) {
                sink.row(null, e.getKey());
                countSumAvg(e.getValue());
            }
        }
        return null;
    }

    private void countSumAvg(ThermoStats stats) {
        sink.value("count_temperature", stats.temperatures);
        sink.value("sum_temperature", stats.sum);
        sink.value("avg_temperature", stats.average());
    }
}
