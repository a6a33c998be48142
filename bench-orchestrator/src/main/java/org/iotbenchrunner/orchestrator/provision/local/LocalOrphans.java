package org.iotbenchrunner.orchestrator.provision.local;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * A local server's work directory names the harness that owns it. When that harness has ended without cleaning up
 * (killed with {@code kill -9}, say), the next harness stops every process still using the directory (its command
 * line or working directory is in it: the server and whatever it started) and removes the directory.
 */
public final class LocalOrphans {
    public static final String OWNER_FILE = "harness.owner";
    public static final String PREFIX = "iot-benchrunner-";
    private static final long STOP_WAIT_MILLIS = 5000;

    private LocalOrphans() {
    }

    /** Written before the server starts, so that no server runs in an unmarked directory. */
    public static void mark(Path workDir) throws IOException {
        Files.writeString(workDir.resolve(OWNER_FILE), HarnessOwner.current().encode());
    }

    /** Reaps the work directories under {@code tempRoot} whose owner has ended; returns one line for each. */
    public static List<String> reap(Path tempRoot) {
        List<String> reaped = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(tempRoot)) {
            for (Path dir : dirs.filter(d -> d.getFileName().toString().startsWith(PREFIX)).toList()) {
                HarnessOwner owner = owner(dir);
                if (owner != null && owner.ended()) {
                    List<Long> stopped = stop(processesUsing(dir));
                    ServerFiles.delete(dir, "ended harness's");
                    reaped.add("removed " + dir + (stopped.isEmpty() ? "" : " and stopped its processes " + stopped)
                            + ", left by an ended harness (" + owner.describe() + ")");
                }
            }
        } catch (IOException e) {
            reaped.add("warning: could not look for servers of ended runs in " + tempRoot + ": " + e.getMessage());
        }
        return reaped;
    }

    private static HarnessOwner owner(Path dir) {
        try {
            return HarnessOwner.decode(Files.readString(dir.resolve(OWNER_FILE)));
        } catch (IOException e) {
            return null;
        }
    }

    public static List<ProcessHandle> processesUsing(Path dir) {
        String path = dir.toAbsolutePath().toString();
        return ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid())
                .filter(p -> p.info().commandLine().map(c -> c.contains(path)).orElse(false)
                        || workingDirectory(p.pid()).startsWith(path))
                .toList();
    }

    private static String workingDirectory(long pid) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd")).toString();
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    /** Asked to stop first (a server may shut down cleanly), then killed, with whatever they started. */
    private static List<Long> stop(List<ProcessHandle> processes) {
        List<ProcessHandle> all = new ArrayList<>(processes);
        processes.forEach(p -> p.descendants().forEach(all::add));
        all.forEach(ProcessHandle::destroy);
        long deadline = System.currentTimeMillis() + STOP_WAIT_MILLIS;
        for (ProcessHandle p : all) {
            try {
                p.onExit().get(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            } catch (Exception e) {
                p.destroyForcibly();
            }
        }
        return all.stream().map(ProcessHandle::pid).distinct().sorted().toList();
    }
}
