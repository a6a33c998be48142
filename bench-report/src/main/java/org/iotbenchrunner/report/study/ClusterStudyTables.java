package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;

/**
 * The NTUA study's figures 5-11 as tables of ours, the study's printed numbers beside them as rows of their own
 * (labelled published, with their source line) or, where it prints only ratios, in the note. Unknown is a dash,
 * never 0.
 */
public final class ClusterStudyTables {
    private static final double MIB = 1024.0 * 1024.0;
    private static final double GIB = 1024.0 * MIB;
    private final Labels labels;

    public ClusterStudyTables(Labels labels) {
        this.labels = labels;
    }

    public List<DerivedTable> all(ClusterStudy study) {
        return List.of(topologies(study), inserts(study), diskPerNode(study),
                averageOnOneServer(NtuaAverages.ofSingleLayout(study)), averageOnCluster(study),
                perTypeOnCluster(study), singleVsCluster(study), perTypeSingleVsCluster(study));
    }

    /**
     * Fig. 3: each database's average query time on one server per data set and queries per type, over the types
     * every compared database answered (those left out named), the study's value beside it where its text prints one.
     */
    public DerivedTable averageOnOneServer(NtuaAverages averages) {
        List<List<String>> rows = new ArrayList<>();
        for (NtuaAverages.Group g : averages.groups()) {
            for (NtuaAverages.Average a : g.averages()) {
                String study = NtuaPublished.studyName(a.db());
                Optional<NtuaPublished.Value> published = study == null ? Optional.empty()
                        : NtuaPublished.value("single", study, g.dataSet(), "avg_query_time_" + g.n() + "q");
                rows.add(List.of(g.dataSet(), labels.integer(g.n()), a.dbName(), number(a.ms(), 2),
                        published.map(v -> labels.number(v.value(), 2)).orElse(unknown()),
                        labels.integer(g.counted().size()),
                        g.leftOut().isEmpty() ? "-" : String.join(", ", g.leftOut())));
            }
        }
        return table("fig3-average-one-server", "ntua.fig3.title", List.of("dataSet", "n", "db", "averageMs",
                "publishedMs", "typesCounted", "typesLeftOut"), rows, labels.text("ntua.fig3.note"));
    }

    /** Fig. 5 (the study's set-up diagram): each layout's nodes, replication factor and spread. */
    DerivedTable topologies(ClusterStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (String layout : study.layouts()) {
            for (String db : study.databases()) {
                study.runs().stream().filter(r -> r.layout().equals(layout) && r.db().equals(db)).findFirst()
                        .ifPresent(r -> rows.add(topologyRow(r)));
            }
        }
        for (String db : NtuaPublished.DATABASES) {
            rows.add(List.of(published(db), "multi", labels.text("ntua.fig5.published." + db), unknown(),
                    unknown()));
        }
        return table("fig5-topologies", "ntua.fig5.title", List.of("db", "layout", "nodes", "replication",
                "spread"), rows, labels.text("ntua.fig5.note"));
    }

    private List<String> topologyRow(ClusterRun r) {
        Topology t = r.topology();
        String nodes = t.nodes().isEmpty() ? labels.text("ntua.fig5.oneServer") : t.nodes().stream()
                .map(n -> n.name() + " (" + n.role() + (n.endpoint() == null ? "" : " " + n.endpoint()) + ")")
                .collect(Collectors.joining(", "));
        return List.of(r.dbName(), r.layout(), nodes, t.replicationFactor() == null ? unknown()
                : labels.integer(t.replicationFactor()), t.spread() == null ? unknown() : t.spread());
    }

    /** Fig. 6: rows/s and metrics/s of each load; the study's printed rates (K/s) as published rows. */
    DerivedTable inserts(ClusterStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (ClusterRun r : study.runs()) {
            rows.add(List.of(r.dataSet(), r.dbName(), r.layout(), number(r.rowsPerSecond(), 0),
                    number(r.metricsPerSecond(), 0), ""));
        }
        for (String dataSet : study.dataSets()) {
            for (String topology : List.of("single", "multi")) {
                for (String db : NtuaPublished.DATABASES) {
                    Optional<NtuaPublished.Value> rowsRate = NtuaPublished.value(topology, db, dataSet,
                            "insert_rows_rate");
                    Optional<NtuaPublished.Value> metrics = NtuaPublished.value(topology, db, dataSet,
                            "insert_metrics_rate");
                    if (rowsRate.isPresent() || metrics.isPresent()) {
                        rows.add(List.of(dataSet, published(db), topology, kilo(rowsRate), kilo(metrics),
                                sources(rowsRate, metrics)));
                    }
                }
            }
        }
        return table("fig6-inserts", "ntua.fig6.title", List.of("dataSet", "db", "layout", "rowsPerSecond",
                "metricsPerSecond", "source"), rows, labels.text("ntua.fig6.note"));
    }

    /** Fig. 7: each node's bytes after the load, the cluster's sum and the server's total as the load measured it. */
    DerivedTable diskPerNode(ClusterStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (ClusterRun r : study.runs()) {
            List<Topology.NodeResult> nodes = r.topology().nodes();
            for (Topology.NodeResult n : nodes) {
                rows.add(List.of(r.dataSet(), r.dbName(), r.layout(), n.name() + " (" + n.role() + ")",
                        mib(n.diskBytes()), ""));
            }
            String total = labels.text(nodes.isEmpty() ? "ntua.fig7.server" : "ntua.fig7.total");
            rows.add(List.of(r.dataSet(), r.dbName(), r.layout(), total, mib(nodes.isEmpty() ? r.diskBytes()
                    : sum(nodes)), ""));
        }
        for (String dataSet : study.dataSets()) {
            for (String db : NtuaPublished.DATABASES) {
                NtuaPublished.value("single", db, dataSet, "disk_size").ifPresent(v -> rows.add(List.of(dataSet,
                        published(db), "single", labels.text("ntua.fig7.server"),
                        labels.number(v.value() * GIB / MIB, 1), v.source())));
            }
        }
        return table("fig7-disk-per-node", "ntua.fig7.title", List.of("dataSet", "db", "layout", "node", "diskMib",
                "source"), rows, labels.text("ntua.fig7.note"));
    }

    /** Null when any node's size is unknown: a partial sum would understate the cluster. */
    private static Long sum(List<Topology.NodeResult> nodes) {
        if (nodes.stream().anyMatch(n -> n.diskBytes() == null)) {
            return null;
        }
        return nodes.stream().mapToLong(Topology.NodeResult::diskBytes).sum();
    }

    /** Fig. 8: the average over the query types of each type's mean time, on the cluster, per queries per type. */
    DerivedTable averageOnCluster(ClusterStudy study) {
        List<String> types = study.queryTypes();
        List<List<String>> rows = new ArrayList<>();
        for (ClusterRun r : study.runs().stream().filter(r -> !r.layout().equals(ClusterStudy.SINGLE)).toList()) {
            for (int n : study.queryCounts()) {
                rows.add(List.of(r.dataSet(), labels.integer(n), r.dbName(), r.layout(),
                        number(r.averageMs(n, types).orElse(null), 2)));
            }
        }
        return table("fig8-average-on-cluster", "ntua.fig8.title", List.of("dataSet", "n", "db", "layout",
                "averageMs"), rows, labels.text("ntua.fig8.note", types.size()));
    }

    /** Fig. 9: each query type's mean time on the cluster. */
    DerivedTable perTypeOnCluster(ClusterStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (ClusterRun r : study.runs().stream().filter(r -> !r.layout().equals(ClusterStudy.SINGLE)).toList()) {
            for (int n : study.queryCounts()) {
                for (String type : study.queryTypes()) {
                    rows.add(List.of(r.dataSet(), labels.integer(n), type, r.dbName(), r.layout(),
                            number(r.typeMeanMs(n, type).orElse(null), 2)));
                }
            }
        }
        return table("fig9-per-type-on-cluster", "ntua.fig9.title", List.of("dataSet", "n", "type", "db", "layout",
                "meanMs"), rows, labels.text("ntua.fig9.note"));
    }

    /** Fig. 10: the average query time on one server beside the cluster's, and the speed-up. */
    DerivedTable singleVsCluster(ClusterStudy study) {
        List<String> types = study.queryTypes();
        List<List<String>> rows = new ArrayList<>();
        for (String dataSet : study.dataSets()) {
            for (String cluster : study.clusters()) {
                for (String db : study.databases()) {
                    for (int n : study.queryCounts()) {
                        Double single = average(study, dataSet, ClusterStudy.SINGLE, db, n, types);
                        Double multi = average(study, dataSet, cluster, db, n, types);
                        rows.add(List.of(dataSet, labels.integer(n), name(study, db), number(single, 2), cluster,
                                number(multi, 2), ratio(single, multi)));
                    }
                }
            }
        }
        return table("fig10-single-vs-cluster", "ntua.fig10.title", List.of("dataSet", "n", "db", "singleMs",
                "layout", "clusterMs", "speedUp"), rows, labels.text("ntua.fig10.note"));
    }

    /** Fig. 11: each query type on one server beside the cluster, at the most queries per type. */
    DerivedTable perTypeSingleVsCluster(ClusterStudy study) {
        List<List<String>> rows = new ArrayList<>();
        List<Integer> counts = study.queryCounts();
        int n = counts.isEmpty() ? 0 : counts.get(counts.size() - 1);
        for (String dataSet : study.dataSets()) {
            for (String cluster : study.clusters()) {
                for (String type : study.queryTypes()) {
                    for (String db : study.databases()) {
                        Double single = typeMean(study, dataSet, ClusterStudy.SINGLE, db, n, type);
                        Double multi = typeMean(study, dataSet, cluster, db, n, type);
                        rows.add(List.of(dataSet, type, name(study, db), number(single, 2), cluster,
                                number(multi, 2), ratio(single, multi)));
                    }
                }
            }
        }
        return table("fig11-per-type-single-vs-cluster", "ntua.fig11.title", List.of("dataSet", "type", "db",
                "singleMs", "layout", "clusterMs", "speedUp"), rows, labels.text("ntua.fig11.note",
                labels.integer(n)));
    }

    private static Double average(ClusterStudy study, String dataSet, String layout, String db, int n,
            List<String> types) {
        return study.run(dataSet, layout, db).flatMap(r -> r.averageMs(n, types)).orElse(null);
    }

    private static Double typeMean(ClusterStudy study, String dataSet, String layout, String db, int n,
            String type) {
        return study.run(dataSet, layout, db).flatMap(r -> r.typeMeanMs(n, type)).orElse(null);
    }

    private static String name(ClusterStudy study, String db) {
        return study.runs().stream().filter(r -> r.db().equals(db)).map(ClusterRun::dbName).findFirst().orElse(db);
    }

    /** Single over cluster: above 1 the cluster was faster; unknown when either is. */
    private String ratio(Double single, Double multi) {
        return single == null || multi == null || multi == 0 ? unknown()
                : labels.text("ntua.times", labels.number(single / multi, 2));
    }

    private String kilo(Optional<NtuaPublished.Value> v) {
        return v.map(x -> labels.number(x.value() * 1000, 0)).orElse(unknown());
    }

    private static String sources(Optional<NtuaPublished.Value> a, Optional<NtuaPublished.Value> b) {
        return java.util.stream.Stream.of(a, b).flatMap(Optional::stream).map(NtuaPublished.Value::source)
                .distinct().collect(Collectors.joining(", "));
    }

    private String published(String db) {
        return labels.text("ntua.published", db);
    }

    private String mib(Long bytes) {
        return bytes == null ? unknown() : labels.number(bytes / MIB, 1);
    }

    private String number(Double value, int decimals) {
        return labels.number(value == null ? Double.NaN : value, decimals);
    }

    private String unknown() {
        return labels.number(Double.NaN, 0);
    }

    private DerivedTable table(String id, String titleKey, List<String> columns, List<List<String>> rows,
            String note) {
        return new DerivedTable("ntua-" + id, labels.text(titleKey), columns.stream()
                .map(c -> labels.text("ntua.col." + c)).toList(), rows, note);
    }
}
