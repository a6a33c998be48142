package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.BaselineRows;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ValueMismatch;
import org.iotbenchrunner.core.result.ValueVerification;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.DataGenerator;

/**
 * Runs measured queries again, after the measured phase and untimed, through
 * {@link DatabaseClient#answer(Query)}, and compares the rows and values of each answer with
 * {@link ExpectedValues}. Each client re-runs its own successful queries on its own connection, all clients at once;
 * of each operation, up to {@code limit} queries spread evenly over the run.
 */
final class ValueCheck {
    private final Map<OperationType, Counts> byOperation = new EnumMap<>(OperationType.class);

    ValueCheck(List<ClientRunner> runners, Map<Integer, DatabaseClient> connections, BenchmarkConfig config,
            DataGenerator data, BaselineRows baseline, long warmup, long limit, ExecutorService pool) throws Exception {
        List<Callable<Map<OperationType, Counts>>> tasks = new ArrayList<>();
        for (ClientRunner runner : runners) {
            DatabaseClient client = connections.get(runner.clientId());
            tasks.add(() -> check(runner, client, config, data, baseline, warmup, limit));
        }
        for (Future<Map<OperationType, Counts>> done : pool.invokeAll(tasks)) {
            try {
                done.get().forEach((op, counts) -> byOperation.computeIfAbsent(op, o -> new Counts()).add(counts));
            } catch (ExecutionException e) {
                throw (e.getCause() instanceof Exception ex) ? ex : new RuntimeException(e.getCause());
            }
        }
    }

    private static Map<OperationType, Counts> check(ClientRunner runner, DatabaseClient client,
            BenchmarkConfig config, DataGenerator data, BaselineRows baseline, long warmup, long limit)
            throws Exception {
        ExpectedValues expected = new ExpectedValues(baseline);
        Map<OperationType, Long> successful = new EnumMap<>(OperationType.class);
        ClientRunner.Answers answers = runner.answers;
        for (int i = 0; i < answers.size(); i++) {
            if (answers.points(i) != ClientRunner.Answers.FAILED) {
                successful.merge(answers.operation(i), 1L, Long::sum);
            }
        }
        Map<OperationType, Long> seen = new EnumMap<>(OperationType.class);
        Map<OperationType, Counts> result = new EnumMap<>(OperationType.class);
        QueryReplay.replay(runner, config, data.schema(), warmup, (i, op, query, points) -> {
            if (points == ClientRunner.Answers.FAILED) {
                return;
            }
            long index = seen.merge(op, 1L, Long::sum) - 1;
            if (selected(index, successful.get(op), limit)) {
                result.computeIfAbsent(op, o -> new Counts()).check(query, client, expected);
            }
        });
        return result;
    }

    /**
     * Whether the {@code index}-th (0-based) of {@code total} queries is among {@code limit} spread evenly over them:
     * those where {@code index x limit / total} reaches the next integer, the last one included.
     */
    static boolean selected(long index, long total, long limit) {
        if (limit == Verification.ALL_QUERIES || total <= limit) {
            return true;
        }
        return (index + 1) * limit / total > index * limit / total;
    }

    /** What --verify checked: point counts ({@code check}) and, unless {@code values} is null, values. */
    static Verification verification(AnswerCheck check, ValueCheck values, RunOptions options, double countSeconds,
            double valueSeconds) {
        ValueVerification v = values == null ? ValueVerification.NONE : values.total();
        return new Verification(v.verified() > 0 ? Verification.POINT_COUNTS_AND_VALUES : Verification.POINT_COUNTS,
                options.baselineRowsPerDevice(), check.verified(), check.mismatches(), countSeconds,
                options.valueQueries(), v.verified(), v.mismatches(), v.notChecked(), valueSeconds);
    }

    /** Each operation's result with its value check; unchanged when values were not checked. */
    static List<OperationResult> attach(ValueCheck values, List<OperationResult> operations) {
        if (values == null) {
            return operations;
        }
        List<OperationResult> checked = new ArrayList<>();
        for (OperationResult op : operations) {
            checked.add(java.util.Arrays.stream(OperationType.values())
                    .filter(t -> t.reportName().equals(op.operation())).findFirst()
                    .map(t -> op.withValues(values.of(t))).orElse(op));
        }
        return List.copyOf(checked);
    }

    ValueVerification of(OperationType op) {
        Counts counts = byOperation.get(op);
        return counts == null ? ValueVerification.NONE : counts.result();
    }

    ValueVerification total() {
        return byOperation.values().stream().map(Counts::result).reduce(ValueVerification.NONE,
                ValueVerification::plus);
    }

    /** Per operation: verified, mismatches, not checked, with the first examples and reasons. */
    private static final class Counts {
        long verified;
        long mismatches;
        long notChecked;
        final List<ValueMismatch> examples = new ArrayList<>();
        final List<String> reasons = new ArrayList<>();

        void check(Query query, DatabaseClient client, ExpectedValues expected) {
            Optional<String> unpredictable = expected.unpredictable(query);
            if (unpredictable.isPresent()) {
                notChecked(unpredictable.get());
                return;
            }
            QueryAnswer answer;
            try {
                answer = AnswerRows.of(client, query);
            } catch (UnsupportedOperationException e) {
                notChecked(String.valueOf(e.getMessage()));
                return;
            } catch (Exception e) {
                notChecked("running the query again failed: " + e.getClass().getSimpleName() + ": "
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse(""));
                return;
            }
            verified++;
            Optional<String> difference = expected.difference(query, answer);
            if (difference.isPresent()) {
                mismatches++;
                if (examples.size() < OperationResult.MAX_MISMATCH_EXAMPLES) {
                    examples.add(new ValueMismatch(query.describe(), difference.get()));
                }
            }
        }

        private void notChecked(String reason) {
            notChecked++;
            if (!reasons.contains(reason) && reasons.size() < ValueVerification.MAX_REASONS) {
                reasons.add(reason);
            }
        }

        void add(Counts other) {
            ValueVerification sum = result().plus(other.result());
            verified = sum.verified();
            mismatches = sum.mismatches();
            notChecked = sum.notChecked();
            examples.clear();
            examples.addAll(sum.examples());
            reasons.clear();
            reasons.addAll(sum.notCheckedReasons());
        }

        ValueVerification result() {
            return new ValueVerification(verified, mismatches, examples, notChecked, reasons);
        }
    }
}
