package org.iotbenchrunner.orchestrator.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.iotbenchrunner.core.result.StorageDevice;

/**
 * The storage device of a directory, from Linux's own files: the mount it is on ({@code /proc/self/mountinfo}: the
 * filesystem, its options), its block device from the directory's {@code st_dev} through
 * {@code /sys/dev/block/MAJOR:MINOR} (or else the mount's source under {@code /sys/class/block}), a partition's
 * parent disk, whose {@code device/model} and {@code queue/rotational} say what it is. Whatever cannot be read is
 * null.
 */
public final class StorageProbe {
    private final Path mountInfo;
    private final Path sys;

    public StorageProbe(Path mountInfo, Path sys) {
        this.mountInfo = mountInfo;
        this.sys = sys;
    }

    public static StorageProbe linux() {
        return new StorageProbe(MountInfo.LINUX_FILE, Path.of("/sys"));
    }

    /** The device of {@code dir} (it must exist for more than its path to be known). */
    public StorageDevice describe(Path dir) {
        Path real;
        try {
            real = dir.toRealPath();
        } catch (IOException e) {
            return new StorageDevice(dir.toString(), null, null, null, null, null, null);
        }
        Optional<MountInfo.Mount> mount = mount(real);
        Optional<Path> block = deviceNumber(real).or(() -> mount.map(MountInfo.Mount::majorMinor))
                .flatMap(this::blockByNumber)
                .or(() -> mount.map(MountInfo.Mount::source).flatMap(this::blockBySource));
        Optional<Path> disk = block.map(StorageProbe::disk);
        return new StorageDevice(real.toString(), block.map(b -> b.getFileName().toString()).orElse(null),
                disk.flatMap(d -> read(sys.resolve("block").resolve(d.getFileName().toString())
                        .resolve("device/model"))).orElse(null),
                disk.flatMap(d -> read(sys.resolve("block").resolve(d.getFileName().toString())
                        .resolve("queue/rotational"))).map(r -> r.equals("1")).orElse(null),
                mount.map(MountInfo.Mount::filesystem).orElse(null), mount.map(MountInfo.Mount::options).orElse(null),
                null);
    }

    /** {@code dir}'s device's {@code major:minor} as stat(2) gives it, in glibc's encoding of {@code dev_t}. */
    static Optional<String> deviceNumber(Path dir) {
        try {
            long dev = ((Number) Files.getAttribute(dir, "unix:dev")).longValue();
            long major = ((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL);
            long minor = (dev & 0xff) | ((dev >>> 12) & ~0xffL);
            return Optional.of(major + ":" + minor);
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Optional<MountInfo.Mount> mount(Path real) {
        try {
            return MountInfo.parse(Files.readString(mountInfo)).containing(real);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The device's directory in sysfs; an anonymous device (overlay, tmpfs, btrfs subvolumes) has none. */
    private Optional<Path> blockByNumber(String majorMinor) {
        return realDirectory(sys.resolve("dev/block").resolve(majorMinor));
    }

    private Optional<Path> blockBySource(String source) {
        return source.startsWith("/dev/") ? realDirectory(sys.resolve("class/block")
                .resolve(Path.of(source).getFileName().toString())) : Optional.empty();
    }

    private static Optional<Path> realDirectory(Path link) {
        try {
            return Files.isDirectory(link) ? Optional.of(link.toRealPath()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A partition's directory sits in its disk's and has a {@code partition} file; a disk is its own. */
    static Path disk(Path block) {
        return Files.exists(block.resolve("partition")) && block.getParent() != null ? block.getParent() : block;
    }

    private static Optional<String> read(Path file) {
        try {
            String text = Files.readString(file).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
