package org.iotbenchrunner.orchestrator.storage;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The mounts of {@code /proc/self/mountinfo} (proc(5)): per line the mount's id, its parent's, {@code major:minor},
 * the root within the filesystem, the mount point, the mount's options, optional fields up to a lone {@code -}, then
 * the filesystem type, the source and the superblock's options.
 */
public record MountInfo(List<Mount> mounts) {
    public static final Path LINUX_FILE = Path.of("/proc/self/mountinfo");

    public MountInfo {
        mounts = List.copyOf(mounts);
    }

    /** One mount; {@code options} joins the mount's and the superblock's, each once, as findmnt shows them. */
    public record Mount(Path mountPoint, String majorMinor, String filesystem, String source, String options) {
    }

    /** Lines that do not have the fields above are skipped. */
    public static MountInfo parse(String text) {
        List<Mount> mounts = new ArrayList<>();
        text.lines().map(MountInfo::mount).flatMap(Optional::stream).forEach(mounts::add);
        return new MountInfo(mounts);
    }

    private static Optional<Mount> mount(String line) {
        String[] fields = line.strip().split(" ");
        int separator = List.of(fields).indexOf("-");
        if (separator < 6 || fields.length < separator + 3) {
            return Optional.empty();
        }
        Set<String> options = new LinkedHashSet<>(List.of(fields[5].split(",")));
        if (fields.length > separator + 3) {
            options.addAll(List.of(fields[separator + 3].split(",")));
        }
        return Optional.of(new Mount(Path.of(unescape(fields[4])), fields[2], fields[separator + 1],
                unescape(fields[separator + 2]), String.join(",", options)));
    }

    /** The kernel writes space, tab, newline and backslash in paths as octal escapes such as {@code \040}. */
    static String unescape(String field) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c == '\\' && i + 3 < field.length() && field.substring(i + 1, i + 4).matches("[0-7]{3}")) {
                out.append((char) Integer.parseInt(field.substring(i + 1, i + 4), 8));
                i += 3;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * The mount {@code realPath} is on: the longest mount point that contains it (the last such line where one
     * mount hides another at the same point, as the kernel lists them in mount order).
     */
    public Optional<Mount> containing(Path realPath) {
        Mount best = null;
        for (Mount m : mounts) {
            if (realPath.startsWith(m.mountPoint()) && (best == null
                    || m.mountPoint().getNameCount() >= best.mountPoint().getNameCount())) {
                best = m;
            }
        }
        return Optional.ofNullable(best);
    }
}
