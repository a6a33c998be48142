package org.iotbenchrunner.timescaledb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * A postgres server started by {@link TimescaleLocalServer}; it can be restarted with its data kept, and closing it
 * stops the server and deletes its files.
 */
final class LocalPostgres implements RunningServer {
    private static final long STOP_TIMEOUT_MS = 30_000;

    /** Starts postgres with the same data directory, port and settings every time. */
    private final ProcessBuilder launcher;
    private final Path workDir;
    private final Endpoint endpoint;
    private final Map<String, String> settings;
    private final long startupTimeoutMs;
    /** The postgres process itself, or {@code runuser} running it when we are root. */
    private Process child;
    private ProcessHandle postmaster;
    private boolean closed;

    LocalPostgres(ProcessBuilder launcher, Path workDir, Endpoint endpoint, Map<String, String> settings,
            long startupTimeoutMs) {
        this.launcher = launcher;
        this.workDir = workDir;
        this.endpoint = endpoint;
        this.settings = settings;
        this.startupTimeoutMs = startupTimeoutMs;
    }

    /** Launches postgres and waits until it accepts connections. */
    void start() throws Exception {
        child = launcher.start();
        postmaster = null;
        awaitReady(startupTimeoutMs);
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    @Override
    public boolean restartable() {
        return true;
    }

    /** A fast shutdown (which checkpoints, so nothing is replayed) and a new postmaster on the same files. */
    @Override
    public synchronized void restart() throws Exception {
        if (closed) {
            throw new IllegalStateException("the postgres server is closed");
        }
        stop();
        start();
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    @Override
    public synchronized long pid() {
        return postmaster != null ? postmaster.pid() : child.pid();
    }

    private void awaitReady(long timeoutMs) throws Exception {
        long deadline = System.currentTimeMillis() + timeoutMs;
        SQLException last = null;
        while (System.currentTimeMillis() < deadline) {
            if (!child.isAlive()) {
                throw new IOException("postgres exited with code " + child.exitValue() + ": " + ServerFiles.tail(log()));
            }
            try (Connection ignored = TimescaleBinding.connect(endpoint, "postgres")) {
                postmaster = findPostmaster().orElseThrow(
                        () -> new IOException("postgres accepts connections but wrote no postmaster.pid"));
                return;
            } catch (SQLException e) {
                last = e;
            }
            Thread.sleep(100);
        }
        throw new TimeoutException("postgres did not accept connections within " + timeoutMs / 1000 + " s ("
                + (last == null ? "no attempt" : last.getMessage()) + "): " + ServerFiles.tail(log()));
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            killTree();
        }
        ServerFiles.delete(workDir, "postgres");
    }

    /** SIGINT is postgres' fast shutdown: it ends open sessions instead of waiting for them, unlike SIGTERM. */
    private void stop() throws InterruptedException {
        if (child == null) {
            return;
        }
        if (postmaster != null && postmaster.isAlive()) {
            signal("INT", postmaster.pid());
            try {
                postmaster.onExit().get(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
                killTree();
            }
        } else {
            killTree();
        }
        if (!child.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
            killTree();
            child.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        }
    }

    private void killTree() {
        if (child == null) {
            return;
        }
        child.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
        child.destroyForcibly();
    }

    /** The process named by the first line of postmaster.pid: our child, or the child of runuser. */
    private Optional<ProcessHandle> findPostmaster() {
        try {
            List<String> lines = Files.readAllLines(workDir.resolve("pgdata").resolve("postmaster.pid"));
            long pid = Long.parseLong(lines.get(0).trim());
            return pid == child.pid() ? Optional.of(child.toHandle())
                    : child.toHandle().children().filter(p -> p.pid() == pid).findFirst();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static void signal(String signal, long pid) throws InterruptedException {
        try {
            new ProcessBuilder("/bin/sh", "-c", "kill -" + signal + " " + pid).inheritIO().start().waitFor();
        } catch (IOException e) {
            ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy);
        }
    }

    private Path log() {
        return workDir.resolve("postgres.log");
    }
}
