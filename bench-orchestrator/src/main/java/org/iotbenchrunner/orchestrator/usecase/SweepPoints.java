package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * A type's queries by the point of its sweep they ask (the thermo types' device group bound), in the order the
 * points first come; each point is measured on its own, and the type's outcome is the points' together.
 */
final class SweepPoints {
    /** One point: its bound, its queries and their places in the type's list. */
    record Point(int devgroup, List<Integer> indices, List<UseCaseQuery> queries) {

        /** How the bound reads in the query, e.g. {@code devgroup < 10}. */
        String condition() {
            return "devgroup " + (queries.get(0).type() == UseCaseQueryType.THERMO_READ_GROUP ? "=" : "<") + " "
                    + devgroup;
        }
    }

    private SweepPoints() {
    }

    /** The points of the queries, or none when they do not sweep a device group bound. */
    static List<Point> of(List<UseCaseQuery> queries) {
        if (queries.isEmpty() || queries.stream().anyMatch(q -> q.devgroup() == null)) {
            return List.of();
        }
        Map<Integer, List<Integer>> byBound = new LinkedHashMap<>();
        for (int i = 0; i < queries.size(); i++) {
            byBound.computeIfAbsent(queries.get(i).devgroup(), n -> new ArrayList<>()).add(i);
        }
        return byBound.entrySet().stream().map(e -> new Point(e.getKey(), List.copyOf(e.getValue()),
                e.getValue().stream().map(queries::get).toList())).toList();
    }

    /** The points' outcomes as one: counts and latencies added, the window from the first start to the last end. */
    static UseCaseQueryWorkers.Outcome merged(List<UseCaseQueryWorkers.Outcome> outcomes) {
        Histogram latency = new Histogram(3);
        Set<String> errors = new LinkedHashSet<>();
        int done = 0;
        int failed = 0;
        long rows = 0;
        long values = 0;
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (UseCaseQueryWorkers.Outcome o : outcomes) {
            latency.add(o.latencyNanos());
            o.errors().stream().limit(UseCaseQueryWorkers.MAX_ERRORS - errors.size()).forEach(errors::add);
            done += o.done();
            failed += o.failed();
            rows += o.rows();
            values += o.values();
            first = Math.min(first, o.firstStartNanos());
            last = Math.max(last, o.lastEndNanos());
        }
        return new UseCaseQueryWorkers.Outcome(done, failed, List.copyOf(errors), latency, rows, values, first, last);
    }
}
