package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A server the harness started from local binaries in a work directory: its processes (started in order, stopped in
 * reverse), restart on the same data, and close, which stops them and deletes the directory. Every local launcher
 * returns one, configured with its processes, settings and how its data is sized.
 */
public final class LocalProcessServer implements RunningServer {
    private final String name;
    private final Path workDir;
    private final Endpoint endpoint;
    private final List<ServerProcess> processes = new ArrayList<>();
    private Map<String, String> settings = Map.of();
    private Supplier<Optional<DiskSize>> diskSize = Optional::empty;
    private String origin;
    private Supplier<List<ServerNode>> nodes = List::of;
    private Integer replicationFactor;
    private boolean closed;

    private LocalProcessServer(String name, Path workDir, Endpoint endpoint) {
        this.name = name;
        this.workDir = workDir;
        this.endpoint = endpoint;
    }

    /** A server named {@code name} (in messages) with its files under {@code workDir}, answering at {@code endpoint}. */
    public static LocalProcessServer of(String name, Path workDir, Endpoint endpoint) {
        return new LocalProcessServer(name, workDir, endpoint);
    }

    /** Adds a process, started after those added before it; the last one is the server's {@link #pid()}. */
    public LocalProcessServer process(ServerProcess process) {
        processes.add(process);
        return this;
    }

    public LocalProcessServer settings(Map<String, String> applied) {
        this.settings = Map.copyOf(applied);
        return this;
    }

    /** Which server runs and where its binaries came from (see {@link RunningServer#origin()}). */
    public LocalProcessServer origin(String description) {
        this.origin = description;
        return this;
    }

    public LocalProcessServer diskSize(Supplier<Optional<DiskSize>> size) {
        this.diskSize = size;
        return this;
    }

    /** Sized as the bytes allocated under {@code dirs}, described as {@code method}. */
    public LocalProcessServer dataDirectories(List<Path> dirs, String method) {
        return diskSize(() -> {
            try {
                return Optional.of(new DiskSize(ServerFiles.allocatedBytes(dirs), method));
            } catch (java.io.IOException e) {
                return Optional.empty();
            }
        });
    }

    /** The nodes of a server of several, asked each time: a restart changes their pids. */
    public LocalProcessServer nodes(Supplier<List<ServerNode>> serverNodes) {
        this.nodes = serverNodes;
        return this;
    }

    /** The copies of each datum the launcher set up (see {@link RunningServer#replicationFactor()}). */
    public LocalProcessServer replicationFactor(int factor) {
        this.replicationFactor = factor;
        return this;
    }

    /** Starts every process and returns this once all are ready; on failure nothing is left running or on disk. */
    public LocalProcessServer start() throws Exception {
        try {
            startAll();
            return this;
        } catch (Exception e) {
            close();
            throw e;
        }
    }

    public Path workDir() {
        return workDir;
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    @Override
    public synchronized long pid() {
        return processes.isEmpty() ? -1 : processes.get(processes.size() - 1).pid();
    }

    @Override
    public synchronized List<Long> processes() {
        return processes.stream().map(ServerProcess::pid).filter(pid -> pid > 0).toList();
    }

    @Override
    public List<ServerNode> nodes() {
        return nodes.get();
    }

    @Override
    public Optional<Integer> replicationFactor() {
        return Optional.ofNullable(replicationFactor);
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    @Override
    public Optional<String> origin() {
        return Optional.ofNullable(origin);
    }

    @Override
    public Optional<DiskSize> diskSize() {
        return diskSize.get();
    }

    @Override
    public boolean restartable() {
        return true;
    }

    /** Stops every process (the graceful way, so nothing needs replaying) and starts them again on the same files. */
    @Override
    public synchronized void restart() throws Exception {
        if (closed) {
            throw new IllegalStateException("the " + name + " server is closed");
        }
        stopAll();
        startAll();
    }

    private void startAll() throws Exception {
        for (int i = 0; i < processes.size(); i++) {
            processes.get(i).start(processes.subList(0, i));
        }
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            stopAll();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            processes.forEach(ServerProcess::kill);
        }
        ServerFiles.delete(workDir, name);
    }

    private void stopAll() throws InterruptedException {
        for (int i = processes.size() - 1; i >= 0; i--) {
            processes.get(i).stop();
        }
    }
}
