package org.iotbenchrunner.core.result;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;

/**
 * The harness process that owns a running result, a container or a local server's directory: its pid, its start
 * time (so that a reused pid is not taken for it) and its host. What an ended owner left behind can be reaped.
 * The host names the pid namespace too where it is not the machine's first: a harness in a container on the host's
 * network has the host's name and shares its engine, but its pids mean nothing out here (and ours nothing in there).
 */
public record HarnessOwner(long pid, long startedMillis, String host) {
    /** The kernel's number for the first pid namespace (PROC_PID_INIT_INO): the machine's own processes. */
    static final String INITIAL_PID_NAMESPACE = "pid:[4026531836]";
    private static final HarnessOwner CURRENT = of(ProcessHandle.current(),
            host(HostInfo.current().hostname(), pidNamespace()));

    public static HarnessOwner current() {
        return CURRENT;
    }

    static HarnessOwner of(ProcessHandle process, String host) {
        return new HarnessOwner(process.pid(), startedMillis(process), host);
    }

    /** The host name, with the pid namespace where that is not the first one (or cannot be read). */
    static String host(String hostname, String pidNamespace) {
        return INITIAL_PID_NAMESPACE.equals(pidNamespace) ? hostname
                : hostname + " (" + (pidNamespace == null ? "pid namespace unknown" : pidNamespace) + ")";
    }

    private static String pidNamespace() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/self/ns/pid")).toString();
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
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
