package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

class EffectTest {
    private final Labels en = Labels.of(Language.EN);

    /** One run per value: throughput for write, average latency for range-query. */
    private static List<RunResult> runs(String test, double... values) {
        return Arrays.stream(values).mapToObj(v -> Fixtures.run("iotdb", "small", test, v, v, 10, 100, 0,
                RunStatus.COMPLETED)).toList();
    }

    @Test
    void aChangeIsInPercentOfTheBaselineAndItsSignFollowsTheMetric() {
        Effect faster = Effect.of(Metric.THROUGHPUT, runs("write", 100), runs("write", 120));
        assertThat(faster.percent()).isCloseTo(20, within(1e-9));
        assertThat(faster.better()).isTrue();
        assertThat(faster.gain()).isCloseTo(20, within(1e-9));
        Effect slower = Effect.of(Metric.AVG_LATENCY, runs("range-query", 10), runs("range-query", 12));
        assertThat(slower.percent()).isCloseTo(20, within(1e-9));
        assertThat(slower.worse()).isTrue();
        assertThat(slower.gain()).as("above zero is better").isCloseTo(-20, within(1e-9));
        Effect quicker = Effect.of(Metric.AVG_LATENCY, runs("range-query", 10), runs("range-query", 8));
        assertThat(quicker.percent()).isCloseTo(-20, within(1e-9));
        assertThat(quicker.direction()).isEqualTo("better");
        assertThat(EffectTable.effect(slower, en).text()).isEqualTo("+20.0 % worse, single run");
        assertThat(EffectTable.effect(quicker, Labels.of(Language.PT_BR)).text())
                .isEqualTo("\u221220,0 % melhor, execução única");
    }

    @Test
    void theEffectOfRepeatedRunsIsTheChangeOfTheirMedians() {
        Effect e = Effect.of(Metric.THROUGHPUT, runs("write", 90, 100, 400), runs("write", 110, 150, 160));
        assertThat(e.percent()).isCloseTo(50, within(1e-9));
    }

    @Test
    void singleRunsWithinTheWinnersMarginAreNoise() {
        Effect small = Effect.of(Metric.THROUGHPUT, runs("write", 100), runs("write", 105));
        assertThat(small.verdict()).isEqualTo(Effect.Verdict.WITHIN_NOISE);
        assertThat(small.counts()).isFalse();
        assertThat(small.hasInterval()).isFalse();
        assertThat(EffectTable.effect(small, en).text()).isEqualTo("+5.0 % better, single run, within noise");
        Effect margin = Effect.of(Metric.THROUGHPUT, runs("write", 100), runs("write", 100 * Winners.SINGLE_RUN_MARGIN));
        assertThat(margin.verdict()).as("a lead of exactly the margin, as for winners").isEqualTo(
                Effect.Verdict.BEYOND_MARGIN);
        Effect drop = Effect.of(Metric.THROUGHPUT, runs("write", 100), runs("write", 85));
        assertThat(drop.verdict()).isEqualTo(Effect.Verdict.BEYOND_MARGIN);
        assertThat(EffectTable.effect(drop, en).text()).isEqualTo("\u221215.0 % worse, single run");
        assertThat(EffectTable.effect(drop, en).css()).isEqualTo("num worse");
    }

    @Test
    void threeRunsOnBothSidesGiveWelchsInterval() {
        Effect e = Effect.of(Metric.THROUGHPUT, runs("write", 98, 100, 102), runs("write", 118, 120, 122));
        // equal variances (4) and sizes: se^2 = 4/3 + 4/3, Welch's degrees of freedom 4
        double half = new TDistribution(4).inverseCumulativeProbability(0.975) * Math.sqrt(8.0 / 3);
        assertThat(e.ciLow()).isCloseTo(20 - half, within(1e-9));
        assertThat(e.ciHigh()).isCloseTo(20 + half, within(1e-9));
        assertThat(e.verdict()).isEqualTo(Effect.Verdict.SIGNIFICANT);
        assertThat(EffectTable.effect(e, en).text()).isEqualTo("+20.0 % better, 95 % CI [+15.5 %, +24.5 %]");
        assertThat(EffectTable.effect(e, en).css()).isEqualTo("num better");
    }

    @Test
    void unequalVariancesUseWelchSatterthwaiteDegreesOfFreedom() {
        double[] a = {10, 11, 12, 13};
        double[] b = {20, 30, 40};
        double va = 5.0 / 3 / 4;
        double vb = 100.0 / 3;
        double df = (va + vb) * (va + vb) / (va * va / 3 + vb * vb / 2);
        double half = new TDistribution(df).inverseCumulativeProbability(0.975) * Math.sqrt(va + vb);
        assertThat(Effect.welch(a, b)).containsExactly(new double[]{30 - 11.5 - half, 30 - 11.5 + half},
                within(1e-9));
    }

    @Test
    void anIntervalThatHoldsZeroIsNotSignificantEvenForALargeChange() {
        Effect e = Effect.of(Metric.AVG_LATENCY, runs("range-query", 5, 10, 15), runs("range-query", 2, 7, 12));
        assertThat(e.percent()).isCloseTo(-30, within(1e-9));
        assertThat(e.ciLow()).isNegative();
        assertThat(e.ciHigh()).isPositive();
        assertThat(e.verdict()).isEqualTo(Effect.Verdict.NOT_SIGNIFICANT);
        assertThat(EffectTable.effect(e, en).text()).startsWith("\u221230.0 % better, 95 % CI [").endsWith(
                "], not significant");
        assertThat(EffectTable.effect(e, en).css()).isEqualTo("num weak");
    }

    @Test
    void fewerThanThreeRunsOnEitherSideGiveNoInterval() {
        Effect e = Effect.of(Metric.THROUGHPUT, runs("write", 100, 102, 98), runs("write", 130, 131));
        assertThat(e.hasInterval()).isFalse();
        assertThat(e.verdict()).isEqualTo(Effect.Verdict.BEYOND_MARGIN);
        assertThat(EffectTable.effect(e, en).text()).isEqualTo("+30.5 % better, 3 and 2 runs, no interval");
    }

    @Test
    void aFlaggedRunOnEitherSideGivesNoEffect() {
        List<RunResult> capped = List.of(Fixtures.run("iotdb", "small", "write", 500, 1, 10, 100, 0,
                RunStatus.TIMED_OUT));
        Effect e = Effect.of(Metric.THROUGHPUT, runs("write", 100, 101, 99), capped);
        assertThat(e.verdict()).isEqualTo(Effect.Verdict.FLAGGED);
        assertThat(e.percent()).isNaN();
        assertThat(e.counts()).isFalse();
        assertThat(EffectTable.effect(e, en).text()).isEqualTo("\u26a0 no effect: flagged run");
        List<RunResult> failed = List.of(Fixtures.run("iotdb", "small", "write", 500, 1, 10, 100, 2,
                RunStatus.COMPLETED));
        assertThat(Effect.of(Metric.THROUGHPUT, failed, runs("write", 100)).verdict())
                .isEqualTo(Effect.Verdict.FLAGGED);
    }
}
