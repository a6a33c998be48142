package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @TempDir
    Path out;

    private record Outcome(int exit, String stdout, String stderr) {
    }

    private Outcome run(String... args) {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        String[] all = new String[args.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        all[args.length] = "--out";
        all[args.length + 1] = out.toString();
        int exit = BenchCommand.execute(all, new PrintStream(stdout, true, StandardCharsets.UTF_8),
                new PrintStream(stderr, true, StandardCharsets.UTF_8));
        return new Outcome(exit, stdout.toString(StandardCharsets.UTF_8), stderr.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--scale huge|error: --scale must be one of tiny, small, medium, large (got huge)",
        "--set LOOP=-1|error: LOOP must be >= 1 (got -1)",
        "--set BATCH_SIZE_PER_WRITE=0|error: BATCH_SIZE_PER_WRITE must be >= 1 (got 0)",
        "--db nosuchdb|error: --db must be all or one of timescaledb (got nosuchdb)",
        "--test fastest|error: --test must be one of all, write, out-of-order, batch-small, batch-large, read, "
            + "latest-point, downsample, range-query, value-filter (got fastest)",
        "--set TIMESTAMP_PRECISION=us|error: TIMESTAMP_PRECISION must be ms for timescaledb (got us)",
        "--provider cloud|error: --provider must be auto, local or external (got cloud)",
        "--no-such-option|error: Unknown option: '--no-such-option' (see --help)",
    })
    void badInputGivesOneLineAndExitCode2(String args, String message) {
        Outcome o = run(args.split(" "));
        assertThat(o.exit).isEqualTo(2);
        assertThat(o.stderr.strip()).isEqualTo(message);
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void versionAndHelp() {
        Outcome version = run("--version");
        assertThat(version.exit).isZero();
        assertThat(version.stdout).startsWith("iot-benchrunner ");
        Outcome help = run("--help");
        assertThat(help.exit).isZero();
        assertThat(help.stdout).contains("--db", "--test", "--scale", "--config", "--set", "--out", "--provider");
    }
}
