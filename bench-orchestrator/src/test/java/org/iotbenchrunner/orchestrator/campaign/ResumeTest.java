package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --resume on the in-process noop database: no server, no container. */
class ResumeTest {
    @TempDir
    Path out;

    private CommandRun run(String... args) {
        List<String> all = new java.util.ArrayList<>(List.of("--db", "noop", "--scale", "tiny", "--out",
                out.toString()));
        all.addAll(List.of(args));
        return CommandRun.of(all.toArray(String[]::new));
    }

    private Path file(String test) {
        return out.resolve("tiny/noop/" + test + ".json");
    }

    @Test
    void aResumedCampaignKeepsWhatWasDoneRunsTheRestAndLoadsTheBaselineForItsFirstRead() throws Exception {
        assertThat(run("--test", "write,read,latest-point").exit()).isZero();
        RunResult write = ResultFiles.read(file("write"));
        String campaign = write.protocol().campaign();
        ResultFiles.write(file("read"), ResultFiles.read(file("read")).withStatus(RunStatus.CRASHED, "killed"));
        Files.delete(file("latest-point"));

        CommandRun resumed = run("--test", "write,read,latest-point", "--resume");
        assertThat(resumed.exit()).as(resumed.stdout()).isZero();
        assertThat(resumed.stdout()).contains(
                "resume: campaign " + campaign + ", 1 of 3 tests done earlier and skipped, 2 to run",
                "noop write: done in an earlier run of this campaign (" + file("write") + "), skipped",
                "noop read: crashed in an earlier run (" + file("read") + "), running it again",
                "plan: 2 tests, no cap per test (TEST_MAX_TIME=0)",
                "campaign: test 1 of 2 (noop read), 0 done, elapsed ",
                "campaign: test 2 of 2 (noop latest-point), 1 done, elapsed ");
        assertThat(resumed.stdout().lines().filter(l -> l.contains("loading the baseline data")))
                .as("the write was not run here, so the fresh server needs the baseline once").hasSize(1);
        assertThat(ResultFiles.read(file("write")).measurement().startedAt()).isEqualTo(
                write.measurement().startedAt());
        for (String test : List.of("read", "latest-point")) {
            RunResult r = ResultFiles.read(file(test));
            assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
            assertThat(r.protocol().campaign()).as("one campaign for the report").isEqualTo(campaign);
        }
        assertThat(Files.readAllLines(out.resolve("tiny/summary.csv"))).hasSize(4);

        CommandRun done = run("--test", "write,read,latest-point", "--resume");
        assertThat(done.exit()).isZero();
        assertThat(done.stdout()).contains("3 of 3 tests done earlier and skipped, 0 to run", "plan: no test left to run")
                .doesNotContain("Starting noop");
    }

    @Test
    void aResultOfOtherSettingsIsMeasuredAgain() {
        assertThat(run("--test", "write", "--set", "LOOP=10").exit()).isZero();
        CommandRun resumed = run("--test", "write", "--resume");
        assertThat(resumed.stdout()).contains("noop write: not reused, its configuration differs (LOOP 10, now 20) in "
                + file("write") + "; running it again", "campaign: test 1 of 1 (noop write)");
        assertThat(ResultFiles.read(file("write")).environment().config()).containsEntry("LOOP", "20");
    }

    @Test
    void resumingWithoutResultsRunsEverythingAndWithOtherRunsIsRefused() {
        CommandRun fresh = run("--test", "write", "--resume");
        assertThat(fresh.exit()).isZero();
        assertThat(fresh.stdout()).contains("resume: " + out.resolve("tiny") + " has no result of this plan; running "
                + "every test");

        CommandRun twice = run("--test", "write", "--resume", "--runs", "2");
        assertThat(twice.exit()).isEqualTo(2);
        assertThat(twice.stderr().strip()).isEqualTo("error: --runs 2 with --resume: the campaign in "
                + out.resolve("tiny") + " (" + ResultFiles.read(file("write")).protocol().campaign()
                + ") was run with --runs 1; give --runs 1, or leave out --resume to start afresh");
    }
}
