package org.iotbenchrunner.orchestrator.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class MountInfoTest {
    static final String MOUNTS = """
            22 27 0:21 / /proc rw,relatime - proc proc rw
            27 1 254:0 / / rw,relatime - ext4 /dev/vda rw,discard
            42 27 254:0 /var/lib/docker /var/lib/docker rw,relatime shared:1 - ext4 /dev/vda rw,discard
            50 27 8:17 / /mnt/slow\\040disk rw,noatime shared:7 master:2 - xfs /dev/sdb1 rw,attr2,inode64
            51 27 0:44 / /mnt/slow rw - tmpfs tmpfs rw,size=4k
            garbage line
            """;

    @Test
    void longestMountPointContainingThePathWins() {
        MountInfo info = MountInfo.parse(MOUNTS);
        assertThat(info.mounts()).hasSize(5);
        MountInfo.Mount docker = info.containing(Path.of("/var/lib/docker/overlay2/x")).orElseThrow();
        assertThat(docker.mountPoint()).isEqualTo(Path.of("/var/lib/docker"));
        assertThat(docker.options()).isEqualTo("rw,relatime,discard");
        assertThat(info.containing(Path.of("/var/lib/dockerish")).orElseThrow().mountPoint())
                .isEqualTo(Path.of("/"));
    }

    @Test
    void escapedSpacesAndOptionalFieldsAreRead() {
        MountInfo.Mount slow = MountInfo.parse(MOUNTS).containing(Path.of("/mnt/slow disk/data")).orElseThrow();
        assertThat(slow).isEqualTo(new MountInfo.Mount(Path.of("/mnt/slow disk"), "8:17", "xfs", "/dev/sdb1",
                "rw,noatime,attr2,inode64"));
        assertThat(MountInfo.parse(MOUNTS).containing(Path.of("/mnt/slow/x")).orElseThrow().filesystem())
                .isEqualTo("tmpfs");
    }

    @Test
    void noMountIsEmpty() {
        assertThat(MountInfo.parse("").containing(Path.of("/x"))).isEmpty();
    }
}
