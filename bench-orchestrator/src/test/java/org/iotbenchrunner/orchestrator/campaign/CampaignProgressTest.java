package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.orchestrator.plan.PlanBound;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.junit.jupiter.api.Test;

/** The campaign line and the plan's bound, on a clock the test moves. */
class CampaignProgressTest {
    private long nanos;

    private void advance(double seconds) {
        nanos += (long) (seconds * 1e9);
    }

    private static PlannedTest write(String db, String test, double points) {
        return new PlannedTest(db, test, db + " " + test, true, points, 0);
    }

    private static PlannedTest read(String db, String test, double operations, double cap) {
        return new PlannedTest(db, test, db + " " + test, false, operations, cap);
    }

    @Test
    void theEtaIsEachTestsWorkAtItsKindsMeasuredRatePlusTheTimeOutsideMeasuringAndDashWhileNothingIsKnown() {
        PlannedTest w1 = write("a", "out-of-order", 1000);
        PlannedTest w2 = write("a", "write", 4000);
        PlannedTest r1 = read("a", "read", 100, 0);
        PlannedTest r2 = read("a", "latest-point", 300, 0);
        CampaignProgress progress = new CampaignProgress(List.of(w1, w2, r1, r2), () -> nanos);

        advance(2);
        assertThat(progress.starting(w1)).isEqualTo("campaign: test 1 of 4 (a out-of-order), 0 done, elapsed 2s, ETA -");
        advance(10);
        progress.finished(w1, RunStatus.COMPLETED, 5, 1000);
        assertThat(progress.starting(w2)).as("200 points/s and 5 s outside measuring; the reads' rate not known yet")
                .isEqualTo("campaign: test 2 of 4 (a write), 1 done, elapsed 12s, ETA at least 35s (no read test "
                        + "timed yet)");
        advance(40);
        progress.finished(w2, RunStatus.COMPLETED, 20, 4000);
        advance(1);
        progress.starting(r1);
        advance(20);
        progress.finished(r1, RunStatus.COMPLETED, 10, 100);
        assertThat(progress.starting(r2)).as("300 operations at 10/s, and (5 + 20 + 10) / 3 s outside measuring")
                .isEqualTo("campaign: test 4 of 4 (a latest-point), 3 done, elapsed 1m13s, ETA 42s");
    }

    @Test
    void aCappedTestIsEstimatedAtMostItsCapAndACrashTellsNothing() {
        PlannedTest r1 = read("a", "read", 100, 0);
        PlannedTest r2 = read("a", "range-query", 100, 0);
        PlannedTest r3 = read("a", "downsample", 10_000, 30);
        CampaignProgress progress = new CampaignProgress(List.of(r1, r2, r3), () -> nanos);

        progress.starting(r1);
        advance(50);
        progress.finished(r1, RunStatus.CRASHED, 40, 10);
        assertThat(progress.eta()).isEqualTo("-");
        progress.starting(r2);
        advance(10);
        progress.finished(r2, RunStatus.TIMED_OUT, 8, 40);
        assertThat(progress.eta()).as("5 operations/s, but 10,000 operations are capped at 30 s, plus 2 s")
                .isEqualTo("32s");
    }

    @Test
    void theSameTestsRateComesFirstThenTheDatabasesThenTheCampaigns() {
        PlannedTest fast = write("fast", "write", 1000);
        PlannedTest slow = write("slow", "out-of-order", 1000);
        PlannedTest slowWrite = write("slow", "write", 1000);
        PlannedTest slowWriteAgain = new PlannedTest("slow", "write", "slow write run 2", true, 1000, 0);
        PlannedTest other = write("other", "write", 1000);
        CampaignProgress progress = new CampaignProgress(List.of(fast, slow, slowWrite, slowWriteAgain, other),
                () -> nanos);

        progress.starting(fast);
        advance(1);
        progress.finished(fast, RunStatus.COMPLETED, 1, 1000);
        progress.starting(slow);
        advance(9);
        progress.finished(slow, RunStatus.COMPLETED, 9, 1000);
        assertThat(progress.eta()).as("slow's 9 s twice, other at the campaign's 2000 points in 10 s")
                .isEqualTo("23s");
        progress.starting(slowWrite);
        advance(4);
        progress.finished(slowWrite, RunStatus.COMPLETED, 4, 1000);
        assertThat(progress.eta()).as("slow's write again in 4 s, other at 3000 points in 14 s").isEqualTo("9s");
    }

    @Test
    void oneRowBatchesTellNothingOfBulkWrites() {
        PlannedTest small = write("a", "batch-small", 1000);
        PlannedTest large = write("a", "batch-large", 100_000);
        PlannedTest smallElsewhere = write("b", "batch-small", 1000);
        CampaignProgress progress = new CampaignProgress(List.of(small, large, smallElsewhere), () -> nanos);

        progress.starting(small);
        advance(10);
        progress.finished(small, RunStatus.COMPLETED, 10, 1000);
        assertThat(progress.eta()).as("b's one-row batches at a's 100 points/s; batch-large unknown")
                .isEqualTo("at least 10s (no write test timed yet)");
    }

    @Test
    void aResultTellsItsMeasuredWorkFailedOperationsIncluded() {
        PlannedTest r1 = read("a", "read", 100, 0);
        PlannedTest r2 = read("a", "range-query", 100, 0);
        CampaignProgress progress = new CampaignProgress(List.of(r1, r2), () -> nanos);
        progress.starting(r1);
        advance(10);
        progress.finished(r1, RunResult.builder().status(RunStatus.COMPLETED).elapsedSeconds(10)
                .total(new OperationResult("ALL", 40, 10, 400, 0, 40, null, List.of(), null, 0, 0, List.of()))
                .build());
        assertThat(progress.eta()).as("50 operations in 10 s").isEqualTo("20s");
    }

    @Test
    void thePlanSaysHowLongItMayMeasureAtMost() {
        PlannedTest capped = read("a", "read", 1, 3600);
        assertThat(PlanBound.line(List.of(capped, capped, capped)))
                .isEqualTo("plan: 3 tests, each capped at 3600 s: at most 3h 00m of measured time (plus set-up, "
                        + "baselines and verification)");
        assertThat(PlanBound.line(List.of(read("a", "read", 1, 90))))
                .isEqualTo("plan: 1 test, capped at 90 s: at most 0h 02m of measured time (plus set-up, baselines "
                        + "and verification)");
        assertThat(PlanBound.line(List.of(read("a", "read", 1, 0), write("a", "write", 1))))
                .isEqualTo("plan: 2 tests, no cap per test (TEST_MAX_TIME=0)");
        assertThat(PlanBound.line(List.of())).isEqualTo("plan: no test left to run");
    }

    @Test
    void aResultKeptFromAnEarlierRunTellsItsKindsRate() {
        PlannedTest kept = read("a", "read", 100, 0);
        PlannedTest first = read("a", "range-query", 50, 0);
        PlannedTest second = read("a", "downsample", 100, 0);
        CampaignProgress progress = new CampaignProgress(List.of(first, second), () -> nanos);
        progress.learned(kept, RunResult.builder().status(RunStatus.COMPLETED).elapsedSeconds(10)
                .total(new OperationResult("ALL", 100, 0, 400, 0, 40, null, List.of(), null, 0, 0, List.of()))
                .build());
        progress.starting(first);
        advance(10);
        progress.finished(first, RunStatus.COMPLETED, 10, 50);
        assertThat(progress.eta()).as("100 operations at (100 + 50) / (10 + 10) s: the kept run's 10/s counts")
                .isEqualTo("13s");
    }
}
