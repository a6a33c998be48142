package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;

/**
 * The TSBS use-case queries run against one database after its load ({@code --workload ... --queries}): what was
 * {@link Asked asked} and, per query type in TSBS's order, what one {@link TypeResult} measured, or why the type was
 * not run. Unknown is null, never 0. {@code kind} tells this document from a load's or a test's in the same folder.
 * Version 2 adds the sweep of a type whose queries step through a parameter (the thermo use case's device group
 * bound): {@link Asked#queriesPerPoint} and each type's {@link Point points}; a version 1 document reads with
 * neither (null, empty). Version 3 adds the server's {@link Topology} when it was a cluster (as its load's); null
 * for one server. Version 4 adds each type's {@link ColdStart} with {@code --cache cold} (null: run warm).
 */
public record UseCaseQueryResult(String kind, int schemaVersion, String harnessVersion, RunStatus status,
        String error, String workload, DatabaseInfo database, Asked asked, List<TypeResult> types,
        UseCaseLoadResult.Environment environment, Preparation prepared,
        @JsonInclude(JsonInclude.Include.NON_NULL) Topology topology) {

    public static final String KIND = "use-case-queries";
    public static final int SCHEMA_VERSION = 4;

    public UseCaseQueryResult {
        kind = KIND;
        types = types == null ? List.of() : List.copyOf(types);
    }

    /** Without a preparation step (every database but those that need one, and every version 1 document). */
    public UseCaseQueryResult(String kind, int schemaVersion, String harnessVersion, RunStatus status, String error,
            String workload, DatabaseInfo database, Asked asked, List<TypeResult> types,
            UseCaseLoadResult.Environment environment) {
        this(kind, schemaVersion, harnessVersion, status, error, workload, database, asked, types, environment,
                null, null);
    }

    /** On one server. */
    public UseCaseQueryResult(String kind, int schemaVersion, String harnessVersion, RunStatus status, String error,
            String workload, DatabaseInfo database, Asked asked, List<TypeResult> types,
            UseCaseLoadResult.Environment environment, Preparation prepared) {
        this(kind, schemaVersion, harnessVersion, status, error, workload, database, asked, types, environment,
                prepared, null);
    }

    /**
     * The step a database took between the load and the queries, timed apart from both (Cassandra's thermo q4 table
     * keyed by minute, which the study filled by loading its data set again): {@code what} it did, in
     * {@code seconds}.
     */
    public record Preparation(String what, double seconds) {
    }

    public UseCaseQueryResult withPreparation(Preparation preparation) {
        return new UseCaseQueryResult(kind, schemaVersion, harnessVersion, status, error, workload, database, asked,
                types, environment, preparation, topology);
    }

    /** With the cluster's topology (null: one server). */
    public UseCaseQueryResult withTopology(Topology clusterTopology) {
        return new UseCaseQueryResult(kind, schemaVersion, harnessVersion, status, error, workload, database, asked,
                types, environment, prepared, clusterTopology);
    }

    /**
     * {@code queriesPerType} queries of each of {@code types} drawn from {@code seed} over the loaded data set, run by
     * {@code workers} clients; {@code verify}: every answer compared with the one expected from the same rows;
     * {@code queriesPerPoint}: with a sweep, the queries at each of its points ({@code queriesPerType} is then the
     * points times this), else null.
     */
    public record Asked(List<String> types, int queriesPerType, int workers, long seed, boolean verify,
            Integer queriesPerPoint) {

        public Asked(List<String> types, int queriesPerType, int workers, long seed, boolean verify) {
            this(types, queriesPerType, workers, seed, verify, null);
        }
    }

    /**
     * One query type. Not run: {@code notRunReason} says why (the database does not translate it, or the data set
     * cannot answer it) and everything measured is null. Run: {@code done} queries answered, {@code failed} ones that
     * threw (with the first distinct {@code errors}), the latency of the answered ones, their rate over the type's
     * window (first query sent to last answer), the rows and values the answers held, the server's resources over
     * the window and the {@link Verification}; with a sweep, the same per {@link Point} in the sweep's order (empty
     * without one, or when the type was not run); with {@code --cache cold}, what was done before its queries
     * ({@code coldStart}: the server restarted on its data, the page cache dropped; null: run warm).
     */
    public record TypeResult(String type, String notRunReason, int asked, Integer done, Integer failed,
            List<String> errors, Integer workers, Latency latencyMs, Double queriesPerSecond, Window window,
            Long rows, Long values, ResourceUsage server, Verification verification, List<Point> points,
            @JsonInclude(JsonInclude.Include.NON_NULL) ColdStart coldStart) {

        public TypeResult {
            errors = errors == null ? List.of() : List.copyOf(errors);
            points = points == null ? List.of() : List.copyOf(points);
        }

        /** Run warm. */
        public TypeResult(String type, String notRunReason, int asked, Integer done, Integer failed,
                List<String> errors, Integer workers, Latency latencyMs, Double queriesPerSecond, Window window,
                Long rows, Long values, ResourceUsage server, Verification verification, List<Point> points) {
            this(type, notRunReason, asked, done, failed, errors, workers, latencyMs, queriesPerSecond, window, rows,
                    values, server, verification, points, null);
        }

        /** A type without a sweep. */
        public TypeResult(String type, String notRunReason, int asked, Integer done, Integer failed,
                List<String> errors, Integer workers, Latency latencyMs, Double queriesPerSecond, Window window,
                Long rows, Long values, ResourceUsage server, Verification verification) {
            this(type, notRunReason, asked, done, failed, errors, workers, latencyMs, queriesPerSecond, window, rows,
                    values, server, verification, List.of());
        }

        public boolean run() {
            return notRunReason == null;
        }

        /** The same type with its sweep's points. */
        public TypeResult withPoints(List<Point> sweep) {
            return new TypeResult(type, notRunReason, asked, done, failed, errors, workers, latencyMs,
                    queriesPerSecond, window, rows, values, server, verification, sweep, coldStart);
        }

        /** The same type after {@code cold} (null: run warm). */
        public TypeResult withColdStart(ColdStart cold) {
            return new TypeResult(type, notRunReason, asked, done, failed, errors, workers, latencyMs,
                    queriesPerSecond, window, rows, values, server, verification, points, cold);
        }
    }

    /**
     * One point of a type's sweep: the thermo types' device group bound {@code devgroup} ({@code condition} says how
     * it binds, e.g. {@code devgroup < 10}), the {@code asked} queries at it, {@code done} answered and
     * {@code failed}, the answered ones' latency, the rows their answers held, and their {@link Verification}.
     */
    public record Point(int devgroup, String condition, int asked, Integer done, Integer failed, Latency latencyMs,
            Long rows, Verification verification) {
    }

    /** Milliseconds per answered query, from the call to the answer's last row read (HdrHistogram, 3 digits). */
    public record Latency(double mean, double median, double p99, double min, double max) {
    }

    public record Window(Instant startedAt, Instant finishedAt, double elapsedSeconds) {
    }

    /**
     * The answers compared after the measured queries, outside their timing: {@code outcome} VERIFIED (all
     * {@code checked} matched), MISMATCH ({@code mismatches} of them differ; {@code firstDifference} in the
     * {@code firstMismatchQuery}), NOT_VERIFIED (--verify not given, or no query answered) or NOT_RUN.
     */
    public record Verification(Outcome outcome, Integer checked, Integer mismatches, String firstDifference,
            String firstMismatchQuery, String note) {

        public enum Outcome { VERIFIED, MISMATCH, NOT_VERIFIED, NOT_RUN }

        public static Verification notVerified(String note) {
            return new Verification(Outcome.NOT_VERIFIED, null, null, null, null, note);
        }

        public static Verification notRun(String reason) {
            return new Verification(Outcome.NOT_RUN, null, null, null, null, reason);
        }
    }

    public UseCaseQueryResult withStatus(RunStatus newStatus, String newError) {
        return new UseCaseQueryResult(kind, schemaVersion, harnessVersion, newStatus, newError, workload, database,
                asked, types, environment, prepared, topology);
    }

    /** Completed, no query failed and no verified answer differed. */
    public boolean good() {
        return status == RunStatus.COMPLETED && types.stream().allMatch(t -> (t.failed() == null || t.failed() == 0)
                && t.verification().outcome() != Verification.Outcome.MISMATCH);
    }
}
