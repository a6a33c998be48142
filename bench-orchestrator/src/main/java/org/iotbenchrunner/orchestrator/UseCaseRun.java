package org.iotbenchrunner.orchestrator;

import java.util.List;

/** One data set's load and the query runs against each loaded database after it, in order (none: load only). */
record UseCaseRun(LoadRequest load, List<QueryRequest> queries) {

    UseCaseRun {
        queries = List.copyOf(queries);
    }
}
