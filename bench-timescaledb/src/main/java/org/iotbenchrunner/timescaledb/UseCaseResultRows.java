package org.iotbenchrunner.timescaledb;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.ThermoDevices;

/**
 * The one reader of a use-case query's rows ({@link TimescaleUseCaseQueries}), by column name: {@code device}, a
 * {@code timestamptz} {@code time} in epoch nanoseconds, the labels ({@link #LABELS}: as text, an integer
 * tag's digits too), and every other column a value under its name, passed on when not NULL as the driver
 * converts it (Double, Long, BigDecimal for PostgreSQL's numeric averages).
 */
final class UseCaseResultRows {
    static final Set<String> LABELS = Set.of("fleet", "model", "load_capacity", ThermoDevices.DEVID,
            ThermoDevices.DEVGROUP);

    private UseCaseResultRows() {
    }

    static void read(ResultSet rows, RowSink sink) throws SQLException {
        ResultSetMetaData meta = rows.getMetaData();
        int device = 0;
        int time = 0;
        List<Integer> labels = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        String[] names = new String[meta.getColumnCount() + 1];
        for (int i = 1; i < names.length; i++) {
            String name = meta.getColumnLabel(i);
            names[i] = name;
            if (name.equals("device")) {
                device = i;
            } else if (name.equals("time")) {
                time = i;
            } else {
                (LABELS.contains(name) ? labels : values).add(i);
            }
        }
        while (rows.next()) {
            sink.row(device == 0 ? null : rows.getString(device), time == 0 ? QueryAnswer.NO_TIME : nanos(rows, time));
            for (int i : labels) {
                String label = rows.getString(i);
                if (label != null) {
                    sink.label(names[i], label);
                }
            }
            for (int i : values) {
                Object value = rows.getObject(i);
                if (value != null) {
                    sink.value(names[i], value);
                }
            }
        }
    }

    private static long nanos(ResultSet rows, int column) throws SQLException {
        OffsetDateTime time = rows.getObject(column, OffsetDateTime.class);
        return time.toEpochSecond() * 1_000_000_000L + time.getNano();
    }
}
