package org.iotbenchrunner.orchestrator.usecase;

import java.util.List;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The use-case queries asked on the command line after a load: {@code count} queries of each of {@code types}, drawn
 * from {@code seed}, run by {@code workers} clients; {@code verify}: every answer compared with the expected one;
 * {@code perPoint}: for types that sweep a parameter (the thermo types' device group bound), the queries at each
 * point ({@code count} then covers every point), else null.
 */
public record QueryRequest(List<UseCaseQueryType> types, int count, int workers, long seed, boolean verify,
        Integer perPoint) {

    public QueryRequest {
        types = List.copyOf(types);
    }

    public QueryRequest(List<UseCaseQueryType> types, int count, int workers, long seed, boolean verify) {
        this(types, count, workers, seed, verify, null);
    }
}
