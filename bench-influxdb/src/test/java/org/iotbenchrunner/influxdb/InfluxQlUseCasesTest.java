package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.influxdb.InfluxQlUseCase.Reading;
import org.junit.jupiter.api.Test;

class InfluxQlUseCasesTest {
    static final Instant START = Instant.parse("2016-01-01T00:00:05Z");
    /** A GROUP BY time without an upper bound stops at now(); every level over all rows has this one. */
    static final String LAST_DAY = "time < 9223286400000000000";
    static final String WINDOW = " AND time >= 1451606405000000000 AND time < 1451649605000000000";

    /** A query of {@code type}; a thermo type's reads the groups below 10 (q1: group 10) and nothing else. */
    static UseCaseQuery query(UseCaseQueryType type, List<String> hosts, int metrics, String fleet, Duration window) {
        if (type.thermo()) {
            return UseCaseQuery.thermo(type, 10);
        }
        return new UseCaseQuery(type, hosts, UseCaseQuery.CPU_METRICS.subList(0, metrics), fleet,
                window == null ? null : START, window == null ? null : START.plus(window));
    }

    @Test
    void singleGroupByTakesTheMaxOfTheHostsTogetherPerMinuteWithoutEmptyBuckets() {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query(UseCaseQueryType.SINGLE_GROUPBY_5_8_1,
                List.of("host_3", "host_0"), 2, null, Duration.ofHours(12)));
        assertThat(statement.text()).isEqualTo("SELECT max(\"usage_user\") AS \"max_usage_user\", "
                + "max(\"usage_system\") AS \"max_usage_system\" FROM \"cpu\" WHERE (\"hostname\" = 'host_3' OR "
                + "\"hostname\" = 'host_0')" + WINDOW + " GROUP BY time(1m) fill(none)");
        assertThat(statement).extracting(InfluxQlUseCase::device, InfluxQlUseCase::timed,
                InfluxQlUseCase::reading).containsExactly(null, true, Reading.VALUES);
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.CPU_MAX_ALL_1, List.of("host_1"), 1, null,
                Duration.ofHours(12))).text()).contains("GROUP BY time(1h) fill(none)");
    }

    @Test
    void doubleGroupByIsPerHourAndHostOfRowsWithAHostname() {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query(UseCaseQueryType.DOUBLE_GROUPBY_1, List.of(), 1, null,
                Duration.ofHours(12)));
        assertThat(statement.text()).isEqualTo("SELECT mean(\"usage_user\") AS \"mean_usage_user\" FROM \"cpu\" "
                + "WHERE \"hostname\" != ''" + WINDOW + " GROUP BY time(1h), \"hostname\" fill(none)");
        assertThat(statement.device()).isEqualTo("hostname");
    }

    @Test
    void highCpuReturnsTheRowsPerHost() {
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.HIGH_CPU_1, List.of("host_2"), 2, null,
                Duration.ofHours(12))).text()).isEqualTo("SELECT \"usage_user\", \"usage_system\" FROM \"cpu\" "
                + "WHERE (\"hostname\" = 'host_2') AND \"usage_user\" > 90.0" + WINDOW + " GROUP BY \"hostname\"");
    }

    @Test
    void lastpointIsEachHostsNewestRow() {
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.LASTPOINT, List.of(), 10, null, null)).text())
                .startsWith("SELECT \"usage_user\", \"usage_system\", ")
                .endsWith(" FROM \"cpu\" WHERE \"hostname\" != '' GROUP BY \"hostname\" ORDER BY time DESC LIMIT 1");
    }

    @Test
    void groupByOrderByLimitTakesTheLatestMinutes() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), List.of("usage_user"),
                null, null, START);
        assertThat(InfluxQlUseCases.of(q).text()).isEqualTo("SELECT max(\"usage_user\") AS \"max_usage_user\" FROM "
                + "\"cpu\" WHERE \"hostname\" != '' AND time < 1451606405000000000 GROUP BY time(1m) fill(none) "
                + "ORDER BY time DESC LIMIT 5");
    }

    @Test
    void aTrucksNewestRowIsFoundOverAllItsFieldsThenFiltered() {
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.LOW_FUEL, List.of(), 0, "East", null)).text())
                .isEqualTo("SELECT \"fuel_state\" FROM (SELECT \"fuel_state\", \"current_load\", \"status\" FROM "
                        + "\"diagnostics\" WHERE \"name\" != '' AND \"fleet\" = 'East' GROUP BY \"name\" ORDER BY "
                        + "time DESC LIMIT 1) WHERE \"fuel_state\" < 0.1 GROUP BY \"name\" ORDER BY time DESC");
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.LAST_LOC, List.of(), 0, "West", null)).text())
                .startsWith("SELECT \"latitude\", \"longitude\" FROM (SELECT \"latitude\", \"longitude\", "
                        + "\"elevation\", \"velocity\", ");
        InfluxQlUseCase highLoad = InfluxQlUseCases.of(query(UseCaseQueryType.HIGH_LOAD, List.of(), 0, "East",
                null));
        assertThat(highLoad.text()).contains("AND \"load_capacity\" != '' GROUP BY \"name\", \"load_capacity\"");
        assertThat(highLoad.reading()).isEqualTo(Reading.HIGH_LOAD);
    }

    @Test
    void longSessionsCountDrivingTenMinuteBucketsPerTruck() {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query(UseCaseQueryType.LONG_DRIVING_SESSIONS, List.of(), 0,
                "North", Duration.ofHours(12)));
        assertThat(statement.text()).isEqualTo("SELECT \"driving\" FROM (SELECT count(\"mean_velocity\") AS "
                + "\"driving\" FROM (SELECT mean(\"velocity\") AS \"mean_velocity\" FROM \"readings\" WHERE \"name\" "
                + "!= '' AND \"fleet\" = 'North'" + WINDOW + " GROUP BY time(10m), \"name\" fill(none)) WHERE "
                + "\"mean_velocity\" > 1.0 GROUP BY \"name\") WHERE \"driving\" > 22 GROUP BY \"name\"");
        assertThat(statement.reading()).isEqualTo(Reading.NAMES);
        assertThat(statement.timed()).isFalse();
    }

    @Test
    void breakdownsAreChangesOfEachTrucksBucketsToMostlyNonZeroStatuses() {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query(UseCaseQueryType.BREAKDOWN_FREQUENCY, List.of(), 0,
                null, null));
        String beyondLong = "10000000000000000000.0";
        assertThat(statement.text()).isEqualTo("SELECT count(\"change\") AS \"breakdowns\" FROM (SELECT "
                + "difference(\"broken\") AS \"change\" FROM (SELECT ceil((2 * sum(\"non_zero\") - count(\"non_zero\")"
                + " + 1) / " + beyondLong + ") AS \"broken\" FROM (SELECT ceil(abs(\"status\") / " + beyondLong
                + ") AS \"non_zero\" FROM \"diagnostics\" WHERE \"name\" != '' AND \"model\" != '' AND " + LAST_DAY
                + ") WHERE " + LAST_DAY + " GROUP BY time(10m), \"name\", \"model\" fill(none)) GROUP BY \"name\", "
                + "\"model\") WHERE \"change\" > 0 GROUP BY \"model\"");
        assertThat(statement.labels()).containsExactly("model");
        assertThat(statement.reading()).isEqualTo(Reading.COUNTS);
        assertThat(UseCaseQuery.BROKEN_DOWN_SHARE).as("the statement's whole-number test is for a half").isEqualTo(0.5);
    }

    @Test
    void dailyActivityCountsActiveBucketsPerDayFleetAndModel() {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query(UseCaseQueryType.DAILY_ACTIVITY, List.of(), 0, null,
                null));
        assertThat(statement.text()).startsWith("SELECT count(\"excess_status\") / 144 AS \"daily_activity\" FROM "
                + "(SELECT sum(\"status\") - 1.0 * count(\"status\") AS \"excess_status\" FROM ")
                .contains("AND \"model\" != '' AND " + LAST_DAY + " GROUP BY time(10m), ")
                .endsWith("WHERE \"excess_status\" < 0 AND " + LAST_DAY
                        + " GROUP BY time(1d), \"fleet\", \"model\" fill(none)");
        assertThat(statement.labels()).containsExactly("fleet", "model");
        assertThat(statement.timed()).isTrue();
    }

    @Test
    void theTypesOverAllRowsReachTheLastDayInfluxDbHolds() {
        assertThat(InfluxQlUseCases.TO_THE_LAST_DAY).isEqualTo(LAST_DAY);
        assertThat(Instant.ofEpochSecond(9223286400L)).isEqualTo("2262-04-11T00:00:00Z");
        assertThat(InfluxQlUseCases.of(query(UseCaseQueryType.AVG_DAILY_DRIVING_DURATION, List.of(), 0, null, null))
                .text()).isEqualTo("SELECT mean(\"driving\") / 6 AS \"avg_daily_hours\" FROM (SELECT "
                        + "count(\"mean_velocity\") AS \"driving\" FROM (SELECT mean(\"velocity\") AS "
                        + "\"mean_velocity\" FROM \"readings\" WHERE \"name\" != '' AND " + LAST_DAY + " GROUP BY "
                        + "time(10m), \"name\" fill(none)) WHERE \"mean_velocity\" > 1.0 AND " + LAST_DAY + " GROUP BY "
                        + "time(1d), \"name\" fill(none)) GROUP BY \"name\"");
    }

    @Test
    void everyTypeButTheDrivingSessionsHasAStatement() {
        for (UseCaseQueryType type : UseCaseQueryType.values()) {
            UseCaseQuery q = query(type, type.iot() ? List.of() : List.of("host_0"), type.iot() ? 0 : 1,
                    "East", Duration.ofHours(4));
            if (type == UseCaseQueryType.AVG_DAILY_DRIVING_SESSION) {
                assertThatThrownBy(() -> InfluxQlUseCases.of(q)).isInstanceOf(UnsupportedOperationException.class)
                        .hasMessageContaining("day they start");
            } else {
                assertThat(InfluxQlUseCases.of(q).text()).as(type.id()).startsWith("SELECT ");
            }
        }
        assertThat(new Influx1Binding().useCases().orElseThrow().unsupportedQueries()).containsOnlyKeys(
                UseCaseQueryType.AVG_DAILY_DRIVING_SESSION);
    }

    @Test
    void bucketWidthsAndNumbersAreInfluxQlLiterals() {
        assertThat(InfluxQlUseCases.duration(Duration.ofDays(1))).isEqualTo("1d");
        assertThat(InfluxQlUseCases.duration(Duration.ofHours(1))).isEqualTo("1h");
        assertThat(InfluxQlUseCases.duration(Duration.ofMinutes(10))).isEqualTo("10m");
        assertThat(InfluxQlUseCases.duration(Duration.ofSeconds(90))).isEqualTo("90s");
        assertThat(InfluxQlUseCases.duration(Duration.ofNanos(1500))).isEqualTo("1500ns");
        assertThat(InfluxQlUseCases.number(0.9)).isEqualTo("0.9");
        assertThat(InfluxQlUseCases.number(90)).isEqualTo("90.0");
    }
}
