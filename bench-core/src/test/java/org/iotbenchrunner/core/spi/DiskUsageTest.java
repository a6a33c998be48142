package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiskUsageTest {
    @TempDir
    Path temp;

    @Test
    void countsTheFilesOfTheDirectoriesThatExist() throws Exception {
        Path data = Files.createDirectories(temp.resolve("data/sub"));
        Files.write(data.resolve("a"), new byte[10_000]);
        Files.write(temp.resolve("data/b"), new byte[5_000]);

        assertThat(DiskUsage.apparentBytes(temp.resolve("data"))).isEqualTo(15_000);
        assertThat(DiskUsage.allocatedBytes(List.of(temp.resolve("data"), temp.resolve("missing"))))
                .as("whole blocks where du exists, apparent sizes otherwise").isGreaterThanOrEqualTo(15_000);
        assertThat(DiskUsage.allocatedBytes(List.of(temp.resolve("missing")))).isZero();
    }
}
