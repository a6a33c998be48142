package org.iotbenchrunner.core.engine;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * Draws a client's measured queries again, after the run, from the seeds it used (operation mix, then query
 * generator, warm-up skipped), next to what each returned. Nothing but the returned point counts is kept while
 * the clock runs.
 */
final class QueryReplay {
    interface Visitor {
        /** The {@code index}-th measured query; {@code points} is {@link ClientRunner.Answers#FAILED} if it failed. */
        void query(int index, OperationType op, Query query, long points) throws Exception;
    }

    private QueryReplay() {
    }

    static void replay(ClientRunner runner, BenchmarkConfig config, WorkloadSchema schema, long warmup,
            Visitor visitor) throws Exception {
        OperationMix mix = ClientRunner.mix(config, runner.clientId());
        QueryGenerator queries = new QueryGenerator(config, schema, runner.clientId());
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
            visitor.query(i, op, queries.next(op), answers.points(i));
        }
    }
}
