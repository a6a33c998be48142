package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * What a binding declares it cannot run, checked against what its client does: each declared type throws an
 * {@link UnsupportedOperationException} that gives the declared reason. (That every other type answers is what the
 * kits' answer checks show.) No server is needed where the client refuses before asking one, as the bindings do.
 */
public final class DeclaredUnsupported {
    private DeclaredUnsupported() {
    }

    /** Every query operation in {@link DatabaseBinding#unsupportedOperations()}, measured and under --verify. */
    public static void assertOperationsThrowAsDeclared(DatabaseBinding binding, DatabaseClient client,
            BenchmarkConfig config) {
        QueryGenerator queries = new QueryGenerator(config, new WorkloadSchema(config), 0);
        for (Map.Entry<OperationType, String> declared : binding.unsupportedOperations().entrySet()) {
            if (!declared.getKey().isQuery()) {
                continue;
            }
            Query query = queries.next(declared.getKey());
            assertRefused(catchThrowable(() -> PointCount.of(client, query)), declared.getValue(),
                    query.describe() + ", declared unsupported");
            assertRefused(catchThrowable(() -> AnswerRows.of(client, query)), declared.getValue(),
                    query.describe() + " under --verify, declared unsupported");
        }
    }

    /** Every type in {@link UseCaseSupport#unsupportedQueries()} that {@code spec}'s data set can be asked. */
    public static void assertUseCaseQueriesThrowAsDeclared(UseCaseSupport useCases, UseCaseClient client,
            UseCaseSpec spec) {
        UseCaseQueryGenerator queries = new UseCaseQueryGenerator(spec, 0);
        for (Map.Entry<UseCaseQueryType, String> declared : useCases.unsupportedQueries().entrySet()) {
            if (!declared.getKey().appliesTo(spec.useCase()) || queries.unfit(declared.getKey()).isPresent()) {
                continue;
            }
            UseCaseQuery query = queries.next(declared.getKey());
            assertRefused(catchThrowable(() -> UseCaseAnswerRows.of(client, query)), declared.getValue(),
                    query.describe() + ", declared unsupported");
        }
    }

    /** Described before the check, so that a type which answers instead of refusing is named in the failure. */
    private static void assertRefused(Throwable thrown, String declaredReason, String what) {
        assertThat(thrown).as(what).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining(declaredReason);
    }
}
