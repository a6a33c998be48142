package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.influxdb.InfluxQlUseCasesTest.query;

import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

class FluxUseCasesTest {
    private static final String FROM = "from(bucket: \"b\") |> ";
    private static final String WINDOW = "range(start: time(v: 1451606405000000000), stop: time(v: "
            + "1451649605000000000))";
    private static final String ALL_TIME = "range(start: 1677-09-21T00:12:43.145224194Z, stop: "
            + "2262-04-11T23:47:16.854775806Z)";

    private final FluxUseCases flux = new FluxUseCases("b");

    @Test
    void singleGroupByTakesTheMaxOfTheHostsTogetherPerAlignedMinute() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.SINGLE_GROUPBY_1_8_1, List.of("host_3", "host_0"), 1,
                null, Duration.ofHours(12)));
        assertThat(statement.script()).isEqualTo("import \"date\"\n" + FROM + WINDOW + " |> filter(fn: (r) => "
                + "r._measurement == \"cpu\" and (r.hostname == \"host_3\" or r.hostname == \"host_0\") and "
                + "(r._field == \"usage_user\")) |> group(columns: [\"_field\"]) |> aggregateWindow(every: 1m, "
                + "fn: max, createEmpty: false, timeSrc: \"_start\") |> map(fn: (r) => ({_time: date.truncate(t: "
                + "r._time, unit: 1m), _field: \"max_\" + r._field, _value: r._value})) |> group() |> pivot(rowKey: "
                + "[\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")");
        assertThat(statement.device()).isNull();
        assertThat(statement.timed()).isTrue();
        assertThat(statement.values()).containsExactly("max_usage_user");
    }

    @Test
    void doubleGroupByIsPerHourAndHost() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.DOUBLE_GROUPBY_5, List.of(), 5, null,
                Duration.ofHours(12)));
        assertThat(statement.script()).contains("r._measurement == \"cpu\" and exists r.hostname and (r._field == "
                + "\"usage_user\" or ").contains("|> group(columns: [\"hostname\", \"_field\"]) |> aggregateWindow("
                + "every: 1h, fn: mean, ").endsWith("pivot(rowKey: [\"hostname\", \"_time\"], columnKey: "
                + "[\"_field\"], valueColumn: \"_value\")");
        assertThat(statement.device()).isEqualTo("hostname");
        assertThat(statement.values()).hasSize(5).startsWith("mean_usage_user");
    }

    @Test
    void highCpuFiltersRowsPivotedFromTheirFields() {
        assertThat(flux.of(query(UseCaseQueryType.HIGH_CPU_ALL, List.of(), 2, null, Duration.ofHours(12))).script())
                .isEqualTo(FROM + WINDOW + " |> filter(fn: (r) => r._measurement == \"cpu\" and exists r.hostname and "
                        + "(r._field == \"usage_user\" or r._field == \"usage_system\")) |> pivot(rowKey: [\"_time\"], "
                        + "columnKey: [\"_field\"], valueColumn: \"_value\") |> filter(fn: (r) => r.usage_user > 90.0)"
                        + " |> keep(columns: [\"hostname\", \"_time\", \"usage_user\", \"usage_system\"])");
    }

    @Test
    void aTrucksNewestRowIsTheNewestOfItsSeriesLastValuesOverAllTime() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.HIGH_LOAD, List.of(), 0, "East", null));
        assertThat(statement.script()).isEqualTo(FROM + ALL_TIME + " |> filter(fn: (r) => r._measurement == "
                + "\"diagnostics\" and exists r.name and r.fleet == \"East\" and exists r.load_capacity) |> last() "
                + "|> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\") |> group(columns: "
                + "[\"name\"]) |> top(n: 1, columns: [\"_time\"]) |> filter(fn: (r) => r.current_load / float(v: "
                + "r.load_capacity) > 0.9) |> keep(columns: [\"name\", \"_time\", \"current_load\"])");
        assertThat(statement.values()).containsExactly("current_load");
    }

    @Test
    void groupByOrderByLimitKeepsTheLatestMinutes() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), List.of("usage_user"),
                null, null, InfluxQlUseCasesTest.START);
        assertThat(flux.of(q).script()).contains("range(start: 1677-09-21T00:12:43.145224194Z, stop: time(v: "
                + "1451606405000000000))").contains("|> sort(columns: [\"_time\"], desc: true) |> limit(n: 5)");
    }

    @Test
    void drivingSessionsAreMeasuredAtTheirStopAndGroupedByTheDayTheyStart() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.AVG_DAILY_DRIVING_SESSION, List.of(), 0, null,
                null));
        assertThat(statement.script()).startsWith("import \"date\"\n" + FROM + ALL_TIME)
                .contains("driving: if r._value > 5.0 then 1 else 0})) |> sort(columns: [\"_time\"]) |> difference("
                        + "columns: [\"driving\"]) |> filter(fn: (r) => r.driving != 0) |> elapsed(unit: 1ns) |> "
                        + "filter(fn: (r) => r.driving < 0) |> map(fn: (r) => ({name: r.name, _time: date.truncate("
                        + "t: time(v: int(v: r._time) - r.elapsed), unit: 1d), minutes: float(v: r.elapsed) / "
                        + "60000000000.0}))");
        assertThat(statement.device()).isEqualTo("name");
        assertThat(statement.values()).containsExactly("avg_session_minutes");
    }

    @Test
    void fleetFuelLeavesTheMeanOutWhereNoRowHasAFuelConsumption() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.AVG_VS_PROJECTED_FUEL_CONSUMPTION, List.of(), 0, null,
                null));
        assertThat(statement.script()).startsWith("import \"internal/debug\"\n")
                .contains("else debug.null(type: \"float\")")
                .contains("nominal: accumulator.nominal + float(v: r.nominal_fuel_consumption)");
        assertThat(statement.labels()).containsExactly("fleet");
    }

    @Test
    void namesOnlyTypesKeepTheTrucksName() {
        FluxUseCase statement = flux.of(query(UseCaseQueryType.LONG_DAILY_SESSIONS, List.of(), 0, "South",
                Duration.ofHours(24)));
        assertThat(statement.script()).isEqualTo(FROM + "range(start: time(v: 1451606405000000000), stop: time(v: "
                + "1451692805000000000)) |> filter(fn: (r) => r._measurement == \"readings\" and exists r.name and "
                + "r.fleet == \"South\" and r._field == \"velocity\") |> group(columns: [\"name\"]) |> aggregateWindow("
                + "every: 10m, fn: mean, createEmpty: false, timeSrc: \"_start\") |> filter(fn: (r) => r._value > "
                + "1.0) |> count() |> filter(fn: (r) => r._value > 60) |> keep(columns: [\"name\"])");
        assertThat(statement.values()).isEmpty();
        assertThat(statement.timed()).isFalse();
    }

    @Test
    void everyTypeHasAScriptOverTheBucket() {
        for (UseCaseQueryType type : UseCaseQueryType.values()) {
            UseCaseQuery q = query(type, type.iot() ? List.of() : List.of("host_0"), type.iot() ? 0 : 1, "East",
                    Duration.ofHours(4));
            assertThat(flux.of(q).script()).as(type.id()).contains(FROM);
        }
        assertThat(new Influx2Binding().useCases().orElseThrow().unsupportedQueries()).isEmpty();
        assertThat(FluxUseCases.duration(Duration.ofNanos(3000))).isEqualTo("3us");
    }
}
