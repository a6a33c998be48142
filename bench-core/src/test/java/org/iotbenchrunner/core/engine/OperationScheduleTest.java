package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.iotbenchrunner.core.engine.FakeClock.ms;

import java.util.List;
import org.iotbenchrunner.core.result.OpenLoop;
import org.junit.jupiter.api.Test;

/** The schedule against a fake clock: every time below is exact, whatever the machine's speed. */
class OperationScheduleTest {
    private static final long T0 = ms(5_000);

    @Test
    void clientsTakeTheRunsSlotsRoundRobin() {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule first = new OperationSchedule(clock, T0, 100, 2, 0);
        OperationSchedule second = new OperationSchedule(clock, T0, 100, 2, 1);
        assertThat(List.of(first.intendedStart(0), second.intendedStart(0), first.intendedStart(1),
                second.intendedStart(1), first.intendedStart(2)))
                .containsExactly(T0, T0 + ms(10), T0 + ms(20), T0 + ms(30), T0 + ms(40));
    }

    @Test
    void onScheduleEachOperationWaitsForItsSlotAndTheRateIsKept() throws Exception {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule s = new OperationSchedule(clock, T0, 50, 1, 0);
        for (int k = 0; k < 10; k++) {
            assertThat(s.awaitNext(() -> false)).isTrue();
            assertThat(clock.nanoTime()).isEqualTo(T0 + ms(20) * k);
            assertThat(s.intendedNanos()).isEqualTo(T0 + ms(20) * k);
            clock.advance(ms(3));
        }
        assertThat(clock.sleeps).hasSize(9);
        assertThat(s.issued()).isEqualTo(10);
        assertThat(s.maxLagNanos()).isZero();
        assertThat(s.achievedOpsPerSecond()).isCloseTo(50, within(1e-9));
        OpenLoop o = OperationSchedule.summarize(50, List.of(s));
        assertThat(o.behindSchedule()).isFalse();
        assertThat(o.endLagMs()).isZero();
    }

    /** No slot is skipped: after a stall the backlog is issued at once, each keeping its own intended start. */
    @Test
    void behindScheduleTheNextOperationsGoAtOnceAndKeepTheirIntendedStarts() throws Exception {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule s = new OperationSchedule(clock, T0, 100, 1, 0);
        s.awaitNext(() -> false);
        clock.advance(ms(55));
        int sleepsBefore = clock.sleeps.size();
        for (int k = 1; k <= 5; k++) {
            assertThat(s.awaitNext(() -> false)).isTrue();
            assertThat(s.intendedNanos()).isEqualTo(T0 + ms(10) * k);
            assertThat(s.lastLagNanos()).isEqualTo(ms(55) - ms(10) * k);
        }
        assertThat(clock.sleeps).hasSize(sleepsBefore);
        assertThat(s.maxLagNanos()).isEqualTo(ms(45));
        s.awaitNext(() -> false);
        assertThat(clock.nanoTime()).as("caught up: waits for slot 6").isEqualTo(T0 + ms(60));
        assertThat(s.lastLagNanos()).isZero();
    }

    @Test
    void aDatabaseSlowerThanTheScheduleIsBehindSchedule() throws Exception {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule s = new OperationSchedule(clock, T0, 100, 1, 0);
        for (int k = 0; k < 100; k++) {
            s.awaitNext(() -> false);
            clock.advance(ms(20));
        }
        // Issued every 20 ms from T0: 100 / (1.98 s + 10 ms).
        assertThat(s.achievedOpsPerSecond()).isCloseTo(100 / 1.99, within(1e-9));
        assertThat(s.lastLagNanos()).isEqualTo(ms(990));
        OpenLoop o = OperationSchedule.summarize(100, List.of(s));
        assertThat(o.behindSchedule()).isTrue();
        assertThat(o.maxLagMs()).isEqualTo(990);
    }

    @Test
    void behindScheduleIsTheAchievedShareOrTheLagAtTheEnd() {
        assertThat(OpenLoop.of(100, 95, 0, 0).behindSchedule()).isFalse();
        assertThat(OpenLoop.of(100, 94.9, 0, 0).behindSchedule()).isTrue();
        assertThat(OpenLoop.of(100, 99, 1000, 5000).behindSchedule()).as("a stall it recovered from").isFalse();
        assertThat(OpenLoop.of(100, 99, 1001, 1001).behindSchedule()).as("a backlog at the end").isTrue();
    }

    /** Clients with more devices issue more write batches; each is measured against its own share. */
    @Test
    void theAchievedRateSumsTheClientsWhateverTheirNumberOfOperations() throws Exception {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule three = new OperationSchedule(clock, T0, 100, 2, 0);
        OperationSchedule two = new OperationSchedule(clock, T0, 100, 2, 1);
        for (int k = 0; k < 3; k++) {
            three.awaitNext(() -> false);
            if (k < 2) {
                two.awaitNext(() -> false);
            }
        }
        OpenLoop o = OperationSchedule.summarize(100, List.of(three, two));
        assertThat(o.achievedOpsPerSecond()).isCloseTo(100, within(1e-9));
        assertThat(o.behindSchedule()).isFalse();
    }

    @Test
    void aStopDuringTheWaitLeavesTheSlotUntakenAndLongWaitsAreSplit() throws Exception {
        FakeClock clock = new FakeClock(T0);
        OperationSchedule s = new OperationSchedule(clock, T0, 0.5, 1, 0);
        s.awaitNext(() -> false);
        int[] checks = {0};
        assertThat(s.awaitNext(() -> ++checks[0] > 3)).isFalse();
        assertThat(s.issued()).isEqualTo(1);
        assertThat(clock.nanoTime()).isEqualTo(T0 + 3 * OperationSchedule.MAX_NAP_NANOS);
        assertThat(s.awaitNext(() -> false)).isTrue();
        assertThat(clock.nanoTime()).isEqualTo(T0 + ms(2_000));
    }

    @Test
    void aRateMustBePositive() {
        FakeClock clock = new FakeClock(0);
        assertThatThrownBy(() -> new OperationSchedule(clock, 0, 0, 1, 0)).hasMessageContaining("(got 0.0)");
        assertThatThrownBy(() -> RunOptions.DEFAULT.withRate(-1)).hasMessageContaining("(got -1.0)");
        assertThatThrownBy(() -> RunOptions.DEFAULT.withRate(Double.NaN)).hasMessageContaining("(got NaN)");
        assertThat(RunOptions.DEFAULT.withRate(10).withWarmup(5).opsPerSecond()).isEqualTo(10);
        assertThat(RunOptions.DEFAULT.openLoop()).isFalse();
    }
}
