package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * The bytes allocated under a private influxd's data and WAL directories ({@code du}), once their total has not
 * changed for a quiet period (at most a maximum wait). InfluxDB offers no user-triggered flush: recent points are in
 * the WAL until a cold shard is snapshotted to TSM files, and the size moves while it does.
 */
final class SettledDiskSize implements Supplier<Optional<DiskSize>> {
    static final Duration QUIET = Duration.ofSeconds(2);
    private static final Duration MAX_WAIT = Duration.ofSeconds(15);
    private static final long POLL_MS = 250;

    private final List<Path> dirs;
    private final Duration quiet;
    private final Duration maxWait;

    SettledDiskSize(List<Path> dirs) {
        this(dirs, QUIET, MAX_WAIT);
    }

    SettledDiskSize(List<Path> dirs, Duration quiet, Duration maxWait) {
        this.dirs = List.copyOf(dirs);
        this.quiet = quiet;
        this.maxWait = maxWait;
    }

    /** Empty when the directories cannot be read or the wait is interrupted. */
    @Override
    public Optional<DiskSize> get() {
        try {
            long deadline = System.nanoTime() + maxWait.toNanos();
            long size = bytes();
            long stableSince = System.nanoTime();
            while (System.nanoTime() - stableSince < quiet.toNanos() && System.nanoTime() < deadline) {
                Thread.sleep(Math.min(POLL_MS, Math.max(1, quiet.toMillis())));
                long now = bytes();
                if (now != size) {
                    size = now;
                    stableSince = System.nanoTime();
                }
            }
            return Optional.of(new DiskSize(size, "bytes allocated under the private influxd's data and wal "
                    + "directories (du), unchanged for " + quiet.toSeconds() + " s (InfluxDB has no "
                    + "user-triggered flush; recent points may still be in the WAL rather than TSM files)"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    private long bytes() throws IOException {
        return ServerFiles.allocatedBytes(dirs);
    }
}
