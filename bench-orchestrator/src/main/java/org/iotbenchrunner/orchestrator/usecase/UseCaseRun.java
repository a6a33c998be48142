package org.iotbenchrunner.orchestrator.usecase;

import java.util.List;

/** One data set's load and the query runs against each loaded database after it, in order (none: load only). */
public record UseCaseRun(LoadRequest load, List<QueryRequest> queries) {

    public UseCaseRun {
        queries = List.copyOf(queries);
    }
}
