package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.DeclaredUnsupported;
import org.iotbenchrunner.core.testing.RareIotRows;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.testing.UseCaseQueryCheck;
import org.iotbenchrunner.core.usecase.TruckTags;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The use-case query checks both InfluxDB ITs run against their real server: every type of a generated data set
 * answered as {@link UseCaseAnswers} expects; the types whose answers the generated trucks leave empty (no truck low
 * on fuel or standing still) on rows altered to answer them; and hand-made trucks for the edge cases of newest rows
 * and rows dated after now.
 */
final class UseCaseQueryRuns {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final long SEED = 123;
    private static final int QUERIES_PER_TYPE = 5;
    private static final long SECOND = 1_000_000_000L;

    /** 30 hours, so that long-daily-sessions' 24 hours fit; 12 trucks, three per fleet on average. */
    static final UseCaseSpec IOT = new UseCaseSpec(UseCase.IOT, SEED, 12, START, START.plus(Duration.ofHours(30)),
            Duration.ofSeconds(10));
    /** 13 hours, so that the 12-hour windows fit; 10 hosts, so that the types over 8 hosts are answered. */
    static final UseCaseSpec DEVOPS = new UseCaseSpec(UseCase.DEVOPS, SEED, 10, START,
            START.plus(Duration.ofHours(13)), Duration.ofSeconds(10));

    /**
     * 250 devices, so that every group holds two or three; three minutes at 5 s, so that q4 has minutes. Asked the
     * whole sweep ({@link #THERMO_SWEEP} per type), up to every group.
     */
    static final UseCaseSpec THERMO = new UseCaseSpec(UseCase.THERMO, SEED, 250, START,
            START.plus(Duration.ofMinutes(3)), Duration.ofSeconds(5));
    static final int THERMO_SWEEP = 10;

    private UseCaseQueryRuns() {
    }

    /**
     * Loads {@code spec}, asks every type of its use case and prints each outcome; no answer may differ, and a type
     * is not run only because the binding names it unsupported.
     */
    static void answersEveryTypeAsExpected(DatabaseBinding binding, UseCaseClient client, UseCaseSpec spec)
            throws Exception {
        answersEveryTypeAsExpected(binding, client, spec, QUERIES_PER_TYPE);
    }

    static void answersEveryTypeAsExpected(DatabaseBinding binding, UseCaseClient client, UseCaseSpec spec,
            int perType) throws Exception {
        long rows = UseCaseLoading.load(client, UseCaseSchema.of(spec.useCase()), UseCaseGenerator.of(spec));
        List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(binding, client, spec, perType, SEED);
        System.out.printf("%s, %s (%d rows):%n", binding.displayName(), spec.useCase().id(), rows);
        outcomes.forEach(o -> System.out.println("  " + o));
        assertThat(outcomes).filteredOn(UseCaseQueryCheck.Outcome::differs).isEmpty();
        assertThat(outcomes).filteredOn(o -> o.notRun() != null).allSatisfy(o ->
                assertThat(binding.useCases().orElseThrow().unsupportedQueries()).containsKey(o.type()));
        assertThat(outcomes).hasSize(UseCaseQueryType.of(spec.useCase()).size());
        DeclaredUnsupported.assertUseCaseQueriesThrowAsDeclared(binding.useCases().orElseThrow(), client, spec);
    }

    /**
     * low-fuel and stationary-trucks, whose answers generated trucks leave empty, on generated rows altered to answer
     * them ({@link RareIotRows}): no answer may differ or be empty.
     */
    static void answersTheRareIotTypes(DatabaseBinding binding, UseCaseClient client) throws Exception {
        UseCaseSpec spec = new UseCaseSpec(UseCase.IOT, SEED, 12, START, START.plus(Duration.ofHours(3)),
                Duration.ofSeconds(10));
        RareIotRows rows = new RareIotRows(spec);
        UseCaseLoading.load(client, UseCaseSchema.of(UseCase.IOT), rows);
        List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(binding, client, spec, rows,
                RareIotRows.TYPES, QUERIES_PER_TYPE, SEED);
        outcomes.forEach(o -> System.out.printf("%s, rare iot: %s%n", binding.displayName(), o));
        assertThat(outcomes).hasSize(RareIotRows.TYPES.size()).allSatisfy(o -> {
            assertThat(o.differs()).as(o.toString()).isFalse();
            assertThat(o.notRun()).as(o.toString()).isNull();
            assertThat(o.emptyAnswers()).as(o.toString()).isZero();
        });
    }

    /**
     * The types over each truck's newest row, stationary-trucks and the types over all rows, over hand-made trucks
     * (see {@link #handMadeTrucks()}): newest rows with and without the value the type reads, a newer row without the
     * tag it reads, trucks of another fleet, rows in 2100 (after now, where a database's default range may stop).
     * Each answer must be the expected one and hold at least one row.
     */
    static void answersTheNewestRowAndStandingTrucksTypes(DatabaseBinding binding, UseCaseClient client)
            throws Exception {
        List<UseCaseRow> rows = handMadeTrucks();
        UseCaseLoading.load(client, UseCaseSchema.of(UseCase.IOT), rows::forEach);
        List<UseCaseQuery> queries = List.of(
                new UseCaseQuery(UseCaseQueryType.LOW_FUEL, List.of(), List.of(), "East", null, null),
                new UseCaseQuery(UseCaseQueryType.HIGH_LOAD, List.of(), List.of(), "East", null, null),
                new UseCaseQuery(UseCaseQueryType.LAST_LOC, List.of(), List.of(), "East", null, null),
                new UseCaseQuery(UseCaseQueryType.STATIONARY_TRUCKS, List.of(), List.of(), "East", START,
                        START.plus(Duration.ofMinutes(10))),
                new UseCaseQuery(UseCaseQueryType.AVG_DAILY_DRIVING_DURATION, List.of(), List.of(), null, null, null),
                new UseCaseQuery(UseCaseQueryType.DAILY_ACTIVITY, List.of(), List.of(), null, null, null),
                new UseCaseQuery(UseCaseQueryType.BREAKDOWN_FREQUENCY, List.of(), List.of(), null, null, null));
        for (UseCaseQuery query : queries) {
            if (binding.useCases().orElseThrow().unsupportedQueries().containsKey(query.type())) {
                continue;
            }
            UseCaseAnswer expected = UseCaseAnswers.of(rows, query);
            UseCaseAnswer actual = UseCaseAnswerRows.of(client, query);
            System.out.printf("%s, hand-made trucks: %s -> %s%n", binding.displayName(), query.describe(),
                    actual.rows());
            assertThat(expected.rows()).as(query.describe()).isNotEmpty();
            assertThat(UseCaseAnswerComparison.DEFAULT.difference(query.type(), expected, actual))
                    .as(query.describe()).isEmpty();
        }
    }

    /**
     * Ten minutes of four trucks, then rows in 2100. truck_1: low on fuel at its newest row, not highly loaded,
     * driving; truck_2: low on fuel and highly loaded until a row in 2100 without load_capacity and fuel_state (its
     * newest diagnostics, so not low on fuel; not its newest with a load_capacity, so highly loaded), broken down
     * there; truck_3: standing (mean velocity 0.75), driving in 2100 in a row of the fleet West; truck_4 of the fleet
     * West, low on fuel, standing, active in 2016 and 2100.
     */
    static List<UseCaseRow> handMadeTrucks() {
        List<UseCaseRow> rows = new ArrayList<>();
        for (int step = 0; step < 60; step++) {
            long time = START.getEpochSecond() * SECOND + step * 10 * SECOND;
            rows.add(readings(truck(1, "East", "F-150", "2000"), time, 40.0 + step % 3));
            rows.add(readings(truck(2, "East", "G-2000", "5000"), time, step < 30 ? 0.0 : 30.0));
            rows.add(readings(truck(3, "East", "H-2", "1500"), time, step % 2 == 0 ? 0.0 : 1.5));
            rows.add(readings(truck(4, "West", "H-2", "1500"), time, 0.0));
            rows.add(diagnostics(truck(1, "East", "F-150", "2000"), time, 0.5 - step * 0.0075, 1000.0 + step * 5, 1));
            rows.add(diagnostics(truck(2, "East", "G-2000", "5000"), time, 0.05, 4900.0, step % 3 == 0 ? 1 : 0));
            rows.add(diagnostics(truck(4, "West", "H-2", "1500"), time, 0.01, 100.0, 0));
        }
        long later = Instant.parse("2100-01-01T12:00:00Z").getEpochSecond() * SECOND;
        rows.add(diagnostics(truck(2, "East", "G-2000", null), later, null, 10.0, 3));
        rows.add(diagnostics(truck(4, "West", "H-2", "1500"), later, 0.01, 100.0, 0));
        rows.add(readings(truck(3, "West", "H-2", "1500"), later, 50.0));
        return rows;
    }

    private static List<UseCaseRow.Tag> truck(int number, String fleet, String model, String loadCapacity) {
        Map<String, String> values = Map.of("name", "truck_" + number, "fleet", fleet, "driver", "Seth", "model",
                model, "device_version", "v1.0", "fuel_capacity", "200", "nominal_fuel_consumption", "15");
        return TruckTags.KEYS.stream().map(key -> new UseCaseRow.Tag(key,
                key.equals("load_capacity") ? loadCapacity : values.get(key))).toList();
    }

    private static UseCaseRow readings(List<UseCaseRow.Tag> tags, long time, double velocity) {
        return new UseCaseRow("readings", tags, time, List.of(new UseCaseRow.Field("latitude", 52.5),
                new UseCaseRow.Field("longitude", 13.4), new UseCaseRow.Field("velocity", velocity)));
    }

    private static UseCaseRow diagnostics(List<UseCaseRow.Tag> tags, long time, Double fuelState, double load,
            long status) {
        return new UseCaseRow("diagnostics", tags, time, List.of(new UseCaseRow.Field("fuel_state", fuelState),
                new UseCaseRow.Field("current_load", load), new UseCaseRow.Field("status", status)));
    }
}
