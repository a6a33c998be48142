package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.WrongAnswerBinding;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Campaigns end to end on the in-process noop database: fast, no server needed. */
class CampaignTest {
    @TempDir
    Path out;

    private static DatabaseBinding noop() {
        return ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals("noop")).findFirst().orElseThrow();
    }

    private String run(String... args) {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = out.toString();
        int exit = BenchCommand.execute(all, new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();
        return log;
    }

    @Test
    void readSupportedMixesEveryTypeTheDatabaseSupports() throws Exception {
        run("--db", "noop", "--test", "read-supported", "--scale", "tiny", "--verify");
        RunResult mixed = ResultFiles.read(out.resolve("tiny/noop/read-supported.json"));
        assertThat(mixed.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(mixed.operations()).hasSize(OperationType.values().length - 1);
        assertThat(mixed.verification().mismatches()).isZero();
    }

    @Test
    void noopRunsEveryTestVerifiedWarmAndRepeated() throws Exception {
        String log = run("--db", "noop", "--test", "all", "--scale", "tiny", "--verify", "--warmup", "5",
                "--runs", "2");
        assertThat(log).contains("Starting noop (local provider) for run 2 of 2 ...", "0 mismatches");

        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary).hasSize(10);
        assertThat(summary.subList(1, 10)).allSatisfy(row -> assertThat(row).startsWith("NOOP,")
                .containsPattern(",\"?ok(, client-bound in [12] of 2 runs)?\"?,").contains(",2,\"["));

        RunResult read = ResultFiles.read(out.resolve("tiny/noop/read.run-2.json"));
        assertThat(read.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(read.protocol().runs()).isEqualTo(2);
        assertThat(read.protocol().warmupOperations()).isEqualTo(5);
        assertThat(read.protocol().verify()).isTrue();
        assertThat(read.total().okOperations()).isEqualTo(2 * (20 - 5));
        assertThat(read.verification().verifiedOperations()).isEqualTo(read.total().okOperations());
        assertThat(read.verification().mismatches()).isZero();
        assertThat(read.verification().baselineRowsPerDevice()).isEqualTo(20 * 10);
        assertThat(read.operations()).as("the seed's ten query types").hasSize(10);
        assertThat(read.resources().server().source()).isEqualTo("none");
        assertThat(read.resources().server().note()).contains("noop has no server process");
        assertThat(read.disk()).as("read tests measure no disk").isNull();
        assertThat(read.statistics().operationsPerSecond()).as("stored with the result")
                .isEqualTo(read.total().okOperations() / read.elapsedSeconds());
        assertThat(read.statistics().pointsPerSecond()).isEqualTo(read.total().throughput());
        assertThat(read.statistics().operationsPerSecondByOperation()).hasSize(10);

        RunResult write = ResultFiles.read(out.resolve("tiny/noop/write.run-1.json"));
        assertThat(write.verification().covers()).as("write tests count what is stored")
                .isEqualTo(Verification.STORED_ROWS);
        assertThat(write.verification().verifiedOperations()).isEqualTo(4);
        assertThat(write.verification().mismatches()).isZero();
        assertThat(write.disk().diskBytes()).isNull();
        assertThat(write.disk().rawBytes()).isPositive();
        assertThat(write.disk().method()).startsWith("not measured: noop offers no size measurement");
        assertThat(write.protocol().campaign()).isEqualTo(read.protocol().campaign());
        assertThat(out.resolve("tiny/report/index.html")).isNotEmptyFile();
    }

    /** Not a timing test: whether the noop database kept 400 ops/s on a busy host is not asserted. */
    @Test
    void aRateRunsEveryTestOpenLoopWithServiceAndResponseTimes() throws Exception {
        String log = run("--db", "noop", "--test", "write,read", "--scale", "tiny", "--warmup", "2", "--rate", "400");
        assertThat(log).contains("Response time (ms) Matrix, from intended start", "Open loop: requested 400.00 ops/s");
        for (String test : List.of("write", "read")) {
            RunResult r = ResultFiles.read(out.resolve("tiny/noop/" + test + ".json"));
            assertThat(r.openLoop().requestedOpsPerSecond()).isEqualTo(400);
            assertThat(r.openLoop().achievedOpsPerSecond()).isPositive();
            assertThat(r.total().responseMs()).isNotNull();
            assertThat(r.total().responseMs().max()).isGreaterThanOrEqualTo(r.total().latencyMs().min());
            assertThat(r.operations()).allSatisfy(op -> assertThat(op.responseHistogram()).isNotEmpty());
        }
        RunResult write = ResultFiles.read(out.resolve("tiny/noop/write.json"));
        assertThat(write.total().okOperations()).as("a write batch per device and measured loop")
                .isEqualTo(4 * (20 - 2));
        assertThat(Files.readAllLines(out.resolve("tiny/summary.csv")).get(0))
                .contains(",P99 Lat,Resp Avg,Resp P99,Rate (ops/s),");
    }

    @Test
    void aWrongAnswerIsCaughtFlaggedInTheSummaryAndNeverRanked() throws Exception {
        DatabaseBinding wrong = new WrongAnswerBinding(noop(), OperationType.TIME_RANGE, 1);
        RunPlan plan = new RunPlan(new DatabaseRegistry.Selection(List.of(wrong), false),
                List.of(Scenario.RANGE_QUERY, Scenario.LATEST_POINT), "tiny", new ConfigLayers().scale(Scale.TINY),
                List.of(), out, new LocalProvider(), true, 0, 1);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        boolean allGood = new Campaign(plan, new PrintStream(stdout, true, StandardCharsets.UTF_8), false).run();
        String log = stdout.toString(StandardCharsets.UTF_8);

        assertThat(allGood).as("a run with mismatches fails the campaign").isFalse();
        RunResult range = ResultFiles.read(out.resolve("tiny/noop/range-query.json"));
        OperationResult op = range.operations().get(0);
        assertThat(op.failedOperations()).isZero();
        assertThat(op.mismatches()).isEqualTo(op.okOperations()).isEqualTo(40);
        assertThat(op.mismatchExamples()).hasSize(5)
                .allSatisfy(x -> assertThat(x.actual()).isEqualTo(x.expected() + 1));
        assertThat(log).contains("verified 40 answers (point counts)", ": 40 mismatches",
                "got " + (op.mismatchExamples().get(0).expected() + 1) + ": TIME_RANGE s_");
        RunResult latest = ResultFiles.read(out.resolve("tiny/noop/latest-point.json"));
        assertThat(latest.mismatches()).isZero();

        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary.get(1)).startsWith("NOOP,LATEST-POINT,");
        assertThat(summary.get(2)).startsWith("NOOP,RANGE-QUERY,").contains("ok, 40 mismatches");
        assertThat(Files.readString(out.resolve("tiny/report/winners-tiny.md")))
                .contains("| RANGE-QUERY | Average latency | no valid run |", "noop: ok, 40 mismatches");
    }

    @Test
    void theProfileAndCacheModeAreRecordedAndShownAndNoopHasNothingToRestart() throws Exception {
        String log = run("--db", "noop", "--test", "write,read", "--scale", "tiny", "--profile", "tuned",
                "--cache", "cold");
        assertThat(log).contains("noop profile tuned for ", "no tuned settings for this database; cache cold",
                "[noop read] cold caches: server not restarted: no server process to restart");

        RunResult read = ResultFiles.read(out.resolve("tiny/noop/read.json"));
        assertThat(read.schemaVersion()).isEqualTo(RunResult.SCHEMA_VERSION);
        assertThat(read.environment().setup().profile()).isEqualTo("tuned");
        assertThat(read.environment().setup().sizedForMemoryMb()).isPositive();
        assertThat(read.environment().setup().sizedForCores()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(read.environment().setup().cache()).isEqualTo("cold");
        assertThat(read.environment().setup().coldStart().serverRestarted()).isFalse();
        RunResult write = ResultFiles.read(out.resolve("tiny/noop/write.json"));
        assertThat(write.environment().setup().cache()).isEqualTo("cold");
        assertThat(write.environment().setup().coldStart()).as("writes do not start cold").isNull();
        assertThat(Files.readString(out.resolve("tiny/summary.md"))).contains("NOOP: profile tuned for ",
                "cache cold");
    }

    @Test
    void presetsRunIntoTheirOwnFoldersAndRecordTheirIsolationAndProfile() throws Exception {
        String log = run("--db", "noop", "--test", "write", "--scale", "tiny", "--campaign",
                "original,coresident-tuned,isolated-default");
        assertThat(log).contains("Campaign original into " + out.resolve("original"),
                "Co-resident: noop up until the last test");
        RunResult original = ResultFiles.read(out.resolve("original/tiny/noop/write.json"));
        assertThat(original.protocol().preset()).isEqualTo("original");
        assertThat(original.protocol().coResident()).isTrue();
        assertThat(original.environment().setup().profile()).isEqualTo("default");
        RunResult tuned = ResultFiles.read(out.resolve("coresident-tuned/tiny/noop/write.json"));
        assertThat(tuned.environment().setup().profile()).isEqualTo("tuned");
        assertThat(tuned.protocol().isolation()).isEqualTo("co-resident");
        RunResult isolated = ResultFiles.read(out.resolve("isolated-default/tiny/noop/write.json"));
        assertThat(isolated.protocol().isolation()).isEqualTo("sequential");
        assertThat(isolated.coResident()).isEmpty();
    }

    @Test
    void aWrongValueIsCaughtShownWithItsDifferenceAndNeverRanked() throws Exception {
        DatabaseBinding wrong = WrongAnswerBinding.wrongValues(noop(), OperationType.TIME_RANGE);
        RunPlan plan = new RunPlan(new DatabaseRegistry.Selection(List.of(wrong), false),
                List.of(Scenario.RANGE_QUERY), "tiny", new ConfigLayers().scale(Scale.TINY), List.of(), out,
                new LocalProvider(), true, 0, 1, 15, 0, ServerOptions.defaults(), CacheMode.WARM,
                HostArrangement.DEFAULT, false);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        boolean allGood = new Campaign(plan, new PrintStream(stdout, true, StandardCharsets.UTF_8), false).run();
        String log = stdout.toString(StandardCharsets.UTF_8);

        assertThat(allGood).as("a run with wrong values fails the campaign").isFalse();
        RunResult range = ResultFiles.read(out.resolve("tiny/noop/range-query.json"));
        OperationResult op = range.operations().get(0);
        assertThat(op.mismatches()).as("point counts are right").isZero();
        assertThat(op.values().verified()).as("up to 15 per client").isEqualTo(2 * 15);
        assertThat(op.values().mismatches()).isEqualTo(2 * 15);
        assertThat(range.verification().valueQueryLimit()).isEqualTo(15);
        assertThat(range.verification().covers()).isEqualTo("point counts and values");
        assertThat(log).contains("verified 40 answers (point counts)", ": 0 mismatches",
                "verified the values of 30 answers (up to 15 queries per operation and client)", ": 30 mismatches",
                op.values().examples().get(0).difference() + ": TIME_RANGE s_");
        assertThat(Files.readAllLines(out.resolve("tiny/summary.csv")).get(1)).startsWith("NOOP,RANGE-QUERY,")
                .contains("ok, 30 value mismatches");
        assertThat(Files.readString(out.resolve("tiny/report/index.html")))
                .contains("First value mismatches (TIME_RANGE)", op.values().examples().get(0).difference());
    }

    @Test
    void valueChecksCanBeTurnedOffOrExtendedToEveryQuery() throws Exception {
        String log = run("--db", "noop", "--test", "range-query", "--scale", "tiny", "--verify", "--verify-values",
                "0");
        assertThat(log).contains("values not checked (--verify-values 0)");
        RunResult off = ResultFiles.read(out.resolve("tiny/noop/range-query.json"));
        assertThat(off.verification().valuesChecked()).isFalse();
        assertThat(off.operations().get(0).values()).isNull();

        run("--db", "noop", "--test", "range-query", "--scale", "tiny", "--verify", "--verify-values", "ALL");
        RunResult all = ResultFiles.read(out.resolve("tiny/noop/range-query.json"));
        assertThat(all.verification().valueQueryLimit()).isEqualTo(-1);
        assertThat(all.verification().valuesVerified()).isEqualTo(all.total().okOperations()).isEqualTo(40);
        assertThat(all.verification().valueMismatches()).isZero();
    }
}
