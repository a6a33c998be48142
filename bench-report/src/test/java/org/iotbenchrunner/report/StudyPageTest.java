package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.source.SourcePlan;
import org.iotbenchrunner.report.study.StudyFixtures;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The study's section on the page: present whenever the preset's results are, asked for by name or not. */
class StudyPageTest {
    @TempDir
    Path dir;

    @Test
    void aTreeOfOnlyTheStudysResultsIsAReportWithItsSectionTablesAndCharts() throws Exception {
        Path root = StudyFixtures.results(dir.resolve("results"));
        Path out = dir.resolve("out");
        String html = Files.readString(Report.write(ResultsTree.of(root), "all", out, Language.EN, null, null));
        assertThat(html).contains("The TDengine/Cassandra study (seed 002)", "TDengine 1.6.1.0 (published)",
                StudyFixtures.SCALING, "charts/taos-cassandra/en-us/write-best.png");
        Path tables = out.resolve("tables/taos-cassandra/en-us");
        for (String table : new String[]{"study-writes-timescaledb", "study-writes-published-cassandra",
                "study-best-write", "study-queries", "study-disk"}) {
            assertThat(tables.resolve(table + ".md")).as(table).exists();
            assertThat(tables.resolve(table + ".csv")).as(table).exists();
        }
        assertThat(Files.readString(tables.resolve("study-best-write.md"))).contains("| TimescaleDB |",
                "10,040 (R/R 100)");
        assertThat(out.resolve("charts/taos-cassandra/en-us/query-q2-count.png")).exists();
    }

    @Test
    void theSectionJoinsTheUseCasesAndIsRefusedByNameWhenAbsent() throws Exception {
        Path root = StudyFixtures.results(UseCaseFixtures.study(dir.resolve("results")));
        String useCases = Files.readString(Report.write(ResultsTree.of(root), SourcePlan.USE_CASES,
                dir.resolve("uc"), Language.PT_BR, null, null));
        assertThat(useCases).contains("O estudo TDengine/Cassandra", "TSBS");
        String only = Files.readString(Report.write(ResultsTree.of(root), SourcePlan.TAOS_CASSANDRA,
                dir.resolve("only"), Language.EN, null, null));
        assertThat(only).contains("The TDengine/Cassandra study").doesNotContain("TSBS use case: iot-study");
        Path none = UseCaseFixtures.study(dir.resolve("none"));
        assertThatThrownBy(() -> Report.write(ResultsTree.of(none), SourcePlan.TAOS_CASSANDRA, dir.resolve("x"),
                Language.EN, null, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("write-r<R>-c<C>.json");
    }
}
