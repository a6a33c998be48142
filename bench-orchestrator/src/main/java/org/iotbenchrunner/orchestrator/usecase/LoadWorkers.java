package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;

/**
 * Deals a use case's rows to workers as TSBS's loaders do: the calling thread reads (or generates) the rows into
 * batches of {@code batchSize} rows, in order, onto one queue holding up to five batches per worker (TSBS's
 * channel without {@code --hash-workers}); each worker, with its own client, takes the next batch and inserts it.
 * A failed batch is counted with its rows, metrics and error, and its worker goes on with the next.
 */
public final class LoadWorkers {
    static final int QUEUE_PER_WORKER = 5;
    private static final Batch END = new Batch(List.of(), 0);

    private record Batch(List<UseCaseRow> rows, long metrics) {
    }

    /** Told what is done about once a second while loading, and once more, finished, at the end. */
    @FunctionalInterface
    interface Listener {
        Listener NONE = (snapshot, finished) -> { };

        void onProgress(LoadCounters.Snapshot snapshot, boolean finished);
    }

    private final List<UseCaseClient> clients;
    private final int batchSize;
    private final LongSupplier clock;
    private final LoadCounters counters = new LoadCounters();

    LoadWorkers(List<UseCaseClient> clients, int batchSize, LongSupplier nanoClock) {
        if (clients.isEmpty() || batchSize < 1) {
            throw new IllegalArgumentException("a load needs a worker and batches of at least one row");
        }
        this.clients = List.copyOf(clients);
        this.batchSize = batchSize;
        this.clock = nanoClock;
    }

    LoadCounters counters() {
        return counters;
    }

    /**
     * Loads every row, telling {@code progress} about once a second and once at the end; returns when every worker
     * has finished. What reading the rows threw is thrown after the workers stopped (the batches not yet taken are
     * dropped).
     */
    LoadCounters run(UseCaseRows rows, Listener progress) throws Exception {
        BlockingQueue<Batch> queue = new ArrayBlockingQueue<>(QUEUE_PER_WORKER * clients.size());
        ExecutorService pool = Executors.newFixedThreadPool(clients.size(), r -> new Thread(r, "load-worker"));
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "load-progress");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> workers = new ArrayList<>();
        try {
            for (UseCaseClient client : clients) {
                workers.add(pool.submit(() -> work(client, queue)));
            }
            ticker.scheduleAtFixedRate(() -> progress.onProgress(counters.snapshot(clock.getAsLong()), false), 1, 1,
                    TimeUnit.SECONDS);
            try {
                deal(rows, queue);
            } catch (RuntimeException e) {
                queue.clear();
                throw e;
            } finally {
                for (int i = 0; i < clients.size(); i++) {
                    queue.put(END);
                }
                for (Future<?> worker : workers) {
                    worker.get();
                }
            }
        } finally {
            ticker.shutdownNow();
            pool.shutdownNow();
            ticker.awaitTermination(1, TimeUnit.SECONDS); // no tick after the last line
        }
        progress.onProgress(counters.snapshot(counters.anyInsert() ? counters.lastEndNanos() : clock.getAsLong()),
                true);
        return counters;
    }

    private void deal(UseCaseRows rows, BlockingQueue<Batch> queue) {
        List<UseCaseRow> batch = new ArrayList<>(batchSize);
        long[] metrics = {0};
        rows.forEachRow(row -> {
            batch.add(row);
            metrics[0] += row.metrics();
            if (batch.size() == batchSize) {
                put(queue, new Batch(List.copyOf(batch), metrics[0]));
                batch.clear();
                metrics[0] = 0;
            }
        });
        if (!batch.isEmpty()) {
            put(queue, new Batch(List.copyOf(batch), metrics[0]));
        }
    }

    private static void put(BlockingQueue<Batch> queue, Batch batch) {
        try {
            queue.put(batch);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading", e);
        }
    }

    private Void work(UseCaseClient client, BlockingQueue<Batch> queue) throws InterruptedException {
        for (Batch batch = queue.take(); batch != END; batch = queue.take()) {
            long begin = clock.getAsLong();
            counters.started(begin);
            try {
                client.insertRows(batch.rows());
                counters.written(batch.rows().size(), batch.metrics(), clock.getAsLong());
            } catch (Exception e) {
                counters.failed(batch.rows().size(), batch.metrics(), clock.getAsLong(), e);
            }
        }
        return null;
    }
}
