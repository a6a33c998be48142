package org.iotbenchrunner.core.spi;

import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The TSBS use cases capability of a database ({@link DatabaseBinding#useCases()}): how it loads a use case's rows,
 * which use-case query types it cannot run and why, and how to open a client that loads and queries them. A binding
 * without it offers none; further capabilities follow the same pattern (an optional object the binding offers).
 *
 * @param writePath how {@link UseCaseClient#insertRows} writes, recorded as a use-case load's client
 *     {@code writePath}
 * @param unsupportedQueries each use-case query type this database cannot run exactly as defined, with the reason a
 *     user reads (a run names them, never drops them); empty: it runs all of them. The reasons of an
 *     {@link Unsupported} constant, whose {@link Unsupported#exception} the client throws for them
 * @param opener opens one client for one loader or query worker thread
 */
public record UseCaseSupport(String writePath, Map<UseCaseQueryType, String> unsupportedQueries, Opener opener) {

    /** Opens a {@link UseCaseClient}, typically the binding's own client class, which implements both. */
    @FunctionalInterface
    public interface Opener {
        UseCaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception;
    }

    public UseCaseSupport {
        unsupportedQueries = Map.copyOf(unsupportedQueries);
    }

    /** A database that runs every use-case query type. */
    public UseCaseSupport(String writePath, Opener opener) {
        this(writePath, Map.of(), opener);
    }

    /** Opens one connection for one loader or query worker thread. */
    public UseCaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        return opener.open(endpoint, config);
    }
}
