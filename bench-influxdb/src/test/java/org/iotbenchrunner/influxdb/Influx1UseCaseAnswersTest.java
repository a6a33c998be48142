package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.influxdb.InfluxResults.result;
import static org.iotbenchrunner.influxdb.InfluxResults.row;
import static org.iotbenchrunner.influxdb.InfluxResults.series;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.influxdb.InfluxQlUseCase.Reading;
import org.junit.jupiter.api.Test;

/** The reader of use-case answers, fed canned InfluxQL series, into a collecting and a counting sink. */
class Influx1UseCaseAnswersTest {
    private static final long T = 1451606400_000000000L;

    @Test
    void rowsTakeTheirDeviceFromTheSeriesTagAndTheirTimeFromTheTimeColumn() {
        QueryResult result = result(series(Map.of("hostname", "host_1"), List.of("time", "usage_user", "usage_idle"),
                row("2016-01-01T00:00:00Z", 95.5, null), row("2016-01-01T00:00:10.000000001Z", 91.0, 3.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", "hostname", List.of(), true, Reading.VALUES);
        assertThat(rows(result, statement)).containsExactly(
                new UseCaseAnswer.Row("host_1", T, Map.of(), Map.of("usage_user", 95.5)),
                new UseCaseAnswer.Row("host_1", T + 10_000_000_001L, Map.of(),
                        Map.of("usage_user", 91.0, "usage_idle", 3.0)));
        assertThat(points(result, statement)).isEqualTo(3);
    }

    @Test
    void labelsComeFromTheSeriesTagsAndCountsAreIntegers() {
        QueryResult result = result(series(Map.of("model", "H-2"), List.of("time", "breakdowns"),
                row("1970-01-01T00:00:00Z", 24.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", null, List.of("model"), false, Reading.COUNTS);
        assertThat(rows(result, statement)).containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                Map.of("model", "H-2"), Map.of("breakdowns", 24L)));
    }

    @Test
    void namesOnlyRowsCarryNoValueAndNoPoint() {
        QueryResult result = result(series(Map.of("name", "truck_7"), List.of("time", "driving"),
                row("1970-01-01T00:00:00Z", 30.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", "name", List.of(), false, Reading.NAMES);
        assertThat(rows(result, statement)).containsExactly(
                new UseCaseAnswer.Row("truck_7", QueryAnswer.NO_TIME, Map.of(), Map.of()));
        assertThat(points(result, statement)).isZero();
    }

    @Test
    void highLoadKeepsTheTrucksAboveTheShareOfTheirLoadCapacity() {
        QueryResult result = result(
                series(Map.of("name", "truck_1", "load_capacity", "2000"), List.of("time", "current_load"),
                        row("2016-01-01T00:00:00Z", 1900.0)),
                series(Map.of("name", "truck_2", "load_capacity", "2000"), List.of("time", "current_load"),
                        row("2016-01-01T00:00:00Z", 1800.0)),
                series(Map.of("name", "truck_3", "load_capacity", "heavy"), List.of("time", "current_load"),
                        row("2016-01-01T00:00:00Z", 1900.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", "name", List.of(), true, Reading.HIGH_LOAD);
        assertThat(rows(result, statement)).containsExactly(
                new UseCaseAnswer.Row("truck_1", T, Map.of(), Map.of("current_load", 1900.0)));
        assertThat(points(result, statement)).isEqualTo(1);
    }

    @Test
    void fleetFuelWeighsEachNominalConsumptionByItsRows() {
        List<String> columns = List.of("time", "fuel", "fuel_rows", "rows");
        QueryResult result = result(
                series(Map.of("fleet", "East", "nominal_fuel_consumption", "15"), columns,
                        row("1970-01-01T00:00:00Z", 30.0, 2.0, 3.0)),
                series(Map.of("fleet", "East", "nominal_fuel_consumption", "12"), columns,
                        row("1970-01-01T00:00:00Z", 10.0, 2.0, 1.0)),
                series(Map.of("fleet", "West", "nominal_fuel_consumption", "19"), columns,
                        row("1970-01-01T00:00:00Z", null, 0.0, 2.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", null, List.of("fleet"), false, Reading.FLEET_FUEL);
        assertThat(rows(result, statement)).containsExactly(
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of("fleet", "East"),
                        Map.of("avg_fuel_consumption", 10.0, "projected_fuel_consumption", 14.25)),
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of("fleet", "West"),
                        Map.of("projected_fuel_consumption", 19.0)));
    }

    @Test
    void avgLoadIsTheMeanLoadOverTheGroupsLoadCapacity() {
        QueryResult result = result(series(Map.of("fleet", "East", "model", "H-2", "load_capacity", "1500"),
                List.of("time", "load"), row("1970-01-01T00:00:00Z", 750.0)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", null, List.of("fleet", "model", "load_capacity"),
                false, Reading.LOAD_RATIO);
        assertThat(rows(result, statement)).containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                Map.of("fleet", "East", "model", "H-2", "load_capacity", "1500"), Map.of("avg_load_ratio", 0.5)));
    }

    @Test
    void anEmptyAnswerHasNoRows() {
        QueryResult.Result empty = new QueryResult.Result();
        QueryResult result = new QueryResult();
        result.setResults(List.of(empty));
        assertThat(rows(result, new InfluxQlUseCase("", null, List.of("fleet"), false, Reading.FLEET_FUEL)))
                .isEmpty();
    }

    @Test
    void integerColumnsAreIntegersAndOnlyThoseAJsonDoubleHoldsExactly() {
        QueryResult result = result(series(Map.of("devname", "dev_7", "devid", "7", "devgroup", "7"),
                List.of("time", "temperature", "humidity"), row("2016-01-01T00:00:00Z", 57.0, 41.5)));
        InfluxQlUseCase statement = new InfluxQlUseCase("", "devname", List.of("devid", "devgroup"), true,
                Reading.VALUES, Set.of("temperature"));
        assertThat(rows(result, statement)).containsExactly(new UseCaseAnswer.Row("dev_7", T,
                Map.of("devid", "7", "devgroup", "7"), Map.of("temperature", 57L, "humidity", 41.5)));
        QueryResult huge = result(series(List.of("time", "sum_temperature"),
                row("1970-01-01T00:00:00Z", 0x1p53 + 2)));
        assertThatThrownBy(() -> rows(huge, new InfluxQlUseCase("", null, List.of(), false, Reading.ONE_ROW,
                Set.of("sum_temperature")))).isInstanceOf(ArithmeticException.class)
                .hasMessage("sum_temperature = 9.007199254740994E15 is not an integer a JSON double holds exactly "
                        + "(up to 2^53)");
    }

    @Test
    void aCountOverNoRowIsARowOfZeroAndTheOtherAggregatesNoRow() {
        QueryResult result = new QueryResult();
        result.setResults(List.of(new QueryResult.Result()));
        assertThat(rows(result, new InfluxQlUseCase("", null, List.of(), false, Reading.ONE_ROW, Set.of("count"))))
                .containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(), Map.of("count", 0L)));
        assertThat(rows(result, new InfluxQlUseCase("", null, List.of(), false, Reading.ONE_ROW, Set.of())))
                .isEmpty();
        QueryResult one = result(series(List.of("time", "count"), row("1970-01-01T00:00:00Z", 12.0)));
        assertThat(rows(one, new InfluxQlUseCase("", null, List.of(), false, Reading.ONE_ROW, Set.of("count"))))
                .containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(), Map.of("count", 12L)));
    }

    private static List<UseCaseAnswer.Row> rows(QueryResult result, InfluxQlUseCase statement) {
        UseCaseAnswerRows answer = new UseCaseAnswerRows();
        Influx1UseCaseAnswers.read(result, statement, answer);
        return answer.answer().rows();
    }

    private static long points(QueryResult result, InfluxQlUseCase statement) {
        PointCount count = new PointCount();
        Influx1UseCaseAnswers.read(result, statement, count);
        return count.points();
    }
}
