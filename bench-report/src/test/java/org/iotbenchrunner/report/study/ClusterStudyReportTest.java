package org.iotbenchrunner.report.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.report.Report;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.source.SourcePlan;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseResults;
import org.iotbenchrunner.report.usecase.UseCaseStudy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The NTUA multi-node study's figures 5-11 from fixture results: ours by layout, the study's numbers beside. */
class ClusterStudyReportTest {
    private static final String UNKNOWN = "-";
    @TempDir
    Path dir;
    private final Labels en = Labels.of(Language.EN);

    private ClusterStudy study() {
        return ClusterStudyResults.find(ClusterStudyFixtures.results(dir.resolve("results"))).orElseThrow();
    }

    private List<Map<String, String>> rows(DerivedTable table) {
        return table.rows().stream().map(r -> ClusterStudyFixtures.row(table.header(), r)).toList();
    }

    @Test
    void theStudysRunsAreFoundByLayoutAndKeptOutOfTheUseCasesSection() {
        ClusterStudy study = study();

        assertThat(study.layouts()).containsExactly("single", "nodes-3");
        assertThat(study.dataSets()).containsExactly("small");
        assertThat(study.databases()).containsExactly("iotdb", "timescaledb");
        assertThat(study.queryCounts()).containsExactly(1, 10);
        assertThat(study.run("small", "nodes-3", "iotdb").orElseThrow().topology().nodes()).hasSize(4);
        assertThat(UseCaseResults.find(dir.resolve("results"))).extracting(UseCaseStudy::id)
                .containsExactly("iot-study");
    }

    @Test
    void fig5ListsEachLayoutsNodesAndTheStudysSetUp() {
        List<Map<String, String>> rows = rows(new ClusterStudyTables(en).topologies(study()));

        assertThat(rows).extracting(r -> r.get("Database") + " " + r.get("Layout")).containsExactly(
                "IoTDB single", "TimescaleDB single", "IoTDB nodes-3", "Influx (published) multi",
                "Timescale (published) multi");
        assertThat(rows.get(0).get("Nodes (role, endpoint)")).isEqualTo("one server");
        assertThat(rows.get(2).get("Nodes (role, endpoint)")).startsWith("confignode (ConfigNode), datanode-1 "
                + "(DataNode 127.0.0.2:6667)");
        assertThat(rows.get(2).get("Replication factor")).isEqualTo("2");
        assertThat(rows.get(2).get("Clients spread")).isEqualTo("round-robin");
        assertThat(rows.get(3).get("Nodes (role, endpoint)")).contains("1 meta node", "2 data nodes");
    }

    @Test
    void fig6PutsTheStudysPrintedRatesBesideOursWithTheirSourceLines() {
        List<Map<String, String>> rows = rows(new ClusterStudyTables(en).inserts(study()));

        assertThat(rows).filteredOn(r -> r.get("Database").equals("IoTDB")).extracting(r -> r.get("Layout") + " "
                + r.get("Rows/s") + " " + r.get("Metrics/s"))
                .containsExactly("single 50,000 375,000", "nodes-3 120,000 900,000");
        assertThat(rows).filteredOn(r -> r.get("Database").equals("Timescale (published)"))
                .extracting(r -> r.get("Layout") + " " + r.get("Rows/s") + " " + r.get("Published at"))
                .containsExactly("single 51,120 003:L107", "multi 82,860 003:L224");
        assertThat(rows).filteredOn(r -> r.get("Database").equals("Influx (published)")
                && r.get("Layout").equals("single")).singleElement().satisfies(r -> {
                    assertThat(r.get("Rows/s")).isEqualTo("49,190");
                    assertThat(r.get("Metrics/s")).isEqualTo("388,870");
                    assertThat(r.get("Published at")).isEqualTo("003:L107, 003:L109");
                });
    }

    @Test
    void fig7GivesEachNodesDiskAndTheClustersSumAndThePublishedSingleTotals() {
        List<Map<String, String>> rows = rows(new ClusterStudyTables(en).diskPerNode(study()));

        assertThat(rows).filteredOn(r -> r.get("Layout").equals("nodes-3")).extracting(r -> r.get("Node") + " "
                + r.get("Disk after the load (MiB)")).containsExactly("confignode (ConfigNode) 1.0",
                        "datanode-1 (DataNode) 10.0", "datanode-2 (DataNode) 20.0", "datanode-3 (DataNode) 30.0",
                        "total (sum of the nodes) 61.0");
        assertThat(rows).filteredOn(r -> r.get("Database").equals("TimescaleDB")).singleElement()
                .satisfies(r -> assertThat(r.get("Disk after the load (MiB)")).isEqualTo("5.0"));
        assertThat(rows).filteredOn(r -> r.get("Database").equals("Timescale (published)")).singleElement()
                .satisfies(r -> {
                    assertThat(r.get("Disk after the load (MiB)")).as("1.14 GB read as GiB").isEqualTo("1,167.4");
                    assertThat(r.get("Published at")).isEqualTo("003:L133");
                });
    }

    @Test
    void figs8To11AverageTheTypesAndCompareOneServerWithTheCluster() {
        ClusterStudyTables tables = new ClusterStudyTables(en);
        ClusterStudy study = study();

        assertThat(rows(tables.averageOnCluster(study))).extracting(r -> r.get("Database") + " "
                + r.get("Queries per type") + " " + r.get("Average query time (ms)"))
                .containsExactly("IoTDB 1 2.00", "IoTDB 10 2.00");
        assertThat(rows(tables.perTypeOnCluster(study))).hasSize(4);
        List<Map<String, String>> fig10 = rows(tables.singleVsCluster(study));
        assertThat(fig10).filteredOn(r -> r.get("Queries per type").equals("10")).extracting(r -> r.get("Database")
                + " " + r.get("One server (ms)") + " " + r.get("Cluster (ms)") + " " + r.get("One server / cluster"))
                .containsExactly("IoTDB 6.00 2.00 3.00x", "TimescaleDB 20.00 " + UNKNOWN + " " + UNKNOWN);
        assertThat(rows(tables.perTypeSingleVsCluster(study))).filteredOn(r -> r.get("Database").equals("IoTDB"))
                .extracting(r -> r.get("Query type") + " " + r.get("One server / cluster"))
                .containsExactly("last-loc 2.00x", "avg-load 4.00x");
        assertThat(tables.averageOnCluster(study).note()).contains("4.67x", "003:L255");
    }

    @Test
    void theSectionDrawsItsChartsAndIsItsOwnSourceInBothLanguages() throws Exception {
        ClusterStudy study = study();
        List<ChartFile> charts = new ClusterStudyCharts(en, dir.resolve("charts")).draw(study);

        assertThat(charts).extracting(ChartFile::id).containsExactly("fig6-inserts", "fig7-disk-per-node",
                "fig3-average-n1", "fig3-average-n10", "fig8-average-n1", "fig8-average-n10", "fig9-per-type-small", "fig10-single-vs-cluster",
                "fig11-per-type-small");
        assertThat(charts).allSatisfy(c -> assertThat(c.file()).isRegularFile());
        assertThat(SourcePlan.of("iot-study-cluster", Map.of(), List.of(), false, true)).singleElement()
                .satisfies(p -> assertThat(p.kind()).isEqualTo(SourcePlan.Kind.CLUSTER_STUDY));
        assertThatThrownBy(() -> SourcePlan.of("iot-study-cluster", Map.of(), List.of(), false, false))
                .hasMessageStartingWith("--source iot-study-cluster: no iot-study-cluster results found");
        for (Language language : List.of(Language.EN, Language.PT_BR)) {
            String html = Files.readString(Report.write(dir.resolve("results"), dir.resolve(language.tag()),
                    language));
            String section = Labels.of(language).text("ntua.section").replace("'", "&#39;");
            assertThat(html).contains(section, "fig6-inserts");
        }
    }
}
