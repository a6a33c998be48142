package org.iotbenchrunner.report.study;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;

/**
 * One database's load of one of the NTUA study's data sets on one server layout ({@code single}, {@code nodes-3}),
 * with its query runs by queries per type; read from {@code <out>/iot-study-cluster-<set>/<db>/<layout>/}.
 */
public record ClusterRun(String dataSet, String layout, UseCaseLoadResult load,
        Map<Integer, UseCaseQueryResult> queries) {

    public ClusterRun {
        queries = Map.copyOf(queries);
    }

    public String db() {
        return load.database() == null || load.database().id() == null ? "unknown"
                : load.database().id().toLowerCase(Locale.ROOT);
    }

    public String dbName() {
        return load.database() == null || load.database().name() == null ? db() : load.database().name();
    }

    public boolean completed() {
        return load.status() == RunStatus.COMPLETED;
    }

    public Topology topology() {
        return Topology.of(load.topology());
    }

    /** Rows per second of the load; null when it has none (crashed, no window). */
    public Double rowsPerSecond() {
        return completed() && load.statistics() != null ? load.statistics().rowsPerSecond() : null;
    }

    public Double metricsPerSecond() {
        return completed() && load.statistics() != null ? load.statistics().metricsPerSecond() : null;
    }

    /** The data's size after the load, as the server's total; null when not measured. */
    public Long diskBytes() {
        return load.resources() == null || load.resources().disk() == null ? null : load.resources().disk().bytes();
    }

    /** The mean latency (ms) of one query type over the run of {@code n} per type; empty when it did not run. */
    public Optional<Double> typeMeanMs(int n, String type) {
        return Optional.ofNullable(queries.get(n)).filter(q -> q.status() == RunStatus.COMPLETED)
                .flatMap(q -> q.types().stream().filter(t -> t.type().equals(type)).findFirst())
                .filter(t -> t.latencyMs() != null && (t.failed() == null || t.failed() == 0))
                .map(t -> t.latencyMs().mean());
    }

    /** The study's "average query time": the mean over {@code types} of each type's mean; empty if one is missing. */
    public Optional<Double> averageMs(int n, List<String> types) {
        if (types.isEmpty() || types.stream().anyMatch(t -> typeMeanMs(n, t).isEmpty())) {
            return Optional.empty();
        }
        OptionalDouble mean = types.stream().mapToDouble(t -> typeMeanMs(n, t).orElseThrow()).average();
        return mean.isPresent() ? Optional.of(mean.getAsDouble()) : Optional.empty();
    }
}
