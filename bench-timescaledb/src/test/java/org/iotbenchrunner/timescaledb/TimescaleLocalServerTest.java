package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The postmaster is the process postmaster.pid names: the launched one, or its child when runuser launched it. */
class TimescaleLocalServerTest {
    @TempDir
    Path dir;

    @Test
    void thePostmasterIsTheLaunchedProcessOrItsChild() throws Exception {
        Process launched = new ProcessBuilder("sh", "-c", "sleep 60; true").start();
        try {
            ProcessHandle child = awaitChild(launched);
            Path pidFile = dir.resolve("postmaster.pid");

            Files.writeString(pidFile, launched.pid() + "\n" + dir + "\n");
            assertThat(TimescaleLocalServer.postmaster(pidFile, launched).pid()).isEqualTo(launched.pid());

            Files.writeString(pidFile, child.pid() + "\n" + dir + "\n");
            assertThat(TimescaleLocalServer.postmaster(pidFile, launched).pid()).isEqualTo(child.pid());

            Files.writeString(pidFile, ProcessHandle.current().pid() + "\n");
            assertThatThrownBy(() -> TimescaleLocalServer.postmaster(pidFile, launched))
                    .isInstanceOf(IOException.class).hasMessageContaining("neither postgres as launched");
        } finally {
            launched.descendants().forEach(ProcessHandle::destroyForcibly);
            launched.destroyForcibly().waitFor();
        }
    }

    @Test
    void noPidFileIsAFailedStartNamingTheFile() throws Exception {
        Process launched = new ProcessBuilder("sleep", "60").start();
        try {
            assertThatThrownBy(() -> TimescaleLocalServer.postmaster(dir.resolve("postmaster.pid"), launched))
                    .isInstanceOf(IOException.class).hasMessageContaining("wrote no " + dir);
        } finally {
            launched.destroyForcibly().waitFor();
        }
    }

    private static ProcessHandle awaitChild(Process launched) throws InterruptedException {
        for (int i = 0; i < 100; i++) {
            Optional<ProcessHandle> child = launched.children().findFirst();
            if (child.isPresent()) {
                return child.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("sh started no child");
    }
}
