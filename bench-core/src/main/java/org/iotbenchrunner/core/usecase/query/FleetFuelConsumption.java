package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * avg-vs-projected-fuel-consumption: per fleet, over the readings with a velocity above
 * {@link UseCaseQuery#DRIVING_VELOCITY}, the mean fuel_consumption (of the rows that have one) and the mean of
 * their trucks' nominal_fuel_consumption tag (of all of them).
 */
final class FleetFuelConsumption implements AnswerAccumulator {
    private final RowFilter filter;
    private final Map<String, Mean[]> fleets = new TreeMap<>();

    FleetFuelConsumption(UseCaseQuery query) {
        this.filter = RowFilter.of(query, "readings", "name", "fleet", "nominal_fuel_consumption");
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        Double velocity = tags == null ? null : RowFilter.number(row, "velocity");
        Double nominal = tags == null ? null : RowFilter.numericTag(tags.get(2));
        if (velocity == null || velocity <= UseCaseQuery.DRIVING_VELOCITY || nominal == null) {
            return;
        }
        Mean[] means = fleets.computeIfAbsent(tags.get(1), f -> new Mean[] {new Mean(), new Mean()});
        Double fuel = RowFilter.number(row, "fuel_consumption");
        if (fuel != null) {
            means[0].add(fuel);
        }
        means[1].add(nominal);
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        fleets.forEach((fleet, means) -> {
            Map<String, Object> values = new LinkedHashMap<>();
            if (means[0].value() != null) {
                values.put("avg_fuel_consumption", means[0].value());
            }
            values.put("projected_fuel_consumption", means[1].value());
            rows.add(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("fleet", fleet),
                    values));
        });
        return new UseCaseAnswer(rows);
    }
}
