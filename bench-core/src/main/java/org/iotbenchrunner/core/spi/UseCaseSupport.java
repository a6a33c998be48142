package org.iotbenchrunner.core.spi;

import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The TSBS use cases capability of a database ({@link DatabaseBinding#useCases()}): how it loads a use case's rows,
 * which use-case query types it cannot run and why, and a client that loads and queries them. A binding without it
 * offers none; further capabilities follow the same pattern (an optional object the binding offers).
 */
public interface UseCaseSupport {

    /** How {@link UseCaseClient#insertRows} writes, recorded as a use-case load's client {@code writePath}. */
    String writePath();

    /**
     * Each use-case query type this database cannot run exactly as defined, with the reason a user reads; a run
     * names them, never drops them. Empty: it runs all of them. The reasons of an {@link Unsupported} constant, whose
     * {@link Unsupported#exception} the client throws for them.
     */
    default Map<UseCaseQueryType, String> unsupportedQueries() {
        return Map.of();
    }

    /** Opens one connection for one loader or query worker thread. */
    UseCaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception;
}
