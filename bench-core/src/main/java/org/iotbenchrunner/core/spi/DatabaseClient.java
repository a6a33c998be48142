package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * One open connection (or session) to a database, used by one client thread for its writes and queries.
 * Any exception thrown by an operation counts as one failed operation. Query methods return the number of
 * points (non-null values, not counting time or label columns) the database returned. Only operations in
 * {@link DatabaseBinding#supportedOperations()} are ever called.
 */
public interface DatabaseClient extends AutoCloseable {

    /** Removes all data of the benchmark so a write scenario starts from an empty database. */
    void cleanup() throws Exception;

    /** Creates groups, tables or series for all devices; called once before writing. */
    void registerSchema(List<DeviceSchema> devices) throws Exception;

    void insert(Batch batch) throws Exception;

    default long preciseQuery(Query.PreciseQuery query) throws Exception {
        throw unsupported(query);
    }

    default long rangeQuery(Query.RangeQuery query) throws Exception {
        throw unsupported(query);
    }

    default long valueRangeQuery(Query.ValueRangeQuery query) throws Exception {
        throw unsupported(query);
    }

    default long aggRangeQuery(Query.AggRangeQuery query) throws Exception {
        throw unsupported(query);
    }

    default long aggValueQuery(Query.AggValueQuery query) throws Exception {
        throw unsupported(query);
    }

    default long aggRangeValueQuery(Query.AggRangeValueQuery query) throws Exception {
        throw unsupported(query);
    }

    default long groupByQuery(Query.GroupByQuery query) throws Exception {
        throw unsupported(query);
    }

    default long latestPointQuery(Query.LatestPointQuery query) throws Exception {
        throw unsupported(query);
    }

    default long setOperationQuery(Query.SetOpQuery query) throws Exception {
        throw unsupported(query);
    }

    /** Runs any query through its type's method. */
    default long query(Query query) throws Exception {
        if (query instanceof Query.PreciseQuery q) {
            return preciseQuery(q);
        } else if (query instanceof Query.RangeQuery q) {
            return rangeQuery(q);
        } else if (query instanceof Query.ValueRangeQuery q) {
            return valueRangeQuery(q);
        } else if (query instanceof Query.AggRangeQuery q) {
            return aggRangeQuery(q);
        } else if (query instanceof Query.AggValueQuery q) {
            return aggValueQuery(q);
        } else if (query instanceof Query.AggRangeValueQuery q) {
            return aggRangeValueQuery(q);
        } else if (query instanceof Query.GroupByQuery q) {
            return groupByQuery(q);
        } else if (query instanceof Query.LatestPointQuery q) {
            return latestPointQuery(q);
        }
        return setOperationQuery((Query.SetOpQuery) query);
    }

    /**
     * The content of the answer to {@code query} (rows and values, shaped as {@link QueryAnswer} describes), for
     * {@code --verify} after the measured phase: never called while the clock runs, so it may run a labelled variant
     * of the measured statement (e.g. with the device column added) and convert values at leisure. A client that
     * cannot tell throws {@link UnsupportedOperationException}: values are then reported as not checked.
     */
    default QueryAnswer answer(Query query) throws Exception {
        throw new UnsupportedOperationException("this database client returns no answer contents");
    }

    /**
     * The size of the benchmark's data on disk, after a flush or checkpoint where the database offers one;
     * called once after each write test on a fresh connection. Empty when the client cannot tell (the
     * orchestrator then asks the {@link RunningServer}).
     */
    default Optional<DiskSize> diskSize() throws Exception {
        return Optional.empty();
    }

    /** Server product and version as the server reports it, e.g. "PostgreSQL 15.20, TimescaleDB 2.19.3". */
    String serverVersion() throws Exception;

    @Override
    void close();

    private static UnsupportedOperationException unsupported(Query query) {
        return new UnsupportedOperationException(query.type().reportName() + " is not supported");
    }
}
