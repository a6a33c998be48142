package org.iotbenchrunner.orchestrator.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** sweep.json written, read back and marked; a cell left running by a harness that died resumes as interrupted. */
class SweepFolderTest {
    @TempDir
    Path dir;

    private static SweepManifest.Cell cell(int n, String status) {
        return new SweepManifest.Cell(n, Map.of("LOOP", String.valueOf(n)), "0" + n + "-LOOP-" + n, n == 1, status,
                null);
    }

    @Test
    void theManifestRoundTripsAndEachMarkIsWritten() {
        SweepManifest manifest = new SweepManifest(SweepManifest.SCHEMA_VERSION, "grid",
                List.of(SweepAxis.parse("LOOP=1,2", null)), List.of("noop"), List.of("write"), null, 120.0,
                Instant.parse("2026-01-01T00:00:00Z"), List.of(cell(1, "pending"), cell(2, "pending")));
        SweepFolder folder = new SweepFolder(dir, manifest);
        folder.write();
        assertThat(SweepFolder.read(dir)).isEqualTo(manifest);
        folder.mark(2, "failed", "interrupted");
        SweepManifest read = SweepFolder.read(dir);
        assertThat(read.cells().get(1).status()).isEqualTo("failed");
        assertThat(read.cells().get(1).error()).isEqualTo("interrupted");
        assertThat(read.cells().get(0)).isEqualTo(cell(1, "pending"));
        assertThat(SweepFolder.read(dir.resolve("none"))).isNull();
    }

    @Test
    void resumedACellLeftRunningIsFailedAsInterruptedAndTheOthersKeepTheirStatus() {
        List<SweepManifest.Cell> kept = SweepRun.keepStatus(List.of(cell(1, "completed"), cell(2, "running")),
                List.of(cell(1, "pending"), cell(2, "pending")));
        assertThat(kept).extracting(SweepManifest.Cell::status).containsExactly("completed", "failed");
        assertThat(kept.get(1).error()).isEqualTo("interrupted");
    }
}
