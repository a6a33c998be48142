package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;

/**
 * One open connection loading and querying TSBS use cases, used by one loader or query worker thread; opened by a
 * binding's {@link UseCaseSupport}. Any exception thrown by an operation counts as one failed batch or query. A
 * binding's client class may implement this and {@link DatabaseClient} both, on one connection.
 */
public interface UseCaseClient extends AutoCloseable {

    /**
     * Creates, empty, the tables or series that {@code schema}'s rows go to (dropping earlier ones of the same
     * names); called once, on one client, before loading a use case's rows.
     */
    void registerUseCase(UseCaseSchema schema) throws Exception;

    /**
     * Writes {@code rows} of a registered use case, any of its measurements mixed, in one request where the
     * database allows. A row's missing tags and fields (null values) stay missing; its metrics are its non-null
     * fields, counted by the harness, not the client.
     */
    void insertRows(List<UseCaseRow> rows) throws Exception;

    /**
     * Whether {@link #insertLines} takes a file's line protocol as it is: then a file load sends the file's lines
     * unparsed where the schema's shaping would not change them ({@link LineBatch}), the rest rebuilt from rows.
     */
    default boolean takesLines() {
        return false;
    }

    /**
     * Whether {@link #insertLines} takes the lines of {@code schema}'s use case as they are; {@link #takesLines()}
     * unless a database must shape some use cases' lines itself (QuestDB's integer tags, which are fields there).
     */
    default boolean takesLines(UseCaseSchema schema) {
        return takesLines();
    }

    /**
     * Writes the batch's lines (InfluxDB line protocol, nanosecond timestamps, of a registered use case) in one
     * request, as {@link #insertRows} would write their rows; {@code lines} is reused once this returns. Only
     * called when {@link #takesLines()}.
     */
    default void insertLines(LineBatch lines) throws Exception {
        throw new UnsupportedOperationException("this client takes rows, not lines");
    }

    /**
     * Runs a TSBS use-case query over the loaded use case and passes every row of its answer to {@code sink}; only
     * types the binding does not list in {@link UseCaseSupport#unsupportedQueries()} are passed, and for those it
     * does list, the client throws {@link Unsupported#exception}. The statement is the same for a counting and a
     * collecting sink: a use-case answer's labels are part of it.
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
     * <li>thermo q1-q4 (the study's): as {@link org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor}'s
     * {@code readGroup}, {@code aggregateGroups}, {@code perGroup} and {@code perMinute} say.</li>
     * </ul>
     * What each value means, and how missing tags and fields count, is defined by
     * {@link org.iotbenchrunner.core.usecase.query.UseCaseAnswers}, which computes the expected answers; rows may
     * come in any order. ({@link QueryAnswer#NO_TIME} is the same marker the iot-benchmark queries use.)
     */
    void query(UseCaseQuery query, RowSink sink) throws Exception;

    /**
     * Readies a loaded use case for its queries where the database needs a step of its own between the load and the
     * queries (Cassandra's thermo q4 table keyed by minute, which the study filled by loading its data set again);
     * called once, on one client, after the load and before the queries, and timed apart from both. Returns what it
     * did, for the result; empty when nothing was needed (the default).
     */
    default Optional<String> prepareQueries(UseCaseSchema schema) throws Exception {
        return Optional.empty();
    }

    /**
     * The size on disk of a loaded use case's tables or series, after a flush where the database offers one; called
     * once after a load on a fresh client. Empty when the client cannot tell (the orchestrator then asks the
     * {@link RunningServer}).
     */
    default Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws Exception {
        return Optional.empty();
    }

    /**
     * The rows {@code schema}'s tables hold, counted by the database once it shows what was written: where writes are
     * not answered (QuestDB's ILP over TCP) the server may still be taking the last of them, so the count is taken
     * again until it reaches {@code rowsWritten} or stops growing. Called once after a load on a fresh client; empty
     * (the default) where the client does not count, as for writes every one of which the server answered.
     */
    default Optional<StoredCount> storedRows(UseCaseSchema schema, long rowsWritten) throws Exception {
        return Optional.empty();
    }

    @Override
    void close();
}
