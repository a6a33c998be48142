package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerFilesTest {
    @TempDir
    Path temp;

    @Test
    void countsTheFilesOfTheDirectoriesThatExist() throws Exception {
        Path data = Files.createDirectories(temp.resolve("data/sub"));
        Files.write(data.resolve("a"), new byte[10_000]);
        Files.write(temp.resolve("data/b"), new byte[5_000]);

        assertThat(ServerFiles.apparentBytes(temp.resolve("data"))).isEqualTo(15_000);
        assertThat(ServerFiles.allocatedBytes(List.of(temp.resolve("data"), temp.resolve("missing"))))
                .as("whole blocks where du exists, apparent sizes otherwise").isGreaterThanOrEqualTo(15_000);
        assertThat(ServerFiles.allocatedBytes(List.of(temp.resolve("missing")))).isZero();
    }

    @Test
    void aLogTailIsItsLastTwentyLinesAndDeletingRemovesTheTree() throws Exception {
        Path log = temp.resolve("server.log");
        Files.write(log, java.util.stream.IntStream.range(0, 30).mapToObj(i -> "line " + i).toList());
        assertThat(ServerFiles.tail(log)).startsWith("line 10\n").endsWith("line 29");
        assertThat(ServerFiles.tail(temp.resolve("none.log"))).isEqualTo("(no " + temp.resolve("none.log") + ")");

        Files.createDirectories(temp.resolve("work/a/b"));
        Files.writeString(temp.resolve("work/a/b/f"), "x");
        ServerFiles.delete(temp.resolve("work"), "test");
        assertThat(temp.resolve("work")).doesNotExist();
        ServerFiles.delete(temp.resolve("work"), "test");
    }
}
