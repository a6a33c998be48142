package org.iotbenchrunner.report.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;
import org.iotbenchrunner.report.usecase.UseCaseResults;
import org.iotbenchrunner.report.usecase.UseCaseStudy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ranking's runs per size and profile, each kept, ranked, tuned against vanilla, the post's figures beside. */
class RankingTablesTest {
    private static final UseCaseLoadResult.Preset PRESET = new UseCaseLoadResult.Preset("devops-ranking",
            "devops-ranking", "scale-1000-3-days", null, "xSmall (m5.large: 2 vCPU, 8 GiB) scaled to 1 CPUs");

    @TempDir
    Path root;

    /** {@code <root>/devops-ranking/<size>/<profile>/<db>/load.json} and its queries.json. */
    private void write(String size, String profile, String db, String name, double rowsPerSecond, double meanMs) {
        UseCaseLoadResult load = UseCaseFixtures.load(db, name, PRESET, rowsPerSecond, 2L * 1024 * 1024 * 1024);
        Path dir = root.resolve("devops-ranking").resolve(size).resolve(profile).resolve(db);
        ResultFiles.writeLoad(dir.resolve("load.json"), load);
        UseCaseQueryResult.TypeResult type = ClusterStudyFixtures.answered("single-groupby-1-1-1", 100_000, meanMs);
        ResultFiles.writeQueries(dir.resolve("queries.json"), new UseCaseQueryResult(null,
                UseCaseQueryResult.SCHEMA_VERSION, "test", RunStatus.COMPLETED, null, "devops", load.database(),
                new UseCaseQueryResult.Asked(List.of(type.type()), 100_000, 50, 123, false), List.of(type), null));
    }

    @Test
    void eachSizeAndProfileIsKeptRankedAndComparedWithThePostsFigures() throws Exception {
        write("xsmall", "default", "iotdb", "IoTDB", 100_000, 2.0);
        write("xsmall", "default", "timescaledb", "TimescaleDB", 50_000, 40.0);
        write("xsmall", "tuned", "iotdb", "IoTDB", 106_000, 1.0);
        write("small", "default", "iotdb", "IoTDB", 200_000, 1.0);
        write("small", "tuned", "iotdb", "IoTDB", 230_000, 1.25);

        UseCaseStudy study = UseCaseResults.find(root).stream().filter(s -> s.id().equals(RankingStudy.ID))
                .findFirst().orElseThrow();
        assertThat(study.dataSets()).extracting(UseCaseStudy.DataSet::id).containsExactly("xSmall vanilla",
                "xSmall tuned", "small vanilla", "small tuned");

        List<DerivedTable> tables = new RankingTables(Labels.of(Language.EN)).all(study);
        DerivedTable results = tables.get(0);
        assertThat(results.rows()).hasSize(5);
        List<String> iotdb = results.rows().get(0);
        assertThat(iotdb.subList(0, 5)).containsExactly("xSmall", "vanilla", "IoTDB", "750,000", "1");
        assertThat(results.rows().get(1).subList(2, 5)).containsExactly("TimescaleDB", "375,000", "2");
        assertThat(iotdb.get(9)).isEqualTo("2.00");
        assertThat(iotdb.get(10)).isEqualTo("100,000");
        assertThat(iotdb.get(11)).contains("write rank 1 rank (004:L91)").contains("read rank 2 rank (004:L99)")
                .contains("storage from 2 GB (about) (004:L113)");
        assertThat(results.rows().get(1).get(11)).isEqualTo("data written 70 GB (about) (004:L112)");

        DerivedTable tuned = tables.get(1);
        assertThat(tuned.rows()).extracting(r -> r.subList(0, 5)).containsExactly(
                List.of("xSmall", "IoTDB", "+6.0 %", "+100.0 %", "\u221250.0 %"),
                List.of("xSmall", "TimescaleDB", "-", "-", "-"),
                List.of("small", "IoTDB", "+15.0 %", "\u221220.0 %", "+25.0 %"));
        assertThat(tuned.rows().get(0).get(5)).contains("write throughput change 6 % (004:L93)")
                .contains("read latency decrease (004:L107)");

        List<ChartFile> charts = new RankingCharts(Labels.of(Language.EN), root.resolve("charts")).draw(study);
        assertThat(charts).extracting(ChartFile::id).containsExactly("ranking-write", "ranking-queries",
                "ranking-latency", "ranking-disk");
        assertThat(charts).allSatisfy(c -> assertThat(c.file()).isRegularFile());

        DerivedTable pt = new RankingTables(Labels.of(Language.PT_BR)).all(study).get(0);
        assertThat(pt.title()).startsWith("Ranking DevOps da benchANT");
        assertThat(pt.rows().get(0).get(1)).isEqualTo("padrão (vanilla)");
    }
}
