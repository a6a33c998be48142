package org.iotbenchrunner.orchestrator.sampling;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * Empties Linux's page cache so that the next reads come from disk: {@code sync} (dirty pages cannot be dropped),
 * then 3 (page cache, dentries and inodes) into {@code /proc/sys/vm/drop_caches}. That needs root on the host; in a
 * container /proc/sys is usually read-only. Either way the outcome says what happened.
 */
public final class PageCache {
    public static final Path LINUX_CONTROL = Path.of("/proc/sys/vm/drop_caches");
    private static final long SYNC_TIMEOUT_SECONDS = 120;

    private final Path control;

    public PageCache(Path control) {
        this.control = control;
    }

    public record Outcome(boolean dropped, String note) {
    }

    public Outcome drop() {
        if (!Files.exists(control)) {
            return new Outcome(false, "no " + control + " on this system");
        }
        String synced = sync();
        try {
            Files.writeString(control, "3\n", StandardCharsets.US_ASCII, StandardOpenOption.WRITE);
            return new Outcome(true, synced + ", then 3 written to " + control);
        } catch (AccessDeniedException e) {
            return new Outcome(false, "permission denied writing " + control + " (needs root, outside a container)");
        } catch (FileSystemException e) {
            return new Outcome(false, "cannot write " + control + ": " + (e.getReason() != null ? e.getReason()
                    : e.getMessage()));
        } catch (IOException e) {
            return new Outcome(false, "cannot write " + control + ": " + e.getMessage());
        }
    }

    private static String sync() {
        try {
            Process sync = new ProcessBuilder("sync").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!sync.waitFor(SYNC_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                sync.destroyForcibly();
                return "sync did not finish within " + SYNC_TIMEOUT_SECONDS + " s";
            }
            return sync.exitValue() == 0 ? "sync" : "sync failed with exit code " + sync.exitValue();
        } catch (IOException e) {
            return "no sync command (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "sync interrupted";
        }
    }
}
