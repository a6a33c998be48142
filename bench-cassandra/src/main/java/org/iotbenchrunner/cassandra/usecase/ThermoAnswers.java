package org.iotbenchrunner.cassandra.usecase;

import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import java.time.Instant;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * Reads the rows of a {@link ThermoCql} statement into a sink, in the shapes
 * {@link UseCaseQueryVisitor}'s thermo methods define: every row of the answer is read, whichever the sink.
 */
final class ThermoAnswers implements UseCaseQueryVisitor<Void> {
    private final ResultSet rows;
    private final RowSink sink;

    private ThermoAnswers(ResultSet rows, RowSink sink) {
        this.rows = rows;
        this.sink = sink;
    }

    static void read(UseCaseQuery q, ResultSet rows, RowSink sink) {
        q.accept(new ThermoAnswers(rows, sink));
    }

    @Override
    public Void unsupported(UseCaseQuery q) {
        throw CassandraUseCases.UNSUPPORTED.exception(q.type());
    }

    @Override
    public Void readGroup(UseCaseQuery q) {
        UseCaseTable devices = UseCaseTable.of(ThermoDevices.MEASUREMENT);
        for (Row row : rows) {
            sink.row(row.getString(ThermoDevices.DEVNAME), nanos(row.getInstant(devices.time())));
            sink.label(ThermoDevices.DEVID, Integer.toString(row.getInt(ThermoDevices.DEVID)));
            sink.label(ThermoDevices.DEVGROUP, Integer.toString(row.getInt(ThermoDevices.DEVGROUP)));
            if (!row.isNull(ThermoDevices.TEMPERATURE)) {
                sink.value(ThermoDevices.TEMPERATURE, (long) row.getInt(ThermoDevices.TEMPERATURE));
            }
            if (!row.isNull(ThermoDevices.HUMIDITY)) {
                sink.value(ThermoDevices.HUMIDITY, row.getDouble(ThermoDevices.HUMIDITY));
            }
        }
        return null;
    }

    /** One row; for a function other than count none when it aggregated no rows (CQL answers 0 or null then). */
    @Override
    public Void aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        for (Row row : rows) {
            String name = aggregate.valueName();
            if (aggregate == ThermoAggregate.COUNT) {
                sink.row(null, QueryAnswer.NO_TIME);
                sink.value(name, row.getLong(name));
            } else if (row.getLong(ThermoCql.ROWS) > 0) {
                sink.row(null, QueryAnswer.NO_TIME);
                switch (aggregate) {
                    case AVG -> sink.value(name, row.getDouble(name));
                    case SUM -> sink.value(name, row.getLong(name));
                    default -> sink.value(name, (long) row.getInt(name));
                }
            }
        }
        return null;
    }

    @Override
    public Void perGroup(UseCaseQuery q) {
        for (Row row : rows) {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.label(ThermoDevices.DEVGROUP, Integer.toString(row.getInt(ThermoDevices.DEVGROUP)));
            three(row);
        }
        return null;
    }

    @Override
    public Void perMinute(UseCaseQuery q) {
        for (Row row : rows) {
            sink.row(null, nanos(row.getInstant(MinuteTable.MINUTE)));
            three(row);
        }
        return null;
    }

    private void three(Row row) {
        sink.value(ThermoCql.COUNT, row.getLong(ThermoCql.COUNT));
        sink.value(ThermoCql.SUM, row.getLong(ThermoCql.SUM));
        sink.value(ThermoCql.AVG, row.getDouble(ThermoCql.AVG));
    }

    private static long nanos(Instant time) {
        return time.getEpochSecond() * 1_000_000_000L + time.getNano();
    }
}
