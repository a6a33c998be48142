package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.WrongAnswerBinding;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.iotbenchrunner.orchestrator.campaign.Campaign;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The CLI end to end on real, privately started local servers (--provider local), at the tiny scale. */
class BenchCommandIT {

    private static void assumeLocalServer(String id) {
        DatabaseBinding binding = ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals(id)).findFirst().orElseThrow();
        String missing = binding.localServer().orElseThrow().unavailableReason().orElse(null);
        RealServers.require(id + "-local", missing);
    }

    @Test
    void everyTestOnLocalInflux1(@TempDir Path out) throws Exception {
        assumeLocalServer("influxdb1");
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--provider", "local",
                "--db", "influxdb1", "--test", "all", "--scale", "tiny",
            "--verify", "--out", out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        assertThat(exit).as(stdout.toString(StandardCharsets.UTF_8)).isZero();
        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary).hasSize(10);
        assertThat(summary.subList(1, 10)).allSatisfy(row -> assertThat(row).startsWith("INFLUXDB 1.X,")
                .containsPattern(",0,\"?ok(, client-bound)?\"?,"));
        RunResult read = ResultFiles.read(out.resolve("tiny/influxdb1/read.json"));
        assertThat(read.operations()).as("the seed's ten query types").hasSize(10);
        assertThat(read.database().serverVersion()).contains("1.6");
        assertThat(read.verification().verifiedOperations()).isEqualTo(read.total().okOperations()).isPositive();
        assertThat(read.verification().mismatches()).isZero();
        assertThat(read.verification().valuesVerified()).isEqualTo(read.total().okOperations());
        assertThat(read.verification().valueMismatches()).as("%s", read.total().values()).isZero();
        RunResult write = ResultFiles.read(out.resolve("tiny/influxdb1/write.json"));
        assertThat(write.disk().diskBytes()).isPositive();
        assertThat(write.disk().compressionRatio()).isPositive();
        assertThat(write.disk().method()).contains("data and wal directories", "no user-triggered flush");
    }

    @Test
    void writeThenValueFilterOnLocalTimescale(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");

        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--provider", "local",
                "--db", "timescaledb", "--test", "value-filter,write",
            "--scale", "tiny", "--verify", "--out", out.toString()}, new PrintStream(stdout, true,
                    StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();
        assertThat(log).contains("Result Matrix", "Latency (ms) Matrix", "loops (100.0 %)");

        RunResult write = ResultFiles.read(out.resolve("tiny/timescaledb/write.json"));
        assertThat(write.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(write.total().okPoints()).isEqualTo(4L * 4 * 10 * 20);
        assertThat(write.total().failedOperations()).isZero();
        assertThat(write.database().serverVersion()).contains("PostgreSQL", "TimescaleDB");
        assertThat(write.environment().host().cores()).isPositive();
        assertThat(write.resources().harness().cpuSeconds()).isPositive();
        assertThat(write.disk().diskBytes()).isPositive();
        assertThat(write.disk().rawBytes()).isEqualTo(4L * 10 * 20 * tinyRowBytes());
        assertThat(write.disk().compressionRatio())
                .isEqualTo((double) write.disk().rawBytes() / write.disk().diskBytes());
        assertThat(write.disk().method()).startsWith("hypertable_size('test') after CHECKPOINT");

        RunResult filter = ResultFiles.read(out.resolve("tiny/timescaledb/value-filter.json"));
        assertThat(filter.operations()).extracting(o -> o.operation())
                .containsExactlyInAnyOrder("VALUE_RANGE", "AGG_VALUE", "AGG_RANGE_VALUE");
        assertThat(filter.total().okOperations()).isEqualTo(2 * 20);
        assertThat(filter.total().failedOperations()).isZero();
        assertThat(filter.verification().verifiedOperations()).isEqualTo(2 * 20);
        assertThat(filter.verification().mismatches()).isZero();
        assertThat(filter.verification().valuesVerified()).isEqualTo(2 * 20);
        assertThat(filter.verification().valueMismatches()).as("%s", filter.total().values()).isZero();

        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary).hasSize(3);
        assertThat(summary.get(1)).startsWith("TIMESCALEDB,WRITE,").containsPattern(",0,\"?ok(, client-bound)?\"?,");
        assertThat(summary.get(2)).startsWith("TIMESCALEDB,VALUE-FILTER,")
                .containsPattern(",0,\"?ok(, client-bound)?\"?,");
        assertThat(out.resolve("tiny/report/index.html")).isNotEmptyFile();
        assertThat(ProcessHandle.allProcesses().filter(BenchCommandIT::isPostgres)
                .filter(p -> p.info().arguments().map(a -> String.join(" ", a)).orElse("")
                        .contains("iot-benchrunner-timescaledb-")))
                .as("the private server is stopped").isEmpty();
    }

    /**
     * PostgreSQL killed in the middle of a write test: that test ends with its failures counted, and the campaign
     * goes on to the next test on a fresh server (the baseline loaded again).
     */
    @Test
    void aServerThatDiesCostsOnlyItsTest(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        java.util.concurrent.CompletableFuture<Integer> exit = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> BenchCommand.execute(new String[]{"--provider", "local", "--db", "timescaledb", "--test",
                    "write,latest-point", "--scale", "small", "--out", out.toString()},
                        new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err));
        Path write = out.resolve("small/timescaledb/write.json");
        long deadline = System.currentTimeMillis() + 120_000;
        while (!Files.exists(write) && System.currentTimeMillis() < deadline) {
            Thread.sleep(200);
        }
        Thread.sleep(3000);
        List<ProcessHandle> postmasters = ProcessHandle.current().descendants()
                .filter(BenchCommandIT::isPostgres)
                .filter(p -> p.parent().map(parent -> !isPostgres(parent)).orElse(true)).toList();
        assertThat(postmasters).as("the private postmaster").hasSize(1);
        postmasters.get(0).destroyForcibly();

        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit.get(5, java.util.concurrent.TimeUnit.MINUTES)).as(log).isEqualTo(1);
        log = stdout.toString(StandardCharsets.UTF_8);
        RunResult killed = ResultFiles.read(write);
        assertThat(killed.status()).as(killed.error()).isEqualTo(RunStatus.COMPLETED);
        assertThat(killed.failedOperations()).as("writes after the kill are counted as failures").isPositive();
        assertThat(killed.total().okOperations()).isPositive();
        assertThat(log).contains("the server has stopped (during the last test); starting a fresh one for "
                + "latest-point", "loading the baseline");
        RunResult next = ResultFiles.read(out.resolve("small/timescaledb/latest-point.json"));
        assertThat(next.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(next.failedOperations()).as("the next test ran on a fresh server").isZero();
    }

    /** TimescaleDB's real answers, one query type off by one point: verification must catch it. */
    @Test
    void aWrongAnswerFromARealDatabaseIsCaughtAndFlagged(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");
        DatabaseBinding timescale = ServiceLoader.load(DatabaseBinding.class).stream()
                .map(ServiceLoader.Provider::get).filter(b -> b.id().equals("timescaledb")).findFirst().orElseThrow();
        DatabaseBinding wrong = new WrongAnswerBinding(timescale, OperationType.AGG_VALUE, 1);
        RunPlan plan = new RunPlan(new DatabaseRegistry.Selection(List.of(wrong), false),
                List.of(Scenario.VALUE_FILTER), "tiny", new ConfigLayers().scale(Scale.TINY), List.of(), out,
                new LocalProvider(), true, 0, 1);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        boolean allGood = new Campaign(plan, new PrintStream(stdout, true, StandardCharsets.UTF_8), false).run();

        assertThat(allGood).as(stdout.toString(StandardCharsets.UTF_8)).isFalse();
        RunResult filter = ResultFiles.read(out.resolve("tiny/timescaledb/value-filter.json"));
        assertThat(filter.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(filter.failedOperations()).isZero();
        OperationResult aggValue = filter.operation(OperationType.AGG_VALUE);
        assertThat(aggValue.okOperations()).isPositive();
        assertThat(aggValue.mismatches()).isEqualTo(aggValue.okOperations());
        assertThat(filter.mismatches()).isEqualTo(aggValue.mismatches());
        assertThat(filter.operations()).filteredOn(o -> !o.operation().equals("AGG_VALUE"))
                .allSatisfy(o -> assertThat(o.mismatches()).isZero());
        assertThat(Files.readAllLines(out.resolve("tiny/summary.csv")).get(1))
                .contains("ok, " + aggValue.mismatches() + " mismatches");
    }

    /**
     * A read test with cold caches on each real local server, tuned: the server restarts after the baseline is
     * loaded, the page cache is dropped where this host permits, and the measured queries all succeed on fresh
     * connections with the right answers.
     */
    @ParameterizedTest
    @ValueSource(strings = {"timescaledb", "influxdb1"})
    void aColdReadOnATunedLocalServerRestartsItAndFailsNothing(String db, @TempDir Path out) throws Exception {
        assumeLocalServer(db);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--provider", "local",
                "--db", db, "--test", "read", "--scale", "tiny", "--verify",
            "--profile", "tuned", "--cache", "cold", "--out", out.toString()},
                new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();
        assertThat(log).contains(" profile tuned for ", "; cache cold", "[" + db + " read] cold caches: server "
                + "restarted (");

        RunResult read = ResultFiles.read(out.resolve("tiny/" + db + "/read.json"));
        assertThat(read.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(read.total().okOperations()).isPositive();
        assertThat(read.failedOperations()).isZero();
        assertThat(read.mismatches()).isZero();
        ServerSetup setup = read.environment().setup();
        assertThat(setup.profile()).isEqualTo("tuned");
        assertThat(setup.settings()).containsKey(db.equals("timescaledb") ? "shared_buffers"
                : "data.cache-max-memory-size");
        assertThat(setup.cache()).isEqualTo("cold");
        ColdStart cold = setup.coldStart();
        assertThat(cold.serverRestarted()).isTrue();
        assertThat(cold.restartSeconds()).isPositive();
        if (Files.isWritable(PageCache.LINUX_CONTROL)) {
            assertThat(cold.pageCacheDropped()).as(cold.pageCacheNote()).isTrue();
        } else {
            assertThat(cold.pageCacheNote()).isNotBlank();
        }
        assertThat(read.resources().server().source()).startsWith("process-tree");
        assertThat(read.resources().server().samples()).as("sampling follows the restarted server, not the stopped one")
                .allSatisfy(sample -> assertThat(sample.memoryMb()).isPositive());
        assertThat(Files.readString(out.resolve("tiny/summary.md"))).contains("Cold start: ", "server restarted");
    }

    private static long tinyRowBytes() {
        var config = new ConfigLayers().scale(Scale.TINY).build();
        return new DataGenerator(config, new WorkloadSchema(config)).rawBytesPerRow();
    }

    /**
     * A postgres process (the postmaster, not a backend, which renames itself "postgres: ..."). Its executable's link
     * is hidden from a root without CAP_SYS_PTRACE (in a container) when postgres runs as its own user, so the command
     * line's first word stands in for it.
     */
    private static boolean isPostgres(ProcessHandle p) {
        String command = p.info().command()
                .orElseGet(() -> p.info().commandLine().map(line -> line.split(" ", 2)[0]).orElse(""));
        return command.endsWith("/postgres");
    }
}
