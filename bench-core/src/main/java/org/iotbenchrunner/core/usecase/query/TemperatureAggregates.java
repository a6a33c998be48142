package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * q2-q4 over the rows of the groups {@code devgroup < N}: one aggregate of them all (q2: one row; count is 0 over no
 * row, the others are no row), or count, sum and avg of temperature per device group (q3: label devgroup) or per
 * epoch-aligned minute (q4: time = the minute). Holds one {@link TemperatureStats} per key.
 */
final class TemperatureAggregates implements AnswerAccumulator {
    private static final long MINUTE = 60_000_000_000L;
    private static final long WHOLE = 0;

    private final ThermoFilter filter;
    private final ThermoAggregate aggregate;
    private final Shape shape;
    private final Map<Long, TemperatureStats> stats = new TreeMap<>();

    private enum Shape { ONE, PER_GROUP, PER_MINUTE }

    private TemperatureAggregates(UseCaseQuery query, ThermoAggregate aggregate, Shape shape) {
        this.filter = ThermoFilter.of(query);
        this.aggregate = aggregate;
        this.shape = shape;
    }

    static TemperatureAggregates of(UseCaseQuery query, ThermoAggregate aggregate) {
        return new TemperatureAggregates(query, aggregate, Shape.ONE);
    }

    static TemperatureAggregates perGroup(UseCaseQuery query) {
        return new TemperatureAggregates(query, null, Shape.PER_GROUP);
    }

    static TemperatureAggregates perMinute(UseCaseQuery query) {
        return new TemperatureAggregates(query, null, Shape.PER_MINUTE);
    }

    @Override
    public void accept(UseCaseRow row) {
        Integer group = filter.read(row);
        if (group != null) {
            long key = switch (shape) {
                case ONE -> WHOLE;
                case PER_GROUP -> group;
                case PER_MINUTE -> RowFilter.bucket(row.timestampNanos(), MINUTE);
            };
            stats.computeIfAbsent(key, k -> new TemperatureStats()).add(ThermoFilter.temperature(row));
        }
    }

    @Override
    public UseCaseAnswer answer() {
        if (shape == Shape.ONE) {
            Object value = stats.getOrDefault(WHOLE, new TemperatureStats()).value(aggregate);
            return new UseCaseAnswer(value == null ? List.of() : List.of(new UseCaseAnswer.Row(null,
                    QueryAnswer.NO_TIME, Map.of(), Map.of(aggregate.valueName(), value))));
        }
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        stats.forEach((key, groupStats) -> {
            Map<String, Object> values = groupStats.countSumAvg();
            if (!values.isEmpty()) {
                rows.add(shape == Shape.PER_GROUP
                        ? new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                                UseCaseAnswer.labels(ThermoDevices.DEVGROUP, Long.toString(key)), values)
                        : new UseCaseAnswer.Row(null, key, Map.of(), values));
            }
        });
        return new UseCaseAnswer(rows);
    }
}
