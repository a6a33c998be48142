package org.iotbenchrunner.report.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.result.RunResult;

/**
 * Who wins each test of one scale: the highest throughput for write tests, the lowest average latency for
 * read tests, among runs that completed with no failed operation and no mismatch. Repeated runs compare their
 * medians, and where the 95 % confidence intervals of the two best overlap there is no winner. Equal values are
 * a tie; anything else wins. Client-bound runs are ranked, with a caveat: they measured the harness as well.
 * A single run has no interval: where the best two are single runs within {@link #SINGLE_RUN_MARGIN} of each
 * other there is no winner either, since one run cannot tell such a gap from noise (our repeated runs vary by
 * 6 to 11 %). Tests whose operations differ between databases (read-supported) are not ranked at all.
 */
public final class Winners {
    /** The lead a single run needs over the runner-up to be named the winner. */
    public static final double SINGLE_RUN_MARGIN = 1.10;

    private Winners() {
    }

    /**
     * {@code best} holds one run, several on a tie, none when no run qualifies or when {@code overlap} (the
     * intervals of the best two overlap). Values are the medians of each database's runs.
     */
    public record Verdict(String test, Metric criterion, List<RunResult> best, RunResult runnerUp,
            List<RunResult> notRanked, boolean overlap, List<RunResult> overlapping, double value,
            double runnerUpValue, List<RunResult> clientBound, boolean tooClose) {

        public boolean tie() {
            return best.size() > 1;
        }

        /** How many times better the winner is than the runner-up (NaN without one). */
        public double margin() {
            return best.isEmpty() || runnerUp == null ? Double.NaN : lead(criterion, value, runnerUpValue);
        }
    }

    public static List<Verdict> of(ResultSet scale) {
        List<Verdict> verdicts = new ArrayList<>();
        for (String test : scale.tests().stream().filter(ResultSet::isRankedTest).toList()) {
            Metric criterion = ResultSet.criterion(test);
            List<RunResult> runs = scale.runs().stream().filter(r -> ResultSet.test(r).equals(test)).toList();
            Map<RunResult, RunStats> stats = new IdentityHashMap<>();
            runs.forEach(r -> stats.put(r, RunStats.of(scale.repetitions(r), criterion)));
            ToDoubleFunction<RunResult> value = r -> stats.get(r).median();
            List<RunResult> ranked = runs.stream().filter(r -> !ResultSet.flagged(r))
                    .filter(r -> Double.isFinite(value.applyAsDouble(r))).sorted(order(criterion, value)).toList();
            List<RunResult> notRanked = runs.stream().filter(r -> !ranked.contains(r)).toList();
            List<RunResult> best = ranked.isEmpty() ? List.of() : ranked.stream()
                    .filter(r -> value.applyAsDouble(r) == value.applyAsDouble(ranked.get(0))).toList();
            RunResult runnerUp = ranked.size() > best.size() ? ranked.get(best.size()) : null;
            List<RunResult> clientBound = ranked.stream()
                    .filter(r -> scale.repetitions(r).stream().anyMatch(RunResult::clientBound)).toList();
            boolean contested = best.size() == 1 && runnerUp != null;
            boolean overlap = contested && stats.get(best.get(0)).overlaps(stats.get(runnerUp));
            double bestValue = best.isEmpty() ? Double.NaN : value.applyAsDouble(best.get(0));
            double runnerUpValue = runnerUp == null ? Double.NaN : value.applyAsDouble(runnerUp);
            boolean tooClose = contested && !overlap && !(stats.get(best.get(0)).hasInterval()
                    && stats.get(runnerUp).hasInterval())
                    && lead(criterion, bestValue, runnerUpValue) < SINGLE_RUN_MARGIN;
            verdicts.add(overlap || tooClose
                    ? new Verdict(test, criterion, List.of(), null, notRanked, overlap, List.of(best.get(0), runnerUp),
                            Double.NaN, Double.NaN, clientBound, tooClose)
                    : new Verdict(test, criterion, best, runnerUp, notRanked, false, List.of(), bestValue,
                            runnerUpValue, clientBound, false));
        }
        return verdicts;
    }

    static double lead(Metric criterion, double best, double runnerUp) {
        return criterion.higherIsBetter() ? best / runnerUp : runnerUp / best;
    }

    private static Comparator<RunResult> order(Metric criterion, ToDoubleFunction<RunResult> value) {
        Comparator<RunResult> byValue = Comparator.comparingDouble(value);
        return (criterion.higherIsBetter() ? byValue.reversed() : byValue).thenComparing(ResultSet::database);
    }
}
