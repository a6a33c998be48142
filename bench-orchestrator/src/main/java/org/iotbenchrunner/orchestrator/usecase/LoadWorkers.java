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
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCaseFileLines;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;

/**
 * Deals a use case's rows to workers as TSBS's loaders do: the calling thread reads (or generates) the rows into
 * batches of {@code batchSize} rows, in order, onto one queue holding up to five batches per worker (TSBS's
 * channel without {@code --hash-workers}); each worker, with its own client, takes the next batch and inserts it.
 * A failed batch is counted with its rows, metrics and error, and its worker goes on with the next.
 *
 * <p>A file's lines ({@link #run(UseCaseFileLines, Listener)}) go the same way in {@link LineBatch}es taken from a
 * fixed set (one per queue slot and worker, and one being filled): a worker gives its batch back once sent, so the
 * reader fills the same buffers over and over.
 */
public final class LoadWorkers {
    static final int QUEUE_PER_WORKER = 5;
    private static final Batch END = new Batch(List.of(), null, 0);
    /** About a DevOps cpu line; a batch's buffer grows to its longest batch once and stays. */
    private static final int BYTES_PER_LINE = 320;

    /** Rows, or a file's lines (then {@code rows} is empty and the lines go back to {@code free} once sent). */
    private record Batch(List<UseCaseRow> rows, LineBatch lines, long metrics) {
        int rowCount() {
            return lines == null ? rows.size() : lines.rows();
        }
    }

    /** Fills the queue with every batch, in order. */
    @FunctionalInterface
    private interface Dealer {
        void deal(BlockingQueue<Batch> queue);
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
        return run(queue -> deal(rows, queue), null, progress);
    }

    /** As {@link #run(UseCaseRows, Listener)}, a file's lines sent as they are: every client {@code takesLines()}. */
    LoadCounters run(UseCaseFileLines lines, Listener progress) throws Exception {
        int buffers = (QUEUE_PER_WORKER + 1) * clients.size() + 1;
        BlockingQueue<LineBatch> free = new ArrayBlockingQueue<>(buffers);
        for (int i = 0; i < buffers; i++) {
            free.add(new LineBatch(batchSize * BYTES_PER_LINE));
        }
        return run(queue -> lines.forEachBatch(batchSize, () -> take(free),
                full -> put(queue, new Batch(List.of(), full, full.metrics()))), free, progress);
    }

    private LoadCounters run(Dealer dealer, BlockingQueue<LineBatch> free, Listener progress) throws Exception {
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
                workers.add(pool.submit(() -> work(client, queue, free)));
            }
            ticker.scheduleAtFixedRate(() -> progress.onProgress(counters.snapshot(clock.getAsLong()), false), 1, 1,
                    TimeUnit.SECONDS);
            try {
                dealer.deal(queue);
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
                put(queue, new Batch(List.copyOf(batch), null, metrics[0]));
                batch.clear();
                metrics[0] = 0;
            }
        });
        if (!batch.isEmpty()) {
            put(queue, new Batch(List.copyOf(batch), null, metrics[0]));
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

    private static LineBatch take(BlockingQueue<LineBatch> free) {
        try {
            return free.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while loading", e);
        }
    }

    private Void work(UseCaseClient client, BlockingQueue<Batch> queue, BlockingQueue<LineBatch> free)
            throws InterruptedException {
        for (Batch batch = queue.take(); batch != END; batch = queue.take()) {
            long begin = clock.getAsLong();
            counters.started(begin);
            try {
                insert(client, batch);
                counters.written(batch.rowCount(), batch.metrics(), clock.getAsLong());
            } catch (Exception e) {
                counters.failed(batch.rowCount(), batch.metrics(), clock.getAsLong(), e);
            } finally {
                if (batch.lines() != null) {
                    free.put(batch.lines());
                }
            }
        }
        return null;
    }

    private static void insert(UseCaseClient client, Batch batch) throws Exception {
        if (batch.lines() == null) {
            client.insertRows(batch.rows());
        } else if (batch.lines().refused() != null) {
            throw new IllegalArgumentException(batch.lines().refused());
        } else {
            client.insertLines(batch.lines());
        }
    }
}
