package org.iotbenchrunner.orchestrator.usecase;

import java.util.List;

/**
 * One data set's load and the query runs against each loaded database after it, in order (none: load only); with a
 * write {@code grid}, the data set is loaded once per cell and the queries run on what the last cell loaded
 * ({@code gridResume}: cells an earlier run completed with the same settings are kept); with a {@code topology}, on
 * that server layout, its results in the layout's folder below the database's (null: the plan's server, no folder);
 * with a ranking {@code variant}, on its size and profile, its results in {@code <size>/<profile>/} between the
 * preset's folder and the database's (null: none).
 */
public record UseCaseRun(LoadRequest load, List<QueryRequest> queries, WriteGrid grid, boolean gridResume,
        StudyTopology topology, RankingVariant variant) {

    public UseCaseRun {
        queries = List.copyOf(queries);
    }

    public UseCaseRun(LoadRequest load, List<QueryRequest> queries, WriteGrid grid, boolean gridResume,
            StudyTopology topology) {
        this(load, queries, grid, gridResume, topology, null);
    }

    public UseCaseRun(LoadRequest load, List<QueryRequest> queries, WriteGrid grid, boolean gridResume) {
        this(load, queries, grid, gridResume, null, null);
    }

    public UseCaseRun(LoadRequest load, List<QueryRequest> queries) {
        this(load, queries, null, false, null, null);
    }

    /** The same run on {@code layout}. */
    public UseCaseRun on(StudyTopology layout) {
        return new UseCaseRun(load, queries, grid, gridResume, layout, variant);
    }
}
