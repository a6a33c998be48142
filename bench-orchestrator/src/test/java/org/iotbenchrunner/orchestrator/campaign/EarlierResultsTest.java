package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.RunSettings;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which results --resume keeps: decided from result files alone, no server. */
class EarlierResultsTest {
    private static final String CAMPAIGN = "2025-01-02T03:04:05Z";

    @TempDir
    Path out;

    private static DatabaseBinding noop() {
        return ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals("noop")).findFirst().orElseThrow();
    }

    private RunPlan plan(int runs, String... sets) {
        return new RunPlan(new DatabaseRegistry.Selection(List.of(noop()), false), List.of(Scenario.WRITE,
                Scenario.READ), "tiny", new ConfigLayers().scale(Scale.TINY), List.of(sets), out, new LocalProvider(),
                false, 0, runs);
    }

    /** A result as {@code plan} records it, on a server at some port (which never makes a run differ). */
    private static RunResult result(RunPlan plan, Scenario scenario, int run, RunStatus status, String campaign) {
        DatabaseBinding noop = noop();
        return RunResult.builder().status(status).scenario(scenario.id()).scale(plan.scaleLabel())
                .database(new DatabaseInfo("noop", "noop", null, "local", Map.of()))
                .protocol(new Protocol(campaign, run, plan.runs(), plan.warmup(), plan.verify(), null, "sequential",
                        null, null))
                .setup(new ServerSetup("default", null, null, Map.of(), CacheMode.WARM.id(), null))
                .config(plan.configFor(noop, scenario).recordedValues(noop.ownKeys(), "127.0.0.1", 40000 + run,
                        "root"))
                .startedAt(Instant.parse(CAMPAIGN).plusSeconds(run)).completedFraction(1).build();
    }

    private EarlierResults.Verdict verdict(RunPlan plan, RunResult earlier) {
        Path file = plan.resultFile(noop(), Scenario.WRITE, 1);
        EarlierResults results = new EarlierResults(earlier == null ? Map.of() : Map.of(file, earlier), CAMPAIGN);
        return results.verdict("noop write", file, RunSettings.expected(plan, noop(), Scenario.WRITE, 1));
    }

    @Test
    void aCompleteResultOfTheSameSettingsIsKept() {
        RunPlan plan = plan(1);
        EarlierResults.Verdict v = verdict(plan, result(plan, Scenario.WRITE, 1, RunStatus.COMPLETED, CAMPAIGN));
        assertThat(v.reuse()).isTrue();
        assertThat(v.line()).isEqualTo("noop write: done in an earlier run of this campaign ("
                + out.resolve("tiny/noop/write.json") + "), skipped");
    }

    @Test
    void aCappedResultRanToItsCapAndIsKept() {
        RunPlan plan = plan(1, "TEST_MAX_TIME=60000");
        RunResult capped = result(plan, Scenario.WRITE, 1, RunStatus.TIMED_OUT, CAMPAIGN).toBuilder()
                .completedFraction(0.4).build();
        assertThat(verdict(plan, capped).reuse()).isTrue();
    }

    @Test
    void crashedRunningAndMissingResultsRunAgain() {
        RunPlan plan = plan(1);
        EarlierResults.Verdict crashed = verdict(plan, result(plan, Scenario.WRITE, 1, RunStatus.CRASHED, CAMPAIGN));
        assertThat(crashed.reuse()).isFalse();
        assertThat(crashed.line()).startsWith("noop write: crashed in an earlier run (").endsWith("running it again");
        EarlierResults.Verdict running = verdict(plan, result(plan, Scenario.WRITE, 1, RunStatus.RUNNING, CAMPAIGN));
        assertThat(running.reuse()).isFalse();
        assertThat(running.line()).startsWith("noop write: was left running in an earlier run (");
        EarlierResults.Verdict missing = verdict(plan, null);
        assertThat(missing.reuse()).isFalse();
        assertThat(missing.line()).as("nothing to say: it simply runs").isNull();
    }

    @Test
    void aResultOfOtherSettingsRunsAgainNamingTheDifference() {
        RunResult earlier = result(plan(1), Scenario.WRITE, 1, RunStatus.COMPLETED, CAMPAIGN);
        RunPlan longer = plan(1, "LOOP=30");
        EarlierResults.Verdict v = verdict(longer, earlier);
        assertThat(v.reuse()).isFalse();
        assertThat(v.line()).isEqualTo("noop write: not reused, its configuration differs (LOOP 20, now 30) in "
                + out.resolve("tiny/noop/write.json") + "; running it again");

        RunPlan warm = new RunPlan(longer.selection(), longer.scenarios(), "tiny", longer.base(), List.of(), out,
                new LocalProvider(), false, 5, 1);
        assertThat(verdict(warm, earlier).line()).contains("(--warmup 0, now 5)");
    }

    @Test
    void aResultOfAnotherCampaignRunsAgain() {
        RunPlan plan = plan(1);
        EarlierResults.Verdict v = verdict(plan, result(plan, Scenario.WRITE, 1, RunStatus.COMPLETED,
                "2024-12-31T00:00:00Z"));
        assertThat(v.reuse()).isFalse();
        assertThat(v.line()).contains("is of another campaign (2024-12-31T00:00:00Z, resuming " + CAMPAIGN + ")");
    }

    @Test
    void readingFindsThePlansFilesAndContinuesTheNewestCampaign() {
        RunPlan plan = plan(2);
        ResultFiles.write(plan.resultFile(noop(), Scenario.WRITE, 1),
                result(plan, Scenario.WRITE, 1, RunStatus.COMPLETED, "older"));
        RunResult newest = result(plan, Scenario.READ, 2, RunStatus.CRASHED, CAMPAIGN);
        ResultFiles.write(plan.resultFile(noop(), Scenario.READ, 2), newest);
        ResultFiles.write(out.resolve("tiny/noop/latest-point.json"),
                result(plan, Scenario.LATEST_POINT, 1, RunStatus.COMPLETED, "not of this plan"));

        EarlierResults earlier = EarlierResults.read(plan);
        assertThat(earlier.byFile()).containsOnlyKeys(out.resolve("tiny/noop/write.run-1.json"),
                out.resolve("tiny/noop/read.run-2.json"));
        assertThat(earlier.campaign()).isEqualTo(CAMPAIGN);
    }

    @Test
    void resumingWithOtherRunsIsRefused() {
        RunPlan three = plan(3);
        ResultFiles.write(three.resultFile(noop(), Scenario.WRITE, 1),
                result(three, Scenario.WRITE, 1, RunStatus.COMPLETED, CAMPAIGN));
        assertThatThrownBy(() -> EarlierResults.read(plan(1))).isInstanceOf(ConfigException.class)
                .hasMessage("--runs 1 with --resume: the campaign in " + out.resolve("tiny") + " (" + CAMPAIGN
                        + ") was run with --runs 3; give --runs 3, or leave out --resume to start afresh");
    }
}
