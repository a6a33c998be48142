package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.usecase.UseCaseLoad;
import org.iotbenchrunner.report.usecase.UseCaseStudy;

/**
 * Fig. 3 of the NTUA study: per data set and queries per type, each database's average query time on one server,
 * the mean of each type's mean as {@link ClusterRun#averageMs} takes it, over only the types every compared database
 * answered ({@code counted}); the others are {@code leftOut}, so that no database's average holds a type another's
 * lacks.
 */
public record NtuaAverages(List<Group> groups) {
    /** The single-node study's preset, whose use-case section draws Fig. 3 too. */
    public static final String SINGLE_NODE_STUDY = "iot-study";

    public NtuaAverages {
        groups = List.copyOf(groups);
    }

    /** One data set at {@code n} queries per type: the types counted and left out, and each database's average. */
    public record Group(String dataSet, int n, List<String> counted, List<String> leftOut, List<Average> averages) {

        public Group {
            counted = List.copyOf(counted);
            leftOut = List.copyOf(leftOut);
            averages = List.copyOf(averages);
        }
    }

    /** A database's average in milliseconds; null when no type could be counted. */
    public record Average(String db, String dbName, Double ms) {
    }

    /** The one-server runs of the multi-node study (its {@code single} layout). */
    public static NtuaAverages ofSingleLayout(ClusterStudy study) {
        return of(study.runs().stream().filter(r -> r.layout().equals(ClusterStudy.SINGLE)).toList());
    }

    /** The single-node study's preset ({@code iot-study}): each data set's loads and their query runs. */
    public static NtuaAverages of(UseCaseStudy study) {
        List<ClusterRun> runs = new ArrayList<>();
        for (UseCaseStudy.DataSet ds : study.dataSets()) {
            for (UseCaseLoad load : ds.loads()) {
                Map<Integer, UseCaseQueryResult> byCount = new TreeMap<>();
                load.queries().stream().filter(q -> q.asked() != null)
                        .forEach(q -> byCount.put(q.asked().queriesPerType(), q));
                runs.add(new ClusterRun(ds.id(), ClusterStudy.SINGLE, load.result(), byCount));
            }
        }
        return of(runs);
    }

    /** The runs grouped by data set (in their order) and queries per type (fewest first). */
    static NtuaAverages of(List<ClusterRun> runs) {
        List<Group> groups = new ArrayList<>();
        for (String dataSet : runs.stream().map(ClusterRun::dataSet).distinct().toList()) {
            List<ClusterRun> ofSet = runs.stream().filter(r -> r.dataSet().equals(dataSet))
                    .sorted(Comparator.comparing(ClusterRun::dbName)).toList();
            for (int n : ofSet.stream().flatMap(r -> r.queries().keySet().stream()).distinct().sorted().toList()) {
                groups.add(group(dataSet, n, ofSet.stream().filter(r -> r.queries().containsKey(n)).toList()));
            }
        }
        return new NtuaAverages(groups);
    }

    private static Group group(String dataSet, int n, List<ClusterRun> compared) {
        Set<String> types = new LinkedHashSet<>();
        compared.forEach(r -> r.queries().get(n).types().forEach(t -> types.add(t.type())));
        // a database that answered no type (e.g. one declaring them all unsupported) has no average to compare,
        // and must not empty everyone else's
        List<ClusterRun> answering = compared.stream()
                .filter(r -> types.stream().anyMatch(t -> r.typeMeanMs(n, t).isPresent())).toList();
        List<String> counted = types.stream()
                .filter(t -> !answering.isEmpty() && answering.stream().allMatch(r -> r.typeMeanMs(n, t).isPresent()))
                .toList();
        List<String> leftOut = types.stream().filter(t -> !counted.contains(t)).toList();
        List<Average> averages = compared.stream()
                .map(r -> new Average(r.db(), r.dbName(), r.averageMs(n, counted).orElse(null))).toList();
        return new Group(dataSet, n, counted, leftOut, averages);
    }

    public List<String> dataSets() {
        return groups.stream().map(Group::dataSet).distinct().toList();
    }

    public List<Integer> queryCounts() {
        return groups.stream().map(Group::n).distinct().sorted().toList();
    }
}
