package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.iotdb.IotdbUseCaseAnswers.AnswerRow;
import org.junit.jupiter.api.Test;

/** The steps the client takes after IoTDB's per-truck or per-bucket aggregates, on buckets made up here. */
class UseCaseAnswerStepsTest {
    private static final long MINUTES = Duration.ofMinutes(1).toNanos();
    private static final long DAY = Duration.ofDays(1).toNanos();

    @Test
    void longSessionsNameTheTrucksWithMoreDrivingBucketsThanTheThreshold() {
        List<AnswerRow> driving = List.of(bucket("truck_1", 0), bucket("truck_1", 10), bucket("truck_1", 20),
                bucket("truck_2", 0), bucket("truck_2", 10));
        assertThat(rows(sink -> UseCaseAnswerSteps.trucksWithMoreRows(driving, 2, sink))).containsExactly(
                new UseCaseAnswer.Row("truck_1", NO_TIME, Map.of(), Map.of()));
    }

    @Test
    void fleetsSumTheirTrucksSumsAndCounts() {
        List<AnswerRow> trucks = List.of(
                truck("truck_1", Map.of("fleet", "East", "fuel_sum", 30.0, "fuel_count", 2L, "nominal_sum", 45.0,
                        "nominal_count", 3L)),
                truck("truck_2", Map.of("fleet", "East", "fuel_sum", 10.0, "fuel_count", 2L, "nominal_sum", 19.0,
                        "nominal_count", 1L)),
                truck("truck_3", Map.of("fleet", "West", "fuel_count", 0L, "nominal_sum", 12.0, "nominal_count", 1L)));
        assertThat(rows(sink -> UseCaseAnswerSteps.fleetFuelConsumption(trucks, sink))).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of("fleet", "East"),
                        Map.of("avg_fuel_consumption", 10.0, "projected_fuel_consumption", 16.0)),
                new UseCaseAnswer.Row(null, NO_TIME, Map.of("fleet", "West"),
                        Map.of("projected_fuel_consumption", 12.0)));
    }

    /** Six driving buckets on one day (one hour) and three on another (half an hour): 0.75 hours a day. */
    @Test
    void dailyHoursAreTheMeanOverTheDaysWithDrivingOfTheirBucketsOverSix() {
        List<AnswerRow> driving = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            driving.add(bucket("truck_1", 10 * i));
        }
        for (int i = 0; i < 3; i++) {
            driving.add(bucket("truck_1", 24 * 60 + 10 * i));
        }
        assertThat(rows(sink -> UseCaseAnswerSteps.avgDailyHours(driving, sink))).containsExactly(
                new UseCaseAnswer.Row("truck_1", NO_TIME, Map.of(), Map.of("avg_daily_hours", 0.75)));
    }

    /**
     * A first bucket driving starts nothing; a session from 20 to 50 minutes (30) and one from 70 to 80 (10) on day
     * one; one starting the next day and still driving at the truck's last bucket has no length.
     */
    @Test
    void sessionsStartAtAChangeToDrivingAndEndAtTheNextChangeBack() {
        double[] velocities = {9, 0, 9, 9, 9, 0, 0, 9, 0};
        List<AnswerRow> buckets = new java.util.ArrayList<>();
        for (int i = 0; i < velocities.length; i++) {
            buckets.add(new AnswerRow("truck_1", 10 * i * MINUTES, Map.of("mean_velocity", velocities[i])));
        }
        buckets.add(new AnswerRow("truck_1", DAY - 10 * MINUTES, Map.of("mean_velocity", 0.0)));
        buckets.add(new AnswerRow("truck_1", DAY, Map.of("mean_velocity", 6.0)));
        assertThat(rows(sink -> UseCaseAnswerSteps.avgSessionMinutes(buckets, sink))).containsExactly(
                new UseCaseAnswer.Row("truck_1", 0, Map.of(), Map.of("avg_session_minutes", 20.0)));
    }

    @Test
    void avgLoadIsTheMeanOfItsTrucksRatiosPerFleetModelAndCapacity() {
        List<AnswerRow> trucks = List.of(
                truck("truck_1", Map.of("fleet", "East", "model", "F-150", "load_capacity", "2000", "load_ratio", 0.5)),
                truck("truck_2", Map.of("fleet", "East", "model", "F-150", "load_capacity", "2000", "load_ratio", 0.7)),
                truck("truck_3", Map.of("fleet", "East", "model", "H-2", "load_capacity", "1500", "load_ratio", 0.1)));
        assertThat(rows(sink -> UseCaseAnswerSteps.avgLoad(trucks, sink))).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, UseCaseAnswer.labels("fleet", "East", "model", "F-150",
                        "load_capacity", "2000"), Map.of("avg_load_ratio", 0.6)),
                new UseCaseAnswer.Row(null, NO_TIME, UseCaseAnswer.labels("fleet", "East", "model", "H-2",
                        "load_capacity", "1500"), Map.of("avg_load_ratio", 0.1)));
    }

    @Test
    void dailyActivityCountsTheActiveBucketsOfADaysFleetAndModelOver144() {
        Map<String, Object> eastF150 = Map.of("fleet", "East", "model", "F-150");
        List<AnswerRow> active = List.of(new AnswerRow("truck_1", 0, eastF150),
                new AnswerRow("truck_2", 10 * MINUTES, eastF150), new AnswerRow("truck_1", DAY + 20 * MINUTES,
                        eastF150));
        assertThat(rows(sink -> UseCaseAnswerSteps.dailyActivity(active, sink))).containsExactly(
                new UseCaseAnswer.Row(null, 0, UseCaseAnswer.labels("fleet", "East", "model", "F-150"),
                        Map.of("daily_activity", 2.0 / 144)),
                new UseCaseAnswer.Row(null, DAY, UseCaseAnswer.labels("fleet", "East", "model", "F-150"),
                        Map.of("daily_activity", 1.0 / 144)));
    }

    /** A breakdown is a broken-down bucket after one that was not; a truck's first bucket is none. */
    @Test
    void breakdownsAreChangesToBrokenDownPerModel() {
        double[] shares = {0.9, 0.2, 0.5, 0.6, 0.0, 1.0};
        List<AnswerRow> buckets = new java.util.ArrayList<>();
        for (int i = 0; i < shares.length; i++) {
            buckets.add(new AnswerRow("truck_1", 10 * i * MINUTES, Map.of("broken_share", shares[i], "model", "H-2")));
        }
        buckets.add(new AnswerRow("truck_2", 0, Map.of("broken_share", 1.0, "model", "F-150")));
        assertThat(rows(sink -> UseCaseAnswerSteps.breakdowns(buckets, sink))).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of("model", "H-2"), Map.of("breakdowns", 2L)));
    }

    private static AnswerRow bucket(String truck, long minutes) {
        return new AnswerRow(truck, minutes * MINUTES, Map.of("velocity", 9.0));
    }

    private static AnswerRow truck(String truck, Map<String, Object> values) {
        return new AnswerRow(truck, NO_TIME, values);
    }

    private static List<UseCaseAnswer.Row> rows(Consumer<RowSink> step) {
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        step.accept(sink);
        return sink.answer().rows();
    }
}
