package org.iotbenchrunner.report.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Fig. 3 of the NTUA study: averages over the types every compared database answered, the others named. */
class NtuaAveragesTest {
    @TempDir
    Path dir;

    private static TypeResult notRun(String type) {
        return new TypeResult(type, "not supported by fake: no GROUP BY", 1, null, null, null, null, null, null,
                null, null, null, null, Verification.notRun("not supported"));
    }

    private static TypeResult failed(String type, int n) {
        return new TypeResult(type, null, n, 0, n, List.of("boom"), 1, null, null, null, 0L, 0L,
                ResourceUsage.none("not sampled"), Verification.notVerified("no query answered"));
    }

    private static ClusterRun run(String db, String dataSet, Map<Integer, List<TypeResult>> byCount) {
        UseCaseLoadResult load = UseCaseFixtures.load(db, db.toUpperCase(), null, 1000, null);
        Map<Integer, UseCaseQueryResult> queries = new java.util.TreeMap<>();
        byCount.forEach((n, types) -> queries.put(n, new UseCaseQueryResult(null, UseCaseQueryResult.SCHEMA_VERSION,
                "test", RunStatus.COMPLETED, null, "iot", load.database(), new UseCaseQueryResult.Asked(types.stream()
                        .map(TypeResult::type).toList(), n, 1, 1, false), types, null)));
        return new ClusterRun(dataSet, ClusterStudy.SINGLE, load, queries);
    }

    @Test
    void onlyTypesEveryDatabaseAnsweredAreAveragedAndTheOthersNamed() {
        ClusterRun a = run("a", "small", Map.of(
                1, List.of(ClusterStudyFixtures.answered("last-loc", 1, 2), ClusterStudyFixtures.answered("avg-load", 1,
                        100), ClusterStudyFixtures.answered("low-fuel", 1, 6)),
                10, List.of(ClusterStudyFixtures.answered("last-loc", 10, 3), ClusterStudyFixtures.answered("avg-load",
                        10, 5))));
        ClusterRun b = run("b", "small", Map.of(
                1, List.of(ClusterStudyFixtures.answered("last-loc", 1, 4), notRun("avg-load"), failed("low-fuel", 1)),
                10, List.of(ClusterStudyFixtures.answered("last-loc", 10, 7), ClusterStudyFixtures.answered("avg-load",
                        10, 9))));
        ClusterRun onlyLarge = run("a", "large", Map.of(1, List.of(notRun("last-loc"))));

        NtuaAverages averages = NtuaAverages.of(List.of(a, b, onlyLarge));

        assertThat(averages.dataSets()).containsExactly("small", "large");
        assertThat(averages.queryCounts()).containsExactly(1, 10);
        NtuaAverages.Group one = averages.groups().get(0);
        assertThat(one.n()).isEqualTo(1);
        assertThat(one.counted()).containsExactly("last-loc");
        assertThat(one.leftOut()).containsExactly("avg-load", "low-fuel");
        assertThat(one.averages()).extracting(NtuaAverages.Average::ms).containsExactly(2.0, 4.0);
        NtuaAverages.Group ten = averages.groups().get(1);
        assertThat(ten.counted()).containsExactly("last-loc", "avg-load");
        assertThat(ten.leftOut()).isEmpty();
        assertThat(ten.averages()).extracting(NtuaAverages.Average::ms).containsExactly(4.0, 8.0);
        NtuaAverages.Group large = averages.groups().get(2);
        assertThat(large.counted()).isEmpty();
        assertThat(large.averages()).extracting(NtuaAverages.Average::ms).containsOnlyNulls();
    }

    /** Cassandra declares TSBS's IoT queries unsupported: its empty row must not empty IoTDB's average. */
    @Test
    void aDatabaseThatAnsweredNoTypeDoesNotEmptyTheOthersAverages() {
        ClusterRun answers = run("a", "small", Map.of(1, List.of(ClusterStudyFixtures.answered("last-loc", 1, 2),
                ClusterStudyFixtures.answered("avg-load", 1, 4))));
        ClusterRun none = run("b", "small", Map.of(1, List.of(notRun("last-loc"), notRun("avg-load"))));

        NtuaAverages.Group one = NtuaAverages.of(List.of(answers, none)).groups().get(0);

        assertThat(one.counted()).containsExactly("last-loc", "avg-load");
        assertThat(one.averages()).extracting(NtuaAverages.Average::ms).containsExactly(3.0, null);
    }

    @Test
    void theTableAndChartsComeFromTheSingleLayoutInBothLanguages() throws Exception {
        ClusterStudy study = ClusterStudyResults.find(ClusterStudyFixtures.results(dir.resolve("results")))
                .orElseThrow();
        NtuaAverages averages = NtuaAverages.ofSingleLayout(study);

        DerivedTable en = new ClusterStudyTables(Labels.of(Language.EN)).averageOnOneServer(averages);
        DerivedTable pt = new ClusterStudyTables(Labels.of(Language.PT_BR)).averageOnOneServer(averages);
        List<ChartFile> charts = new ClusterStudyCharts(Labels.of(Language.EN), dir.resolve("charts"))
                .averageOnOneServer(averages);

        assertThat(en.header()).containsExactly("Data set", "Queries per type", "Database",
                "Average query time (ms)", "Published (ms)", "Types averaged", "Types left out");
        assertThat(en.rows()).extracting(r -> r.get(1) + " " + r.get(2) + " " + r.get(3) + " " + r.get(4) + " "
                + r.get(5) + " " + r.get(6)).containsExactly("1 IoTDB 6.00 - 2 -", "1 TimescaleDB 20.00 - 2 -",
                        "10 IoTDB 6.00 - 2 -", "10 TimescaleDB 20.00 - 2 -");
        assertThat(en.note()).contains("003:L147-149");
        assertThat(pt.header()).contains("Tipos deixados de fora");
        assertThat(charts).extracting(ChartFile::id).containsExactly("fig3-average-n1", "fig3-average-n10");
        assertThat(charts).allMatch(ChartFile::isDrawn);
        assertThat(new ClusterStudyTables(Labels.of(Language.EN)).all(study)).extracting(DerivedTable::id)
                .contains("ntua-fig3-average-one-server");
    }
}
