package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local influxd's disk size: du of its data and WAL directories once the total stops changing. */
class SettledDiskSizeTest {

    @Test
    void sizesTheDataAndWalDirectoriesAndSaysHow(@TempDir Path work) throws Exception {
        Files.createDirectories(work.resolve("data"));
        Files.createDirectories(work.resolve("wal"));
        Files.write(work.resolve("data").resolve("000001.tsm"), new byte[100_000]);
        Files.write(work.resolve("wal").resolve("_00001.wal"), new byte[50_000]);
        Files.write(work.resolve("influxd.log"), new byte[200_000]);
        List<Path> dirs = List.of(work.resolve("data"), work.resolve("wal"));

        DiskSize size = new SettledDiskSize(dirs, Duration.ofMillis(300), Duration.ofSeconds(5)).get().orElseThrow();

        assertThat(size.bytes()).as("the log is not data").isEqualTo(ServerFiles.allocatedBytes(dirs))
                .isGreaterThanOrEqualTo(150_000).isLessThan(350_000);
        assertThat(size.method()).contains("data and wal directories", "no user-triggered flush");
        assertThat(new SettledDiskSize(dirs).get().orElseThrow().method()).contains("unchanged for 2 s");
    }

    @Test
    void waitsUntilTheWalStopsGrowing(@TempDir Path work) throws Exception {
        Path wal = Files.createDirectories(work.resolve("wal"));
        ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor();
        try {
            for (int i = 1; i <= 4; i++) {
                Path segment = wal.resolve("_0000" + i + ".wal");
                writer.schedule(() -> Files.write(segment, new byte[64 * 1024]), i * 150L, TimeUnit.MILLISECONDS);
            }
            DiskSize size = new SettledDiskSize(List.of(work.resolve("data"), wal), Duration.ofMillis(500),
                    Duration.ofSeconds(10)).get().orElseThrow();
            assertThat(size.bytes()).isGreaterThanOrEqualTo(4 * 64 * 1024);
        } finally {
            writer.shutdownNow();
        }
    }

    @Test
    void noDirectoriesYetAreZeroBytes(@TempDir Path work) {
        assertThat(new SettledDiskSize(List.of(work.resolve("data"), work.resolve("wal")), Duration.ofMillis(10),
                Duration.ofSeconds(1)).get()).hasValueSatisfying(s -> assertThat(s.bytes()).isZero());
    }
}
