package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BenchCommandTest {
    @TempDir
    Path out;

    private CommandRun run(String... args) {
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = out.toString();
        return CommandRun.of(all);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--scale huge|error: --scale must be one of tiny, small, medium, large (got huge)",
        "--set LOOP=-1|error: LOOP must be >= 1 (got -1)",
        "--set BATCH_SIZE_PER_WRITE=0|error: BATCH_SIZE_PER_WRITE must be >= 1 (got 0)",
        "--db nosuchdb|error: --db must be all or one of {ids} (got nosuchdb)",
        "--runs 0|error: --runs must be >= 1 (got 0)",
        "--verify-values -2|error: --verify-values must be a number >= 0 or all (got -2)",
        "--verify-values some|error: --verify-values must be a number >= 0 or all (got some)",
        "--warmup 20 --scale tiny|error: --warmup must be below LOOP (20): the first operations of every client's "
            + "LOOP warm up (got 20)",
        "--test fastest|error: --test must be one of all, write, out-of-order, batch-small, batch-large, read, "
            + "read-supported, latest-point, downsample, range-query, value-filter (got fastest)",
        "--set TIMESTAMP_PRECISION=us|error: TIMESTAMP_PRECISION must be ms for timescaledb (got us)",
        "--provider cloud|error: --provider must be auto, docker, local or external (got cloud)",
        "--engine kubernetes|error: --engine must be local or swarm (got kubernetes)",
        "--engine swarm|error: --engine swarm runs client shards: it needs --shards 2 or more (got none)",
        "--no-such-option|error: Unknown option: '--no-such-option' (see --help)",
        "--image mongo=mongo:7|error: --image must be DB=IMAGE with DB one of {images} "
            + "(got mongo=mongo:7)",
        "--image iotdb|error: --image must be DB=IMAGE with DB one of {images} "
            + "(got iotdb)",
        "--mem-limit lots|error: --mem-limit must be a size such as 512m or 4g, at least 6m (got lots)",
        "--mem-limit 1m|error: --mem-limit must be a size such as 512m or 4g, at least 6m (got 1m)",
        "--iotdb-home /no/such/iotdb|error: --iotdb-home must be an existing directory (got /no/such/iotdb)",
        "--profile fast|error: --profile must be one of default, tuned, study-timeouts (got fast)",
        "--cache hot|error: --cache must be one of warm, cold (got hot)",
        "--profile tuned --provider external|error: --profile tuned needs a server the harness starts (--provider "
            + "local or docker); the external provider cannot configure it",
        "--cache cold --provider external|error: --cache cold needs a server the harness can restart (--provider "
            + "local or docker); the external provider cannot restart it",
        "--isolation shared|error: --isolation must be one of sequential, co-resident (got shared)",
        "--campaign best|error: --campaign must be all or a comma list of original, isolated-default, "
            + "coresident-tuned, rerun (got best)",
        "--campaign rerun --profile tuned|error: --campaign rerun sets --profile, --isolation and --mem-limit "
            + "itself; leave them out (got --profile tuned)",
        "--shape cray|error: --shape must be one of thesis, tsbs-vm, m5.large, m5.xlarge (got cray)",
        "--rate 0|error: --rate must be a positive, finite number of operations per second (got 0.0)",
        "--rate -5|error: --rate must be a positive, finite number of operations per second (got -5.0)",
        "--rate Infinity|error: --rate must be a positive, finite number of operations per second (got Infinity)",
        "--rate NaN|error: --rate must be a positive, finite number of operations per second (got NaN)",
        "--rate fast|error: Invalid value for option '--rate': 'fast' is not a double (see --help)",
    })
    void badInputGivesOneLineAndExitCode2(String args, String message) {
        CommandRun o = run(args.split(" "));
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.stderr().strip()).isEqualTo(message.replace("{ids}", String.join(", ", ids()))
                .replace("{images}", String.join(", ", new DatabaseRegistry().withContainer())));
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void pregenerationThatWouldNotFitTheHeapIsRefusedInOneLine() {
        CommandRun o = run("--db", "noop", "--test", "out-of-order", "--set", "LOOP=2000000000", "--pregenerate");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.stderr().strip()).startsWith("error: --pregenerate needs about ").contains(" batches, more than "
                + "half of the ").endsWith("run without --pregenerate or with a larger -Xmx").doesNotContain("\n");
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void anUnreachableServerIsRecordedAsACrashedRunAndExits1() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        CommandRun o = run("--db", "timescaledb", "--test", "write", "--scale", "tiny", "--provider", "external",
                "--host", "127.0.0.1", "--port", String.valueOf(closedPort), "--user", "u", "--password", "p");
        assertThat(o.exit()).isEqualTo(1);
        RunResult result = ResultFiles.read(out.resolve("tiny/timescaledb/write.json"));
        assertThat(result.status()).isEqualTo(RunStatus.CRASHED);
        assertThat(result.error()).contains("Connection");
        assertThat(Files.readString(out.resolve("tiny/summary.md"))).contains("| crashed: ");
    }

    @Test
    void influx2WithoutItsServerSaysHowToGetOneInOneLine() {
        System.setProperty("influxd2.bin", "/no/such/influxd");
        try {
            CommandRun o = run("--db", "influxdb", "--test", "write", "--scale", "tiny", "--provider", "local");
            assertThat(o.exit()).isEqualTo(1);
            assertThat(o.stdout().lines().filter(l -> l.startsWith("influxdb: skipped, ")).toList()).singleElement()
                    .asString().contains("no /no/such/influxd", "scripts/setup.sh --for influxdb --mode local");
        } finally {
            System.clearProperty("influxd2.bin");
        }
    }

    /** The IoTDB launcher reads the iotdb.home property before IOTDB_HOME. */
    @Test
    void iotdbHomePointsTheLocalLauncherAtADistribution(@TempDir Path home) {
        String before = System.getProperty("iotdb.home");
        try {
            CommandRun o = run("--db", "iotdb", "--test", "write", "--scale", "tiny", "--provider", "local",
                    "--iotdb-home", home.toString());
            assertThat(System.getProperty("iotdb.home")).isEqualTo(home.toAbsolutePath().toString());
            assertThat(o.exit()).isEqualTo(1);
            assertThat(o.stdout().lines().filter(l -> l.startsWith("iotdb: skipped, ")).toList()).singleElement()
                    .asString().contains(home.toString());
        } finally {
            if (before == null) {
                System.clearProperty("iotdb.home");
            } else {
                System.setProperty("iotdb.home", before);
            }
        }
    }

    @Test
    void containerOptionsWithoutContainersAreNamedAsUnused() {
        CommandRun o = run("--db", "noop", "--test", "write", "--scale", "tiny", "--provider", "local",
                "--mem-limit", "4g");
        assertThat(o.exit()).isZero();
        assertThat(o.stdout()).contains("warning: --image, --mem-limit, --cpus, --cpuset and --shape apply to containers "
                + "only, not to --provider local");
    }

    /** The results and summaries as ever, the process's CPU in them, and the HTML report left for later. */
    @Test
    void noReportWritesTheSummaryWithTheProcessCpuButNoHtml() throws Exception {
        CommandRun o = run("--db", "noop", "--test", "write", "--scale", "tiny", "--provider", "local",
                "--no-report");
        assertThat(o.exit()).isZero();
        assertThat(o.stdout()).contains("Report: not drawn (--no-report); bench-orchestrator report --results ")
                .contains("Harness process CPU outside the window: ").doesNotContain("Provider: ");
        assertThat(out.resolve("tiny/report")).doesNotExist();
        RunResult write = ResultFiles.read(out.resolve("tiny/noop/write.json"));
        assertThat(write.resources().harness().process().totalSeconds()).isPositive();
        assertThat(Files.readString(out.resolve("tiny/summary.md")))
                .contains("- NOOP WRITE: process CPU outside the window: ");
    }

    @Test
    void allMeansEveryDatabaseBindingFoundButNoop() {
        DatabaseRegistry.Selection all = new DatabaseRegistry().select("all");
        assertThat(all.optional()).isTrue();
        List<String> expected = new ArrayList<>(ids());
        expected.remove("noop");
        assertThat(all.databases()).extracting(b -> b.id()).containsExactlyInAnyOrderElementsOf(expected)
                .contains("influxdb", "influxdb1", "iotdb", "timescaledb");
        assertThat(all.databases()).allSatisfy(b -> assertThat(b.chartColor()).matches("#[0-9A-F]{6}"));
        assertThat(new DatabaseRegistry().select("timescaledb").optional()).isFalse();
    }

    /** Every binding the ServiceLoader finds, by id: new database modules join without a change here. */
    private static List<String> ids() {
        return java.util.ServiceLoader.load(org.iotbenchrunner.core.spi.DatabaseBinding.class).stream()
                .map(p -> p.get().id()).sorted().toList();
    }

    @Test
    void versionAndHelp() {
        CommandRun version = run("--version");
        assertThat(version.exit()).isZero();
        assertThat(version.stdout()).startsWith("iot-benchrunner ");
        CommandRun help = run("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.stdout()).contains("--db", "--test", "--scale", "--config", "--set", "--out", "--provider",
                "--verify", "--verify-values", "--warmup", "--runs", "--rate", "--image", "--mem-limit",
                "--iotdb-home");
    }
}
