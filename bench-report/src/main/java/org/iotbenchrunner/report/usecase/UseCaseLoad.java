package org.iotbenchrunner.report.usecase;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;

/**
 * One database's load of a use case's data set ({@code load.json}) and the query runs beside it ({@code queries.json},
 * {@code queries-<N>.json}), one per number of queries per type, fewest first. {@code written}: when the load started,
 * or its file was last written when it has no window; the latest of two loads of the same data set wins.
 */
public record UseCaseLoad(UseCaseLoadResult result, List<UseCaseQueryResult> queries, Instant written) {

    public UseCaseLoad {
        queries = List.copyOf(queries);
    }

    /** The database's key, as the tests' results name it: its id in lower case, else its name. */
    String db() {
        DatabaseInfo d = result.database();
        String id = d == null ? null : d.id() != null ? d.id() : d.name();
        return id == null ? "unknown" : id.toLowerCase(Locale.ROOT);
    }

    /** The database's display name, e.g. TimescaleDB. */
    public String dbName() {
        DatabaseInfo d = result.database();
        return d == null ? db() : Objects.requireNonNullElse(d.name(), db());
    }

    /** Whether the load finished, so that its figures can be shown: a crashed or running load has none. */
    public boolean finished() {
        return result.status() == RunStatus.COMPLETED;
    }

    /** Finished, yet not to be trusted as is: some batches failed. */
    boolean flagged() {
        return finished() && !result.good();
    }

    /** The preset (seed experiment) the load belongs to; null without one. */
    UseCaseLoadResult.Preset preset() {
        return result.asked() == null ? null : result.asked().preset();
    }

    /** The query run of {@code queriesPerType} queries of each type, if one was made. */
    public Optional<UseCaseQueryResult> queries(int queriesPerType) {
        return queries.stream().filter(q -> queriesPerType(q) == queriesPerType).findFirst();
    }

    static int queriesPerType(UseCaseQueryResult q) {
        return q.asked() == null ? 0 : q.asked().queriesPerType();
    }
}
