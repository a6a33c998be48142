package org.iotbenchrunner.orchestrator.shard;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ShardSlice;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;

/**
 * One client shard: connects to its coordinator, runs the slice it is given with the ordinary engine, waits at the
 * start barrier for the coordinator's {@code GO}, streams its progress and reports its {@link Measurement}. It lives
 * only as long as its coordinator: the connection closing (or an {@code ABORT}) ends the process.
 */
final class ShardWorker {
    static final Duration CONNECT_DEADLINE = Duration.ofSeconds(60);
    static final Duration ALIVE_EVERY = Duration.ofSeconds(5);
    /** Exit status of a shard whose coordinator went away or called the run off. */
    static final int EXIT_ABANDONED = 3;

    private final String host;
    private final int port;
    private final String run;

    ShardWorker(String host, int port, String run) {
        this.host = host;
        this.port = port;
        this.run = run;
    }

    /** Runs the shard; returns 0 when it reported a result, 1 when it reported a failure. */
    int call() throws Exception {
        try (ShardConnection coordinator = connect()) {
            coordinator.send(ShardMessage.hello(run, localHost(), ProcessHandle.current().pid()));
            ShardMessage first = coordinator.receive();
            if (first.type() != ShardMessage.Type.JOB) {
                throw new IllegalStateException("the coordinator refused this shard: " + first.error());
            }
            ShardJob job = first.job();
            ScheduledExecutorService alive = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "shard-alive"));
            alive.scheduleAtFixedRate(() -> send(coordinator, ShardMessage.of(ShardMessage.Type.ALIVE)),
                    ALIVE_EVERY.toMillis(), ALIVE_EVERY.toMillis(), TimeUnit.MILLISECONDS);
            try {
                Measurement m = measure(job, coordinator);
                coordinator.send(ShardMessage.result(m));
                return 0;
            } catch (Exception e) {
                coordinator.send(ShardMessage.failed(ShardMessage.Type.FAILED,
                        e.getClass().getSimpleName() + ": " + e.getMessage()));
                return 1;
            } finally {
                alive.shutdownNow();
            }
        }
    }

    private static Measurement measure(ShardJob job, ShardConnection coordinator) throws Exception {
        DatabaseBinding binding = new DatabaseRegistry().select(job.binding()).databases().get(0);
        ShardSlice slice = new ShardSlice(job.index(), job.count(), () -> {
            coordinator.send(ShardMessage.of(ShardMessage.Type.READY));
            ShardMessage go = coordinator.receive();
            if (go.type() != ShardMessage.Type.GO) {
                abandon("the coordinator called the run off: " + go.error());
            }
            followCoordinator(coordinator);
        });
        return new BenchmarkEngine(binding, job.target()).run(job.configuration(),
                progress -> send(coordinator, ShardMessage.progress(progress)), job.options(), slice);
    }

    /** After GO the coordinator only ever says ABORT or closes: either ends this process. */
    private static void followCoordinator(ShardConnection coordinator) {
        Thread watcher = new Thread(() -> {
            try {
                ShardMessage message = coordinator.receive();
                abandon("the coordinator called the run off: " + message.error());
            } catch (IOException e) {
                abandon("the coordinator's connection closed: " + e.getMessage());
            }
        }, "shard-coordinator-watch");
        watcher.setDaemon(true);
        watcher.start();
    }

    private ShardConnection connect() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + CONNECT_DEADLINE.toNanos();
        while (true) {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(host, port), 5_000);
                return new ShardConnection(socket);
            } catch (IOException e) {
                socket.close();
                if (System.nanoTime() > deadline) {
                    throw new IOException("could not reach the coordinator at " + host + ":" + port + " within "
                            + CONNECT_DEADLINE.toSeconds() + " s: " + e.getMessage(), e);
                }
                Thread.sleep(500);
            }
        }
    }

    private static void send(ShardConnection coordinator, ShardMessage message) {
        try {
            coordinator.send(message);
        } catch (IOException e) {
            abandon("the coordinator's connection closed: " + e.getMessage());
        }
    }

    private static void abandon(String why) {
        System.err.println("shard: " + why + "; exiting");
        Runtime.getRuntime().halt(EXIT_ABANDONED);
    }

    private static String localHost() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /** {@code HOST:PORT} as {@code --coordinator} takes it. */
    static InetSocketAddress parse(String coordinator) {
        int colon = coordinator.lastIndexOf(':');
        try {
            if (colon > 0) {
                return InetSocketAddress.createUnresolved(coordinator.substring(0, colon),
                        Integer.parseInt(coordinator.substring(colon + 1)));
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new ConfigException("--coordinator must be HOST:PORT (got " + coordinator + ")");
    }
}
