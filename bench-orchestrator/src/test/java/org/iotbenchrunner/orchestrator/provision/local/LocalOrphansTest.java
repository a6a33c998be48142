package org.iotbenchrunner.orchestrator.provision.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Work directories of local servers whose harness has ended, with a stand-in server (sleep): no database here. */
class LocalOrphansTest {

    @Test
    void theServerAndDirectoryOfAnEndedHarnessAreRemovedALiveOnesAreKept(@TempDir Path tmp) throws Exception {
        Path orphan = Files.createDirectory(tmp.resolve(LocalOrphans.PREFIX + "timescaledb-1"));
        Path live = Files.createDirectory(tmp.resolve(LocalOrphans.PREFIX + "influxdb1-2"));
        Path foreign = Files.createDirectory(tmp.resolve("someone-else"));
        Process gone = new ProcessBuilder("sleep", "60").start();
        HarnessOwner ended = new HarnessOwner(gone.pid(), gone.toHandle().info().startInstant().orElseThrow()
                .toEpochMilli(), HarnessOwner.current().host());
        gone.destroyForcibly().waitFor();
        Files.writeString(orphan.resolve(LocalOrphans.OWNER_FILE), ended.encode());
        LocalOrphans.mark(live);
        Process server = new ProcessBuilder("sleep", "300").directory(orphan.toFile()).start();
        Process byCommandLine = new ProcessBuilder("sh", "-c", "sleep 300; echo " + orphan.resolve("data")).start();
        try {
            assertThat(LocalOrphans.processesUsing(orphan)).extracting(ProcessHandle::pid)
                    .contains(server.pid(), byCommandLine.pid());

            List<String> reaped = LocalOrphans.reap(tmp);

            assertThat(reaped).singleElement().asString().contains(orphan.toString(), ended.describe(),
                    String.valueOf(server.pid()));
            assertThat(server.waitFor(10, TimeUnit.SECONDS)).as("the server is stopped").isTrue();
            assertThat(byCommandLine.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(orphan).doesNotExist();
            assertThat(live).isDirectory();
            assertThat(foreign).isDirectory();
        } finally {
            server.destroyForcibly();
            byCommandLine.destroyForcibly();
        }
    }
}
