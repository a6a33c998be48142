package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.usecase.query.HandRows.NO_TIME;
import static org.iotbenchrunner.core.usecase.query.HandRows.answer;
import static org.iotbenchrunner.core.usecase.query.HandRows.named;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UseCaseAnswerComparisonTest {
    private static final UseCaseAnswerComparison COMPARISON = UseCaseAnswerComparison.DEFAULT;
    private static final UseCaseAnswer EXPECTED = new UseCaseAnswer(List.of(
            answer("host_0", 0, Map.of(), "mean_usage_user", 15.0),
            answer("host_1", 0, Map.of(), "mean_usage_user", 30.0),
            answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0)));

    private static UseCaseAnswer answerOf(UseCaseAnswer.Row... rows) {
        return new UseCaseAnswer(List.of(rows));
    }

    @Test
    void theSameRowsInAnotherOrderWithinTheToleranceMatch() {
        UseCaseAnswer actual = answerOf(
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0 * (1 + 1e-12)),
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.0),
                answer("host_1", 0, Map.of(), "mean_usage_user", new BigDecimal("30.000")));

        assertThat(COMPARISON.difference(UseCaseQueryType.DOUBLE_GROUPBY_1, EXPECTED, actual)).isEmpty();
    }

    @Test
    void integersMustBeEqualAndNearZeroTheAbsoluteToleranceCounts() {
        assertThat(COMPARISON.equal(2L, 2)).isTrue();
        assertThat(COMPARISON.equal(2L, new BigDecimal("2.00"))).isTrue();
        assertThat(COMPARISON.equal(2L, 3L)).isFalse();
        assertThat(COMPARISON.equal(2L, 2.0)).isTrue();
        assertThat(COMPARISON.equal(0.0, 1e-10)).isTrue();
        assertThat(COMPARISON.equal(0.0, 1e-8)).isFalse();
        assertThat(COMPARISON.equal(1e6, 1e6 + 1e-4)).isTrue();
        assertThat(COMPARISON.equal(1e6, 1e6 + 1e-2)).isFalse();
        assertThat(COMPARISON.equal("East", "East")).isTrue();
        assertThat(COMPARISON.equal(1.0, "1.0")).isFalse();
    }

    @Test
    void aDifferentValueIsNamedWithItsRowAndTheOthersCounted() {
        UseCaseAnswer actual = answerOf(
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.5),
                answer("host_1", 0, Map.of(), "mean_usage_user", 31.0),
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0));

        assertThat(COMPARISON.difference(UseCaseQueryType.DOUBLE_GROUPBY_1, EXPECTED, actual)).contains(
                "host_0 @ 2016-01-01T00:00:00Z: mean_usage_user expected 15.0, got 15.5 (and 1 more difference)");
    }

    @Test
    void missingExtraAndUnexpectedRowsAndValuesAreNamed() {
        assertThat(COMPARISON.difference(UseCaseQueryType.DOUBLE_GROUPBY_1, EXPECTED, answerOf(
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.0),
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0))))
                .contains("missing row host_1 @ 2016-01-01T00:00:00Z {mean_usage_user=30.0}");
        assertThat(COMPARISON.difference(UseCaseQueryType.DOUBLE_GROUPBY_1, EXPECTED, answerOf(
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.0, "mean_usage_system", 1.0),
                answer("host_1", 0, Map.of(), "mean_usage_user", 30.0),
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0),
                answer("host_2", 3600, Map.of(), "mean_usage_user", 40.0))))
                .contains("host_0 @ 2016-01-01T00:00:00Z: mean_usage_system expected nothing, got 1.0 "
                        + "(and 1 more difference)");
        UseCaseAnswer fleets = answerOf(answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "East"),
                "avg_fuel_consumption", 25.0));
        assertThat(COMPARISON.difference(UseCaseQueryType.AVG_VS_PROJECTED_FUEL_CONSUMPTION, fleets, answerOf(
                answer(null, NO_TIME, UseCaseAnswer.labels("fleet", "West"), "avg_fuel_consumption", 25.0))))
                .contains("unexpected row fleet=West {avg_fuel_consumption=25.0} (and 1 more difference)");
    }

    @Test
    void rowsWithoutValuesAreDroppedUnlessTheTypeOnlyNamesRows() {
        UseCaseAnswer withNulls = answerOf(
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.0),
                answer("host_1", 0, Map.of(), "mean_usage_user", 30.0),
                answer("host_2", 0, Map.of()),
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0));
        assertThat(COMPARISON.difference(UseCaseQueryType.DOUBLE_GROUPBY_1, EXPECTED, withNulls)).isEmpty();

        UseCaseAnswer stationary = answerOf(named("truck_1"));
        assertThat(COMPARISON.difference(UseCaseQueryType.STATIONARY_TRUCKS, stationary, stationary)).isEmpty();
        assertThat(COMPARISON.difference(UseCaseQueryType.STATIONARY_TRUCKS, stationary,
                answerOf(named("truck_1"), named("truck_2")))).contains("unexpected row truck_2");
    }

    @Test
    void answersReceivedThroughTheSinkAreTheSameRows() {
        UseCaseAnswer expected = answerOf(
                answer(null, 0, UseCaseAnswer.labels("fleet", "East", "model", "H-2"), "daily_activity", 0.5),
                answer("truck_1", NO_TIME, Map.of(), "avg_daily_hours", 1.5));
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        for (UseCaseAnswer.Row row : expected.rows()) {
            sink.row(row.device(), row.time());
            row.labels().forEach(sink::label);
            row.values().forEach(sink::value);
        }

        assertThat(sink.answer()).isEqualTo(expected);
        assertThat(COMPARISON.difference(UseCaseQueryType.DAILY_ACTIVITY, expected, sink.answer())).isEmpty();
    }
}
