package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * One open connection (or session) to a database, used by one client thread for its writes and queries.
 * Any exception thrown by an operation counts as one failed operation. The points of an answer are its non-null
 * values, not counting time or label columns; the harness counts them from the rows a client passes on. Only
 * operations in {@link DatabaseBinding#supportedOperations()} are ever called.
 */
public interface DatabaseClient extends AutoCloseable {

    /** Removes all data of the benchmark so a write scenario starts from an empty database. */
    void cleanup() throws Exception;

    /** Creates groups, tables or series for all devices; called once before writing. */
    void registerSchema(List<DeviceSchema> devices) throws Exception;

    void insert(Batch batch) throws Exception;

    /**
     * Creates, empty, the tables or series that {@code schema}'s rows go to (dropping earlier ones of the same
     * names); called once before loading a TSBS use case's rows. A binding that cannot load use cases keeps the
     * default, which says so.
     */
    default void registerUseCase(UseCaseSchema schema) throws Exception {
        throw new UnsupportedOperationException("loading TSBS use cases is not implemented for this database");
    }

    /**
     * Writes {@code rows} of a registered use case, any of its measurements mixed, in one request where the
     * database allows. A row's missing tags and fields (null values) stay missing; its metrics are its non-null
     * fields, counted by the harness, not the client.
     */
    default void insertRows(List<UseCaseRow> rows) throws Exception {
        throw new UnsupportedOperationException("loading TSBS use cases is not implemented for this database");
    }

    /**
     * Runs {@code query} and passes every row of its answer to {@code sink}, in the database's order: the one query
     * path of a client, shared by the measured phase (a counting sink) and {@code --verify} (a collecting one, for
     * which the client may run a labelled variant of the statement, see {@link RowSink#labelled()}). Only types
     * the binding supports are passed. Rows are shaped as {@link QueryAnswer} describes per query type.
     */
    void query(Query query, RowSink sink) throws Exception;

    /**
     * Runs a TSBS use-case query over the loaded use case and passes every row of its answer to {@code sink}; only
     * types the binding does not list in {@link DatabaseBinding#unsupportedUseCaseQueries()} are passed. The
     * statement is the same for a counting and a collecting sink: a use-case answer's labels are part of it.
     *
     * <p>Each row of the answer is {@code sink.row(device, time)}, then {@code sink.label(key, value)} for each of
     * its other labels, then {@code sink.value(name, v)} for each non-null value. {@code device} is the hostname or
     * truck name the row is about, else null; {@code time} is in epoch nanoseconds: the start of the row's bucket
     * or day, or the time of the row returned, else {@code QueryAnswer.NO_TIME}. Per type (names as TSBS's):
     * <ul>
     * <li>single-groupby-*, cpu-max-all-*: one row per bucket with a value: device null, time = minute or hour
     * start, values {@code max_<metric>} for the query's metrics.</li>
     * <li>double-groupby-*: one row per hour and host: device = hostname, time = hour, {@code mean_<metric>}.</li>
     * <li>high-cpu-*, lastpoint: one row per {@code cpu} row: device = hostname, time = the row's, its non-null
     * fields under their names ({@code usage_user}, ...).</li>
     * <li>groupby-orderby-limit: up to five rows: device null, time = minute, {@code max_usage_user}.</li>
     * <li>last-loc, low-fuel, high-load: one row per truck: device = name, time = the newest row's, values
     * {@code latitude} and {@code longitude}, {@code fuel_state}, {@code current_load}.</li>
     * <li>stationary-trucks, long-driving-sessions, long-daily-sessions: one row per truck: device = name, no time,
     * no value.</li>
     * <li>avg-vs-projected-fuel-consumption: per fleet: no device or time, label {@code fleet}, values
     * {@code avg_fuel_consumption}, {@code projected_fuel_consumption}.</li>
     * <li>avg-daily-driving-duration: per truck: device = name, no time, {@code avg_daily_hours}.</li>
     * <li>avg-daily-driving-session: per truck and day: device = name, time = day start,
     * {@code avg_session_minutes}.</li>
     * <li>avg-load: per group: labels {@code fleet}, {@code model}, {@code load_capacity}, value
     * {@code avg_load_ratio}.</li>
     * <li>daily-activity: per day and group: time = day start, labels {@code fleet}, {@code model}, value
     * {@code daily_activity}.</li>
     * <li>breakdown-frequency: per model: label {@code model}, value {@code breakdowns} (an integer).</li>
     * </ul>
     * What each value means, and how missing tags and fields count, is defined by
     * {@link org.iotbenchrunner.core.usecase.query.UseCaseAnswers}, which computes the expected answers; rows may
     * come in any order. A binding that cannot run use-case queries keeps the default, which says so.
     */
    default void query(UseCaseQuery query, RowSink sink) throws Exception {
        throw new UnsupportedOperationException("TSBS use-case queries are not implemented for this database");
    }

    /**
     * The size of the benchmark's data on disk, after a flush or checkpoint where the database offers one;
     * called once after each write test on a fresh connection. Empty when the client cannot tell (the
     * orchestrator then asks the {@link RunningServer}).
     */
    default Optional<DiskSize> diskSize() throws Exception {
        return Optional.empty();
    }

    /**
     * The size on disk of a loaded use case's tables or series, as {@link #diskSize()} measures the benchmark's; by
     * default {@link #diskSize()}, for a database that tells only a whole store's size.
     */
    default Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws Exception {
        return diskSize();
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
