package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.source.SourcePlan;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseCharts;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;
import org.iotbenchrunner.report.usecase.UseCaseLoad;
import org.iotbenchrunner.report.usecase.UseCaseResults;
import org.iotbenchrunner.report.usecase.UseCaseStudy;
import org.iotbenchrunner.report.usecase.UseCaseTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UseCaseReportTest {
    @TempDir
    Path dir;
    private final Labels en = Labels.of(Language.EN);

    private UseCaseStudy iotStudy() {
        List<UseCaseStudy> studies = UseCaseResults.find(UseCaseFixtures.study(dir.resolve("results")));
        return studies.stream().filter(s -> s.id().equals("iot-study")).findFirst().orElseThrow();
    }

    @Test
    void loadsAreGroupedIntoStudiesByPresetElseByFolderAndDataSetsOrderedBySize() {
        List<UseCaseStudy> studies = UseCaseResults.find(UseCaseFixtures.study(dir.resolve("results")));
        assertThat(studies).extracting(UseCaseStudy::id).containsExactly("iot", "iot-study");
        assertThat(studies.get(0).dataSets()).singleElement().satisfies(ds -> {
            assertThat(ds.id()).as("no preset: the folder").isEqualTo("iot");
            assertThat(ds.scaled()).isFalse();
        });
        UseCaseStudy study = studies.get(1);
        assertThat(study.dataSets()).extracting(UseCaseStudy.DataSet::id).containsExactly("small", "medium", "large");
        assertThat(study.databases()).containsExactly("influxdb1", "iotdb", "timescaledb");
        UseCaseStudy.DataSet small = study.dataSets().get(0);
        assertThat(small.scalings()).containsExactly(UseCaseFixtures.SCALING);
        assertThat(small.label(en)).isEqualTo("small (scaled)");
        assertThat(small.label(Labels.of(Language.PT_BR))).isEqualTo("small (reduzido)");
        assertThat(study.dataSets().get(1).label(en)).isEqualTo("medium");
        assertThat(small.loads()).extracting(UseCaseLoad::dbName).containsExactly("InfluxDB 1.x", "TimescaleDB");
        assertThat(small.queryCounts()).as("queries-1.json and queries-10.json").containsExactly(1, 10);
        assertThat(small.load("timescaledb").orElseThrow().queries(10).orElseThrow().types()).hasSize(2);
        assertThat(study.dataSets().get(2).load("iotdb").orElseThrow().finished()).isFalse();
        assertThat(study.dataSets().get(2).queryCounts()).isEmpty();
    }

    @Test
    void ofTwoLoadsOfOneDatabaseInOneDataSetTheLatestWins() {
        Path root = dir.resolve("results");
        UseCaseLoadResult old = UseCaseFixtures.load("timescaledb", "TimescaleDB", null, 1_000, null);
        UseCaseLoadResult latest = new UseCaseLoadResult(null, old.schemaVersion(), old.harnessVersion(),
                old.status(), null, old.workload(), old.database(), old.asked(), old.done(),
                new UseCaseLoadResult.Statistics(2_000.0, 15_000.0), new UseCaseLoadResult.Window(
                        UseCaseFixtures.START.plusSeconds(3600), UseCaseFixtures.START.plusSeconds(3605), 5, 0.1),
                old.resources(), old.environment());
        UseCaseFixtures.write(root.resolve("b"), "iot", old);
        UseCaseFixtures.write(root.resolve("a"), "iot", latest);
        assertThat(UseCaseResults.find(root)).singleElement().satisfies(study -> assertThat(study.dataSets())
                .singleElement().satisfies(ds -> assertThat(ds.loads()).singleElement()
                        .satisfies(l -> assertThat(l.result().statistics().rowsPerSecond()).isEqualTo(2_000.0))));
    }

    @Test
    void theLoadsTableShowsACrashedLoadAsSuchAndUnknownsAsTheUnknownMark() {
        DerivedTable loads = new UseCaseTables(en).loads(iotStudy());
        assertThat(loads.id()).isEqualTo("use-case-loads-iot-study");
        assertThat(loads.header()).containsExactly("Data set", "DB", "Status", "Rows", "Metrics", "Rows/s",
                "Metrics/s", "Elapsed (s)", "Failed batches", "Disk (bytes)", "Server CPU (%)", "Harness CPU (%)",
                "Peak heap (MB)", "Scaled");
        assertThat(loads.rows()).hasSize(7);
        assertThat(loads.rows().get(1)).containsExactly("small", "TimescaleDB", "ok", "10,000", "75,000", "50,000",
                "375,000", "0.20", "0", "300,000,000", "150.0", "45.5", "64", "yes");
        assertThat(loads.rows()).filteredOn(r -> r.get(1).equals("IoTDB")).singleElement()
                .isEqualTo(List.of("large", "IoTDB", "crashed: boom: the server went away", "-", "-", "-", "-", "-",
                        "-", "-", "-", "-", "-", "no"));
        assertThat(loads.rows()).filteredOn(r -> r.get(0).equals("large") && r.get(1).equals("TimescaleDB"))
                .singleElement().satisfies(r -> assertThat(r.get(9)).as("disk not measured: unknown, not 0")
                        .isEqualTo("-"));
        assertThat(loads.note()).contains("a metric is a non-null field value", "small: " + UseCaseFixtures.SCALING);
        assertThat(loads.csv().lines().skip(2).findFirst().orElseThrow())
                .isEqualTo("small,TimescaleDB,ok,\"10,000\",\"75,000\",\"50,000\",\"375,000\",0.20,0,\"300,000,000\","
                        + "150.0,45.5,64,yes");
        DerivedTable plain = new UseCaseTables(en).loads(UseCaseResults.find(dir.resolve("results")).get(0));
        assertThat(plain.rows()).singleElement().satisfies(r -> {
            assertThat(r.get(2)).isEqualTo("completed with 2 failed batches");
            assertThat(r.get(13)).as("no preset: not applicable").isEqualTo("-");
        });
    }

    @Test
    void theQueriesTableNamesEachTypeNotRunWithItsReason() {
        DerivedTable queries = new UseCaseTables(en).queries(iotStudy()).orElseThrow();
        assertThat(queries.header()).containsExactly("Data set", "N", "Workers", "Query type", "DB", "Mean (ms)",
                "Median (ms)", "P99 (ms)", "Queries/s", "Verification or why not run");
        assertThat(queries.rows()).as("small and medium, N 1 and 10, two types, two databases").hasSize(16);
        assertThat(queries.rows().subList(0, 4)).containsExactly(
                List.of("small", "1", "2", "last-loc", "InfluxDB 1.x", "1.50", "1.35", "3.00", "666.7",
                        "verified (1/1)"),
                List.of("small", "1", "2", "last-loc", "TimescaleDB", "2.50", "2.25", "5.00", "400.0",
                        "verified (1/1)"),
                List.of("small", "1", "2", "avg-load", "InfluxDB 1.x", "-", "-", "-", "-",
                        "not run: not supported by influxdb1: no such function"),
                List.of("small", "1", "2", "avg-load", "TimescaleDB", "40.00", "36.00", "80.00", "25.0",
                        "verified (1/1)"));
        assertThat(queries.rows().get(4)).startsWith("small", "10");
        assertThat(new UseCaseTables(en).queries(UseCaseResults.find(dir.resolve("results")).get(0)))
                .as("no query run").isEmpty();
    }

    @Test
    void everyChartIsAPngAndWhatIsAbsentIsNamed() throws Exception {
        List<ChartFile> charts = new UseCaseCharts(en, dir.resolve("charts")).draw(iotStudy());
        assertThat(charts).extracting(ChartFile::id).containsExactly("insert-rows", "insert-metrics", "disk-size",
                "query-latency-small-n1", "query-latency-small-n10", "query-latency-medium-n1",
                "query-latency-medium-n10");
        for (ChartFile chart : charts) {
            assertThat(chart.isDrawn()).as(chart.id()).isTrue();
            assertThat(ImageIO.read(chart.file().toFile())).as(chart.id()).isNotNull();
        }
        assertThat(charts.get(0).title()).startsWith("Insert rate per data set: iot-study");
        assertThat(charts.get(0).note()).contains("IoTDB \u00b7 large: crashed");
        assertThat(charts.get(2).note()).contains("TimescaleDB \u00b7 large: not measured: external server");
        assertThat(charts.get(3).title()).contains("data set small (scaled), N = 1 queries per type");
        assertThat(charts.get(3).note()).contains("did not run the type");
    }

    @Test
    void aStudyWithoutAFinishedLoadNamesWhatIsMissing() throws Exception {
        Path root = dir.resolve("results");
        UseCaseFixtures.write(root, "devops", UseCaseFixtures.load("iotdb", "IoTDB", null, RunStatus.CRASHED, 100, 1,
                null, 0));
        List<ChartFile> charts = new UseCaseCharts(en, dir.resolve("charts")).draw(UseCaseResults.find(root).get(0));
        assertThat(charts).hasSize(3).allSatisfy(c -> {
            assertThat(c.isDrawn()).isFalse();
            assertThat(c.missing()).isEqualTo("no finished load to draw (IoTDB \u00b7 devops: crashed)");
        });
    }

    @Test
    void aTreeOfUseCasesOnlyIsAReportOfTheirSections() throws Exception {
        Path root = UseCaseFixtures.study(dir.resolve("results"));
        Path out = dir.resolve("out");
        Path index = Report.write(ResultsTree.of(root), SourcePlan.USE_CASES, out, Language.EN, null, null);
        String html = Files.readString(index);
        List<String> images = ReportTest.images(html);
        assertThat(images).as("the iot study's 3 insert charts, 4 latency charts and the NTUA Fig. 3 at 1 and 10 "
                + "queries per type, the plain one's 3").hasSize(7 + 2 + 3);
        ReportTest.assertLinkedPngs(out, images);
        assertThat(html).contains("TSBS use case: iot-study", "TSBS use case: iot",
                "Counted one way for every database: a metric is a non-null field value, and points = metrics.",
                "small (scaled): 10,000 rows, 75,000 metrics (differs from the study: "
                        + UseCaseFixtures.SCALING + ")", "Loads: iot-study", "Queries: iot-study",
                "crashed: boom: the server went away", "not supported by influxdb1: no such function",
                "charts/use-cases-iot-study/en-us/insert-rows.png")
                .doesNotContain("Who wins", "Environment and configuration");
        assertThat(out.resolve("tables/use-cases-iot-study/en-us/use-case-loads-iot-study.csv")).exists();
        assertThat(out.resolve("tables/use-cases-iot-study/en-us/use-case-queries-iot-study.md")).exists();
        assertThat(out.resolve("tables/use-cases-iot-study/en-us/ntua-fig3-average-one-server.md")).exists();
        assertThat(html).contains("charts/use-cases-iot-study/en-us/fig3-average-n10.png");
        assertThat(out.resolve("summary-small.md")).doesNotExist();

        String all = Files.readString(Report.write(ResultsTree.of(root), "all", dir.resolve("all"), Language.EN,
                null, null));
        assertThat(ReportTest.images(all)).hasSize(12);
        String pt = Files.readString(Report.write(ResultsTree.of(root), "all", dir.resolve("pt"), Language.PT_BR,
                null, null));
        assertThat(pt).contains("Caso de uso do TSBS: iot-study", "small (reduzido)", "Cargas: iot-study",
                "não executado: not supported by influxdb1");
    }

    @Test
    void testsAndUseCasesSideBySideAreEachTheirOwnSelection() throws Exception {
        Path root = UseCaseFixtures.study(dir.resolve("results"));
        ReportTest.writeResults(root, Fixtures.campaign("small", 1));
        String all = Files.readString(Report.write(ResultsTree.of(root), "all", dir.resolve("all"), Language.EN,
                null, null));
        assertThat(all).contains("Who wins", "TSBS use case: iot-study", "Environment and configuration");
        String small = Files.readString(Report.write(ResultsTree.of(root), "small", dir.resolve("small"),
                Language.EN, null, null));
        assertThat(small).contains("Who wins").doesNotContain("TSBS use case");
        String useCases = Files.readString(Report.write(ResultsTree.of(root), SourcePlan.USE_CASES,
                dir.resolve("uc"), Language.EN, null, null));
        assertThat(useCases).contains("TSBS use case: iot-study").doesNotContain("Who wins");
    }

    @Test
    void useCasesWithoutAnyIsRefusedInOneLine() {
        Path root = dir.resolve("results");
        ReportTest.writeResults(root, Fixtures.campaign("small", 1));
        assertThatThrownBy(() -> Report.write(ResultsTree.of(root), SourcePlan.USE_CASES, dir.resolve("out"),
                Language.EN, null, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--source use-cases: no use case's results found");
    }
}
