package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.BaselineRows;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.workload.DataGenerator;

/**
 * Compares the points each measured query returned with its expected answer, after the run, on the queries
 * {@link QueryReplay} draws again. Failed queries are not checked.
 */
final class AnswerCheck {
    /** Per operation: verified, mismatches, first examples. */
    static final class Counts {
        long verified;
        long mismatches;
        final List<Mismatch> examples = new ArrayList<>();

        void add(Query query, long expected, long actual) {
            verified++;
            if (expected != actual) {
                mismatches++;
                if (examples.size() < OperationResult.MAX_MISMATCH_EXAMPLES) {
                    examples.add(new Mismatch(query.describe(), expected, actual));
                }
            }
        }
    }

    private final Map<OperationType, Counts> byOperation = new EnumMap<>(OperationType.class);

    AnswerCheck(List<ClientRunner> runners, BenchmarkConfig config, DataGenerator data, BaselineRows baseline,
            long warmup) throws Exception {
        ExpectedAnswers expected = new ExpectedAnswers(baseline);
        for (ClientRunner runner : runners) {
            QueryReplay.replay(runner, config, data.schema(), warmup, (i, op, query, points) -> {
                if (points != ClientRunner.Answers.FAILED) {
                    byOperation.computeIfAbsent(op, o -> new Counts()).add(query, expected.points(query), points);
                }
            });
        }
    }

    /** Counts found otherwise than by replaying queries (the stored rows of a write run). */
    AnswerCheck(OperationType op, Counts counts) {
        byOperation.put(op, counts);
    }

    /** Counts of one operation; empty counts when none of its queries succeeded. */
    Counts of(OperationType op) {
        return byOperation.getOrDefault(op, new Counts());
    }

    long verified() {
        return byOperation.values().stream().mapToLong(c -> c.verified).sum();
    }

    long mismatches() {
        return byOperation.values().stream().mapToLong(c -> c.mismatches).sum();
    }
}
