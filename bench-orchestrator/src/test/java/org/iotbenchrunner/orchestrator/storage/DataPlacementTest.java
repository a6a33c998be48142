package org.iotbenchrunner.orchestrator.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataPlacementTest {
    @TempDir
    Path dataDir;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void whatAnEndedHarnessLeftUnderDataDirIsRemovedOnTheNextRun() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        ended.waitFor();
        Path left = Files.createDirectories(dataDir.resolve(LocalOrphans.PREFIX + "iotdb-123/data"));
        Files.writeString(left.getParent().resolve(LocalOrphans.OWNER_FILE), new HarnessOwner(ended.pid(), 1,
                HarnessOwner.current().host()).encode());
        Path ours = Files.createDirectories(dataDir.resolve(LocalOrphans.PREFIX + "iotdb-456"));
        LocalOrphans.mark(ours);
        Path unrelated = Files.createDirectories(dataDir.resolve("keep-me"));

        DataPlacement.parse(dataDir, null, out);

        assertThat(left.getParent()).doesNotExist();
        assertThat(ours).exists();
        assertThat(unrelated).exists();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("removed " + left.getParent(),
                "left by an ended harness (pid " + ended.pid());
    }

    @Test
    void eachServerGetsItsOwnMarkedDirectoryUnderDataDir() throws Exception {
        DataPlacement placement = DataPlacement.parse(dataDir, null, out);
        Path first = placement.newServerDirectory(Path.of("/unused"), "timescaledb");
        Path second = placement.newServerDirectory(Path.of("/unused"), "timescaledb");
        assertThat(first).isNotEqualTo(second);
        assertThat(first.getParent()).isEqualTo(dataDir.toAbsolutePath().normalize());
        assertThat(first.getFileName().toString()).startsWith("iot-benchrunner-timescaledb-");
        assertThat(HarnessOwner.decode(Files.readString(first.resolve(LocalOrphans.OWNER_FILE))))
                .isEqualTo(HarnessOwner.current());
    }

    @Test
    void withoutDataDirTheProvidersOwnPlaceIsUsed() {
        DataPlacement placement = DataPlacement.parse(null, null, out);
        assertThat(placement.chosen()).isFalse();
        assertThat(placement.root(dataDir)).isEqualTo(dataDir);
        assertThat(placement.storage(null)).isNull();
    }

    @Test
    void theDeviceIsDescribedOnceWithItsBaseline() {
        // a page cache control of its own: a unit test does not empty the host's cache
        DataPlacement placement = new DataPlacement(dataDir, DiskBaseline.sizeBytes("1m"), out, StorageProbe.linux(),
                new PageCache(dataDir.resolve("no-drop-caches")));
        StorageDevice first = placement.storage(dataDir);
        assertThat(first.baseline().totalBytes()).isEqualTo(1024 * 1024);
        assertThat(placement.storage(dataDir)).isSameAs(first);
        assertThat(printed.toString(StandardCharsets.UTF_8)).containsOnlyOnce("disk baseline on ");
        assertThat(dataDir).isEmptyDirectory();
    }
}
