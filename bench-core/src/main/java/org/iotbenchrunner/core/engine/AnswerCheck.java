package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.workload.DataGenerator;

/**
 * Compares the points each measured query returned with its expected answer, after the run. Each client's
 * queries are drawn again from the same seeds (operation mix, then query generator, warm-up included), so
 * nothing but the returned counts is kept while the clock runs. Failed queries are not checked.
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

    AnswerCheck(List<ClientRunner> runners, BenchmarkConfig config, DataGenerator data, long rowsPerDevice,
            long warmup) {
        ExpectedAnswers expected = new ExpectedAnswers(data, rowsPerDevice);
        for (ClientRunner runner : runners) {
            OperationMix mix = ClientRunner.mix(config, runner.clientId());
            QueryGenerator queries = new QueryGenerator(config, data.schema(), runner.clientId());
            for (long i = 0; i < warmup; i++) {
                queries.next(mix.next());
            }
            ClientRunner.Answers answers = runner.answers;
            for (int i = 0; i < answers.size(); i++) {
                OperationType op = mix.next();
                if (op != answers.operation(i)) {
                    throw new IllegalStateException("verification replay drew " + op + " where client "
                            + runner.clientId() + " ran " + answers.operation(i) + " (query " + i + ")");
                }
                Query query = queries.next(op);
                if (answers.points(i) != ClientRunner.Answers.FAILED) {
                    byOperation.computeIfAbsent(op, o -> new Counts()).add(query, expected.points(query),
                            answers.points(i));
                }
            }
        }
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
