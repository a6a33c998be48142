package org.iotbenchrunner.orchestrator.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sweeps end to end on the in-process noop database: a one-factor sweep, its resume, and the study's tiny preset. */
class SweepIT {
    @TempDir
    Path out;

    private CommandRun sweep(String... more) {
        List<String> args = new ArrayList<>(List.of("run", "--db", "noop", "--sweep", "CLIENT_NUMBER=1,2",
                "--sweep", "BATCH_SIZE_PER_WRITE=10,20", "--sweep-mode", "one-factor", "--test", "write,read",
                "--scale", "tiny", "--verify", "--out", out.toString()));
        args.addAll(List.of(more));
        return CommandRun.of(args.toArray(String[]::new));
    }

    @Test
    void aOneFactorSweepRunsItsCellsRecordsTheirParametersAndResumesTheOneLost() throws Exception {
        // tiny's 2 data clients and batch of 10 are the baseline: the configured values
        CommandRun run = sweep();
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        assertThat(run.stdout()).contains("Sweep sweep: 3 cells (one-factor), 2 tests each on noop; ",
                "sweep sweep: cell 1 of 3, 0 done, elapsed ", "sweep sweep: cell 3 of 3, 2 done, elapsed ");
        SweepManifest manifest = SweepFolder.read(out.resolve("sweep"));
        assertThat(manifest.cells()).extracting(SweepManifest.Cell::status)
                .containsExactly("completed", "completed", "completed");
        assertThat(manifest.cells()).extracting(SweepManifest.Cell::parameters).containsExactly(
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "10"),
                Map.of("CLIENT_NUMBER", "1", "BATCH_SIZE_PER_WRITE", "10"),
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "20"));
        for (SweepManifest.Cell cell : manifest.cells()) {
            for (String test : List.of("write", "read")) {
                RunResult r = ResultFiles.read(result(cell, test));
                assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
                assertThat(r.parameters()).isEqualTo(cell.parameters());
                assertThat(r.environment().config()).containsEntry("CLIENT_NUMBER",
                        cell.parameters().get("CLIENT_NUMBER")).containsEntry("DATA_CLIENT_NUMBER",
                        cell.parameters().get("CLIENT_NUMBER")).containsEntry("BATCH_SIZE_PER_WRITE",
                        cell.parameters().get("BATCH_SIZE_PER_WRITE"));
            }
        }

        SweepManifest.Cell lost = manifest.cells().get(1);
        Files.delete(result(lost, "read"));
        CommandRun resumed = sweep("--resume");
        assertThat(resumed.exit()).as(resumed.stdout() + resumed.stderr()).isZero();
        assertThat(resumed.stdout().lines().filter(l -> l.contains("every result kept from an earlier run")))
                .hasSize(2);
        assertThat(resumed.stdout().lines().filter(l -> l.startsWith("plan: "))).containsExactly("plan: 1 test, no "
                + "cap per test (TEST_MAX_TIME=0)");
        assertThat(ResultFiles.read(result(lost, "read")).parameters()).isEqualTo(lost.parameters());
        assertThat(SweepFolder.read(out.resolve("sweep")).cells()).extracting(SweepManifest.Cell::status)
                .containsOnly("completed");
    }

    @Test
    void theStudysTinyPresetRunsOnNoopWhatMeansSomethingThere() {
        CommandRun run = CommandRun.of("run", "--db", "noop", "--sweep-preset", "iot-study-tiny", "--verify",
                "--no-report", "--out", out.toString());
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        assertThat(run.stdout()).contains("Sweep preset iot-study-tiny: 3 sweeps, 11 cells, 18 tests; at most 0h 18m "
                + "of measured time", "iot-study-tiny/storage: skipped, none of its factors means something to "
                + "--db", "iot-study-tiny/compaction: iotdb:compaction_priority left out, no database of --db (noop) "
                + "has it");
        Path root = out.resolve("iot-study-tiny");
        for (String sweep : List.of("workload", "query", "compaction")) {
            SweepManifest manifest = SweepFolder.read(root.resolve(sweep));
            assertThat(manifest.preset()).isEqualTo("iot-study-tiny");
            assertThat(manifest.cells()).extracting(SweepManifest.Cell::status).containsOnly("completed");
        }
        assertThat(root.resolve("storage")).doesNotExist();
        RunResult qa = ResultFiles.read(root.resolve("query/01-QUERY_INTERVAL-20000_QUERY_DEVICE_NUM-1"
                + "_QUERY_SENSOR_NUM-2/small/noop/read.json"));
        assertThat(qa.environment().config()).containsEntry("OPERATION_PROPORTION", "0:0:0:0:0:0:1:0:0:0:0:0:0");
        // --no-report leaves each cell's HTML report out, never the sweep's own
        assertThat(root.resolve("query/01-QUERY_INTERVAL-20000_QUERY_DEVICE_NUM-1_QUERY_SENSOR_NUM-2/small/report"))
                .doesNotExist();
        assertThat(root.resolve("query/report/index.html")).exists();
    }

    private Path result(SweepManifest.Cell cell, String test) {
        return out.resolve("sweep").resolve(cell.directory()).resolve("tiny/noop/" + test + ".json");
    }
}
