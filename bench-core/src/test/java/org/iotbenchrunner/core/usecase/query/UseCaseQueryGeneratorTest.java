package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.TruckTags;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.api.Test;

class UseCaseQueryGeneratorTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final Instant END = Instant.parse("2016-01-04T00:00:01Z");

    private static UseCaseSpec dataSet(UseCase useCase, int scale, Instant end) {
        return new UseCaseSpec(useCase, 123, scale, START, end, Duration.ofSeconds(10));
    }

    private static List<UseCaseQuery> draw(UseCaseSpec dataSet, long seed, int perType) {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet, seed);
        List<UseCaseQuery> queries = new ArrayList<>();
        for (UseCaseQueryType type : UseCaseQueryType.of(dataSet.useCase())) {
            for (int i = 0; i < perType; i++) {
                queries.add(generator.next(type));
            }
        }
        return queries;
    }

    @Test
    void theSameSeedDrawsTheSameQueriesAndAnotherSeedOthers() {
        for (UseCase useCase : List.of(UseCase.CPU_ONLY, UseCase.DEVOPS, UseCase.IOT)) {
            UseCaseSpec dataSet = dataSet(useCase, 100, END);
            assertThat(draw(dataSet, 7, 5)).isEqualTo(draw(dataSet, 7, 5));
            assertThat(draw(dataSet, 8, 5)).isNotEqualTo(draw(dataSet, 7, 5));
        }
    }

    @Test
    void thermoQueriesFollowTheStudysSweepInOrderCyclingWhateverTheSeed() {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet(UseCase.THERMO, 100, END), 7);
        List<Integer> groups = new ArrayList<>();
        List<Integer> bounds = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            groups.add(generator.next(UseCaseQueryType.THERMO_READ_GROUP).devgroup());
            bounds.add(generator.next(UseCaseQueryType.THERMO_AVG).devgroup());
        }
        assertThat(groups).containsExactly(0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 0, 10);
        assertThat(bounds).containsExactly(10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 10, 20);
        assertThat(generator.next(UseCaseQueryType.THERMO_BY_MINUTE))
                .isEqualTo(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 10));
        assertThat(draw(dataSet(UseCase.THERMO, 100, END), 8, 3)).isEqualTo(draw(dataSet(UseCase.THERMO, 5, END), 7,
                3));
        assertThatThrownBy(() -> UseCaseQueryGenerator.sweep(UseCaseQueryType.LASTPOINT))
                .hasMessage("lastpoint is not a thermo query: it has no device group sweep");
    }

    @Test
    void thermoAndTsbsTypesAreUnfitForEachOthersDataSets() {
        assertThat(new UseCaseQueryGenerator(dataSet(UseCase.DEVOPS, 10, END), 1).unfit(UseCaseQueryType.THERMO_SUM))
                .contains("not a query of the devops use case (it reads devices)");
        assertThat(new UseCaseQueryGenerator(dataSet(UseCase.THERMO, 10, END), 1).unfit(UseCaseQueryType.LAST_LOC))
                .contains("not a query of the thermo use case (it reads trucks)");
        assertThat(new UseCaseQueryGenerator(dataSet(UseCase.THERMO, 10, END), 1).unfit(UseCaseQueryType.LASTPOINT))
                .contains("not a query of the thermo use case (it reads hosts)");
    }

    @Test
    void devopsQueriesHaveTsbssHostsMetricsAndWindows() {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet(UseCase.DEVOPS, 10, END), 1);
        for (int i = 0; i < 200; i++) {
            UseCaseQuery query = generator.next(UseCaseQueryType.SINGLE_GROUPBY_5_8_1);
            assertThat(query.hosts()).hasSize(8).doesNotHaveDuplicates()
                    .allSatisfy(h -> assertThat(Integer.parseInt(h.substring("host_".length()))).isBetween(0, 9));
            assertThat(query.metrics()).containsExactly("usage_user", "usage_system", "usage_idle", "usage_nice",
                    "usage_iowait");
            assertWindow(query, Duration.ofHours(1));
        }
        assertWindow(generator.next(UseCaseQueryType.SINGLE_GROUPBY_1_1_12), Duration.ofHours(12));
        assertWindow(generator.next(UseCaseQueryType.CPU_MAX_ALL_8), Duration.ofHours(8));
        assertWindow(generator.next(UseCaseQueryType.DOUBLE_GROUPBY_ALL), Duration.ofHours(12));
        assertWindow(generator.next(UseCaseQueryType.HIGH_CPU_1), Duration.ofHours(12));
        assertThat(generator.next(UseCaseQueryType.DOUBLE_GROUPBY_ALL).metrics()).isEqualTo(UseCaseQuery.CPU_METRICS);
        assertThat(generator.next(UseCaseQueryType.HIGH_CPU_ALL).hosts()).isEmpty();
        assertThat(generator.next(UseCaseQueryType.LASTPOINT))
                .isEqualTo(new UseCaseQuery(UseCaseQueryType.LASTPOINT, List.of(), UseCaseQuery.CPU_METRICS, null,
                        null, null));
        UseCaseQuery limit = generator.next(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT);
        assertThat(limit.start()).isNull();
        assertThat(limit.end()).isAfterOrEqualTo(START.plus(Duration.ofHours(1))).isBefore(END);
    }

    @Test
    void iotQueriesHaveAFleetAndTheirWindows() {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet(UseCase.IOT, 10, END), 1);
        List<String> fleets = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            fleets.add(generator.next(UseCaseQueryType.LAST_LOC).fleet());
        }
        assertThat(fleets).containsOnlyElementsOf(TruckTags.FLEETS).containsAll(TruckTags.FLEETS);
        assertWindow(generator.next(UseCaseQueryType.STATIONARY_TRUCKS), Duration.ofMinutes(10));
        assertWindow(generator.next(UseCaseQueryType.LONG_DRIVING_SESSIONS), Duration.ofHours(4));
        assertWindow(generator.next(UseCaseQueryType.LONG_DAILY_SESSIONS), Duration.ofHours(24));
        assertThat(generator.next(UseCaseQueryType.AVG_LOAD)).isEqualTo(new UseCaseQuery(UseCaseQueryType.AVG_LOAD,
                List.of(), List.of(), null, null, null));
    }

    @Test
    void aWindowAsLongAsTheDataSetStillFitsWhenTheRangeIsOneSecondLonger() {
        UseCaseSpec dataSet = dataSet(UseCase.IOT, 4, START.plus(Duration.ofHours(24)).plusSeconds(1));
        UseCaseQuery query = new UseCaseQueryGenerator(dataSet, 3).next(UseCaseQueryType.LONG_DAILY_SESSIONS);

        assertThat(query.start()).isEqualTo(START);
    }

    @Test
    void impossibleQueriesAreRefusedInOneLine() {
        UseCaseSpec small = dataSet(UseCase.DEVOPS, 4, START.plus(Duration.ofHours(6)));
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(small, 1);

        assertThatThrownBy(() -> generator.next(UseCaseQueryType.SINGLE_GROUPBY_1_8_1))
                .isInstanceOf(ConfigException.class)
                .hasMessage("query type single-groupby-1-8-1: needs 8 hosts, the scale is 4");
        assertThatThrownBy(() -> generator.next(UseCaseQueryType.DOUBLE_GROUPBY_1))
                .isInstanceOf(ConfigException.class)
                .hasMessage("query type double-groupby-1: needs a time range longer than PT12H, the data set's is "
                        + "PT6H");
        assertThatThrownBy(() -> generator.next(UseCaseQueryType.LAST_LOC))
                .isInstanceOf(ConfigException.class)
                .hasMessage("query type last-loc: not a query of the devops use case (it reads trucks)");
    }

    @Test
    void aDataSetTooShortForATypeSaysWhyBeforeAnythingIsDrawn() {
        UseCaseSpec tenHours = dataSet(UseCase.IOT, 800, START.plus(Duration.ofHours(10)));
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(tenHours, 1);

        assertThat(UseCaseQueryType.of(UseCase.IOT)).filteredOn(t -> generator.unfit(t).isPresent())
                .containsExactly(UseCaseQueryType.LONG_DAILY_SESSIONS);
        assertThat(generator.unfit(UseCaseQueryType.LONG_DAILY_SESSIONS))
                .contains("needs a time range longer than PT24H, the data set's is PT10H");
        assertThat(generator.next(UseCaseQueryType.LAST_LOC))
                .isEqualTo(new UseCaseQueryGenerator(tenHours, 1).next(UseCaseQueryType.LAST_LOC));
    }

    private static void assertWindow(UseCaseQuery query, Duration length) {
        assertThat(Duration.between(query.start(), query.end())).isEqualTo(length);
        assertThat(query.start()).isAfterOrEqualTo(START);
        assertThat(query.end()).isBefore(END);
        assertThat(query.start().getNano()).isZero();
    }
}
