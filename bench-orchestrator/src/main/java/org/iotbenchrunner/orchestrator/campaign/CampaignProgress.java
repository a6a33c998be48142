package org.iotbenchrunner.orchestrator.campaign;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.LongSupplier;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;

/**
 * The whole campaign's progress, one line before each test: which test of how many, how many are done, the time
 * since the campaign started and an estimate of the time left. A remaining test is estimated at its planned work over
 * the rate measured so far in this campaign for its kind (points/s for write tests, operations/s for read tests, over
 * the measured phases): that of the same test on the same database where one ran (an earlier repetition), else that
 * database's for the kind, else the campaign's; plus the average time a test spent outside its measured phase
 * (schema, baseline loading, verification, disk size), since at small scales that is most of it. Shown on the
 * terminal only, never stored.
 */
public final class CampaignProgress {
    private final Set<PlannedTest> remaining;
    private final int total;
    private final LongSupplier nanoTime;
    private final long startedNanos;
    private final Map<String, Tally> rates = new HashMap<>();
    /** Tests timed, as work, and the seconds they spent outside their measured phases. */
    private Tally overhead = new Tally(0, 0);
    private long testStartedNanos;

    /** Work and the seconds it took, summed over the tests a rate is of. */
    private record Tally(double work, double seconds) {
        Tally plus(Tally other) {
            return new Tally(work + other.work, seconds + other.seconds);
        }

        double perSecond() {
            return work / seconds;
        }
    }

    CampaignProgress(List<PlannedTest> tests, LongSupplier nanoTime) {
        this.remaining = new LinkedHashSet<>(tests);
        this.total = tests.size();
        this.nanoTime = nanoTime;
        this.startedNanos = nanoTime.getAsLong();
    }

    /** The line to print as {@code test} starts: "campaign: test 3 of 9 (noop read), 2 done, elapsed 5s, ETA 9s". */
    String starting(PlannedTest test) {
        testStartedNanos = nanoTime.getAsLong();
        int done = total - remaining.size();
        return "campaign: test " + (done + 1) + " of " + total + " (" + test.label() + "), " + done + " done, elapsed "
                + TerminalProgress.duration(secondsSince(startedNanos)) + ", ETA " + eta();
    }

    /** {@code test} has ended as {@code result} says. */
    void finished(PlannedTest test, RunResult result) {
        finished(test, result.status(), result.elapsedSeconds(), work(test, result));
    }

    /** A result kept from an earlier run of the campaign ({@code --resume}) tells its kind's rate too. */
    void learned(PlannedTest test, RunResult earlier) {
        learn(test, earlier.status(), earlier.elapsedSeconds(), work(test, earlier));
    }

    private static double work(PlannedTest test, RunResult result) {
        OperationResult all = result.total();
        return all == null ? 0 : test.write() ? all.okPoints() + all.failedPoints()
                : all.okOperations() + all.failedOperations();
    }

    /**
     * {@code test} has ended: a complete or capped one did {@code measuredWork} (points or operations, the failed
     * ones included) in {@code measuredSeconds}; a crashed one tells nothing.
     */
    void finished(PlannedTest test, RunStatus status, double measuredSeconds, double measuredWork) {
        remaining.remove(test);
        double seconds = secondsSince(testStartedNanos);
        if (learn(test, status, measuredSeconds, measuredWork)) {
            overhead = overhead.plus(new Tally(1, Math.max(0, seconds - measuredSeconds)));
        }
    }

    /** Adds a measured test to its kind's rates; false when it tells nothing (crashed, nothing measured). */
    private boolean learn(PlannedTest test, RunStatus status, double measuredSeconds, double measuredWork) {
        if (status == RunStatus.CRASHED || status == RunStatus.RUNNING || !(measuredSeconds > 0)
                || !(measuredWork > 0)) {
            return false;
        }
        Tally tally = new Tally(measuredWork, measuredSeconds);
        for (String key : keys(test)) {
            rates.merge(key, tally, Tally::plus);
        }
        return true;
    }

    /** The time left: "-" when no remaining test's rate is known, a lower bound naming the kinds not timed yet. */
    String eta() {
        if (overhead.work() == 0) {
            return "-";
        }
        double seconds = 0;
        boolean anyKnown = false;
        Set<String> unknown = new LinkedHashSet<>();
        for (PlannedTest t : remaining) {
            seconds += overhead.seconds() / overhead.work();
            Tally rate = keys(t).stream().map(rates::get).filter(Objects::nonNull).findFirst().orElse(null);
            if (rate == null) {
                unknown.add(t.kind());
                continue;
            }
            anyKnown = true;
            double estimate = t.work() / rate.perSecond();
            seconds += t.capSeconds() > 0 ? Math.min(estimate, t.capSeconds()) : estimate;
        }
        if (unknown.isEmpty()) {
            return TerminalProgress.duration(seconds);
        }
        return !anyKnown ? "-" : "at least " + TerminalProgress.duration(seconds) + " (no " + String.join(" or ",
                unknown) + " test timed yet)";
    }

    /** The rates that may tell {@code test}'s, the closest first. */
    private static List<String> keys(PlannedTest test) {
        return List.of(test.database() + " test " + test.test(), test.database() + " " + test.kind() + " tests",
                test.kind() + " tests");
    }

    private double secondsSince(long nanos) {
        return (nanoTime.getAsLong() - nanos) / 1e9;
    }
}
