package org.iotbenchrunner.orchestrator.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.result.StorageDevice;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Device resolution on a fixture of sysfs: partition to disk, model, rotational; unknowns null. */
class StorageProbeTest {
    @TempDir
    Path sys;

    @TempDir
    Path data;

    /** A mountinfo whose one mount holds {@code data} with {@code majorMinor} and {@code source}. */
    private Path mountInfo(String majorMinor, String source) throws Exception {
        return Files.writeString(sys.resolve("mountinfo"), "27 1 " + majorMinor + " / / rw,relatime - ext4 "
                + source + " rw,errors=remount-ro\n");
    }

    /** sysfs as Linux lays it out: devices/.../block/sdb/sdb1, /sys/dev/block and /sys/block links to them. */
    private void disk(String name, String partition, String majorMinor, String model, String rotational)
            throws Exception {
        Path disk = Files.createDirectories(sys.resolve("devices/pci0/block").resolve(name));
        Path part = Files.createDirectories(disk.resolve(partition));
        Files.writeString(part.resolve("partition"), "1\n");
        Files.createDirectories(disk.resolve("device"));
        Files.createDirectories(disk.resolve("queue"));
        if (model != null) {
            Files.writeString(disk.resolve("device/model"), model + "  \n");
        }
        Files.writeString(disk.resolve("queue/rotational"), rotational + "\n");
        Files.createDirectories(sys.resolve("dev/block"));
        Files.createDirectories(sys.resolve("block"));
        Files.createDirectories(sys.resolve("class/block"));
        Files.createSymbolicLink(sys.resolve("dev/block").resolve(majorMinor), part);
        Files.createSymbolicLink(sys.resolve("block").resolve(name), disk);
        Files.createSymbolicLink(sys.resolve("class/block").resolve(partition), part);
    }

    @Test
    void partitionResolvesToItsDisksModelAndRotation() throws Exception {
        disk("sdb", "sdb1", "8:17", "ST8000AS0002", "1");
        // the directory's own st_dev is this machine's: the fixture is found through the mount's source
        StorageDevice device = new StorageProbe(mountInfo("8:17", "/dev/sdb1"), sys).describe(data);
        assertThat(device.path()).isEqualTo(data.toRealPath().toString());
        assertThat(device.device()).isEqualTo("sdb1");
        assertThat(device.model()).isEqualTo("ST8000AS0002");
        assertThat(device.rotational()).isTrue();
        assertThat(device.filesystem()).isEqualTo("ext4");
        assertThat(device.mountOptions()).isEqualTo("rw,relatime,errors=remount-ro");
        assertThat(device.baseline()).isNull();
    }

    @Test
    void virtualDiskWithoutModelHasNullModel() throws Exception {
        disk("vda", "vda1", "254:1", null, "0");
        StorageDevice device = new StorageProbe(mountInfo("254:1", "/dev/vda1"), sys).describe(data);
        assertThat(device.device()).isEqualTo("vda1");
        assertThat(device.model()).isNull();
        assertThat(device.rotational()).isFalse();
    }

    @Test
    void anonymousDeviceKeepsOnlyTheMount() throws Exception {
        StorageDevice device = new StorageProbe(mountInfo("0:44", "overlay"), sys).describe(data);
        assertThat(device.device()).isNull();
        assertThat(device.rotational()).isNull();
        assertThat(device.filesystem()).isEqualTo("ext4");
    }

    @Test
    void missingDirectoryIsOnlyItsPath() {
        StorageDevice device = new StorageProbe(sys.resolve("none"), sys).describe(data.resolve("gone"));
        assertThat(device).isEqualTo(new StorageDevice(data.resolve("gone").toString(), null, null, null, null,
                null, null));
    }

    @Test
    void diskIsItsOwnDisk() throws Exception {
        Path vda = Files.createDirectories(sys.resolve("block/vda"));
        assertThat(StorageProbe.disk(vda)).isEqualTo(vda);
    }
}
