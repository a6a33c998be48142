package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.ThermoGenerator;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.api.Test;

class ThermoAnswersTest {
    private static final long MINUTE = 60_000_000_000L;
    private static final long T0 = 1_563_249_660_000_000_000L;   // a whole minute

    private static UseCaseRow row(int devid, long time, long temperature, double humidity) {
        return new UseCaseRow(ThermoDevices.MEASUREMENT, List.of(
                new UseCaseRow.Tag(ThermoDevices.DEVID, Integer.toString(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVGROUP, Integer.toString(ThermoDevices.group(devid)))),
                time, List.of(new UseCaseRow.Field(ThermoDevices.TEMPERATURE, temperature),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, humidity)));
    }

    /** Devices 5 (group 5), 105 (group 5), 12 (group 12), 250 (group 50); minutes T0 and T0 + 1 min. */
    private static final List<UseCaseRow> ROWS = List.of(
            row(5, T0, 40, 1.5), row(5, T0 + MINUTE, 41, 2.25),
            row(105, T0, 60, -3.0), row(105, T0 + 1_000_000_000L, 61, 4.0),
            row(12, T0, 50, 10.0), row(12, T0 + MINUTE + 5, 55, 11.0),
            row(250, T0, 99, 20.0));

    private static UseCaseAnswer answer(UseCaseQueryType type, int devgroup) {
        return UseCaseAnswers.of(ROWS, UseCaseQuery.thermo(type, devgroup));
    }

    private static UseCaseAnswer.Row one(Map<String, Object> values) {
        return new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(), values);
    }

    @Test
    void q1IsEveryRowOfTheGroupWithItsTagsAsLabels() {
        assertThat(answer(UseCaseQueryType.THERMO_READ_GROUP, 5).rows()).containsExactly(
                new UseCaseAnswer.Row("dev_105", T0, UseCaseAnswer.labels("devid", "105", "devgroup", "5"),
                        Map.of("temperature", 60L, "humidity", -3.0)),
                new UseCaseAnswer.Row("dev_105", T0 + 1_000_000_000L,
                        UseCaseAnswer.labels("devid", "105", "devgroup", "5"),
                        Map.of("temperature", 61L, "humidity", 4.0)),
                new UseCaseAnswer.Row("dev_5", T0, UseCaseAnswer.labels("devid", "5", "devgroup", "5"),
                        Map.of("temperature", 40L, "humidity", 1.5)),
                new UseCaseAnswer.Row("dev_5", T0 + MINUTE, UseCaseAnswer.labels("devid", "5", "devgroup", "5"),
                        Map.of("temperature", 41L, "humidity", 2.25)));
        assertThat(answer(UseCaseQueryType.THERMO_READ_GROUP, 0).rows()).isEmpty();
    }

    @Test
    void q2IsOneValueOverTheGroupsBelowTheBoundComparedAsIntegers() {
        // devgroup < 10 holds groups 5 only; a string comparison would take "12" and "50" too
        assertThat(answer(UseCaseQueryType.THERMO_COUNT, 10).rows()).containsExactly(one(Map.of("count", 4L)));
        assertThat(answer(UseCaseQueryType.THERMO_SUM, 10).rows())
                .containsExactly(one(Map.of("sum_temperature", 202L)));
        assertThat(answer(UseCaseQueryType.THERMO_AVG, 10).rows())
                .containsExactly(one(Map.of("avg_temperature", 50.5)));
        assertThat(answer(UseCaseQueryType.THERMO_MAX, 100).rows())
                .containsExactly(one(Map.of("max_temperature", 99L)));
        assertThat(answer(UseCaseQueryType.THERMO_MIN, 100).rows())
                .containsExactly(one(Map.of("min_temperature", 40L)));
        assertThat(answer(UseCaseQueryType.THERMO_COUNT, 100).rows()).containsExactly(one(Map.of("count", 7L)));
    }

    @Test
    void q2OverNoRowCountsZeroAndHasNoOtherValue() {
        assertThat(answer(UseCaseQueryType.THERMO_COUNT, 5).rows()).containsExactly(one(Map.of("count", 0L)));
        for (UseCaseQueryType type : List.of(UseCaseQueryType.THERMO_AVG, UseCaseQueryType.THERMO_SUM,
                UseCaseQueryType.THERMO_MAX, UseCaseQueryType.THERMO_MIN)) {
            assertThat(answer(type, 5).rows()).isEmpty();
        }
    }

    @Test
    void q3IsCountSumAvgPerGroup() {
        assertThat(answer(UseCaseQueryType.THERMO_BY_GROUP, 20).rows()).containsExactly(
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("devgroup", "5"),
                        Map.of("count_temperature", 4L, "sum_temperature", 202L, "avg_temperature", 50.5)),
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("devgroup", "12"),
                        Map.of("count_temperature", 2L, "sum_temperature", 105L, "avg_temperature", 52.5)));
    }

    @Test
    void q4IsCountSumAvgPerMinute() {
        assertThat(answer(UseCaseQueryType.THERMO_BY_MINUTE, 100).rows()).containsExactly(
                new UseCaseAnswer.Row(null, T0, Map.of(),
                        Map.of("count_temperature", 5L, "sum_temperature", 310L, "avg_temperature", 62.0)),
                new UseCaseAnswer.Row(null, T0 + MINUTE, Map.of(),
                        Map.of("count_temperature", 2L, "sum_temperature", 96L, "avg_temperature", 48.0)));
        assertThat(answer(UseCaseQueryType.THERMO_BY_MINUTE, 6).rows()).containsExactly(
                new UseCaseAnswer.Row(null, T0, Map.of(),
                        Map.of("count_temperature", 3L, "sum_temperature", 161L, "avg_temperature", 161.0 / 3)),
                new UseCaseAnswer.Row(null, T0 + MINUTE, Map.of(),
                        Map.of("count_temperature", 1L, "sum_temperature", 41L, "avg_temperature", 41.0)));
    }

    @Test
    void generatedDataAddsUpAcrossTheSweep() {
        UseCaseSpec spec = new UseCaseSpec(UseCase.THERMO, 2, 300, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(150), Duration.ofSeconds(1));
        ThermoGenerator rows = new ThermoGenerator(spec);
        List<UseCaseQuery> queries = new ArrayList<>();
        for (int bound : UseCaseQueryGenerator.sweep(UseCaseQueryType.THERMO_COUNT)) {
            queries.add(UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, bound));
        }
        queries.add(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_GROUP, 100));
        queries.add(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 100));
        queries.add(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 30));
        List<UseCaseAnswer> answers = UseCaseAnswers.of(rows, queries);
        for (int i = 0; i < 10; i++) {
            // each tenth of the groups holds 30 of the 300 devices
            assertThat(answers.get(i).rows().get(0).values().get("count")).isEqualTo(30L * 150 * (i + 1));
        }
        assertThat(answers.get(10).rows()).hasSize(100)
                .allSatisfy(r -> assertThat(r.values().get("count_temperature")).isEqualTo(3L * 150));
        // 150 s from a whole minute plus 40 s: minutes of 20, 60, 60 and 10 seconds
        assertThat(answers.get(11).rows()).extracting(r -> r.values().get("count_temperature"))
                .containsExactly(300L * 20, 300L * 60, 300L * 60, 300L * 10);
        assertThat(answers.get(12).rows()).hasSize(3 * 150).extracting(UseCaseAnswer.Row::device).startsWith("dev_130");
        long sum = answers.get(10).rows().stream().mapToLong(r -> (Long) r.values().get("sum_temperature")).sum();
        assertThat(answers.get(11).rows().stream().mapToLong(r -> (Long) r.values().get("sum_temperature")).sum())
                .isEqualTo(sum);
    }

    @Test
    void comparisonMatchesIntegersExactlyAndAveragesWithinTolerance() {
        UseCaseAnswer expected = answer(UseCaseQueryType.THERMO_BY_GROUP, 20);
        UseCaseAnswer fromDatabase = new UseCaseAnswer(List.of(
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("devgroup", "12"),
                        Map.of("count_temperature", 2, "sum_temperature", new java.math.BigDecimal("105"),
                                "avg_temperature", 52.5 * (1 + 1e-12))),
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("devgroup", "5"),
                        Map.of("count_temperature", 4L, "sum_temperature", 202L, "avg_temperature", 50.5))));
        assertThat(UseCaseAnswerComparison.DEFAULT.difference(UseCaseQueryType.THERMO_BY_GROUP, expected,
                fromDatabase)).isEmpty();
        UseCaseAnswer offByOne = new UseCaseAnswer(List.of(fromDatabase.rows().get(1),
                new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, UseCaseAnswer.labels("devgroup", "12"),
                        Map.of("count_temperature", 2L, "sum_temperature", 106L, "avg_temperature", 52.5))));
        assertThat(UseCaseAnswerComparison.DEFAULT.difference(UseCaseQueryType.THERMO_BY_GROUP, expected, offByOne))
                .contains("devgroup=12: sum_temperature expected 105, got 106");
    }
}
