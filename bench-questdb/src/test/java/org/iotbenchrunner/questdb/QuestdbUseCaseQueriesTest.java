package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The statements' text: filters, windows, buckets and the column names the reader goes by. */
class QuestdbUseCaseQueriesTest {
    private static final Instant START = Instant.parse("2016-01-01T03:12:05Z");
    private static final Instant END = Instant.parse("2016-01-01T04:12:05Z");
    private static final String WINDOW = " AND time >= '2016-01-01T03:12:05Z' AND time < '2016-01-01T04:12:05Z'";

    @Test
    void singleGroupbySamplesTheMaxPerCalendarMinuteOverTheHostsTogether() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.SINGLE_GROUPBY_5_8_1, List.of("host_3", "host_0"),
                UseCaseQuery.CPU_METRICS.subList(0, 2), null, START, END);
        assertThat(QuestdbUseCaseQueries.sql(q)).isEqualTo("SELECT time, max(usage_user) AS max_usage_user, "
                + "max(usage_system) AS max_usage_system FROM \"cpu\" WHERE hostname IN ('host_3', 'host_0')" + WINDOW
                + " SAMPLE BY 1m ALIGN TO CALENDAR");
    }

    @Test
    void doubleGroupbySamplesTheMeanPerHourAndHost() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.DOUBLE_GROUPBY_1, List.of(), List.of("usage_user"), null,
                START, END);
        assertThat(QuestdbUseCaseQueries.sql(q)).isEqualTo("SELECT time, hostname AS device, avg(usage_user) AS "
                + "mean_usage_user FROM \"cpu\" WHERE hostname IS NOT NULL" + WINDOW + " SAMPLE BY 1h ALIGN TO "
                + "CALENDAR");
    }

    @Test
    void groupbyOrderbyLimitTakesTheLastFiveMinutesThatHaveUsageUser() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), List.of("usage_user"),
                null, null, END);
        assertThat(QuestdbUseCaseQueries.sql(q)).isEqualTo("SELECT time, max(usage_user) AS max_usage_user FROM "
                + "\"cpu\" WHERE hostname IS NOT NULL AND usage_user IS NOT NULL AND time < '2016-01-01T04:12:05Z' "
                + "SAMPLE BY 1m ALIGN TO CALENDAR LIMIT -5");
    }

    @Test
    void newestRowsAreLatestOnTimeAfterTheFilters() {
        UseCaseQuery lastpoint = new UseCaseQuery(UseCaseQueryType.LASTPOINT, List.of(), List.of("usage_user"), null,
                null, null);
        assertThat(QuestdbUseCaseQueries.sql(lastpoint)).isEqualTo("SELECT time, hostname AS device, usage_user "
                + "FROM \"cpu\" WHERE hostname IS NOT NULL LATEST ON time PARTITION BY hostname");
        UseCaseQuery highLoad = new UseCaseQuery(UseCaseQueryType.HIGH_LOAD, List.of(), List.of(), "Nor'th", null,
                null);
        assertThat(QuestdbUseCaseQueries.sql(highLoad)).isEqualTo("SELECT time, device, current_load FROM (SELECT "
                + "time, name AS device, current_load, load_capacity FROM \"diagnostics\" WHERE name IS NOT NULL AND "
                + "fleet = 'Nor''th' AND load_capacity IS NOT NULL LATEST ON time PARTITION BY name) WHERE "
                + "current_load / cast(load_capacity AS DOUBLE) > 0.9");
    }

    @Test
    void longSessionsCountTheDrivingTenMinuteBucketsOfTheWindowWithoutHaving() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LONG_DRIVING_SESSIONS, List.of(), List.of(), "West", START,
                END);
        assertThat(QuestdbUseCaseQueries.sql(q)).isEqualTo("SELECT name AS device FROM (SELECT name, count() AS "
                + "driving FROM (SELECT name, timestamp_floor('10m', time) AS bucket, avg(velocity) AS velocity FROM "
                + "\"readings\" WHERE name IS NOT NULL AND velocity IS NOT NULL AND fleet = 'West'" + WINDOW
                + " GROUP BY name, bucket) WHERE velocity > 1.0 GROUP BY name) WHERE driving > 22");
    }

    /** No lag or lead in 7.3.10: the previous row's value by first_value over one preceding row, either order. */
    @Test
    void sessionsAndBreakdownsTakeTheNeighbouringBucketByFirstValue() {
        String sessions = QuestdbUseCaseQueries.sql(new UseCaseQuery(UseCaseQueryType.AVG_DAILY_DRIVING_SESSION,
                List.of(), List.of(), null, null, null));
        assertThat(sessions).contains("CASE WHEN avg(velocity) > 5.0 THEN 1.0 ELSE 0.0 END AS driving",
                "first_value(driving) OVER (PARTITION BY name ORDER BY bucket ROWS BETWEEN 1 PRECEDING AND 1 "
                        + "PRECEDING) AS previous",
                "WHERE previous IS NOT NULL AND driving != previous",
                "first_value(cast(bucket AS LONG)) OVER (PARTITION BY name ORDER BY bucket DESC ROWS BETWEEN 1 "
                        + "PRECEDING AND 1 PRECEDING) AS next_change",
                "timestamp_floor('1d', bucket) AS time", "/ 6.0E7) AS avg_session_minutes");
        String breakdowns = QuestdbUseCaseQueries.sql(new UseCaseQuery(UseCaseQueryType.BREAKDOWN_FREQUENCY,
                List.of(), List.of(), null, null, null));
        assertThat(breakdowns).startsWith("SELECT model, count() AS breakdowns FROM").contains(
                "avg(CASE WHEN status != 0 THEN 1.0 ELSE 0.0 END) >= 0.5 THEN 1.0 ELSE 0.0 END AS broken",
                "PARTITION BY name, model ORDER BY bucket", "WHERE broken = 1.0 AND previous = 0.0 GROUP BY model");
    }

    @Test
    void widthsAreWrittenInTheirLargestWholeUnit() {
        assertThat(QuestdbUseCaseQueries.unit(Duration.ofDays(1))).isEqualTo("1d");
        assertThat(QuestdbUseCaseQueries.unit(Duration.ofHours(1))).isEqualTo("1h");
        assertThat(QuestdbUseCaseQueries.unit(Duration.ofMinutes(10))).isEqualTo("10m");
        assertThat(QuestdbUseCaseQueries.unit(Duration.ofSeconds(90))).isEqualTo("90s");
    }

    @Test
    void readGroupIsEveryRowOfOneGroupWithItsTagsAsLabels() {
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 7)))
                .isEqualTo("SELECT time, devname AS device, devid, devgroup, temperature, humidity FROM \"devices\" "
                        + "WHERE devgroup = 7");
        assertThat(QuestdbUseCaseQueries.LABELS).contains("devid", "devgroup");
    }

    @Test
    void eachAggregateIsOneStatementOverTheGroupsBelowTheBound() {
        String from = " FROM \"devices\" WHERE devgroup < 10";
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 10)))
                .isEqualTo("SELECT count() AS count" + from);
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 10)))
                .isEqualTo("SELECT sum(temperature) AS sum_temperature" + from);
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_AVG, 10)))
                .isEqualTo("SELECT avg(temperature) AS avg_temperature" + from);
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_MAX, 10)))
                .isEqualTo("SELECT max(temperature) AS max_temperature" + from);
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_MIN, 100)))
                .isEqualTo("SELECT min(temperature) AS min_temperature FROM \"devices\" WHERE devgroup < 100");
    }

    @Test
    void perGroupGroupsByTheIntColumnAndPerMinuteSamplesCalendarMinutes() {
        String summary = "count(temperature) AS count_temperature, sum(temperature) AS sum_temperature, "
                + "avg(temperature) AS avg_temperature FROM \"devices\" WHERE devgroup < 30";
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_GROUP, 30)))
                .isEqualTo("SELECT devgroup, " + summary + " GROUP BY devgroup");
        assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 30)))
                .isEqualTo("SELECT time, " + summary + " SAMPLE BY 1m ALIGN TO CALENDAR");
    }

    /** Every type has a statement, reading only rows that carry the tag it answers by (thermo's: by group). */
    @ParameterizedTest
    @EnumSource(UseCaseQueryType.class)
    void everyTypeHasAStatementOverRowsWithTheirDeviceTag(UseCaseQueryType type) {
        if (type.thermo()) {
            assertThat(QuestdbUseCaseQueries.sql(UseCaseQuery.thermo(type, 5))).startsWith("SELECT ")
                    .containsPattern("WHERE devgroup [=<] 5");
            return;
        }
        UseCaseQuery q = new UseCaseQuery(type, type.iot() ? List.of() : List.of("host_1"),
                type.iot() ? List.of() : UseCaseQuery.CPU_METRICS, type.iot() ? "East" : null, START, END);
        assertThat(QuestdbUseCaseQueries.sql(q)).startsWith(type == UseCaseQueryType.AVG_DAILY_DRIVING_SESSION
                ? "WITH " : "SELECT ").containsPattern(type.iot() ? "WHERE name IS NOT NULL"
                : "WHERE hostname (IN|IS NOT NULL)");
    }
}
