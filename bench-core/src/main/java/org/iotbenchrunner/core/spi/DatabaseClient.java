package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * One open connection (or session) to a database, used by one client thread for its writes and queries.
 * Any exception thrown by an operation counts as one failed operation. The points of an answer are its non-null
 * values, not counting time or label columns; the harness counts them from the rows a client passes on. Only
 * operations in {@link DatabaseBinding#supportedOperations()} are ever called. TSBS use cases have a client of their
 * own ({@link UseCaseClient}), which the same class may implement.
 */
public interface DatabaseClient extends AutoCloseable {

    /** Removes all data of the benchmark so a write scenario starts from an empty database. */
    void cleanup() throws Exception;

    /** Creates groups, tables or series for all devices; called once before writing. */
    void registerSchema(List<DeviceSchema> devices) throws Exception;

    void insert(Batch batch) throws Exception;

    /**
     * Runs {@code query} and passes every row of its answer to {@code sink}, in the database's order: the one query
     * path of a client, shared by the measured phase (a counting sink) and {@code --verify} (a collecting one, for
     * which the client may run a labelled variant of the statement, see {@link RowSink#labelled()}). Only types
     * the binding supports are passed; for those it declares unsupported the client throws
     * {@link Unsupported#exception}. Rows are shaped as {@link QueryAnswer} describes per query type.
     */
    void query(Query query, RowSink sink) throws Exception;

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

    /**
     * How this client wrote, where a database has more than one way (e.g. batches by COPY and by upsert): counts
     * summed over every client into the result's client information. Empty where there is one way.
     */
    default Map<String, Long> writeCounts() {
        return Map.of();
    }

    @Override
    void close();

}
