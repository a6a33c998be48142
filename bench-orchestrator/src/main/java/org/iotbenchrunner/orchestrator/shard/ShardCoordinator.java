package org.iotbenchrunner.orchestrator.shard;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.orchestrator.AbortHook;

/**
 * Runs one test as {@code count} client shards (OpenMessaging Benchmark's driver): does the run's cleanup and schema
 * once, listens on a TCP port, has the launcher start the shards, gives each its job as it connects, holds them at the
 * start barrier until all are connected and warm, follows their progress as one line and merges what they report
 * ({@link ShardFollower}). Every wait is bounded and says what it waits for; no shard outlives it.
 */
public final class ShardCoordinator {
    static final Duration CONNECT_DEADLINE = Duration.ofSeconds(120);
    static final Duration READY_DEADLINE = Duration.ofMinutes(10);
    static final Duration HELLO_DEADLINE = Duration.ofSeconds(60);
    private static final long SAY_EVERY_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final ShardLauncher launcher;
    private final PrintStream out;
    private final String label;

    public ShardCoordinator(ShardLauncher launcher, PrintStream out, String label) {
        this.launcher = launcher;
        this.out = out;
        this.label = label;
    }

    public ShardedMeasurement run(DatabaseBinding binding, Target target, BenchmarkConfig config, RunOptions options,
            int count, ProgressListener listener) throws Exception {
        BenchmarkEngine.Preparation prepared = new BenchmarkEngine(binding, target).prepare(config);
        String run = UUID.randomUUID().toString();
        String host = launcher.coordinatorHost();
        List<ShardPeer> peers = new ArrayList<>();
        BlockingQueue<ShardPeer.Event> events = new LinkedBlockingQueue<>();
        InetAddress listen = InetAddress.getByName(host);
        try (ServerSocket server = new ServerSocket(0, count, listen.isLoopbackAddress() ? listen : null);
                ShardLauncher.Launched launched = launcher.launch(count, host, server.getLocalPort(), run);
                AbortHook abort = AbortHook.install("shard-abort", launched::close)) {
            out.println("[" + label + "] " + launched.describe() + ", coordinator at " + host + ":"
                    + server.getLocalPort());
            accept(server, launched, run, count, peers, events,
                    index -> ShardJob.of(index, count, binding.id(), target, config, options));
            awaitReady(peers, events, launched);
            peers.forEach(p -> p.send(ShardMessage.of(ShardMessage.Type.GO)));
            return new ShardFollower(peers, events, listener, launched, launcher.name(), config, options)
                    .follow(prepared.schemaSeconds());
        } finally {
            peers.forEach(ShardPeer::close);
        }
    }

    private void accept(ServerSocket server, ShardLauncher.Launched launched, String run, int count,
            List<ShardPeer> peers, BlockingQueue<ShardPeer.Event> events,
            java.util.function.IntFunction<ShardJob> jobs) throws IOException {
        server.setSoTimeout(1000);
        long begin = System.nanoTime();
        long said = begin;
        while (peers.size() < count) {
            try {
                Socket socket = server.accept();
                ShardPeer peer = handshake(socket, run, peers.size(), count, jobs);
                if (peer != null) {
                    peers.add(peer);
                    peer.listen(events);
                }
            } catch (SocketTimeoutException e) {
                long now = System.nanoTime();
                String waiting = "waiting for " + (count - peers.size()) + "/" + count + " shards to connect ("
                        + seconds(now - begin) + " s of " + CONNECT_DEADLINE.toSeconds() + " s)";
                if (now - begin > CONNECT_DEADLINE.toNanos() || !launched.running()) {
                    throw new IllegalStateException("gave up " + waiting + ": "
                            + (launched.running() ? "deadline passed" : "their processes exited") + " ("
                            + launched.describe() + ")");
                }
                if (now - said > SAY_EVERY_NANOS) {
                    out.println("[" + label + "] " + waiting);
                    said = now;
                }
            }
        }
    }

    /** The shard on {@code socket}, given shard {@code index}'s job; null (and closed) for a stray connection. */
    private ShardPeer handshake(Socket socket, String run, int index, int count,
            java.util.function.IntFunction<ShardJob> jobs) throws IOException {
        ShardConnection connection = new ShardConnection(socket);
        try {
            // a JVM that just started loads Jackson before it says hello: slow on a loaded host
            connection.timeout((int) HELLO_DEADLINE.toMillis());
            ShardMessage hello = connection.receive();
            if (hello.type() != ShardMessage.Type.HELLO || !run.equals(hello.run())) {
                connection.send(ShardMessage.failed(ShardMessage.Type.ABORT, "not a shard of this run"));
                connection.close();
                return null;
            }
            connection.timeout(0);
            ShardJob job = jobs.apply(index);
            connection.send(ShardMessage.job(job));
            List<Integer> clients = IntStream.range(0, job.configuration().dataClients())
                    .filter(c -> c % count == index).boxed().toList();
            return new ShardPeer(index, clients, hello.host(), hello.pid() == null ? -1 : hello.pid(), connection);
        } catch (IOException e) {
            out.println("[" + label + "] a connection from " + connection.remote() + " said no hello within "
                    + HELLO_DEADLINE.toSeconds() + " s (" + e.getMessage() + "); closed");
            connection.close();
            return null;
        }
    }

    private void awaitReady(List<ShardPeer> peers, BlockingQueue<ShardPeer.Event> events,
            ShardLauncher.Launched launched) throws InterruptedException {
        long begin = System.nanoTime();
        long said = begin;
        while (peers.stream().anyMatch(p -> !p.ready)) {
            ShardPeer.Event event = events.poll(1, TimeUnit.SECONDS);
            if (event != null) {
                ShardPeer peer = event.peer();
                if (event.message() == null || event.message().type() == ShardMessage.Type.FAILED) {
                    throw new IllegalStateException("shard " + peer.index + " of " + peers.size() + " (" + peer.host
                            + ") failed before measuring: " + (event.message() == null
                                    ? "its connection closed (" + event.lost() + ")" : event.message().error()));
                }
                if (event.message().type() == ShardMessage.Type.READY) {
                    peer.ready = true;
                }
            }
            long now = System.nanoTime();
            long ready = peers.stream().filter(p -> p.ready).count();
            String waiting = "waiting for " + (peers.size() - ready) + "/" + peers.size()
                    + " shards to be connected and warm (" + seconds(now - begin) + " s of "
                    + READY_DEADLINE.toSeconds() + " s)";
            if (now - begin > READY_DEADLINE.toNanos()) {
                throw new IllegalStateException("gave up " + waiting + " (" + launched.describe() + ")");
            }
            if (now - said > SAY_EVERY_NANOS) {
                out.println("[" + label + "] " + waiting);
                said = now;
            }
        }
    }

    private static long seconds(long nanos) {
        return TimeUnit.NANOSECONDS.toSeconds(nanos);
    }
}
