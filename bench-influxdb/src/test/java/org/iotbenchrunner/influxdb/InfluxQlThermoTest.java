package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.influxdb.InfluxQlUseCase.Reading;
import org.junit.jupiter.api.Test;

class InfluxQlThermoTest {
    private static final String BELOW_3 = " WHERE \"devgroup\" =~ /^(0|1|2)$/";
    private static final String COUNT_SUM_AVG = "SELECT count(\"temperature\") AS \"count_temperature\", "
            + "sum(\"temperature\") AS \"sum_temperature\", mean(\"temperature\") AS \"avg_temperature\" FROM "
            + "\"devices\"";

    private static InfluxQlUseCase of(UseCaseQueryType type, int devgroup) {
        return InfluxQlUseCases.of(UseCaseQuery.thermo(type, devgroup));
    }

    @Test
    void readGroupReadsTheGroupsRowsWithTheDeviceAndItsTagsFromTheSeries() {
        InfluxQlUseCase statement = of(UseCaseQueryType.THERMO_READ_GROUP, 7);
        assertThat(statement.text()).isEqualTo("SELECT \"temperature\", \"humidity\" FROM \"devices\" WHERE "
                + "\"devgroup\" = '7' GROUP BY \"devname\", \"devid\", \"devgroup\"");
        assertThat(statement).extracting(InfluxQlUseCase::device, InfluxQlUseCase::labels, InfluxQlUseCase::timed,
                InfluxQlUseCase::reading, InfluxQlUseCase::integers).containsExactly("devname",
                List.of("devid", "devgroup"), true, Reading.VALUES, Set.of("temperature"));
    }

    @Test
    void theAggregatesReadTheGroupsBelowTheBoundAsTheExactSetOfTheirNames() {
        assertThat(of(UseCaseQueryType.THERMO_COUNT, 3).text()).isEqualTo("SELECT count(\"temperature\") AS "
                + "\"count\" FROM \"devices\"" + BELOW_3);
        assertThat(of(UseCaseQueryType.THERMO_AVG, 3).text()).isEqualTo("SELECT mean(\"temperature\") AS "
                + "\"avg_temperature\" FROM \"devices\"" + BELOW_3);
        assertThat(of(UseCaseQueryType.THERMO_SUM, 1).text()).endsWith(" WHERE \"devgroup\" =~ /^(0)$/");
        assertThat(of(UseCaseQueryType.THERMO_MAX, 3).text()).startsWith("SELECT max(\"temperature\") AS "
                + "\"max_temperature\"");
        assertThat(of(UseCaseQueryType.THERMO_MIN, 3).text()).startsWith("SELECT min(\"temperature\") AS "
                + "\"min_temperature\"");
        assertThat(of(UseCaseQueryType.THERMO_MIN, 3)).extracting(InfluxQlUseCase::device, InfluxQlUseCase::timed,
                InfluxQlUseCase::reading, InfluxQlUseCase::integers).containsExactly(null, false, Reading.ONE_ROW,
                Set.of("min_temperature"));
        assertThat(of(UseCaseQueryType.THERMO_AVG, 3).integers()).isEmpty();
    }

    @Test
    void everyGroupIsTheStudysUnfilteredStatement() {
        assertThat(of(UseCaseQueryType.THERMO_COUNT, 100).text()).isEqualTo("SELECT count(\"temperature\") AS "
                + "\"count\" FROM \"devices\"");
        assertThat(of(UseCaseQueryType.THERMO_COUNT, 99).text()).contains("|97|98)$/");
        assertThat(of(UseCaseQueryType.THERMO_BY_GROUP, 100).text()).isEqualTo(COUNT_SUM_AVG
                + " GROUP BY \"devgroup\"");
    }

    @Test
    void perGroupAndPerMinuteCountSumAndAverageTemperature() {
        InfluxQlUseCase perGroup = of(UseCaseQueryType.THERMO_BY_GROUP, 3);
        assertThat(perGroup.text()).isEqualTo(COUNT_SUM_AVG + BELOW_3 + " GROUP BY \"devgroup\"");
        assertThat(perGroup).extracting(InfluxQlUseCase::device, InfluxQlUseCase::labels, InfluxQlUseCase::timed,
                InfluxQlUseCase::integers).containsExactly(null, List.of("devgroup"), false,
                Set.of("count_temperature", "sum_temperature"));
        InfluxQlUseCase perMinute = of(UseCaseQueryType.THERMO_BY_MINUTE, 3);
        assertThat(perMinute.text()).isEqualTo(COUNT_SUM_AVG + BELOW_3 + " AND " + InfluxQlUseCasesTest.LAST_DAY
                + " GROUP BY time(1m) fill(none)");
        assertThat(of(UseCaseQueryType.THERMO_BY_MINUTE, 100).text()).isEqualTo(COUNT_SUM_AVG + " WHERE "
                + InfluxQlUseCasesTest.LAST_DAY + " GROUP BY time(1m) fill(none)");
        assertThat(perMinute).extracting(InfluxQlUseCase::labels, InfluxQlUseCase::timed)
                .containsExactly(List.of(), true);
    }

    @Test
    void aBoundBelowOneIsRefusedInOneLine() {
        assertThatThrownBy(() -> of(UseCaseQueryType.THERMO_SUM, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("devgroup 0: q2-q4 read the groups below it, so it must be from 1 to 100");
    }
}
