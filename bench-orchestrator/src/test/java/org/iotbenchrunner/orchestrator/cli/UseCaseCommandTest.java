package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.usecase.LoadRequest;
import org.iotbenchrunner.orchestrator.usecase.LoadSource;
import org.iotbenchrunner.orchestrator.usecase.LogInterval;
import org.iotbenchrunner.orchestrator.usecase.QueryRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The command line of a use case's load: bad input is one line and exit code 2, before any server starts. */
class UseCaseCommandTest {
    @TempDir
    Path out;

    private CommandRun run(String args) {
        String[] given = args.split(" ");
        String[] all = new String[given.length + 2];
        System.arraycopy(given, 0, all, 0, given.length);
        all[given.length] = "--out";
        all[given.length + 1] = out.toString();
        return CommandRun.of(all);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--workload iot --test write|error: --workload iot and --test write: give one of them (--test runs "
            + "iot-benchmark's tests, --workload loads a TSBS use case)",
        "--workload trucks|error: --workload trucks: must be one of cpu-only, devops, iot, thermo",
        "--seed 5|error: --seed needs --workload cpu-only, devops, iot or thermo (a use case's load)",
        "--test write --data-file x.lp|error: --data-file needs --workload cpu-only, devops, iot or thermo (a use "
            + "case's load)",
        "--workload iot --runs 2|error: --runs applies to --test runs, not to --workload iot",
        "--workload iot --scale small|error: --scale applies to --test runs, not to --workload iot",
        "--workload devops --verify|error: --verify needs --queries TYPE[,TYPE...] or all (with --workload it "
            + "applies to the queries run after the load)",
        "--workload iot --query-workers 2|error: --query-workers needs --queries TYPE[,TYPE...] or all (with "
            + "--workload it applies to the queries run after the load)",
        "--queries all|error: --queries needs --workload cpu-only, devops, iot or thermo (a use case's load)",
        "--workload iot --queries all --query-count 0|error: --query-count 0: must be at least 1",
        "--workload iot --queries all --query-workers 0|error: --query-workers 0: must be at least 1",
        "--workload iot --workers 0|error: --workers 0: must be at least 1",
        "--workload iot --batch-size -1|error: --batch-size -1: must be at least 1",
        "--workload iot --use-case-scale 0|error: --use-case-scale 0: must be at least 1",
        "--workload iot --timestamp-start yesterday|error: --timestamp-start yesterday: must be an instant such as "
            + "2016-01-01T00:00:00Z",
        "--workload iot --timestamp-end 2015-12-31T00:00:00Z|error: --timestamp-end 2015-12-31T00:00:00Z: must be "
            + "after --timestamp-start 2016-01-01T00:00:00Z",
        "--workload iot --log-interval 10|error: --log-interval 10: must be a positive duration such as 10s, 1m or "
            + "500ms",
        "--workload iot --log-interval 0s|error: --log-interval 0s: must be a positive duration such as 10s, 1m or "
            + "500ms",
        "--workload iot --data-file /no/such.lp|error: --data-file /no/such.lp: no such readable file",
        "--workload iot --workers two|error: Invalid value for option '--workers': 'two' is not an int (see --help)",
        "--use-case-preset tsbs|error: --use-case-preset tsbs: unknown preset; allowed: iot-study, iot-study-cluster, "
            + "devops-ranking, taos-cassandra, iot-study-small, iot-study-medium, iot-study-large, "
            + "iot-study-cluster-small, iot-study-cluster-medium, iot-study-cluster-large",
        "--use-case-preset iot-study --test write|error: --use-case-preset iot-study and --test write: give one of "
            + "them (--test runs iot-benchmark's tests, --workload loads a TSBS use case)",
        "--use-case-preset iot-study --runs 2|error: --runs applies to --test runs, not to --use-case-preset "
            + "iot-study",
        "--use-case-preset taos-cassandra --grid-clients 0,2|error: --grid-clients 0,2: '0' is not allowed; give "
            + "whole numbers of at least 1, each once, comma-separated, e.g. 1,4",
        "--use-case-preset taos-cassandra --grid-rows-per-request 1,x|error: --grid-rows-per-request 1,x: 'x' is not "
            + "allowed; give whole numbers of at least 1, each once, comma-separated, e.g. 1,4",
        "--use-case-preset taos-cassandra --grid-clients 2,2|error: --grid-clients 2,2: '2' is not allowed; give "
            + "whole numbers of at least 1, each once, comma-separated, e.g. 1,4",
        "--use-case-preset taos-cassandra --workers 2|error: --workers 2: --use-case-preset taos-cassandra takes them "
            + "from its write grid; narrow it with --grid-clients and --grid-rows-per-request",
        "--use-case-preset devops-ranking --grid-clients 2|error: --grid-clients 2: only a preset with a write grid "
            + "has one (taos-cassandra); --use-case-preset devops-ranking loads once per size and profile",
        "--use-case-preset devops-ranking --cpus 1|error: --cpus 1: --use-case-preset devops-ranking limits each "
            + "container to its size (xSmall, small) scaled to this host; leave it out",
        "--use-case-preset devops-ranking --profile study-timeouts|error: --profile study-timeouts: "
            + "--use-case-preset devops-ranking runs vanilla (default) and tuned; allowed: --profile default or tuned "
            + "to run one of them, or leave it out",
        "--workload iot --grid-resume|error: --grid-resume: only a preset with a write grid has one "
            + "(taos-cassandra); --workload iot loads once",
        "--workload iot --cache cold|error: --cache cold: restarts the server before each query set, and no "
            + "queries are asked; allowed: --cache cold with --queries TYPE[,TYPE...] or all, or leave out --cache",
        "--workload iot --queries all --cache cold --provider external|error: --cache cold needs a server the "
            + "harness can restart (--provider local or docker); the external provider cannot restart it",
        "--use-case-preset iot-study-cluster-small --cache cold|error: --cache cold with the nodes-3 layout of "
            + "iot-study-cluster-small: a cluster's servers cannot be restarted on their data here; allowed: --cache "
            + "cold on one server, or --cache warm",
        "load --workload iot --cache lukewarm|error: --cache must be one of warm, cold (got lukewarm)",
    })
    void badInputGivesOneLineAndExitCode2(String args, String message) {
        CommandRun o = run(args);
        assertThat(o.exit()).as(o.stdout()).isEqualTo(2);
        assertThat(o.stderr().strip()).isEqualTo(message);
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void queryTypesMustBeTheUseCasesOwn() {
        String iotTypes = "last-loc, low-fuel, high-load, stationary-trucks, long-driving-sessions, "
                + "long-daily-sessions, avg-vs-projected-fuel-consumption, avg-daily-driving-duration, "
                + "avg-daily-driving-session, avg-load, daily-activity, breakdown-frequency or all";
        CommandRun unknown = run("--workload iot --queries last-loc,nope");
        CommandRun other = run("--workload iot --queries last-loc,high-cpu-1");

        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.stderr().strip()).isEqualTo("error: --queries last-loc,nope: unknown query type 'nope'; "
                + "the iot use case's types are " + iotTypes);
        assertThat(other.exit()).isEqualTo(2);
        assertThat(other.stderr().strip()).isEqualTo("error: --queries last-loc,high-cpu-1: high-cpu-1 is not a "
                + "query of the iot use case; its types are " + iotTypes);
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void queriesOverAFileAreDrawnOverWhatItsRowsCover(@TempDir Path data) throws Exception {
        Path tsbs = Files.writeString(data.resolve("iot.lp"), "readings,name=truck_0 latitude=1 1451606400000000000\n"
                + "readings,name=truck_2 latitude=1 1451606410000000000\n");
        Path other = Files.writeString(data.resolve("other.lp"), "readings,name=lorry latitude=1 "
                + "1451606400000000000\n");
        LoadSource fromTsbs = LoadSource.prepare(new LoadRequest(UseCase.IOT, null, tsbs, null, 1, 10, null),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        LoadSource fromOther = LoadSource.prepare(new LoadRequest(UseCase.IOT, null, other, null, 1, 10, null),
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));

        assertThat(fromTsbs.querySpace().scale()).isEqualTo(3);
        assertThat(fromTsbs.querySpace().start()).isEqualTo(java.time.Instant.parse("2016-01-01T00:00:00Z"));
        assertThat(fromTsbs.querySpace().end()).isEqualTo(java.time.Instant.parse("2016-01-01T00:00:10.000000001Z"));
        org.assertj.core.api.Assertions.assertThatThrownBy(fromOther::querySpace).isInstanceOf(ConfigException.class)
                .hasMessage("--queries with --data-file " + other + ": its hosts or trucks are not all named host_N "
                        + "or truck_N, as TSBS names them, so the queries cannot name them");
    }

    @Test
    void queryOptionsMakeTheirRequest() {
        UseCaseOptions options = new UseCaseOptions();
        options.workload = "iot";
        options.seed = 9L;
        options.queries = "high-load, last-loc,high-load";
        QueryRequest defaults = options.queryRequest(false);
        options.queries = "ALL";
        options.queryCount = 3;
        options.queryWorkers = 2;
        options.querySeed = 4L;
        QueryRequest all = options.queryRequest(true);

        assertThat(defaults).isEqualTo(new QueryRequest(List.of(UseCaseQueryType.HIGH_LOAD,
                UseCaseQueryType.LAST_LOC), 100, 1, 9, false));
        assertThat(all).isEqualTo(new QueryRequest(UseCaseQueryType.of(UseCase.IOT), 3, 2, 4, true));
    }

    @Test
    void aDataFileComesWithoutGenerationOptionsOrAFileToWrite(@TempDir Path data) throws Exception {
        Path file = Files.writeString(data.resolve("iot.lp"), "readings,name=truck_0 latitude=1 1451606400000000000\n");
        CommandRun both = run("--workload iot --data-file " + file + " --write-data-file " + data.resolve("y.lp"));
        CommandRun seeded = run("--workload iot --data-file " + file + " --seed 7 --log-interval 1m");

        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.stderr().strip()).isEqualTo("error: --data-file " + file + " and --write-data-file "
                + data.resolve("y.lp") + ": give one of them (--data-file loads a file as it is, --write-data-file "
                + "generates one)");
        assertThat(seeded.exit()).isEqualTo(2);
        assertThat(seeded.stderr().strip()).isEqualTo("error: --seed: the rows of --data-file " + file + " are "
                + "given; leave out --seed, --log-interval");
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void helpNamesTheUseCaseOptionsAndTheirDefaults() {
        CommandRun help = run("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.stdout()).contains("--workload", "--use-case-scale", "--seed", "--timestamp-start",
                "--timestamp-end", "--log-interval", "--workers", "--batch-size", "--data-file", "--write-data-file",
                "(default: 123)", "Default 2016-01-01T00:00:00Z", "Default 2016-01-02T00:00:00Z", "(default: 10s)",
                "(default: 10000)", "--queries", "--query-count", "--query-workers", "--query-seed",
                "(default: 100)");
    }

    @Test
    void logIntervalsAreGoDurations() {
        assertThat(LogInterval.parse("10s")).isEqualTo(Duration.ofSeconds(10));
        assertThat(LogInterval.parse("1m30s")).isEqualTo(Duration.ofSeconds(90));
        assertThat(LogInterval.parse("250ms")).isEqualTo(Duration.ofMillis(250));
        assertThat(LogInterval.parse("2h")).isEqualTo(Duration.ofHours(2));
        assertThat(LogInterval.text(Duration.ofSeconds(90))).isEqualTo("90s");
        assertThat(LogInterval.text(Duration.ofMinutes(1))).isEqualTo("1m");
        assertThat(LogInterval.text(Duration.ofMillis(1500))).isEqualTo("1500ms");
        for (String bad : new String[] {"", "s", "10", "-1s", "1 s", "1d", "10s5"}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> LogInterval.parse(bad))
                    .isInstanceOf(ConfigException.class);
        }
    }
}
