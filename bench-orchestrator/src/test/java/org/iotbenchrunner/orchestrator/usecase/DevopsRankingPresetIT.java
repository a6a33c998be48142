package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The devops-ranking preset end to end through the CLI on the in-process noop database at a tiny scale: four runs
 * (xSmall and small, vanilla and tuned), each in its own folder with the post's threads and batch size, and
 * --grid-resume keeping what completed.
 */
class DevopsRankingPresetIT {
    @TempDir
    Path out;

    private CommandRun run(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("load", "--db", "noop", "--use-case-preset",
                "devops-ranking", "--use-case-scale", "2", "--timestamp-end", "2016-01-01T00:05:00Z",
                "--query-count", "20", "--out", out.toString()));
        args.addAll(List.of(more));
        return CommandRun.of(args.toArray(String[]::new));
    }

    @Test
    void eachSizeAndProfileLoadsAndQueriesIntoItsOwnFolderAndResumeKeepsThem() {
        CommandRun o = run();

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("Ranking xSmall, vanilla (--profile default): 50 load workers, batches of "
                + "1000 rows, 50 query workers, 20 queries (the post ran 100,000); results in "
                + "devops-ranking/xsmall/default/", "Ranking small, tuned (--profile tuned): 100 load workers");
        for (String folder : List.of("xsmall/default", "xsmall/tuned", "small/default", "small/tuned")) {
            Path dir = out.resolve("devops-ranking").resolve(folder).resolve("noop");
            UseCaseLoadResult load = ResultFiles.readLoad(dir.resolve("load.json"));
            assertThat(load.status()).isEqualTo(RunStatus.COMPLETED);
            assertThat(load.asked().batchSize()).isEqualTo(1000);
            assertThat(load.asked().workers()).isEqualTo(folder.startsWith("xsmall") ? 50 : 100);
            assertThat(load.asked().preset().scaling()).startsWith(folder.startsWith("xsmall") ? "xSmall" : "small")
                    .contains("by hand: --use-case-scale 2");
            UseCaseQueryResult q = ResultFiles.readQueries(dir.resolve("queries.json"));
            assertThat(q.asked().queriesPerType()).isEqualTo(20);
            assertThat(q.asked().workers()).isEqualTo(load.asked().workers());
        }

        CommandRun again = run("--grid-resume", "--profile", "tuned");
        assertThat(again.exit()).as(again.stdout() + again.stderr()).isZero();
        assertThat(again.stdout()).contains("kept: ").doesNotContain("Ranking xSmall, vanilla");
    }
}
