package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.cli.LoadCommandLines;
import org.iotbenchrunner.orchestrator.cli.UseCaseOptions;
import org.iotbenchrunner.orchestrator.cli.UseCaseOptionsAccess;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seed experiments' presets: their data sets, their query runs, and how a data set is fitted to the host. */
class UseCasePresetTest {
    private static final long GB = 1_000_000_000L;
    private static final long GIB = 1024L * 1024 * 1024;

    @TempDir
    Path out;

    @Test
    void theIotStudyIsThreeDataSetsOf800TrucksQueriedOnceThenTenTimes() {
        List<UseCasePreset> study = UseCasePreset.parse("iot-study");

        assertThat(study).containsExactly(UseCasePreset.IOT_STUDY_SMALL, UseCasePreset.IOT_STUDY_MEDIUM,
                UseCasePreset.IOT_STUDY_LARGE);
        assertThat(study).extracting(p -> p.original().end()).containsExactly(
                Instant.parse("2016-01-01T10:00:00Z"), Instant.parse("2016-01-03T02:00:00Z"),
                Instant.parse("2016-01-07T06:00:00Z"));
        assertThat(study).allSatisfy(p -> {
            assertThat(p.original().scale()).isEqualTo(800);
            assertThat(p.original().seed()).isEqualTo(123);
            assertThat(p.queryCounts).containsExactly(1, 10);
            assertThat(p.queryTypes()).isEqualTo(UseCaseQueryType.of(UseCase.IOT));
        });
        assertThat(UseCasePreset.parse("devops-ranking")).singleElement().satisfies(p -> {
            assertThat(p.original()).isEqualTo(new UseCaseSpec(UseCase.DEVOPS, 123, 1000,
                    Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-04T00:00:00Z"),
                    java.time.Duration.ofSeconds(10)));
            assertThat(p.queryTypes()).containsExactly(UseCaseQueryType.SINGLE_GROUPBY_1_1_1);
            assertThat(p.queryCounts).containsExactly(100_000);
        });
    }

    @Test
    void theRankingRunsBothSizesVanillaAndTunedEachIntoItsOwnFolderWithThePostsThreadsBatchAndQueries() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "devops-ranking";
        options.scale = 2;
        List<UseCaseRun> runs = options.runs(false, out, new ContainerOptions.HostLimits(2, 24 * GIB), null);

        assertThat(runs).extracting(r -> r.variant().folder()).containsExactly("xsmall/default", "xsmall/tuned",
                "small/default", "small/tuned");
        assertThat(runs).extracting(r -> r.load().workers()).containsExactly(50, 50, 100, 100);
        assertThat(runs).allSatisfy(r -> {
            assertThat(r.load().batchSize()).isEqualTo(1000);
            assertThat(r.queries()).singleElement().satisfies(q -> {
                assertThat(q.count()).isEqualTo(100_000);
                assertThat(q.workers()).isEqualTo(r.variant().threads());
                assertThat(q.types()).containsExactly(UseCaseQueryType.SINGLE_GROUPBY_1_1_1);
            });
            assertThat(r.load().preset().scaling()).startsWith(r.variant().scaling()).contains("by hand: "
                    + "--use-case-scale 2 (the study's: 1000)");
        });
        assertThat(LoadCommandLines.ranking(runs.get(1))).isEqualTo("Ranking xSmall, tuned (--profile tuned): 50 "
                + "load workers, batches of 1000 rows, 50 query workers, 100,000 queries as published; results in "
                + "devops-ranking/xsmall/tuned/");
    }

    @Test
    void theRankingNarrowsToOneProfileAndTakesTheQueryAndBatchOptionsAndResume() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "devops-ranking";
        options.scale = 2;
        UseCaseOptionsAccess.batchSize(options, 500);
        options.queryCount = 10;
        UseCaseOptionsAccess.resume(options);
        List<UseCaseRun> runs = options.runs(false, out, new ContainerOptions.HostLimits(2, 24 * GIB), "tuned");

        assertThat(runs).extracting(r -> r.variant().folder()).containsExactly("xsmall/tuned", "small/tuned");
        assertThat(runs).allSatisfy(r -> {
            assertThat(r.load().batchSize()).isEqualTo(500);
            assertThat(r.gridResume()).isTrue();
        });
        assertThat(LoadCommandLines.ranking(runs.get(1))).contains("10 queries (the post ran 100,000)");
    }

    @Test
    void taosCassandraIsTheStudysThermoDataSetWithItsWriteGridAndOneQueryPerSweepPoint() {
        UseCasePreset p = UseCasePreset.parse("taos-cassandra").get(0);

        assertThat(p).isEqualTo(UseCasePreset.TAOS_CASSANDRA);
        assertThat(p.original()).isEqualTo(new UseCaseSpec(UseCase.THERMO, 123, 10_000,
                Instant.parse("2019-07-16T04:01:40Z"), Instant.parse("2019-07-16T04:01:40Z").plusSeconds(10_000),
                java.time.Duration.ofSeconds(1)));
        assertThat(p.grid().rowsPerRequest()).containsExactly(1, 10, 50, 100, 500, 1000, 2000);
        assertThat(p.grid().clients()).containsExactly(1, 2, 3, 4, 5, 6, 7);
        assertThat(p.queryTypes()).isEqualTo(UseCaseQueryType.of(UseCase.THERMO));
        assertThat(p.queryCounts).containsExactly(1);
    }

    @Test
    void taosCassandraLoadsThisHostsShareAndSaysSoAndItsQueriesCountPerPoint() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "taos-cassandra";

        UseCaseRun run = options.runs(true, out).get(0);

        UseCaseSpec host = run.load().spec();
        assertThat(host.scale()).isEqualTo(100);
        assertThat(host.start()).isEqualTo(Instant.parse("2019-07-16T04:01:40Z"));
        assertThat(host.end()).isEqualTo(host.start().plusSeconds(1000));
        assertThat(run.load().preset().scaling()).startsWith("scaled to the first 100 of the study's 10,000 devices "
                + "and their first 1,000 of 10,000 rows (100,000 of 100,000,000 rows)").contains("49 cells");
        assertThat(run.grid().cells()).hasSize(49);
        assertThat(run.queries()).singleElement().isEqualTo(new QueryRequest(UseCaseQueryType.of(UseCase.THERMO),
                10, 1, 123, true, 1));

        options.queryCount = 3;
        options.gridRowsPerRequest = "1,1000";
        options.gridClients = "4";
        run = options.runs(false, out).get(0);
        assertThat(run.queries()).singleElement().satisfies(q -> {
            assertThat(q.count()).isEqualTo(30);
            assertThat(q.perPoint()).isEqualTo(3);
        });
        assertThat(run.grid().cells()).extracting(WriteGrid::fileName)
                .containsExactly("write-r1-c4.json", "write-r1000-c4.json");
        assertThat(run.load().preset().scaling()).contains("2 cells");

        options.scale = 10;
        assertThat(options.runs(false, out).get(0).load().preset().scaling())
                .isEqualTo("by hand: --use-case-scale 10 (the study's: 10000)");
    }

    @Test
    void anUnknownPresetNamesTheAllowedOnes() {
        assertThatThrownBy(() -> UseCasePreset.parse("tsbs")).isInstanceOf(ConfigException.class)
                .hasMessage("--use-case-preset tsbs: unknown preset; allowed: iot-study, iot-study-cluster, "
                        + "devops-ranking, taos-cassandra, iot-study-small, iot-study-medium, iot-study-large, "
                        + "iot-study-cluster-small, iot-study-cluster-medium, iot-study-cluster-large");
    }

    @Test
    void aDataSetThatFitsIsKeptAndOneThatDoesNotIsCutToWholeHours() {
        UseCaseSpec large = UseCasePreset.IOT_STUDY_LARGE.original();

        PresetFit.Fitted kept = PresetFit.fit(large, GB / 10, 60 * GB, "/x");
        PresetFit.Fitted cut = PresetFit.fit(large, GB / 10, 20 * GB, "/x");

        assertThat(kept).isEqualTo(new PresetFit.Fitted(large, null));
        assertThat(cut.spec().end()).isEqualTo(large.start().plusSeconds(50 * 3600));
        assertThat(cut.spec().scale()).isEqualTo(800);
        assertThat(cut.scaling()).isEqualTo("cut to the first 50 of the study's 150 hours: its line protocol (about "
                + "15.0 GB, estimated from the first hour) needs 4 times that free, and /x is 20.0 GB");
        assertThatThrownBy(() -> PresetFit.fit(large, GB, 2 * GB, "/x")).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("--use-case-preset: not even one hour of the data set fits");
    }

    @Test
    void optionsGivenByHandReplaceTheStudysAndTheResultSaysSo() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "iot-study-medium";
        options.scale = 20;
        options.end = "2016-01-01T02:00:00Z";
        options.queryWorkers = 2;

        List<UseCaseRun> runs = options.runs(true, out);

        assertThat(runs).singleElement().satisfies(run -> {
            LoadRequest load = run.load();
            assertThat(load.folder()).isEqualTo("iot-study-medium");
            assertThat(load.spec()).isEqualTo(new UseCaseSpec(UseCase.IOT, 123, 20,
                    Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T02:00:00Z"),
                    java.time.Duration.ofSeconds(10)));
            assertThat(load.preset()).isEqualTo(new UseCaseLoadResult.Preset("iot-study-medium", "iot-study",
                    "medium", new UseCaseLoadResult.Generated(123, 800, Instant.parse("2016-01-01T00:00:00Z"),
                            Instant.parse("2016-01-03T02:00:00Z"), "10s"),
                    "by hand: --use-case-scale 20 (the study's: 800), --timestamp-end 2016-01-01T02:00:00Z (the "
                            + "study's: 2016-01-03T02:00:00Z)"));
            assertThat(run.queries()).extracting(QueryRequest::count).containsExactly(1, 10);
            assertThat(run.queries()).allSatisfy(q -> {
                assertThat(q.workers()).isEqualTo(2);
                assertThat(q.verify()).isTrue();
                assertThat(q.types()).isEqualTo(UseCaseQueryType.of(UseCase.IOT));
            });
        });
    }

    @Test
    void queryOptionsReplaceTheStudysRunsAndNoneLoadsOnly() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "devops-ranking";
        options.scale = 2;
        options.queries = "lastpoint";
        options.queryCount = 5;
        List<QueryRequest> asked = options.runs(false, out).get(0).queries();
        options.queries = "none";
        List<QueryRequest> none = options.runs(false, out).get(0).queries();

        // the ranking's xSmall: its 50 threads query too
        assertThat(asked).containsExactly(new QueryRequest(List.of(UseCaseQueryType.LASTPOINT), 5, 50, 123, false));
        assertThat(none).isEmpty();
    }

    @Test
    void aPresetGeneratesItsOwnDataSet() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "iot-study";
        options.scale = 2;
        options.workload = "devops";
        assertThatThrownBy(() -> options.runs(false, out)).isInstanceOf(ConfigException.class).hasMessage(
                "--workload devops: --use-case-preset iot-study loads the iot use case; leave out --workload");
        options.workload = null;
        options.writeDataFile = out.resolve("x.lp");
        assertThatThrownBy(() -> options.runs(false, out)).isInstanceOf(ConfigException.class).hasMessage(
                "--write-data-file " + out.resolve("x.lp") + ": --use-case-preset iot-study has 3 data sets; name one "
                        + "of them, e.g. iot-study-small");
        options.writeDataFile = null;
        options.dataFile = out.resolve("y.lp");
        assertThatThrownBy(() -> options.runs(false, out)).isInstanceOf(ConfigException.class).hasMessage(
                "--data-file " + out.resolve("y.lp") + ": --use-case-preset iot-study generates its data set; leave "
                        + "out --data-file (or load the file with --workload iot)");
    }
}
