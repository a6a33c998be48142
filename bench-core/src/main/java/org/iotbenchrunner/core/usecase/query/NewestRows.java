package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * lastpoint, last-loc, low-fuel and high-load: the newest row read of each host or truck (of equal times, the
 * later in load order, as a database that overwrites), in the answer with its values when it meets the type's
 * condition. Only one row per device is kept.
 */
final class NewestRows implements AnswerAccumulator {
    private final RowFilter filter;
    private final List<String> fields;
    private final Predicate<UseCaseRow> condition;
    private final Map<String, UseCaseRow> newest = new HashMap<>();

    private NewestRows(RowFilter filter, List<String> fields, Predicate<UseCaseRow> condition) {
        this.filter = filter;
        this.fields = fields;
        this.condition = condition;
    }

    static NewestRows lastpoint(UseCaseQuery query) {
        return new NewestRows(RowFilter.of(query, "cpu", "hostname"), query.metrics(), row -> true);
    }

    static NewestRows lastLoc(UseCaseQuery query) {
        return new NewestRows(RowFilter.of(query, "readings", "name", "fleet"), List.of("latitude", "longitude"),
                row -> true);
    }

    static NewestRows lowFuel(UseCaseQuery query) {
        return new NewestRows(RowFilter.of(query, "diagnostics", "name", "fleet"), List.of("fuel_state"),
                NewestRows::fuelIsLow);
    }

    static NewestRows highLoad(UseCaseQuery query) {
        return new NewestRows(RowFilter.of(query, "diagnostics", "name", "fleet", "load_capacity"),
                List.of("current_load"), NewestRows::loadIsHigh);
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        if (tags != null) {
            newest.merge(tags.get(0), row, (old, now) -> now.timestampNanos() >= old.timestampNanos() ? now : old);
        }
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        newest.forEach((device, row) -> {
            Map<String, Object> values = RowFilter.values(row, fields);
            if (condition.test(row) && !values.isEmpty()) {
                rows.add(new UseCaseAnswer.Row(device, row.timestampNanos(), Map.of(), values));
            }
        });
        rows.sort(AnswerOrder.DEVICE_FIRST);
        return new UseCaseAnswer(rows);
    }

    private static boolean fuelIsLow(UseCaseRow row) {
        Double fuel = RowFilter.number(row, "fuel_state");
        return fuel != null && fuel < UseCaseQuery.LOW_FUEL_STATE;
    }

    private static boolean loadIsHigh(UseCaseRow row) {
        Double load = RowFilter.number(row, "current_load");
        Double capacity = RowFilter.numericTag(RowFilter.tag(row, "load_capacity"));
        return load != null && capacity != null && load / capacity > UseCaseQuery.HIGH_LOAD_SHARE;
    }
}
