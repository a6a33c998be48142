package org.iotbenchrunner.report.study;

import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The NTUA study's multi-node experiment as run here ({@code --use-case-preset iot-study-cluster}): every database's
 * run per data set and server layout, ordered by data set (small, medium, large), layout (single first) and name.
 */
public record ClusterStudy(List<ClusterRun> runs) {

    public static final String ID = "iot-study-cluster";
    public static final String SINGLE = "single";

    public ClusterStudy {
        runs = runs.stream().sorted(Comparator.comparing((ClusterRun r) -> sizeOrder(r.dataSet()))
                .thenComparing(ClusterRun::dataSet).thenComparing(r -> r.layout().equals(SINGLE) ? "" : r.layout())
                .thenComparing(ClusterRun::dbName)).toList();
    }

    public List<String> dataSets() {
        return runs.stream().map(ClusterRun::dataSet).distinct().toList();
    }

    /** The layouts run, single first. */
    public List<String> layouts() {
        return runs.stream().map(ClusterRun::layout).distinct().toList();
    }

    /** The clustered layouts (every layout but single). */
    public List<String> clusters() {
        return layouts().stream().filter(l -> !l.equals(SINGLE)).toList();
    }

    public List<String> databases() {
        return runs.stream().sorted(Comparator.comparing(ClusterRun::dbName)).map(ClusterRun::db).distinct()
                .toList();
    }

    public Optional<ClusterRun> run(String dataSet, String layout, String db) {
        return runs.stream().filter(r -> r.dataSet().equals(dataSet) && r.layout().equals(layout)
                && r.db().equals(db)).findFirst();
    }

    /** The queries per type of any run, fewest first (the study's 1 and 10). */
    public List<Integer> queryCounts() {
        return runs.stream().flatMap(r -> r.queries().keySet().stream()).distinct().sorted().toList();
    }

    /** The query types some run answered, in the order they ran. */
    public List<String> queryTypes() {
        Set<String> types = new LinkedHashSet<>();
        // a type no run could answer (e.g. one needing a longer time range than the data set's) has no average
        runs.forEach(r -> r.queries().values().forEach(q -> q.types().stream().filter(t -> t.latencyMs() != null)
                .forEach(t -> types.add(t.type()))));
        return List.copyOf(types);
    }

    private static int sizeOrder(String dataSet) {
        int i = List.of("small", "medium", "large").indexOf(dataSet);
        return i < 0 ? Integer.MAX_VALUE : i;
    }
}
