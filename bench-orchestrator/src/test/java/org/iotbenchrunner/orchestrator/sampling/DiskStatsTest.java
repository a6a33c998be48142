package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class DiskStatsTest {
    private static final String DISKSTATS = """
               7       0 loop0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
             254       0 vda 1776296 209488 82614674 6224098 8940132 1400488 604411264 4271539 0 1920120 11242732
               8       0 sda 10 0 800 1 20 0 1600 2 0 3 3
               8       1 sda1 5 0 400 1 10 0 960 2 0 3 3
             253       1 dm-1 1 0 8 0 2 0 16 0 0 0 0
            """;
    private static final String MOUNTINFO = """
            22 27 0:21 / /proc rw,relatime - proc proc rw
            27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
            40 27 8:1 / /mnt/hdd rw,relatime shared:5 - xfs /dev/sda1 rw
            41 27 0:55 / /mnt/my\\040data rw,relatime - btrfs /dev/dm-1 rw
            42 27 0:56 / /var/lib/docker/overlay2/x/merged rw - overlay overlay rw,lowerdir=/a
            """;

    @Test
    void sectorsAreBytesOverFiveHundredTwelve() {
        assertThat(DiskStats.parse(DISKSTATS, "vda"))
                .contains(new DiskStats.DeviceBytes("vda", 82_614_674L * 512, 604_411_264L * 512));
        assertThat(DiskStats.parse(DISKSTATS, "nvme0n1")).isEmpty();
    }

    @Test
    void aDirectoryLivesOnItsMountsDeviceAPartitionOnItsOwnLine() {
        assertThat(DiskStats.deviceOf("/work/wt", MOUNTINFO, DISKSTATS)).contains("vda");
        assertThat(DiskStats.deviceOf("/mnt/hdd/iotdb/data", MOUNTINFO, DISKSTATS)).contains("sda1");
        assertThat(DiskStats.deviceOf("/mnt/hddx", MOUNTINFO, DISKSTATS)).as("not under /mnt/hdd").contains("vda");
    }

    /** btrfs and device-mapper mounts have no device number of their own in diskstats: their source names it. */
    @Test
    void aMountWithoutItsOwnNumberIsFoundByItsSource() {
        assertThat(DiskStats.deviceOf("/mnt/my data/x", MOUNTINFO, DISKSTATS)).contains("dm-1");
        assertThat(DiskStats.deviceOf("/var/lib/docker/overlay2/x/merged/db", MOUNTINFO, DISKSTATS))
                .isEqualTo(Optional.empty());
    }

    @Test
    void thisMachinesRootHasADeviceWhenItIsABlockDevice() {
        DiskStats.deviceOf(java.nio.file.Path.of("/")).ifPresent(d -> assertThat(DiskStats.read(d)).isPresent());
    }
}
