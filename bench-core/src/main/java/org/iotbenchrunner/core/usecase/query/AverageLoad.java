package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * avg-load: per fleet, model and load_capacity, the mean over its trucks of each truck's mean current_load divided
 * by its load_capacity (a share: 0.5 is half loaded).
 */
final class AverageLoad implements AnswerAccumulator {
    private final RowFilter filter;
    /** Per truck: name, fleet, model, load_capacity. */
    private final Map<List<String>, Mean> trucks = new HashMap<>();

    AverageLoad(UseCaseQuery query) {
        this.filter = RowFilter.of(query, "diagnostics", "name", "fleet", "model", "load_capacity");
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        Double load = tags == null ? null : RowFilter.number(row, "current_load");
        if (load != null && RowFilter.numericTag(tags.get(3)) != null) {
            trucks.computeIfAbsent(tags, t -> new Mean()).add(load);
        }
    }

    @Override
    public UseCaseAnswer answer() {
        Map<List<String>, Mean> groups = new HashMap<>();
        trucks.forEach((truck, load) -> groups.computeIfAbsent(truck.subList(1, 4), g -> new Mean())
                .add(load.value() / RowFilter.numericTag(truck.get(3))));
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        groups.forEach((group, share) -> rows.add(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                UseCaseAnswer.labels("fleet", group.get(0), "model", group.get(1), "load_capacity", group.get(2)),
                Map.of("avg_load_ratio", share.value()))));
        rows.sort(AnswerOrder.DEVICE_FIRST);
        return new UseCaseAnswer(rows);
    }
}
