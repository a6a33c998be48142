package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.DataSetSize;

/**
 * One load of a TSBS use case's data set into one database ({@code --workload}), in groups: what was
 * {@link Asked asked}, what was {@link Done done}, the {@link Statistics} over the measured {@link Window}, the
 * {@link Resources} server and harness used and the {@link Environment}. Counted one way for every database: a
 * row's metrics are its non-null field values, and its points are its metrics. Unknown is null, never 0: a load
 * that crashed has no {@code done}, a load without a measured window no rates. {@code kind} tells this document
 * from a test's {@link RunResult} in the same results folder. Version 2 adds a write grid's cell
 * ({@link Asked#grid}) and the size on disk against the raw data ({@link DiskAgainstRaw}); a version 1 document
 * reads with both null. Version 3 adds the server's {@link Topology} when it was a cluster (its nodes, each with its
 * bytes on disk after the load, the spread and the replication factor); null for one server.
 */
public record UseCaseLoadResult(String kind, int schemaVersion, String harnessVersion, RunStatus status,
        String error, String workload, DatabaseInfo database, Asked asked, Done done, Statistics statistics,
        Window window, Resources resources, Environment environment, DiskAgainstRaw diskAgainstRaw,
        @JsonInclude(JsonInclude.Include.NON_NULL) Topology topology) {

    public static final String KIND = "use-case-load";
    public static final int SCHEMA_VERSION = 3;

    public UseCaseLoadResult {
        kind = KIND;
    }

    /** A load without a measure of its disk against the raw data. */
    public UseCaseLoadResult(String kind, int schemaVersion, String harnessVersion, RunStatus status, String error,
            String workload, DatabaseInfo database, Asked asked, Done done, Statistics statistics, Window window,
            Resources resources, Environment environment) {
        this(kind, schemaVersion, harnessVersion, status, error, workload, database, asked, done, statistics, window,
                resources, environment, null, null);
    }

    /** A load on one server. */
    public UseCaseLoadResult(String kind, int schemaVersion, String harnessVersion, RunStatus status, String error,
            String workload, DatabaseInfo database, Asked asked, Done done, Statistics statistics, Window window,
            Resources resources, Environment environment, DiskAgainstRaw diskAgainstRaw) {
        this(kind, schemaVersion, harnessVersion, status, error, workload, database, asked, done, statistics, window,
                resources, environment, diskAgainstRaw, null);
    }

    /**
     * What the load was asked to do: the use case's rows, {@code generated} from a spec, read from a {@code file},
     * or both (generated into the file, then loaded from it; {@code source} says which), of {@code dataSet}'s size
     * as counted before loading; dealt to {@code workers} clients in batches of {@code batchSize} rows; the
     * {@code preset} it belongs to, or null; the write {@code grid}'s cell it is, or null outside a grid.
     */
    public record Asked(String useCase, String source, Generated generated, DataFile file, DataSetSize dataSet,
            int workers, int batchSize, Preset preset, GridCell grid) {

        public Asked(String useCase, String source, Generated generated, DataFile file, DataSetSize dataSet,
                int workers, int batchSize, Preset preset) {
            this(useCase, source, generated, file, dataSet, workers, batchSize, preset, null);
        }
    }

    /**
     * One cell of a write grid (the TDengine/Cassandra study's): the whole data set loaded on a cleared database with
     * {@code rowsPerRequest} rows per insert (the batch size) by {@code clients} connections (the workers); cell
     * {@code cell} of {@code cells}, counted from 1 in the grid's order.
     */
    public record GridCell(int rowsPerRequest, int clients, int cell, int cells) {
    }

    /**
     * The data set's size on disk beside its raw size, as the TDengine/Cassandra study compares them: {@code diskBytes}
     * measured after the queries ({@code diskMethod} how, or why not: then null), with the server {@code stopped} or
     * running after a flush; {@code rawBytes}: the same rows in the study's text layout ({@code rawFormat} names it);
     * {@code dataFileBytes}: the file they were written to with --write-data-file, else null; {@code diskToRaw}:
     * disk over raw, null when either is unknown.
     */
    public record DiskAgainstRaw(Long diskBytes, String diskMethod, boolean serverStopped, Long rawBytes,
            String rawFormat, Long dataFileBytes, Double diskToRaw) {
    }

    /**
     * The seed experiment a load reproduces ({@code --use-case-preset}): the preset's {@code id} (its results
     * folder), the {@code study} and the {@code dataSet}'s name in it (e.g. iot-study, small), the study's
     * {@code original} data set, and how and why this load's differs ({@code scaling}; null when it is the
     * original).
     */
    public record Preset(String id, String study, String dataSet, Generated original, String scaling) {

        public boolean scaled() {
            return scaling != null;
        }
    }

    /** The spec the rows were generated from, as TSBS's {@code --seed --scale --timestamp-* --log-interval}. */
    public record Generated(long seed, int scale, Instant start, Instant end, String interval) {
    }

    /** The file the rows were loaded from: its path, its size and SHA-256 as stored, and whether it is gzip. */
    public record DataFile(String path, long bytes, String sha256, boolean gzip) {
    }

    /**
     * What was written: {@code rows} and {@code metrics} of the batches that succeeded, {@code batches} of them;
     * {@code failedBatches} (with their rows and metrics) and the first distinct {@code errors}. Never hidden: a
     * failed batch is counted here and makes the load fail.
     */
    public record Done(long rows, long metrics, long batches, long failedBatches, long failedRows,
            long failedMetrics, List<String> errors, @JsonInclude(JsonInclude.Include.NON_NULL) Stored stored) {

        public Done {
            errors = errors == null ? List.of() : List.copyOf(errors);
        }

        public Done(long rows, long metrics, long batches, long failedBatches, long failedRows, long failedMetrics,
                List<String> errors) {
            this(rows, metrics, batches, failedBatches, failedRows, failedMetrics, errors, null);
        }

        /** The iot-benchmark tests' view of the same values: a point is a metric. */
        @JsonProperty("points")
        public long points() {
            return metrics;
        }
    }

    /**
     * The rows the use case's tables held after the load, counted by the database ({@code method}) where its client
     * counts them (null elsewhere): {@code missing} of the rows written without a failure are not there (a server
     * that took writes without answering them, then dropped some), and the count was taken
     * {@code countedAfterSeconds} after the window's end, once the database showed them.
     */
    public record Stored(long rows, long missing, double countedAfterSeconds, String method) {
    }

    /** Rows and metrics written per second of the measured window; null without a window. */
    public record Statistics(Double rowsPerSecond, Double metricsPerSecond) {
    }

    /**
     * The measured window: from the first {@code insertRows} call to the last one's return (after any wait for
     * visibility a client does), on the wall clock; {@code registerSeconds}: creating the tables or series, before
     * it.
     */
    public record Window(Instant startedAt, Instant finishedAt, double elapsedSeconds, double registerSeconds) {
    }

    /**
     * The server's CPU and memory over the window, the harness's own CPU, heap and GC over it, whether the harness
     * was the limit (as a test's {@link RunResult.Resources}), the data's size on disk after loading, and the
     * server's disk I/O over the window (null in results written before it was measured).
     */
    public record Resources(ResourceUsage server, HarnessUsage harness, boolean clientBound,
            String clientBoundReason, HostSaturation hostSaturation, Disk disk,
            @JsonInclude(JsonInclude.Include.NON_NULL) DiskIo diskIo) {

        public Resources(ResourceUsage server, HarnessUsage harness, boolean clientBound, String clientBoundReason,
                HostSaturation hostSaturation, Disk disk) {
            this(server, harness, clientBound, clientBoundReason, hostSaturation, disk, null);
        }
    }

    /** The data's size on disk in bytes (null when not measured) and how it was measured, or why not. */
    public record Disk(Long bytes, String method) {
    }

    /** The host, the server's set-up, the run of the harness this load belongs to and the harness process. */
    public record Environment(HostInfo host, ServerSetup setup, String campaign, HarnessOwner owner) {
    }

    /** With another status, e.g. {@code CRASHED} and why. */
    public UseCaseLoadResult withStatus(RunStatus newStatus, String newError) {
        return new UseCaseLoadResult(kind, schemaVersion, harnessVersion, newStatus, newError, workload, database,
                asked, done, statistics, window, resources, environment, diskAgainstRaw, topology);
    }

    /** With the disk against the raw data measured after the queries. */
    public UseCaseLoadResult withDiskAgainstRaw(DiskAgainstRaw measured) {
        return new UseCaseLoadResult(kind, schemaVersion, harnessVersion, status, error, workload, database, asked,
                done, statistics, window, resources, environment, measured, topology);
    }

    /** With the cluster's topology (null: one server). */
    public UseCaseLoadResult withTopology(Topology clusterTopology) {
        return new UseCaseLoadResult(kind, schemaVersion, harnessVersion, status, error, workload, database, asked,
                done, statistics, window, resources, environment, diskAgainstRaw, clusterTopology);
    }

    /** Completed with every batch written, and no row written missing where the rows stored were counted. */
    public boolean good() {
        return status == RunStatus.COMPLETED && done != null && done.failedBatches() == 0
                && (done.stored() == null || done.stored().missing() == 0);
    }
}
