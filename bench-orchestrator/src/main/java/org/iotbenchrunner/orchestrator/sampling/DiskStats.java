package org.iotbenchrunner.orchestrator.sampling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The block device that holds a directory, and that device's bytes read and written since boot from
 * {@code /proc/diskstats} (sectors of 512 bytes, whatever the device's own sector size). The device is the mount's
 * (from {@code /proc/self/mountinfo}): a partition is counted on its own line, not its disk's. Filesystems without
 * a block device of their own (overlay, tmpfs) are looked up by the mount's source; none found: unknown.
 */
public final class DiskStats {
    private static final long SECTOR_BYTES = 512;
    private static final Path MOUNTINFO = Path.of("/proc/self/mountinfo");
    private static final Path DISKSTATS = Path.of("/proc/diskstats");

    /** A line of {@code /proc/diskstats}: the device's name and its counters as bytes. */
    public record DeviceBytes(String device, long readBytes, long writeBytes) {
    }

    private DiskStats() {
    }

    /** The name in {@code /proc/diskstats} of the device {@code directory} lives on, if this system tells. */
    public static Optional<String> deviceOf(Path directory) {
        try {
            return deviceOf(directory.toRealPath().toString(), Files.readString(MOUNTINFO),
                    Files.readString(DISKSTATS));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** That device's counters now, if it is still listed. */
    public static Optional<DeviceBytes> read(String device) {
        try {
            return parse(Files.readString(DISKSTATS), device);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    static Optional<String> deviceOf(String path, String mountinfo, String diskstats) {
        String[] mount = null;
        for (String line : mountinfo.split("\n")) {
            String[] f = line.split(" ");
            if (f.length > 4 && within(path, unescape(f[4])) && (mount == null
                    || unescape(f[4]).length() >= unescape(mount[4]).length())) {
                mount = f;
            }
        }
        if (mount == null) {
            return Optional.empty();
        }
        Optional<String> byNumber = byNumber(diskstats, mount[2]);
        return byNumber.isPresent() ? byNumber : bySource(diskstats, source(mount));
    }

    private static boolean within(String path, String mountPoint) {
        return path.equals(mountPoint) || mountPoint.equals("/")
                || path.startsWith(mountPoint.endsWith("/") ? mountPoint : mountPoint + "/");
    }

    /** mountinfo escapes space, tab, newline and backslash as octal. */
    private static String unescape(String field) {
        return field.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\");
    }

    private static String source(String[] mount) {
        for (int i = 5; i < mount.length - 2; i++) {
            if (mount[i].equals("-")) {
                return mount[i + 2];
            }
        }
        return "";
    }

    private static Optional<String> byNumber(String diskstats, String majorMinor) {
        for (String line : diskstats.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 9 && (f[0] + ":" + f[1]).equals(majorMinor)) {
                return Optional.of(f[2]);
            }
        }
        return Optional.empty();
    }

    /** A device-mapper or symlinked source ({@code /dev/mapper/x}) is listed under its real name. */
    private static Optional<String> bySource(String diskstats, String source) {
        if (!source.startsWith("/dev/")) {
            return Optional.empty();
        }
        String name;
        try {
            name = Path.of(source).toRealPath().getFileName().toString();
        } catch (IOException | RuntimeException e) {
            name = Path.of(source).getFileName().toString();
        }
        return parse(diskstats, name).map(DeviceBytes::device);
    }

    /** Fields: major, minor, name, reads, reads merged, sectors read, ms reading, writes, merged, sectors written. */
    static Optional<DeviceBytes> parse(String diskstats, String device) {
        for (String line : diskstats.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 9 && f[2].equals(device)) {
                return Optional.of(new DeviceBytes(device, Long.parseLong(f[5]) * SECTOR_BYTES,
                        Long.parseLong(f[9]) * SECTOR_BYTES));
            }
        }
        return Optional.empty();
    }
}
