package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class PgTuneTest {
    private static final long GIB = ServerResources.GIB;

    @Test
    void theSeedThesisHostGetsItsPublishedMemorySettings() {
        Map<String, String> s = PgTune.settings(new ServerResources(32 * GIB, 6));
        assertThat(s).containsEntry("shared_buffers", "8192MB")
                .containsEntry("effective_cache_size", "24576MB")
                .containsEntry("maintenance_work_mem", "2048MB")
                .containsEntry("wal_buffers", "16384kB")
                .containsEntry("effective_io_concurrency", "1000")
                .containsEntry("random_page_cost", "1.1")
                .containsEntry("checkpoint_completion_target", "0.9")
                .containsEntry("max_parallel_workers", "6")
                .containsEntry("max_parallel_workers_per_gather", "3")
                .containsEntry("max_parallel_maintenance_workers", "3")
                .containsEntry("max_worker_processes", "25");
        // (32 GiB - 8 GiB) in kB / (100 connections x 3) / 3 workers per gather / 2 (mixed)
        assertThat(s).containsEntry("work_mem", "13981kB");
    }

    @Test
    void memorySettingsScaleWithTheMemoryAvailableToTheServer() {
        Map<String, String> s = PgTune.settings(new ServerResources(18 * GIB, 2));
        assertThat(s).containsEntry("shared_buffers", "4608MB")
                .containsEntry("effective_cache_size", "13824MB")
                .containsEntry("maintenance_work_mem", "1152MB")
                .containsEntry("work_mem", "23592kB")
                .containsEntry("max_parallel_workers", "2")
                .containsEntry("max_parallel_workers_per_gather", "1")
                .containsEntry("max_worker_processes", String.valueOf(3 + 16 + 2))
                .containsEntry("timescaledb.max_background_workers", "16");
    }

    @Test
    void walBuffersAreThreePercentOfSharedBuffersUpTo16Mb() {
        assertThat(PgTune.walBuffersKb(256 * 1024)).isEqualTo(7864);
        assertThat(PgTune.walBuffersKb(480 * 1024)).as("14.4 MB rounds up to 16 MB").isEqualTo(16384);
        assertThat(PgTune.walBuffersKb(8 * 1024 * 1024)).isEqualTo(16384);
        assertThat(PgTune.walBuffersKb(512)).isEqualTo(32);
    }

    @Test
    void aSmallServerStillGetsWorkableValues() {
        Map<String, String> s = PgTune.settings(new ServerResources(GIB, 1));
        assertThat(s).containsEntry("shared_buffers", "256MB")
                .containsEntry("maintenance_work_mem", "64MB")
                .containsEntry("max_parallel_workers_per_gather", "1")
                .containsEntry("work_mem", "1310kB");
        assertThat(PgTune.workMemKb(1024, 256, 1)).isEqualTo(64);
    }

    /** docker/docker-compose.tuned.yml writes the values out for its default budget of 8 GiB and 2 cores. */
    @Test
    void theTunedComposeFileHasThisRulesValuesFor8GibAnd2Cores() throws Exception {
        Path compose = Path.of("..", "docker", "docker-compose.tuned.yml");
        Assumptions.assumeTrue(Files.isRegularFile(compose), "no " + compose + " beside this module");
        String text = Files.readString(compose);
        assertThat(PgTune.settings(new ServerResources(8 * GIB, 2)))
                .allSatisfy((name, value) -> assertThat(text).contains("      - " + name + "=" + value + "\n"));
    }
}
