package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The statements' text: filters, windows, buckets and the column names the reader goes by. */
class TimescaleUseCaseQueriesTest {
    private static final Instant START = Instant.parse("2016-01-01T03:12:05Z");
    private static final Instant END = Instant.parse("2016-01-01T04:12:05Z");
    private static final String WINDOW = " AND time >= '2016-01-01T03:12:05Z' AND time < '2016-01-01T04:12:05Z'";

    @Test
    void singleGroupbyTakesTheMaxPerMinuteOverTheHostsTogether() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.SINGLE_GROUPBY_5_8_1, List.of("host_3", "host_0"),
                UseCaseQuery.CPU_METRICS.subList(0, 2), null, START, END);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT time_bucket(INTERVAL '60 seconds', time) AS "
                + "time, max(usage_user) AS max_usage_user, max(usage_system) AS max_usage_system FROM "
                + "tsbs_devops.\"cpu\" JOIN tsbs_devops.tags ON tags.id = tags_id WHERE hostname IN ('host_3', 'host_0')" + WINDOW + " GROUP BY 1 ORDER BY 1");
    }

    @Test
    void doubleGroupbyTakesTheMeanPerHourAndHostOfEveryHostNamed() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.DOUBLE_GROUPBY_1, List.of(), List.of("usage_user"), null,
                START, END);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT time_bucket(INTERVAL '3600 seconds', time) AS "
                + "time, hostname AS device, avg(usage_user) AS mean_usage_user FROM tsbs_devops.\"cpu\" JOIN tsbs_devops.tags ON tags.id = tags_id WHERE "
                + "hostname IS NOT NULL" + WINDOW + " GROUP BY 1, 2 ORDER BY 1, 2");
    }

    @Test
    void groupbyOrderbyLimitHasAnEndOnlyAndSkipsMinutesWithoutUsageUser() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), List.of("usage_user"),
                null, null, END);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT time_bucket(INTERVAL '60 seconds', time) AS "
                + "time, max(usage_user) AS max_usage_user FROM tsbs_devops.\"cpu\" JOIN tsbs_devops.tags ON tags.id = tags_id WHERE hostname IS NOT NULL AND "
                + "usage_user IS NOT NULL AND time < '2016-01-01T04:12:05Z' GROUP BY 1 ORDER BY 1 DESC LIMIT 5");
    }

    @Test
    void lastpointIsEachHostsNewestRow() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LASTPOINT, List.of(), List.of("usage_user", "usage_idle"),
                null, null, null);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT DISTINCT ON (hostname) time, hostname AS "
                + "device, usage_user, usage_idle FROM tsbs_devops.\"cpu\" JOIN tsbs_devops.tags ON tags.id = tags_id WHERE hostname IS NOT NULL "
                + "ORDER BY hostname, time DESC");
    }

    @Test
    void highLoadJudgesTheNewestRowThatNamesItsLoadCapacity() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.HIGH_LOAD, List.of(), List.of(), "Nor'th", null, null);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT time, device, current_load FROM (SELECT "
                + "DISTINCT ON (name) time, name AS device, current_load, load_capacity FROM tsbs_iot.\"diagnostics\" JOIN tsbs_iot.tags ON tags.id = tags_id "
                + "WHERE name IS NOT NULL AND fleet = 'Nor''th' AND load_capacity IS NOT NULL ORDER BY name, "
                + "time DESC) newest WHERE current_load / load_capacity::double precision > 0.9");
    }

    @Test
    void longSessionsCountTheDrivingTenMinuteBucketsOfTheWindow() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LONG_DRIVING_SESSIONS, List.of(), List.of(), "West", START,
                END);
        assertThat(TimescaleUseCaseQueries.sql(q)).isEqualTo("SELECT name AS device FROM (SELECT name, "
                + "time_bucket(INTERVAL '600 seconds', time) AS bucket, avg(velocity) AS velocity FROM "
                + "tsbs_iot.\"readings\" JOIN tsbs_iot.tags ON tags.id = tags_id WHERE name IS NOT NULL AND velocity IS NOT NULL AND fleet = 'West'" + WINDOW
                + " GROUP BY name, bucket) buckets WHERE velocity > 1.0 GROUP BY name HAVING count(*) > 22");
    }

    @Test
    void sessionsAndBreakdownsAreChangesBetweenATrucksBuckets() {
        String sessions = TimescaleUseCaseQueries.sql(new UseCaseQuery(UseCaseQueryType.AVG_DAILY_DRIVING_SESSION,
                List.of(), List.of(), null, null, null));
        assertThat(sessions).contains("avg(velocity) > 5.0 AS driving", "WHERE driving <> previous",
                "lead(bucket) OVER (PARTITION BY name ORDER BY bucket) AS next_change",
                "time_bucket(INTERVAL '86400 seconds', bucket) AS time",
                "avg(extract(epoch FROM next_change - bucket) / 60) AS avg_session_minutes");
        String breakdowns = TimescaleUseCaseQueries.sql(new UseCaseQuery(UseCaseQueryType.BREAKDOWN_FREQUENCY,
                List.of(), List.of(), null, null, null));
        assertThat(breakdowns).startsWith("SELECT model, count(*) AS breakdowns FROM").contains(
                "avg((status <> 0)::int) >= 0.5 AS broken", "WHERE broken AND NOT previous GROUP BY model");
    }

    @Test
    void readGroupIsEveryRowOfOneGroupWithItsTagsAsLabels() {
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 7)))
                .isEqualTo("SELECT time, devname AS device, devid, devgroup, temperature, humidity FROM "
                        + "study_thermo.\"devices\" JOIN study_thermo.tags ON tags.id = tags_id WHERE devgroup = 7");
    }

    /** Sums are bigints (PostgreSQL's sum of a bigint is numeric), averages doubles, count counts rows. */
    @Test
    void eachAggregateIsOneStatementOverTheGroupsBelowTheBound() {
        String from = " FROM study_thermo.\"devices\" JOIN study_thermo.tags ON tags.id = tags_id WHERE devgroup < 10";
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 10)))
                .isEqualTo("SELECT count(*) AS count" + from);
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 10)))
                .isEqualTo("SELECT sum(temperature)::bigint AS sum_temperature" + from);
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_AVG, 10)))
                .isEqualTo("SELECT avg(temperature)::double precision AS avg_temperature" + from);
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_MAX, 10)))
                .isEqualTo("SELECT max(temperature) AS max_temperature" + from);
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_MIN, 100)))
                .isEqualTo("SELECT min(temperature) AS min_temperature FROM study_thermo.\"devices\" JOIN study_thermo.tags ON tags.id = tags_id "
                        + "WHERE devgroup < 100");
    }

    @Test
    void perGroupAndPerMinuteSummariseTemperature() {
        String summary = "count(temperature) AS count_temperature, sum(temperature)::bigint AS sum_temperature, "
                + "avg(temperature)::double precision AS avg_temperature FROM study_thermo.\"devices\" JOIN study_thermo.tags ON tags.id = tags_id "
                + "WHERE devgroup < 30";
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_GROUP, 30)))
                .isEqualTo("SELECT devgroup, " + summary + " GROUP BY devgroup");
        assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 30)))
                .isEqualTo("SELECT time_bucket(INTERVAL '60 seconds', time) AS time, " + summary + " GROUP BY 1");
    }

    /** Every type has a statement, reading only rows that carry the tag it answers by (thermo's: by group). */
    @ParameterizedTest
    @EnumSource(UseCaseQueryType.class)
    void everyTypeHasAStatementOverRowsWithTheirDeviceTag(UseCaseQueryType type) {
        if (type.thermo()) {
            assertThat(TimescaleUseCaseQueries.sql(UseCaseQuery.thermo(type, 5))).startsWith("SELECT ")
                    .containsPattern("WHERE devgroup [=<] 5");
            return;
        }
        UseCaseQuery q = new UseCaseQuery(type, type.iot() ? List.of() : List.of("host_1"),
                type.iot() ? List.of() : UseCaseQuery.CPU_METRICS, type.iot() ? "East" : null, START, END);
        assertThat(TimescaleUseCaseQueries.sql(q)).startsWith(type == UseCaseQueryType.AVG_DAILY_DRIVING_SESSION
                ? "WITH " : "SELECT ").containsPattern(type.iot() ? "WHERE name IS NOT NULL"
                : "WHERE hostname (IN|IS NOT NULL)");
    }
}
