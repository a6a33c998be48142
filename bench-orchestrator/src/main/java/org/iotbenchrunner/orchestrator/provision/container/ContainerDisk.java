package org.iotbenchrunner.orchestrator.provision.container;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.orchestrator.Bounded;
import org.testcontainers.containers.Container;
import org.testcontainers.containers.ContainerState;

/**
 * The size of a database's data directories inside its container, with the container's own {@code du}. A server
 * may still be writing (a WAL being compacted), so the size is read until it has not changed for a while.
 */
public final class ContainerDisk {
    static final long SETTLE_QUIET_MS = 2_000;
    private static final long SETTLE_MAX_MS = 15_000;
    private static final long SETTLE_POLL_MS = 250;
    private static final Duration EXEC_LIMIT = Duration.ofSeconds(30);

    private ContainerDisk() {
    }

    static Optional<DiskSize> measure(ContainerState container, List<String> directories) {
        if (directories.isEmpty()) {
            return Optional.empty();
        }
        try {
            long size = kib(container, directories);
            long stableSince = System.currentTimeMillis();
            long deadline = stableSince + SETTLE_MAX_MS;
            while (System.currentTimeMillis() - stableSince < SETTLE_QUIET_MS
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(SETTLE_POLL_MS);
                long now = kib(container, directories);
                if (now != size) {
                    size = now;
                    stableSince = System.currentTimeMillis();
                }
            }
            return Optional.of(new DiskSize(size * 1024, "KiB allocated under " + String.join(", ", directories)
                    + " in the container (du -sk, read until unchanged for " + SETTLE_QUIET_MS / 1000
                    + " s), no user-triggered flush"));
        } catch (Exception e) {
            return Optional.empty();
        }
    }

    /** Total KiB of {@code du -sk dir...}: one "size<TAB>dir" line per directory. */
    static long kib(ContainerState container, List<String> directories) throws Exception {
        List<String> command = new ArrayList<>(List.of("du", "-sk"));
        command.addAll(directories);
        Container.ExecResult result = Bounded.call("du in the container", EXEC_LIMIT,
                () -> container.execInContainer(command.toArray(String[]::new)));
        if (result.getExitCode() != 0) {
            throw new IllegalStateException("du failed: " + result.getStderr().strip());
        }
        return parseKib(result.getStdout());
    }

    static long parseKib(String duOutput) {
        return duOutput.lines().filter(l -> !l.isBlank()).mapToLong(l -> Long.parseLong(l.strip().split("\\s+")[0]))
                .sum();
    }
}
