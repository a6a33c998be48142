package org.iotbenchrunner.core.spi;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * One process of a local server, with the life every launcher shares: launch, wait until ready (failing with the
 * log's tail if it exits or times out), stop with the server's graceful signal and then kill what is left of its
 * tree, restart on the same command. Configured fluently; {@link LocalProcessServer} runs one or more of them.
 */
public final class ServerProcess {
    private static final long KILL_WAIT_MS = 10_000;
    private static final long POLL_MS = 100;

    /** What shows the server is up. */
    @FunctionalInterface
    public interface Readiness {
        /** Null once ready; else what was seen instead (said if the start times out). May throw: not ready yet. */
        String notReady() throws Exception;
    }

    /** Finds the process that is the server once it is ready, e.g. the JVM a start script runs, or a child. */
    @FunctionalInterface
    public interface ServerPid {
        ProcessHandle of(Process launched) throws IOException;
    }

    private final String name;
    private final ProcessBuilder launcher;
    private final Path log;
    private Readiness readiness = () -> null;
    private Duration startupTimeout = Duration.ofSeconds(60);
    private String stopSignal = "TERM";
    private Duration stopTimeout = Duration.ofSeconds(30);
    private ServerPid serverPid = Process::toHandle;
    private Process process;
    private ProcessHandle server;
    /** The processes started before this one, which it needs: one that dies fails this start at once. */
    private List<ServerProcess> needed = List.of();

    private ServerProcess(String name, ProcessBuilder launcher, Path log) {
        this.name = name;
        this.launcher = launcher;
        this.log = log;
    }

    /**
     * {@code name} names it in messages; {@code launcher} starts it the same way every time and writes its output to
     * {@code log} (whose tail explains a failed start).
     */
    public static ServerProcess of(String name, ProcessBuilder launcher, Path log) {
        return new ServerProcess(name, launcher, log);
    }

    public ServerProcess readyWhen(Readiness check) {
        this.readiness = check;
        return this;
    }

    public ServerProcess startupTimeout(Duration timeout) {
        this.startupTimeout = timeout;
        return this;
    }

    /** The signal of a graceful stop, e.g. {@code INT} for postgres' fast shutdown; TERM by default. */
    public ServerProcess stopWith(String signal) {
        this.stopSignal = signal;
        return this;
    }

    /** How long a graceful stop may take before the tree is killed; 30 s by default. */
    public ServerProcess stopTimeout(Duration timeout) {
        this.stopTimeout = timeout;
        return this;
    }

    public ServerProcess serverPid(ServerPid finder) {
        this.serverPid = finder;
        return this;
    }

    /** A {@link Readiness} that is met once {@code host:port} accepts a TCP connection. */
    public static Readiness listening(String host, int port) {
        return () -> {
            try (java.net.Socket socket = new java.net.Socket()) {
                socket.connect(new java.net.InetSocketAddress(host, port), 1000);
                return null;
            } catch (IOException e) {
                return "port " + port + ": " + e.getMessage();
            }
        };
    }

    /** Launches the process and returns once it is ready, after {@code before}, which must stay up meanwhile. */
    synchronized void start(List<ServerProcess> before) throws Exception {
        needed = List.copyOf(before);
        start();
    }

    /** Launches the process and returns once it is ready. */
    public synchronized void start() throws Exception {
        process = launcher.start();
        server = null;
        long deadline = System.nanoTime() + startupTimeout.toNanos();
        String seen = "no check yet";
        while (System.nanoTime() < deadline) {
            requireAlive();
            for (ServerProcess other : needed) {
                other.requireAlive();
            }
            try {
                seen = readiness.notReady();
            } catch (Exception e) {
                seen = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            if (seen == null) {
                server = serverPid.of(process);
                return;
            }
            Thread.sleep(POLL_MS);
        }
        throw new TimeoutException(name + " was not ready within " + startupTimeout.toSeconds() + " s (" + seen
                + "):\n" + logTail());
    }

    /**
     * The graceful signal to the server, then SIGKILL to whatever of the launched tree is left after
     * the stop timeout; returns once the launched process has exited. Safe to call when not running.
     */
    public synchronized void stop() throws InterruptedException {
        if (process == null) {
            return;
        }
        List<ProcessHandle> tree = tree();
        ProcessHandle target = server != null && server.isAlive() ? server : process.toHandle();
        signal(stopSignal, target);
        try {
            target.onExit().get(stopTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            kill(tree);
        }
        if (!process.waitFor(stopTimeout.toMillis(), TimeUnit.MILLISECONDS)) {
            kill(tree);
        }
        kill(tree);
    }

    /** SIGKILL to the launched process and every descendant; returns once they have exited. */
    public synchronized void kill() {
        if (process != null) {
            kill(tree());
        }
    }

    private static void kill(List<ProcessHandle> tree) {
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle handle : tree) {
            try {
                handle.onExit().get(KILL_WAIT_MS, TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
                // reaped by init once it exits; nothing more a signal can do
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    public synchronized void restart() throws Exception {
        stop();
        start();
    }

    /** The server's process id (see {@link #serverPid}); -1 before the first start. */
    public synchronized long pid() {
        return server != null ? server.pid() : process != null ? process.pid() : -1;
    }

    private void requireAlive() throws IOException {
        if (!process.isAlive()) {
            throw new IOException(name + " exited with code " + process.exitValue() + ":\n" + logTail());
        }
    }

    public synchronized boolean alive() {
        return process != null && process.isAlive();
    }

    private String logTail() {
        return ServerFiles.tail(log);
    }

    private List<ProcessHandle> tree() {
        return Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList();
    }

    private static void signal(String signal, ProcessHandle target) throws InterruptedException {
        if (signal.equals("TERM")) {
            target.destroy();
            return;
        }
        try {
            new ProcessBuilder("kill", "-" + signal, Long.toString(target.pid())).inheritIO().start().waitFor();
        } catch (IOException e) {
            target.destroy();
        }
    }
}
