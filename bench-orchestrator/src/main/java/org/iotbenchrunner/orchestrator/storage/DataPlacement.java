package org.iotbenchrunner.orchestrator.storage;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.sampling.PageCache;

/**
 * Where servers keep their data: under {@code --data-dir} (null: each provider's own place, the temp directory or
 * Docker's root), one fresh directory per server start named after the database, and the device of that place,
 * described once per place and measured with a {@link DiskBaseline} first where {@code --disk-baseline} asks.
 */
public final class DataPlacement {
    public static final DataPlacement DEFAULT = new DataPlacement(null, 0, System.out, StorageProbe.linux());

    private final Path dataDir;
    private final long baselineBytes;
    private final PrintStream out;
    private final StorageProbe probe;
    private final PageCache pageCache;
    private final Map<Path, StorageDevice> described = new HashMap<>();

    public DataPlacement(Path dataDir, long baselineBytes, PrintStream out, StorageProbe probe) {
        this(dataDir, baselineBytes, out, probe, new PageCache(PageCache.LINUX_CONTROL));
    }

    DataPlacement(Path dataDir, long baselineBytes, PrintStream out, StorageProbe probe, PageCache pageCache) {
        this.dataDir = dataDir;
        this.baselineBytes = baselineBytes;
        this.out = out;
        this.probe = probe;
        this.pageCache = pageCache;
    }

    /**
     * {@code --data-dir} (null: none) checked: an existing, writable directory; {@code --disk-baseline} (null: not
     * asked) a size. Servers killed with their harness left directories there: they are removed now.
     */
    public static DataPlacement parse(Path dataDir, String baseline, PrintStream out) {
        if (dataDir != null) {
            String problem = !Files.exists(dataDir) ? "does not exist" : !Files.isDirectory(dataDir)
                    ? "is not a directory" : !Files.isWritable(dataDir) ? "is not writable" : null;
            if (problem != null) {
                throw new ConfigException("--data-dir " + dataDir + ": " + problem + "; must be an existing directory "
                        + "the harness may write in");
            }
            dataDir = dataDir.toAbsolutePath().normalize();
            LocalOrphans.reap(dataDir).forEach(out::println);
        }
        return new DataPlacement(dataDir, baseline == null ? 0 : DiskBaseline.sizeBytes(baseline), out,
                StorageProbe.linux());
    }

    public boolean chosen() {
        return dataDir != null;
    }

    /** {@code --data-dir}, or {@code fallback} (the provider's own place) when none was given. */
    public Path root(Path fallback) {
        return dataDir != null ? dataDir : fallback;
    }

    /** A new directory for one server of {@code databaseId} under {@link #root}, marked with its owner. */
    public Path newServerDirectory(Path fallback, String databaseId) throws IOException {
        Path dir = Files.createTempDirectory(root(fallback), LocalOrphans.PREFIX + databaseId + "-");
        LocalOrphans.mark(dir);
        return dir;
    }

    /**
     * The device of {@code root} (null when there is no such place here), described the first time it is asked,
     * before the first server starts there, with the baseline measured then and said in one line.
     */
    public synchronized StorageDevice storage(Path root) {
        if (root == null) {
            return null;
        }
        return described.computeIfAbsent(root, this::describe);
    }

    private StorageDevice describe(Path root) {
        StorageDevice device = probe.describe(root);
        if (baselineBytes == 0) {
            return device;
        }
        try {
            StorageDevice.Baseline baseline = new DiskBaseline(pageCache)
                    .measure(root, baselineBytes);
            out.println(line(device, baseline));
            return device.withBaseline(baseline);
        } catch (IOException | RuntimeException e) {
            out.println("warning: no disk baseline in " + root + ": " + e.getClass().getSimpleName() + ": "
                    + e.getMessage());
            return device;
        }
    }

    /** E.g. "disk baseline on vda (ext4, non-rotational): write 512.3 MB/s, read 1,830.2 MB/s, 4 KiB blocks, 256 MiB". */
    static String line(StorageDevice device, StorageDevice.Baseline b) {
        String kind = device.rotational() == null ? "" : device.rotational() ? ", rotational" : ", non-rotational";
        return String.format(Locale.ROOT, "disk baseline on %s (%s%s): write %,.1f MB/s, read %,.1f MB/s, %d KiB "
                + "blocks, %d MiB%s", device.device() != null ? device.device() : device.path(),
                device.filesystem() != null ? device.filesystem() : "filesystem unknown", kind, b.writeMbPerSecond(),
                b.readMbPerSecond(), b.blockBytes() / 1024, b.totalBytes() / (1024 * 1024),
                b.method().contains("possibly from the page cache") ? " (read possibly from the page cache)" : "");
    }
}
