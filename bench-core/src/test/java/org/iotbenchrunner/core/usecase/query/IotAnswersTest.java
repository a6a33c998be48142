package org.iotbenchrunner.core.usecase.query;

import static org.iotbenchrunner.core.usecase.query.HandRows.DAY;
import static org.iotbenchrunner.core.usecase.query.HandRows.NO_TIME;
import static org.iotbenchrunner.core.usecase.query.HandRows.answer;
import static org.iotbenchrunner.core.usecase.query.HandRows.answerOf;
import static org.iotbenchrunner.core.usecase.query.HandRows.assertAnswer;
import static org.iotbenchrunner.core.usecase.query.HandRows.instant;
import static org.iotbenchrunner.core.usecase.query.HandRows.named;
import static org.iotbenchrunner.core.usecase.query.HandRows.row;
import static org.iotbenchrunner.core.usecase.query.HandRows.status;
import static org.iotbenchrunner.core.usecase.query.HandRows.truck;
import static org.iotbenchrunner.core.usecase.query.HandRows.velocity;
import static org.iotbenchrunner.core.usecase.query.HandRows.without;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

class IotAnswersTest {
    private static final List<UseCaseRow.Tag> T1 = truck("truck_1", "East", "F-150");
    private static final List<UseCaseRow.Tag> T2 = truck("truck_2", "East", "H-2");
    private static final List<UseCaseRow.Tag> T3 = truck("truck_3", "West", "F-150");
    private static final List<UseCaseRow.Tag> T4 = truck("truck_4", "East", "G-2000");
    private static final List<UseCaseRow.Tag> T5 = truck("truck_5", "East", "F-150");
    private static final long TEN_MINUTES = 600;

    private static UseCaseQuery ofFleet(UseCaseQueryType type, String fleet) {
        return new UseCaseQuery(type, List.of(), List.of(), fleet, null, null);
    }

    private static UseCaseQuery inWindow(UseCaseQueryType type, String fleet, long start, long end) {
        return new UseCaseQuery(type, List.of(), List.of(), fleet, instant(start), instant(end));
    }

    private static UseCaseQuery overAll(UseCaseQueryType type) {
        return new UseCaseQuery(type, List.of(), List.of(), null, null, null);
    }

    @Test
    void lastLocIsTheNewestReadingOfEachTruckOfTheFleet() {
        UseCaseQuery query = ofFleet(UseCaseQueryType.LAST_LOC, "East");

        UseCaseAnswer answer = answerOf(query,
                row("readings", T1, 0, "latitude", 1.0, "longitude", 2.0),
                row("readings", T1, 10, "latitude", 3.0, "longitude", null),
                row("readings", T2, 0, "latitude", 5.0, "longitude", 6.0),
                row("readings", without(T2, "fleet"), 20, "latitude", 7.0, "longitude", 8.0),
                row("readings", without(T1, "name"), 30, "latitude", 9.0, "longitude", 9.0),
                row("readings", T3, 10, "latitude", 9.0, "longitude", 9.0),
                row("diagnostics", T1, 20, "fuel_state", 0.5));

        assertAnswer(query, answer,
                answer("truck_1", 10, Map.of(), "latitude", 3.0),
                answer("truck_2", 0, Map.of(), "latitude", 5.0, "longitude", 6.0));
    }

    @Test
    void lowFuelJudgesEachTrucksNewestDiagnostics() {
        UseCaseQuery query = ofFleet(UseCaseQueryType.LOW_FUEL, "East");

        UseCaseAnswer answer = answerOf(query,
                row("diagnostics", T1, 0, "fuel_state", 0.05), row("diagnostics", T1, 10, "fuel_state", 0.5),
                row("diagnostics", T2, 10, "fuel_state", 0.0), row("diagnostics", T2, 0, "fuel_state", 0.5),
                row("diagnostics", T4, 0, "fuel_state", 0.0), row("diagnostics", T4, 10, "fuel_state", null),
                row("diagnostics", T5, 0, "fuel_state", 0.1),
                row("diagnostics", T3, 10, "fuel_state", 0.0));

        assertAnswer(query, answer, answer("truck_2", 10, Map.of(), "fuel_state", 0.0));
    }

    @Test
    void highLoadComparesTheNewestLoadWithTheTrucksLoadCapacity() {
        UseCaseQuery query = ofFleet(UseCaseQueryType.HIGH_LOAD, "East");

        UseCaseAnswer answer = answerOf(query,
                row("diagnostics", T1, 10, "current_load", 1900.0),      // 0.95 of 2000
                row("diagnostics", T2, 10, "current_load", 1350.0),      // 0.9 of 1500: not above
                row("diagnostics", T4, 0, "current_load", 4900.0),       // 0.98 of 5000
                row("diagnostics", without(T4, "load_capacity"), 10, "current_load", 0.0),
                row("diagnostics", T3, 10, "current_load", 2000.0));

        assertAnswer(query, answer,
                answer("truck_1", 10, Map.of(), "current_load", 1900.0),
                answer("truck_4", 0, Map.of(), "current_load", 4900.0));
    }

    @Test
    void stationaryTrucksHaveAMeanVelocityBelowOneInTheWindow() {
        UseCaseQuery query = inWindow(UseCaseQueryType.STATIONARY_TRUCKS, "East", 0, TEN_MINUTES);

        UseCaseAnswer answer = answerOf(query,
                velocity(T1, 0, 0.0), velocity(T1, 10, 1.0), velocity(T1, 20, 1.0),
                velocity(T2, 0, 1.0), velocity(T2, 10, 1.0), velocity(T2, TEN_MINUTES, 0.0),
                velocity(T4, 0, null), velocity(T3, 0, 0.0));

        assertAnswer(query, answer, named("truck_1"));
    }

    @Test
    void longDrivingSessionsCountMoreThanTwentyTwoDrivingBucketsInFourHours() {
        UseCaseQuery query = inWindow(UseCaseQueryType.LONG_DRIVING_SESSIONS, "East", 0, 4 * 3600);
        List<UseCaseRow> rows = new ArrayList<>();
        for (int bucket = 0; bucket < 24; bucket++) {
            rows.add(velocity(T1, bucket * TEN_MINUTES, bucket < 23 ? 10.0 : 0.0));
            rows.add(velocity(T2, bucket * TEN_MINUTES, bucket < 22 ? 10.0 : 1.0));
            rows.add(velocity(T3, bucket * TEN_MINUTES, 10.0));
        }

        assertAnswer(query, UseCaseAnswers.of(rows, query), named("truck_1"));
    }

    @Test
    void longDailySessionsCountOnlyTheWindowsPartOfItsFirstBucket() {
        UseCaseQuery query = inWindow(UseCaseQueryType.LONG_DAILY_SESSIONS, "East", 300, 300 + DAY);
        List<UseCaseRow> rows = new ArrayList<>();
        rows.add(velocity(T2, 0, 50.0));    // before the window, in its first bucket
        rows.add(velocity(T2, 300, 0.0));
        for (int bucket = 1; bucket <= 61; bucket++) {
            rows.add(velocity(T1, bucket * TEN_MINUTES, 10.0));
            if (bucket <= 60) {
                rows.add(velocity(T2, bucket * TEN_MINUTES, 10.0));
            }
        }

        assertAnswer(query, UseCaseAnswers.of(rows, query), named("truck_1"));
    }

    @Test
    void avgVsProjectedFuelConsumptionAveragesTheDrivingReadingsPerFleet() {
        UseCaseQuery query = overAll(UseCaseQueryType.AVG_VS_PROJECTED_FUEL_CONSUMPTION);

        UseCaseAnswer answer = answerOf(query,
                row("readings", T1, 0, "velocity", 10.0, "fuel_consumption", 20.0),
                row("readings", T2, 0, "velocity", 5.0, "fuel_consumption", 30.0),
                row("readings", T2, 10, "velocity", 1.0, "fuel_consumption", 100.0),    // not above 1
                row("readings", T1, 10, "velocity", 10.0, "fuel_consumption", null),    // projected only
                row("readings", T3, 0, "velocity", 2.0, "fuel_consumption", 40.0),
                row("readings", without(T1, "nominal_fuel_consumption"), 20, "velocity", 9.0,
                        "fuel_consumption", 100.0),
                row("readings", without(T3, "name"), 20, "velocity", 9.0, "fuel_consumption", 100.0));

        assertAnswer(query, answer,
                answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "East"), "avg_fuel_consumption", 25.0,
                        "projected_fuel_consumption", 14.0),
                answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "West"), "avg_fuel_consumption", 40.0,
                        "projected_fuel_consumption", 15.0));
    }

    @Test
    void avgDailyDrivingDurationAveragesTheHoursOfTheDaysATruckDrove() {
        UseCaseQuery query = overAll(UseCaseQueryType.AVG_DAILY_DRIVING_DURATION);
        List<UseCaseRow> rows = new ArrayList<>();
        for (int bucket = 0; bucket < 20; bucket++) {
            rows.add(velocity(T1, bucket * TEN_MINUTES, bucket < 12 ? 10.0 : 0.0));   // day 0: 12 buckets, 2 h
            rows.add(velocity(T1, DAY + bucket * TEN_MINUTES, bucket < 6 ? 10.0 : 1.0)); // day 1: 6 buckets, 1 h
            rows.add(velocity(T3, bucket * TEN_MINUTES, 0.0));                         // never drives
        }
        rows.add(velocity(T2, 0, 0.0));
        rows.add(velocity(T2, 10, 3.0));    // a bucket of mean 1.5: driving
        rows.add(velocity(without(T2, "name"), 20, 50.0));

        assertAnswer(query, UseCaseAnswers.of(rows, query),
                answer("truck_1", NO_TIME, Map.of(), "avg_daily_hours", 1.5),
                answer("truck_2", NO_TIME, Map.of(), "avg_daily_hours", 1 / 6.0));
    }

    @Test
    void avgDailyDrivingSessionAveragesTheSessionsStartingEachDay() {
        UseCaseQuery query = overAll(UseCaseQueryType.AVG_DAILY_DRIVING_SESSION);
        double[] truck1 = {0, 10, 10, 0, 10, 0};     // sessions of 20 and 10 minutes on day 0
        List<UseCaseRow> rows = new ArrayList<>();
        for (int bucket = 0; bucket < truck1.length; bucket++) {
            rows.add(velocity(T1, bucket * TEN_MINUTES, truck1[bucket]));
        }
        // after a gap (offline), day 1: a session of 30 minutes, then one that never stops
        rows.add(velocity(T1, DAY, 10.0));
        rows.add(velocity(T1, DAY + 3 * TEN_MINUTES, 5.0));      // 5 is not above 5: a stop
        rows.add(velocity(T1, DAY + 6 * TEN_MINUTES, 10.0));
        // truck_2 drives from its first bucket: no start is known
        rows.add(velocity(T2, 0, 10.0));
        rows.add(velocity(T2, TEN_MINUTES, 0.0));

        assertAnswer(query, UseCaseAnswers.of(rows, query),
                answer("truck_1", 0, Map.of(), "avg_session_minutes", 15.0),
                answer("truck_1", DAY, Map.of(), "avg_session_minutes", 30.0));
    }

    @Test
    void avgLoadAveragesTheTrucksMeanLoadSharesPerFleetModelAndCapacity() {
        UseCaseQuery query = overAll(UseCaseQueryType.AVG_LOAD);

        UseCaseAnswer answer = answerOf(query,
                row("diagnostics", T1, 0, "current_load", 1000.0), row("diagnostics", T1, 10, "current_load", 2000.0),
                row("diagnostics", T5, 0, "current_load", 500.0),
                row("diagnostics", T2, 0, "current_load", 750.0),
                row("diagnostics", T3, 0, "current_load", null),
                row("diagnostics", without(T5, "model"), 10, "current_load", 2000.0));

        assertAnswer(query, answer,
                answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "East", "model", "F-150", "load_capacity", "2000"),
                        "avg_load_ratio", 0.5),
                answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "East", "model", "H-2", "load_capacity", "1500"),
                        "avg_load_ratio", 0.5));
    }

    @Test
    void dailyActivityCountsActiveBucketsPerDayFleetAndModel() {
        UseCaseQuery query = overAll(UseCaseQueryType.DAILY_ACTIVITY);

        UseCaseAnswer answer = answerOf(query,
                status(T1, 0, 0L), status(T1, 10, 0L),                                // active
                status(T1, TEN_MINUTES, 0L), status(T1, TEN_MINUTES + 10, 2L),        // mean 1: not active
                status(T1, 2 * TEN_MINUTES, 0L), status(T1, 2 * TEN_MINUTES + 10, 1L), // mean 0.5: active
                status(T1, 3 * TEN_MINUTES, null),                                    // no status: no bucket
                status(T5, 0, 0L),
                status(T2, DAY, 0L),
                status(T3, 0, 3L),
                status(without(T2, "fleet"), 0, 0L));

        assertAnswer(query, answer,
                answer(null, 0, UseCaseAnswer.labels("fleet", "East", "model", "F-150"), "daily_activity", 3 / 144.0),
                answer(null, DAY, UseCaseAnswer.labels("fleet", "East", "model", "H-2"), "daily_activity",
                        1 / 144.0));
    }

    @Test
    void breakdownFrequencyCountsTheTrucksChangesToBrokenDownPerModel() {
        UseCaseQuery query = overAll(UseCaseQueryType.BREAKDOWN_FREQUENCY);
        List<UseCaseRow> rows = new ArrayList<>();
        long[][] truck1 = {{0, 0}, {1, 0}, {2, 2}, {0}, {3}};    // broken at buckets 1 and 4: two breakdowns
        long[][] truck5 = {{4}, {0}, {0, 1, 0}};                  // broken only at its first bucket: none
        long[][] truck2 = {{0}, {5}};                             // one
        long[][] truck4 = {{0}, {0}};                             // none
        add(rows, T1, truck1);
        add(rows, T5, truck5);
        add(rows, T2, truck2);
        add(rows, T4, truck4);
        rows.add(status(without(T4, "model"), 3 * TEN_MINUTES, 5L));

        assertAnswer(query, UseCaseAnswers.of(rows, query),
                answer(null, NO_TIME, UseCaseAnswer.labels("model", "F-150"), "breakdowns", 2L),
                answer(null, NO_TIME, UseCaseAnswer.labels("model", "H-2"), "breakdowns", 1L));
    }

    private static void add(List<UseCaseRow> rows, List<UseCaseRow.Tag> truck, long[][] statusPerBucket) {
        for (int bucket = 0; bucket < statusPerBucket.length; bucket++) {
            for (int i = 0; i < statusPerBucket[bucket].length; i++) {
                rows.add(status(truck, bucket * TEN_MINUTES + 10L * i, statusPerBucket[bucket][i]));
            }
        }
    }
}
