package org.iotbenchrunner.orchestrator.shard;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.Progress;
import org.iotbenchrunner.core.result.RunStatus;

/**
 * The coordinator's view of one connected shard: where it runs, what it last said, and its outcome. A reader thread
 * turns its lines into events on the coordinator's queue; its connection closing before it reported is an event too.
 */
final class ShardPeer {
    final int index;
    final List<Integer> clients;
    final String host;
    final long pid;
    private final ShardConnection connection;
    volatile long lastHeardNanos = System.nanoTime();
    volatile boolean ready;
    volatile Progress progress;
    volatile Measurement measurement;
    volatile RunStatus status = RunStatus.RUNNING;
    volatile String error;

    ShardPeer(int index, List<Integer> clients, String host, long pid, ShardConnection connection) {
        this.index = index;
        this.clients = List.copyOf(clients);
        this.host = host;
        this.pid = pid;
        this.connection = connection;
    }

    /** A message from this shard, or its connection's end ({@code message} null, {@code lost} why). */
    record Event(ShardPeer peer, ShardMessage message, String lost) {
    }

    void listen(BlockingQueue<Event> events) {
        Thread reader = new Thread(() -> {
            try {
                while (true) {
                    ShardMessage message = connection.receive();
                    lastHeardNanos = System.nanoTime();
                    events.add(new Event(this, message, null));
                    if (message.type() == ShardMessage.Type.RESULT || message.type() == ShardMessage.Type.FAILED) {
                        return;
                    }
                }
            } catch (IOException e) {
                events.add(new Event(this, null, e.getMessage()));
            }
        }, "shard-" + index + "-reader");
        reader.setDaemon(true);
        reader.start();
    }

    void send(ShardMessage message) {
        try {
            connection.send(message);
        } catch (IOException e) {
            // its reader sees the connection's end
        }
    }

    boolean done() {
        return status != RunStatus.RUNNING;
    }

    void crashed(String why) {
        if (!done()) {
            status = RunStatus.CRASHED;
            error = why;
        }
        connection.close();
    }

    void close() {
        connection.close();
    }
}
