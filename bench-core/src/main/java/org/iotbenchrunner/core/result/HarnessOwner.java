package org.iotbenchrunner.core.result;

import java.time.Instant;
import java.util.Objects;

/**
 * The harness process that owns a running result, a container or a local server's directory: its pid, its start
 * time (so that a reused pid is not taken for it) and its host. What an ended owner left behind can be reaped.
 */
public record HarnessOwner(long pid, long startedMillis, String host) {
    private static final HarnessOwner CURRENT = of(ProcessHandle.current(), HostInfo.current().hostname());

    public static HarnessOwner current() {
        return CURRENT;
    }

    static HarnessOwner of(ProcessHandle process, String host) {
        return new HarnessOwner(process.pid(), startedMillis(process), host);
    }

    /** "pid 1234 started 2026-11-22T10:00:00Z on host", as written into labels and owner files. */
    public String describe() {
        return "pid " + pid + " started " + Instant.ofEpochMilli(startedMillis) + " on " + host;
    }

    /**
     * True only when this owner is known to have ended: it ran on this host and no process with its pid and start
     * time runs now. An owner on another host (or in another pid namespace) is never taken for ended.
     */
    public boolean ended() {
        if (!Objects.equals(host, CURRENT.host)) {
            return false;
        }
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .map(p -> startedMillis(p) != startedMillis).orElse(true);
    }

    /** Serialised as {@code pid:startedMillis:host} in labels and owner files; null when the text is not one. */
    public String encode() {
        return pid + ":" + startedMillis + ":" + host;
    }

    public static HarnessOwner decode(String text) {
        if (text == null) {
            return null;
        }
        String[] parts = text.trim().split(":", 3);
        try {
            return parts.length == 3 ? new HarnessOwner(Long.parseLong(parts[0]), Long.parseLong(parts[1]), parts[2])
                    : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static long startedMillis(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(-1L);
    }
}
