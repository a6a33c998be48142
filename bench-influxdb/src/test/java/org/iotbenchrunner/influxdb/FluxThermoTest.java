package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

class FluxThermoTest {
    private static final String TEMPERATURES = "from(bucket: \"b\") |> range(start: 1677-09-21T00:12:43.145224194Z, "
            + "stop: 2262-04-11T23:47:16.854775806Z) |> filter(fn: (r) => r._measurement == \"devices\" and "
            + "r._field == \"temperature\"";
    private static final String BELOW_3 = TEMPERATURES + " and r.devgroup =~ /^(0|1|2)$/)";

    private final FluxUseCases flux = new FluxUseCases("b");

    private FluxUseCase of(UseCaseQueryType type, int devgroup) {
        return flux.of(UseCaseQuery.thermo(type, devgroup));
    }

    @Test
    void readGroupPivotsTheGroupsSeriesIntoRowsWithTheirTags() {
        FluxUseCase statement = of(UseCaseQueryType.THERMO_READ_GROUP, 7);
        assertThat(statement.script()).isEqualTo("from(bucket: \"b\") |> range(start: "
                + "1677-09-21T00:12:43.145224194Z, stop: 2262-04-11T23:47:16.854775806Z) |> filter(fn: (r) => "
                + "r._measurement == \"devices\" and r.devgroup == \"7\" and (r._field == \"temperature\" or "
                + "r._field == \"humidity\")) |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: "
                + "\"_value\") |> keep(columns: [\"devname\", \"devid\", \"devgroup\", \"_time\", \"temperature\", "
                + "\"humidity\"])");
        assertThat(statement).extracting(FluxUseCase::device, FluxUseCase::labels, FluxUseCase::timed,
                FluxUseCase::values, FluxUseCase::oneRow).containsExactly("devname", List.of("devid", "devgroup"),
                true, List.of("temperature", "humidity"), false);
    }

    @Test
    void theAggregatesCombineEachSeriesOwnAggregateOverTheGroupsBelowTheBound() {
        assertThat(of(UseCaseQueryType.THERMO_COUNT, 3).script()).isEqualTo(BELOW_3
                + " |> count() |> group() |> sum() |> map(fn: (r) => ({count: r._value}))");
        assertThat(of(UseCaseQueryType.THERMO_SUM, 3).script()).isEqualTo(BELOW_3
                + " |> sum() |> group() |> sum() |> map(fn: (r) => ({sum_temperature: r._value}))");
        assertThat(of(UseCaseQueryType.THERMO_MAX, 3).script()).isEqualTo(BELOW_3
                + " |> max() |> group() |> max() |> map(fn: (r) => ({max_temperature: r._value}))");
        assertThat(of(UseCaseQueryType.THERMO_MIN, 100).script()).isEqualTo(TEMPERATURES
                + ") |> min() |> group() |> min() |> map(fn: (r) => ({min_temperature: r._value}))");
        assertThat(of(UseCaseQueryType.THERMO_MIN, 3)).extracting(FluxUseCase::device, FluxUseCase::timed,
                FluxUseCase::values, FluxUseCase::oneRow).containsExactly(null, false, List.of("min_temperature"),
                true);
    }

    @Test
    void theAverageIsTheSumOverTheCount() {
        FluxUseCase statement = of(UseCaseQueryType.THERMO_AVG, 3);
        assertThat(statement.script()).isEqualTo("data = " + BELOW_3 + "\n"
                + "counts = data |> count() |> group() |> sum() |> map(fn: (r) => ({_field: \"count_temperature\", "
                + "_value: r._value}))\n"
                + "sums = data |> sum() |> group() |> sum() |> map(fn: (r) => ({_field: \"sum_temperature\", "
                + "_value: r._value}))\n"
                + "union(tables: [counts, sums]) |> group() |> pivot(rowKey: [], columnKey: [\"_field\"], "
                + "valueColumn: \"_value\") |> map(fn: (r) => ({avg_temperature: float(v: r.sum_temperature) / "
                + "float(v: r.count_temperature)}))");
        assertThat(statement.values()).containsExactly("avg_temperature");
        assertThat(statement.oneRow()).isTrue();
    }

    @Test
    void perGroupCountsAndSumsEachGroup() {
        FluxUseCase statement = of(UseCaseQueryType.THERMO_BY_GROUP, 3);
        assertThat(statement.script()).isEqualTo("data = " + BELOW_3 + "\n"
                + "counts = data |> count() |> group(columns: [\"devgroup\"]) |> sum() |> map(fn: (r) => ({devgroup: "
                + "r.devgroup, _field: \"count_temperature\", _value: r._value}))\n"
                + "sums = data |> sum() |> group(columns: [\"devgroup\"]) |> sum() |> map(fn: (r) => ({devgroup: "
                + "r.devgroup, _field: \"sum_temperature\", _value: r._value}))\n"
                + "union(tables: [counts, sums]) |> group() |> pivot(rowKey: [\"devgroup\"], columnKey: "
                + "[\"_field\"], valueColumn: \"_value\") |> map(fn: (r) => ({r with avg_temperature: float(v: "
                + "r.sum_temperature) / float(v: r.count_temperature)}))");
        assertThat(statement).extracting(FluxUseCase::device, FluxUseCase::labels, FluxUseCase::timed,
                FluxUseCase::values, FluxUseCase::oneRow).containsExactly(null, List.of("devgroup"), false,
                List.of("count_temperature", "sum_temperature", "avg_temperature"), false);
    }

    @Test
    void perMinuteCountsAndSumsEachSeriesMinutesAlignedToTheEpoch() {
        FluxUseCase statement = of(UseCaseQueryType.THERMO_BY_MINUTE, 100);
        assertThat(statement.script()).isEqualTo("import \"date\"\ndata = " + TEMPERATURES + ")\n"
                + "counts = data |> aggregateWindow(every: 1m, fn: count, createEmpty: false, timeSrc: \"_start\") "
                + "|> group(columns: [\"_time\"]) |> sum() |> map(fn: (r) => ({_time: r._time, _field: "
                + "\"count_temperature\", _value: r._value}))\n"
                + "sums = data |> aggregateWindow(every: 1m, fn: sum, createEmpty: false, timeSrc: \"_start\") "
                + "|> group(columns: [\"_time\"]) |> sum() |> map(fn: (r) => ({_time: r._time, _field: "
                + "\"sum_temperature\", _value: r._value}))\n"
                + "union(tables: [counts, sums]) |> group() |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], "
                + "valueColumn: \"_value\") |> map(fn: (r) => ({_time: date.truncate(t: r._time, unit: 1m), "
                + "count_temperature: r.count_temperature, sum_temperature: r.sum_temperature, avg_temperature: "
                + "float(v: r.sum_temperature) / float(v: r.count_temperature)}))");
        assertThat(statement).extracting(FluxUseCase::labels, FluxUseCase::timed).containsExactly(List.of(), true);
    }
}
