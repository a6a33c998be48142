package org.iotbenchrunner.orchestrator.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a sweep refuses before any server starts, each in one line with exit 2. */
class SweepCommandTest {
    @TempDir
    Path out;

    private CommandRun run(String... args) {
        List<String> all = new ArrayList<>(List.of("run", "--db", "noop", "--scale", "tiny", "--out", out.toString()));
        all.addAll(List.of(args));
        return CommandRun.of(all.toArray(String[]::new));
    }

    private void refused(CommandRun run, String line) {
        assertThat(run.exit()).as(run.stdout()).isEqualTo(2);
        assertThat(run.stderr().strip()).isEqualTo("error: " + line);
        assertThat(run.stdout()).doesNotContain("Sweep ");
    }

    @Test
    void anUnknownKeyOrAValueTheConfigurationRefusesIsOneLine() {
        refused(run("--sweep", "CLIENTS=1,2"), "--sweep CLIENTS: unknown configuration key; allowed: a key --set "
                + "takes, or DB:KEY for a server setting");
        CommandRun zero = run("--sweep", "CLIENT_NUMBER=1,0");
        assertThat(zero.exit()).isEqualTo(2);
        assertThat(zero.stderr()).startsWith("error: --sweep cell 2 (CLIENT_NUMBER=0): CLIENT_NUMBER")
                .contains("(got 0)");
    }

    @Test
    void aServerSettingOfADatabaseNotRunIsRefused() {
        refused(run("--sweep", "iotdb:page_size_in_byte=1024,65536"), "--sweep iotdb:page_size_in_byte: iotdb is "
                + "not in --db; allowed: DB:KEY of a database in --db (noop)");
    }

    @Test
    void aSweepGoesWithNeitherACampaignNorAUseCaseNorAPreset() {
        refused(run("--sweep", "LOOP=5,6", "--campaign", "original"), "--sweep with --campaign original: a sweep "
                + "runs one campaign per cell; allowed: one of them");
        refused(run("--sweep", "LOOP=5,6", "--sweep-preset", "iot-study-tiny"), "--sweep with --sweep-preset "
                + "iot-study-tiny: allowed: one of them");
        refused(CommandRun.of("--db", "noop", "--workload", "cpu-only", "--sweep", "LOOP=5,6"),
                "--sweep applies to --test runs, not to --workload cpu-only");
        refused(run("--sweep-preset", "tsbs"), "--sweep-preset must be one of iot-study, iot-study-tiny (got tsbs)");
    }
}
