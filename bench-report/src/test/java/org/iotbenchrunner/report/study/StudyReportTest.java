package org.iotbenchrunner.report.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StudyReportTest {
    private static final String UNKNOWN = "\u2014";
    @TempDir
    Path dir;
    private final Labels en = Labels.of(Language.EN);

    private TaosCassandraStudy study() {
        return StudyResults.find(StudyFixtures.results(dir.resolve("results")), en).orElseThrow();
    }

    private static StudyDatabase db(TaosCassandraStudy study, String id) {
        return study.all().stream().filter(d -> d.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void thePublishedNumbersAreReadAsPrintedAndLabelledAsPublished() {
        List<StudyDatabase> published = PublishedStudy.databases(en);
        assertThat(published).extracting(StudyDatabase::name)
                .containsExactly("TDengine 1.6.1.0 (published)", "Cassandra 3.11.4 (published)");
        StudyDatabase taos = published.get(0);
        StudyDatabase cassandra = published.get(1);
        assertThat(taos.published()).isTrue();
        assertThat(taos.rowsPerRequest()).containsExactly(1, 100, 500, 1000, 2000);
        assertThat(cassandra.rowsPerRequest()).containsExactly(1, 10, 50, 100, 500, 1000);
        assertThat(taos.clients()).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(taos.cell(2000, 7).orElseThrow().recordsPerSecond()).isEqualTo(1_477_208.0);
        assertThat(cassandra.best(5).orElseThrow()).as("the grid's 57,853, not the best-write table's 57,835")
                .isEqualTo(WriteCell.measured(100, 5, 57_853, false));
        assertThat(taos.best(1).orElseThrow().rowsPerRequest()).isEqualTo(2000);
        assertThat(taos.point("q1-read-group", 0).orElseThrow().milliseconds()).isCloseTo(235, within(1e-9));
        assertThat(cassandra.point("q2-avg", 100).orElseThrow().milliseconds()).as("Cassandra's MEAN")
                .isCloseTo(290_970, within(1e-6));
        assertThat(taos.point("q4-by-minute", 100).orElseThrow().milliseconds()).isCloseTo(2_549, within(1e-9));
        assertThat(taos.queries()).as("q2 COUNT/AVG/SUM/MAX/MIN, no SPREAD; q1, q3, q4 ten points each")
                .hasSize(10 + 5 * 10 + 10 + 10);
        assertThat(cassandra.disk().rawMib()).isEqualTo(3941.0);
        assertThat(cassandra.disk().diskMib()).as("12 GB read as GiB").isEqualTo(12 * 1024.0);
        assertThat(taos.disk().ratio()).isCloseTo(459.0 / 3941, within(1e-9));
        assertThat(PublishedStudy.setUp(en)).contains("Dell OptiPlex-3050", "4 cores", "1.6.1.0", "3.11.4");
    }

    @Test
    void theGridCellsSweepAndDiskAreFoundPerDatabase() {
        TaosCassandraStudy study = study();
        assertThat(study.ours()).extracting(StudyDatabase::id).containsExactly("questdb", "timescaledb");
        assertThat(study.scaling()).isEqualTo(StudyFixtures.SCALING);
        assertThat(study.host()).contains("2 cores");
        StudyDatabase tsdb = db(study, "timescaledb");
        assertThat(tsdb.name()).isEqualTo("TimescaleDB");
        assertThat(tsdb.cell(100, 4).orElseThrow().recordsPerSecond()).isEqualTo(10_040.0);
        assertThat(tsdb.best(4).orElseThrow().rowsPerRequest()).isEqualTo(100);
        assertThat(tsdb.point("q2-count", 10).orElseThrow().milliseconds()).isEqualTo(3.0);
        assertThat(tsdb.point("q2-count", 20).orElseThrow().flagged()).as("a wrong answer").isTrue();
        assertThat(tsdb.statistic()).isEqualTo("median of 3 runs");
        assertThat(tsdb.disk().ratio()).isEqualTo(0.5);
        assertThat(tsdb.disk().method()).isEqualTo("du of the data directory, server stopped");
        StudyDatabase quest = db(study, "questdb");
        assertThat(quest.cell(100, 4).orElseThrow().recordsPerSecond()).as("crashed: unknown").isNull();
        assertThat(quest.best(4).orElseThrow().rowsPerRequest()).isEqualTo(10);
        assertThat(quest.point("q2-count", 10).orElseThrow().absent()).contains("not supported");
        assertThat(quest.disk()).isNull();
        assertThat(quest.statistic()).isEqualTo("single run");
    }

    @Test
    void ofSeveralSweepsTheOneWithTheMostRunsPerPointIsShown() {
        Path root = StudyFixtures.results(dir.resolve("results"));
        UseCaseLoadResult cell = StudyFixtures.cell("timescaledb", "TimescaleDB", 10, 1, 1.0, null);
        ResultFiles.writeQueries(root.resolve("taos-cassandra/timescaledb/queries-50.json"), StudyFixtures.sweep(cell,
                5, StudyFixtures.type("q2-count", List.of(StudyFixtures.point(10, 7, false)))));
        StudyDatabase tsdb = db(StudyResults.find(root, en).orElseThrow(), "timescaledb");
        assertThat(tsdb.statistic()).isEqualTo("median of 5 runs");
        assertThat(tsdb.point("q2-count", 10).orElseThrow().milliseconds()).isEqualTo(7.0);
    }

    @Test
    void noGridCellNoStudy() {
        assertThat(StudyResults.find(dir, en)).isEmpty();
    }

    @Test
    void theWriteMatrixHasRowsPerRequestDownAndClientsAcrossUnknownAsTheDash() {
        TaosCassandraStudy study = study();
        DerivedTable ours = new StudyTables(en).writes(study, db(study, "questdb"));
        assertThat(ours.id()).isEqualTo("study-writes-questdb");
        assertThat(ours.header()).containsExactly("Rows per request", "1 client", "4 clients");
        assertThat(ours.rows()).containsExactly(List.of("10", "505", "520"), List.of("100", "5,005", UNKNOWN));
        assertThat(ours.note()).contains(StudyFixtures.SCALING, "2 cores").doesNotContain(" 0 ");
        DerivedTable taos = new StudyTables(en).writes(study, study.published().get(0));
        assertThat(taos.title()).contains("TDengine 1.6.1.0 (published)");
        assertThat(taos.rows().get(4)).containsExactly("2,000", "512,820", "1,055,520", "1,174,164", "1,306,904",
                "1,426,635", "1,458,434", "1,477,208");
        assertThat(taos.note()).contains("Dell OptiPlex-3050", "another host");
    }

    @Test
    void theBestWriteNamesTheRowsPerRequestThatGaveIt() {
        DerivedTable best = new StudyTables(en).bestWrite(study());
        assertThat(best.header()).containsExactly("Database", "1 client", "2 clients", "3 clients", "4 clients",
                "5 clients", "6 clients", "7 clients");
        Map<String, List<String>> rows = best.rows().stream().collect(Collectors.toMap(r -> r.get(0), r -> r));
        assertThat(rows.get("TimescaleDB")).containsExactly("TimescaleDB", "10,010 (R/R 100)", UNKNOWN,
                UNKNOWN, "10,040 (R/R 100)", UNKNOWN, UNKNOWN, UNKNOWN);
        assertThat(rows.get("QuestDB").get(4)).as("100 x 4 crashed").isEqualTo("520 (R/R 10)");
        assertThat(rows.get("Cassandra 3.11.4 (published)").get(7)).isEqualTo("61,708 (R/R 100)");
        assertThat(rows.get("TDengine 1.6.1.0 (published)").get(1)).isEqualTo("512,820 (R/R 2,000)");
        assertThat(best.note()).contains(StudyFixtures.SCALING, "Dell OptiPlex-3050");
    }

    @Test
    void theQueriesTableHasATypeAndNPerRowOursThenThePublished() {
        DerivedTable queries = new StudyTables(en).queries(study());
        assertThat(queries.header()).containsExactly("Query", "N", "QuestDB", "TimescaleDB",
                "TDengine 1.6.1.0 (published)", "Cassandra 3.11.4 (published)");
        assertThat(queries.rows().get(0)).as("q1 first, its sweep from G-0")
                .containsExactly("q1-read-group", "0", UNKNOWN, UNKNOWN, "235.00", "3,920.00");
        List<String> count10 = queries.rows().stream().filter(r -> r.get(0).equals("q2-count")
                && r.get(1).equals("10")).findFirst().orElseThrow();
        assertThat(count10).containsExactly("q2-count", "10", UNKNOWN, "3.00", "18.00", "33,790.00");
        List<String> count20 = queries.rows().stream().filter(r -> r.get(0).equals("q2-count")
                && r.get(1).equals("20")).findFirst().orElseThrow();
        assertThat(count20.get(3)).isEqualTo("5.00 *");
        assertThat(queries.rows()).hasSize(80);
        assertThat(queries.note()).contains("TimescaleDB: median of 3 runs", "QuestDB: single run",
                StudyFixtures.SCALING);
    }

    @Test
    void theDiskTableShowsOursAndThePublishedAgainstRaw() {
        DerivedTable disk = new StudyTables(en).disk(study());
        Map<String, List<String>> rows = disk.rows().stream().collect(Collectors.toMap(r -> r.get(0), r -> r));
        assertThat(rows.get("TimescaleDB")).containsExactly("TimescaleDB", "2.0", "4.0", "0.500",
                "du of the data directory, server stopped");
        assertThat(rows.get("QuestDB")).containsExactly("QuestDB", UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN);
        assertThat(rows.get("Cassandra 3.11.4 (published)")).containsSequence("12,288.0", "3,941.0", "3.118");
        assertThat(rows.get("TDengine 1.6.1.0 (published)")).containsSequence("459.0", "3,941.0", "0.116");
        assertThat(disk.note()).contains(StudyFixtures.SCALING, "Dell OptiPlex-3050");
    }

    @Test
    void everyChartIsDrawnOrMissingWithItsInputNamed() throws Exception {
        List<ChartFile> charts = new StudyCharts(en, dir.resolve("charts")).draw(study());
        assertThat(charts).extracting(ChartFile::id).contains("write-grid-timescaledb", "write-grid-questdb",
                "write-grid-published-tdengine", "write-grid-published-cassandra", "write-across-r10",
                "write-across-r100", "write-best", "query-q1-read-group", "query-q2-count", "query-q4-by-minute",
                "disk-ratio");
        for (ChartFile chart : charts) {
            assertThat(chart.isDrawn()).as(chart.id()).isTrue();
            assertThat(ImageIO.read(chart.file().toFile())).as(chart.id()).isNotNull();
        }
        ChartFile count = charts.stream().filter(c -> c.id().equals("query-q2-count")).findFirst().orElseThrow();
        assertThat(count.title()).as("3 ms beside 290,000 ms").contains("log");
        assertThat(count.note()).contains("Dashed", "wrong answers");
        assertThat(charts.stream().filter(c -> c.id().equals("disk-ratio")).findFirst().orElseThrow().note())
                .contains("QuestDB");
    }

    @Test
    void withoutOursOnlyThePublishedAreDrawnAndOurChartsAreMissing() throws Exception {
        TaosCassandraStudy onlyPublished = new TaosCassandraStudy(List.of(), PublishedStudy.databases(en), null,
                en.text("study.hostUnknown"), PublishedStudy.setUp(en));
        List<ChartFile> charts = new StudyCharts(en, dir).draw(onlyPublished);
        assertThat(charts).filteredOn(c -> c.id().startsWith("write-across")).isEmpty();
        assertThat(charts).allMatch(ChartFile::isDrawn);
        assertThat(new StudyTables(en).disk(onlyPublished).note()).contains("not scaled");
        assertThat(Files.list(dir).count()).isEqualTo(charts.size());
    }
}
