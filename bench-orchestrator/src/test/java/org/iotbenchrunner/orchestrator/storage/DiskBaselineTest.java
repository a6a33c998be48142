package org.iotbenchrunner.orchestrator.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiskBaselineTest {
    @TempDir
    Path dir;

    @Test
    void sizesAreWholeBlocksWithinLimits() {
        assertThat(DiskBaseline.sizeBytes("256m")).isEqualTo(256L * 1024 * 1024);
        assertThat(DiskBaseline.sizeBytes("2G")).isEqualTo(2L * 1024 * 1024 * 1024);
        assertThat(DiskBaseline.sizeBytes("1048577")).isEqualTo(1024 * 1024 + 4096);
        assertThatThrownBy(() -> DiskBaseline.sizeBytes("4k")).isInstanceOf(ConfigException.class)
                .hasMessage("--disk-baseline 4k: must be a size from 1m to 64g, such as 256m or 2g");
        assertThatThrownBy(() -> DiskBaseline.sizeBytes("65g")).isInstanceOf(ConfigException.class);
    }

    @Test
    void measuresBothWaysAndLeavesNoFile() throws Exception {
        StorageDevice.Baseline b = new DiskBaseline(new PageCache(dir.resolve("no-drop-caches")))
                .measure(dir, 1024 * 1024);
        assertThat(b.blockBytes()).isEqualTo(4096);
        assertThat(b.totalBytes()).isEqualTo(1024 * 1024);
        assertThat(b.writeMbPerSecond()).isPositive();
        assertThat(b.readMbPerSecond()).isPositive();
        assertThat(b.method()).contains("256 blocks of 4 KiB").contains("possibly from the page cache");
        assertThat(dir).isEmptyDirectory();
    }

    @Test
    void lineSaysDeviceKindAndBothSpeeds() {
        StorageDevice device = new StorageDevice("/d", "vda", null, false, "ext4", "rw", null);
        StorageDevice.Baseline b = new StorageDevice.Baseline(4096, 256L * 1024 * 1024, 512.34, 1830.2,
                "sequential write ..., then read back after dropping the page cache (sync, then 3 written)");
        assertThat(DataPlacement.line(device, b)).isEqualTo("disk baseline on vda (ext4, non-rotational): write "
                + "512.3 MB/s, read 1,830.2 MB/s, 4 KiB blocks, 256 MiB");
    }
}
