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
import org.iotbenchrunner.orchestrator.cli.UseCaseOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seed experiments' presets: their data sets, their query runs, and how a data set is fitted to the host. */
class UseCasePresetTest {
    private static final long GB = 1_000_000_000L;

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
        });
    }

    @Test
    void anUnknownPresetNamesTheAllowedOnes() {
        assertThatThrownBy(() -> UseCasePreset.parse("tsbs")).isInstanceOf(ConfigException.class)
                .hasMessage("--use-case-preset tsbs: unknown preset; allowed: iot-study, devops-ranking, "
                        + "iot-study-small, iot-study-medium, iot-study-large");
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

        assertThat(asked).containsExactly(new QueryRequest(List.of(UseCaseQueryType.LASTPOINT), 5, 1, 123, false));
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
