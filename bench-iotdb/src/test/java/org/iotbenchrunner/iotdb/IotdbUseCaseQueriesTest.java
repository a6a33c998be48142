package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The statements' text (no server here: IotdbUseCaseQueryIT checks their answers on a real one). */
class IotdbUseCaseQueriesTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    /** 2016-01-01T00:01:05Z in milliseconds: not on a minute, an hour or ten minutes. */
    private static final long S = 1451606465000L;
    private final IotdbUseCaseQueries ms = new IotdbUseCaseQueries(new UseCaseLayout("test"), "ms");

    @Test
    void theHostsOfABucketAreMergedAtTheMeasurementsLevelInBucketsAlignedToTheEpoch() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.SINGLE_GROUPBY_5_8_1, List.of("host_3", "host_0"),
                UseCaseQuery.CPU_METRICS.subList(0, 2), null, START.plusSeconds(65), START.plusSeconds(3665));
        assertThat(ms.statement(q, null)).isEqualTo("SELECT max_value(`usage_user`), max_value(`usage_system`) "
                + "FROM root.test.tsbs_devops.`cpu`.host_3, root.test.tsbs_devops.`cpu`.host_0 "
                + "WHERE time >= " + S + " AND time < " + (S + 3_600_000)
                + " GROUP BY ([1451606460000, " + (S + 3_600_000) + "), 60000ms), LEVEL = 3");
        assertThat(ms.range(q)).isEmpty();
    }

    @Test
    void meansPerHostAndHourAreAlignedByDevice() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.DOUBLE_GROUPBY_1, List.of(), List.of("usage_user"), null,
                START.plusSeconds(65), START.plusSeconds(65 + 12 * 3600));
        assertThat(ms.statement(q, null)).isEqualTo("SELECT avg(`usage_user`) AS `mean_usage_user` "
                + "FROM root.test.tsbs_devops.`cpu`.* WHERE time >= " + S + " AND time < " + (S + 43_200_000)
                + " GROUP BY ([1451606400000, " + (S + 43_200_000) + "), 3600000ms) ALIGN BY DEVICE");
    }

    /** The newest row of a truck among those with the type's tags, and a field only if that row has it. */
    @Test
    void newestRowsAreTheMaxTimeOfATagAndTheFieldsWhoseMaxTimeIsTheSame() {
        UseCaseQuery lastLoc = new UseCaseQuery(UseCaseQueryType.LAST_LOC, List.of(), List.of(), "North", null,
                null);
        assertThat(ms.statement(lastLoc, null)).isEqualTo("SELECT max_time(`fleet`) AS newest, "
                + "CASE WHEN max_time(`latitude`) = max_time(`fleet`) THEN last_value(`latitude`) END AS `latitude`, "
                + "CASE WHEN max_time(`longitude`) = max_time(`fleet`) THEN last_value(`longitude`) END AS "
                + "`longitude` FROM root.test.tsbs_iot.`readings`.* WHERE `fleet` = 'North' AND `name` IS NOT NULL "
                + "HAVING max_time(`fleet`) IS NOT NULL ALIGN BY DEVICE");
        UseCaseQuery highLoad = new UseCaseQuery(UseCaseQueryType.HIGH_LOAD, List.of(), List.of(), "East", null,
                null);
        assertThat(ms.statement(highLoad, null)).isEqualTo("SELECT max_time(`load_capacity`) AS newest, "
                + "last_value(`current_load`) AS `current_load` FROM root.test.tsbs_iot.`diagnostics`.* "
                + "WHERE `fleet` = 'East' AND `name` IS NOT NULL AND `load_capacity` IS NOT NULL "
                + "HAVING max_time(`load_capacity`) IS NOT NULL "
                + "AND max_time(`current_load`) = max_time(`load_capacity`) "
                + "AND last_value(`current_load`) / CAST(last_value(`load_capacity`) AS DOUBLE) > 0.9 "
                + "ALIGN BY DEVICE");
    }

    @Test
    void longSessionsKeepEachTrucksDrivingTenMinuteBucketsOfTheWindow() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LONG_DRIVING_SESSIONS, List.of(), List.of(), "West",
                START.plusSeconds(65), START.plusSeconds(65 + 4 * 3600));
        assertThat(ms.statement(q, null)).isEqualTo("SELECT avg(`velocity`) FROM root.test.tsbs_iot.`readings`.* "
                + "WHERE time >= " + S + " AND time < " + (S + 14_400_000) + " AND `fleet` = 'West' AND `name` IS NOT "
                + "NULL GROUP BY ([1451606400000, " + (S + 14_400_000) + "), 600000ms) HAVING avg(`velocity`) > 1.0 "
                + "ALIGN BY DEVICE");
    }

    /** An unbounded GROUP BY range would make IoTDB walk every bucket since 1970: the data's range bounds it. */
    @Test
    void theTypesOverAllTheDataAskForItsRangeFirst() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.BREAKDOWN_FREQUENCY, List.of(), List.of(), null, null,
                null);
        assertThat(ms.range(q)).hasValue("SELECT min_time(`status`) AS first_time, max_time(`status`) AS last_time "
                + "FROM root.test.tsbs_iot.`diagnostics`.* GROUP BY LEVEL = 3");
        assertThat(ms.statement(q, new IotdbUseCaseQueries.Range(S, S + 7_200_000))).isEqualTo(
                "SELECT avg(CASE WHEN `status` != 0 THEN 1.0 ELSE 0.0 END) AS `broken_share`, last_value(`model`) AS "
                + "`model` FROM root.test.tsbs_iot.`diagnostics`.* WHERE `name` IS NOT NULL AND `model` IS NOT NULL "
                + "AND `status` IS NOT NULL GROUP BY ([1451606400000, " + (S + 7_200_001) + "), 600000ms) "
                + "HAVING count(`status`) > 0 ALIGN BY DEVICE");
        UseCaseQuery latest = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(),
                List.of("usage_user"), null, null, START.plusSeconds(3665));
        assertThat(ms.range(latest)).hasValue("SELECT min_time(`usage_user`) AS first_time, max_time(`usage_user`) "
                + "AS last_time FROM root.test.tsbs_devops.`cpu`.* WHERE time < " + (S + 3_600_000)
                + " GROUP BY LEVEL = 3");
        assertThat(ms.statement(latest, new IotdbUseCaseQueries.Range(S, S))).isEqualTo("SELECT "
                + "max_value(`usage_user`) FROM root.test.tsbs_devops.`cpu`.* WHERE time < " + (S + 3_600_000)
                + " GROUP BY ([1451606460000, " + (S + 3_600_000) + "), 60000ms), LEVEL = 3 "
                + "HAVING max_value(`usage_user`) IS NOT NULL ORDER BY TIME DESC LIMIT 5");
    }

    @Test
    void timesAndBucketWidthsAreInTheServersUnit() {
        IotdbUseCaseQueries ns = new IotdbUseCaseQueries(new UseCaseLayout("test"), "ns");
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.STATIONARY_TRUCKS, List.of(), List.of(), "South",
                START.plusSeconds(65), START.plusSeconds(665));
        assertThat(ns.statement(q, null)).isEqualTo("SELECT avg(`velocity`) FROM root.test.tsbs_iot.`readings`.* "
                + "WHERE time >= " + S + "000000 AND time < " + (S + 600_000) + "000000 AND `fleet` = 'South' AND "
                + "`name` IS NOT NULL HAVING avg(`velocity`) < 1.0 ALIGN BY DEVICE");
        IotdbUseCaseQueries us = new IotdbUseCaseQueries(new UseCaseLayout("test"), "us");
        assertThat(us.statement(new UseCaseQuery(UseCaseQueryType.CPU_MAX_ALL_1, List.of("host_1"),
                List.of("usage_user"), null, START.plusSeconds(65), START.plusSeconds(65 + 8 * 3600)), null))
                .endsWith("GROUP BY ([1451606400000000, " + (S + 28_800_000) + "000), 3600000000us), LEVEL = 3");
        assertThatThrownBy(() -> new IotdbUseCaseQueries(new UseCaseLayout("test"), "s"))
                .hasMessage("timestamp precision s: not ms, us or ns");
    }

    /** Every type has a statement for what the generator draws, and only the types over all the data ask a range. */
    @ParameterizedTest
    @EnumSource(UseCaseQueryType.class)
    void everyTypeHasAStatement(UseCaseQueryType type) {
        UseCase useCase = type.thermo() ? UseCase.THERMO : type.iot() ? UseCase.IOT : UseCase.DEVOPS;
        UseCaseSpec spec = new UseCaseSpec(useCase, 1, 10, START, START.plus(Duration.ofHours(30)),
                Duration.ofSeconds(10));
        UseCaseQuery q = new UseCaseQueryGenerator(spec, 3).next(type);
        boolean overAllTheData = switch (type) {
            case GROUPBY_ORDERBY_LIMIT, AVG_DAILY_DRIVING_DURATION, AVG_DAILY_DRIVING_SESSION, DAILY_ACTIVITY,
                    BREAKDOWN_FREQUENCY, THERMO_BY_MINUTE -> true;
            default -> false;
        };
        assertThat(ms.range(q).isPresent()).isEqualTo(overAllTheData);
        assertThat(ms.statement(q, new IotdbUseCaseQueries.Range(S, S + 1000))).startsWith("SELECT ")
                .contains(switch (useCase) {
                    case THERMO -> "root.test.thermo.`devices`.g";
                    case IOT -> "root.test.tsbs_iot.";
                    default -> "root.test.tsbs_devops.`cpu`";
                });
    }
}
