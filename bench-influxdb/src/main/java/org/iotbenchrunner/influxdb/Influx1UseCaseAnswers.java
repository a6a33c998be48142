package org.iotbenchrunner.influxdb;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;

/**
 * The one reader of a use-case query's InfluxQL answer, for both sinks: per series its tags (the device and labels
 * the statement names), per row its {@code time} (RFC 3339 text, read only where the answer has times) and its other
 * columns, as the statement's {@link InfluxQlUseCase.Reading} says. Numbers arrive as JSON doubles.
 */
final class Influx1UseCaseAnswers {
    /** 2^53: every integer up to it is a double of its own. */
    private static final double EXACT_DOUBLE_INTEGERS = 0x1p53;

    private Influx1UseCaseAnswers() {
    }

    static void read(QueryResult result, InfluxQlUseCase statement, RowSink sink) {
        Map<String, double[]> fleets = new TreeMap<>();
        boolean anyRow = false;
        for (QueryResult.Result answer : result.getResults()) {
            if (answer.getSeries() == null) {
                continue;
            }
            for (QueryResult.Series series : answer.getSeries()) {
                if (series.getValues() != null) {
                    read(series, statement, sink, fleets);
                    anyRow |= !series.getValues().isEmpty();
                }
            }
        }
        fleets.forEach((fleet, sums) -> fleetFuel(fleet, sums, sink));
        if (statement.reading() == InfluxQlUseCase.Reading.ONE_ROW && !anyRow) {
            aggregateOfNothing(statement, sink);
        }
    }

    /** A count over no row is a row of 0; other aggregates of nothing are no row. */
    private static void aggregateOfNothing(InfluxQlUseCase statement, RowSink sink) {
        String count = ThermoAggregate.COUNT.valueName();
        if (statement.integers().contains(count)) {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.value(count, 0L);
        }
    }

    private static void read(QueryResult.Series series, InfluxQlUseCase statement, RowSink sink,
            Map<String, double[]> fleets) {
        Map<String, String> tags = series.getTags() == null ? Map.of() : series.getTags();
        List<String> columns = series.getColumns();
        // the measured path keeps no labels, so it parses no times
        int timeColumn = statement.timed() && sink.labelled() ? columns.indexOf("time") : -1;
        for (List<Object> row : series.getValues()) {
            switch (statement.reading()) {
                case FLEET_FUEL -> addFleetFuel(tags, columns, row, fleets);
                case HIGH_LOAD -> highLoad(tags, columns, row, time(row, timeColumn), statement, sink);
                case LOAD_RATIO -> loadRatio(tags, columns, row, statement, sink);
                default -> {
                    start(tags, time(row, timeColumn), statement, sink);
                    values(columns, row, statement, sink);
                }
            }
        }
    }

    private static void start(Map<String, String> tags, long time, InfluxQlUseCase statement, RowSink sink) {
        sink.row(statement.device() == null ? null : tags.get(statement.device()), time);
        for (String label : statement.labels()) {
            sink.label(label, tags.get(label));
        }
    }

    private static void values(List<String> columns, List<Object> row, InfluxQlUseCase statement, RowSink sink) {
        if (statement.reading() == InfluxQlUseCase.Reading.NAMES) {
            return;
        }
        for (int c = 0; c < columns.size(); c++) {
            Object value = row.get(c);
            String column = columns.get(c);
            if (value == null || column.equals("time")) {
                continue;
            }
            if (statement.reading() == InfluxQlUseCase.Reading.COUNTS || statement.integers().contains(column)) {
                sink.value(column, integer(column, (Number) value));
            } else {
                sink.value(column, value);
            }
        }
    }

    /**
     * An integer column's value, which InfluxDB's JSON carries as a double: exact up to 2^53, beyond which the
     * double may be a neighbour of the integer, so the answer fails rather than be a near one.
     */
    static long integer(String column, Number value) {
        double number = value.doubleValue();
        if (Math.abs(number) > EXACT_DOUBLE_INTEGERS || number != Math.rint(number)) {
            throw new ArithmeticException(column + " = " + value + " is not an integer a JSON double holds exactly "
                    + "(up to 2^53)");
        }
        return (long) number;
    }

    /** The truck's newest current_load, when above {@link UseCaseQuery#HIGH_LOAD_SHARE} of its load_capacity. */
    private static void highLoad(Map<String, String> tags, List<String> columns, List<Object> row, long time,
            InfluxQlUseCase statement, RowSink sink) {
        Object load = row.get(columns.indexOf("current_load"));
        Double capacity = number(tags.get("load_capacity"));
        if (load != null && capacity != null && ((Number) load).doubleValue() / capacity
                > UseCaseQuery.HIGH_LOAD_SHARE) {
            start(tags, time, statement, sink);
            sink.value("current_load", load);
        }
    }

    /** The group's mean load over its load_capacity. */
    private static void loadRatio(Map<String, String> tags, List<String> columns, List<Object> row,
            InfluxQlUseCase statement, RowSink sink) {
        Object load = row.get(columns.indexOf("load"));
        Double capacity = number(tags.get("load_capacity"));
        if (load != null && capacity != null) {
            start(tags, QueryAnswer.NO_TIME, statement, sink);
            sink.value("avg_load_ratio", ((Number) load).doubleValue() / capacity);
        }
    }

    /** Per fleet: the sum and count of fuel_consumption, the rows, and the rows times their nominal consumption. */
    private static void addFleetFuel(Map<String, String> tags, List<String> columns, List<Object> row,
            Map<String, double[]> fleets) {
        Double nominal = number(tags.get("nominal_fuel_consumption"));
        if (nominal == null) {
            return;
        }
        double[] sums = fleets.computeIfAbsent(tags.get("fleet"), f -> new double[4]);
        double rows = number(row, columns, "rows");
        sums[0] += number(row, columns, "fuel");
        sums[1] += number(row, columns, "fuel_rows");
        sums[2] += rows;
        sums[3] += rows * nominal;
    }

    private static void fleetFuel(String fleet, double[] sums, RowSink sink) {
        sink.row(null, QueryAnswer.NO_TIME);
        sink.label("fleet", fleet);
        if (sums[1] > 0) {
            sink.value("avg_fuel_consumption", sums[0] / sums[1]);
        }
        sink.value("projected_fuel_consumption", sums[3] / sums[2]);
    }

    /** A column's number; 0 where it is null (a sum or count over no value). */
    private static double number(List<Object> row, List<String> columns, String column) {
        Object value = row.get(columns.indexOf(column));
        return value == null ? 0 : ((Number) value).doubleValue();
    }

    /** A tag holding a number (load_capacity, nominal_fuel_consumption); null when it holds none. */
    private static Double number(String tag) {
        try {
            return Double.valueOf(tag);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static long time(List<Object> row, int timeColumn) {
        return timeColumn < 0 ? QueryAnswer.NO_TIME : nanos(Instant.parse(String.valueOf(row.get(timeColumn))));
    }

    private static long nanos(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
    }
}
