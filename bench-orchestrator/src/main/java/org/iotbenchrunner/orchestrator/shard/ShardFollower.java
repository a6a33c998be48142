package org.iotbenchrunner.orchestrator.shard;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.MeasurementMerge;
import org.iotbenchrunner.core.engine.Progress;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology.ShardResult;

/**
 * The measured phase of a sharded test, after the start barrier: the shards' progress as one line about once a
 * second, each shard's report or its end (a shard whose connection closes, that reports a failure or that is silent
 * for {@link #SILENCE_LIMIT} is CRASHED, its share lost), then the reports merged.
 */
final class ShardFollower {
    static final Duration SILENCE_LIMIT = Duration.ofSeconds(60);

    private final List<ShardPeer> peers;
    private final BlockingQueue<ShardPeer.Event> events;
    private final ProgressListener listener;
    private final ShardLauncher.Launched launched;
    private final String engine;
    private final BenchmarkConfig config;
    private final RunOptions options;

    ShardFollower(List<ShardPeer> peers, BlockingQueue<ShardPeer.Event> events, ProgressListener listener,
            ShardLauncher.Launched launched, String engine, BenchmarkConfig config, RunOptions options) {
        this.peers = peers;
        this.events = events;
        this.listener = listener;
        this.launched = launched;
        this.engine = engine;
        this.config = config;
        this.options = options;
    }

    ShardedMeasurement follow(double schemaSeconds) throws InterruptedException {
        long begin = System.nanoTime();
        long lastProgress = begin;
        while (peers.stream().anyMatch(p -> !p.done())) {
            ShardPeer.Event event = events.poll(200, TimeUnit.MILLISECONDS);
            if (event != null) {
                handle(event);
            }
            long now = System.nanoTime();
            for (ShardPeer peer : peers) {
                if (!peer.done() && now - peer.lastHeardNanos > SILENCE_LIMIT.toNanos()) {
                    peer.crashed("silent for " + SILENCE_LIMIT.toSeconds() + " s");
                }
            }
            if (now - lastProgress >= TimeUnit.SECONDS.toNanos(1)) {
                listener.onProgress(combined((now - begin) / 1e9));
                lastProgress = now;
            }
        }
        return merged(schemaSeconds);
    }

    private void handle(ShardPeer.Event event) {
        ShardPeer peer = event.peer();
        ShardMessage message = event.message();
        if (message == null) {
            peer.crashed("its connection closed before it reported (" + event.lost() + ")" + lastWords(peer));
            return;
        }
        switch (message.type()) {
            case PROGRESS -> peer.progress = message.progress();
            case RESULT -> {
                peer.measurement = message.measurement();
                peer.progress = null;
                peer.status = message.measurement().timedOut() ? RunStatus.TIMED_OUT : RunStatus.COMPLETED;
                peer.close();
            }
            case FAILED -> peer.crashed(message.error() + lastWords(peer));
            default -> { }
        }
    }

    /** The end of a shard's log where the launcher keeps one; a process killed outright says nothing itself. */
    private String lastWords(ShardPeer peer) {
        List<String> lines = launched.lastLines(peer.pid);
        return lines.isEmpty() ? "" : "; its last lines: " + String.join(" | ", lines);
    }

    /** Every shard's latest progress as one; the planned loops are the whole run's. */
    private Progress combined(double elapsedSeconds) {
        long done = 0, ok = 0, failed = 0, points = 0;
        for (ShardPeer peer : peers) {
            Progress p = peer.progress;
            if (p != null) {
                done += p.doneLoops();
                ok += p.okOperations();
                failed += p.failedOperations();
                points += p.okPoints();
            } else if (peer.measurement != null) {
                done += Math.round(peer.measurement.completedFraction() * peer.clients.size() * config.loop());
                ok += peer.measurement.total().okOperations();
                failed += peer.measurement.total().failedOperations();
                points += peer.measurement.total().okPoints();
            }
        }
        return new Progress(done, config.dataClients() * config.loop(), ok, failed, points, elapsedSeconds);
    }

    private ShardedMeasurement merged(double schemaSeconds) {
        List<Measurement> reported = peers.stream().map(p -> p.measurement).filter(m -> m != null).toList();
        List<ShardPeer> crashed = peers.stream().filter(p -> p.measurement == null).toList();
        if (reported.isEmpty()) {
            throw new IllegalStateException("no shard reported: " + describe(crashed));
        }
        double completed = peers.stream().filter(p -> p.measurement != null)
                .mapToDouble(p -> p.measurement.completedFraction() * p.clients.size()).sum() / config.dataClients();
        Measurement merged = MeasurementMerge.merge(reported, schemaSeconds, completed,
                BenchmarkEngine.planned(config, config.loop() - options.warmupOperations()));
        listener.onProgress(combined(merged.elapsedSeconds()));
        List<ShardResult> rows = peers.stream().map(ShardFollower::row).toList();
        List<Measurement> byIndex = new ArrayList<>();
        peers.forEach(p -> byIndex.add(p.measurement));
        String failure = crashed.isEmpty() ? null : describe(crashed) + "; their share ("
                + crashed.stream().mapToInt(p -> p.clients.size()).sum() + " of " + config.dataClients()
                + " clients) is lost";
        return new ShardedMeasurement(merged, rows, engine, failure, byIndex);
    }

    private String describe(List<ShardPeer> crashed) {
        return crashed.stream().map(p -> "shard " + p.index + " of " + peers.size() + " (" + p.host + ") crashed: "
                + p.error).collect(Collectors.joining("; "));
    }

    private static ShardResult row(ShardPeer peer) {
        Measurement m = peer.measurement;
        if (m == null) {
            Progress last = peer.progress;
            return new ShardResult(peer.index, peer.clients, peer.host, RunStatus.CRASHED, peer.error,
                    last == null ? 0 : last.okOperations(), last == null ? 0 : last.failedOperations(),
                    last == null ? 0 : last.okPoints(), null, null, null);
        }
        return new ShardResult(peer.index, peer.clients, peer.host, peer.status, null, m.total().okOperations(),
                m.total().failedOperations(), m.total().okPoints(), m.elapsedSeconds(),
                m.elapsedSeconds() > 0 ? m.total().okPoints() / m.elapsedSeconds() : null, m.harness());
    }
}
