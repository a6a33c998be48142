package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;

/**
 * Runs one type's queries as TSBS's {@code tsbs_run_queries_*} does: one thread per client, each taking the next
 * query until none is left; each call timed from its start to the answer's last row read into a counting sink. A
 * query that throws is one failed query, counted (its first distinct errors kept), and the workers go on.
 */
public final class UseCaseQueryWorkers {
    static final int MAX_ERRORS = 5;

    private final List<UseCaseClient> clients;
    private final LongSupplier nanoClock;

    /** Told after each query: how many are done (answered or failed) and failed, and the time since the start. */
    interface Listener {
        void onProgress(int finished, int failed, double elapsedSeconds, boolean last);
    }

    /**
     * What the workers did: {@code done} answered, {@code failed}, the answered ones' latency in nanoseconds, the rows
     * and values of their answers, and the window from the first call to the last return (nanoClock values).
     */
    record Outcome(int done, int failed, List<String> errors, Histogram latencyNanos, long rows, long values,
            long firstStartNanos, long lastEndNanos) {
    }

    UseCaseQueryWorkers(List<UseCaseClient> clients, LongSupplier nanoClock) {
        this.clients = List.copyOf(clients);
        this.nanoClock = nanoClock;
    }

    Outcome run(List<UseCaseQuery> queries, Listener listener) throws InterruptedException {
        Shared shared = new Shared(queries.size(), nanoClock.getAsLong());
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < clients.size(); i++) {
            UseCaseClient client = clients.get(i);
            Thread t = new Thread(() -> work(client, queries, shared, listener), "query-worker-" + i);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        return shared.outcome();
    }

    private void work(UseCaseClient client, List<UseCaseQuery> queries, Shared shared, Listener listener) {
        Histogram mine = new Histogram(3);
        UseCaseQueryCount count = new UseCaseQueryCount();
        int index;
        while ((index = shared.next.getAndIncrement()) < queries.size()) {
            long rowsBefore = count.rows;
            long valuesBefore = count.values;
            long start = nanoClock.getAsLong();
            Exception error = null;
            try {
                client.query(queries.get(index), count);
            } catch (Exception e) {
                error = e;
            }
            long end = nanoClock.getAsLong();
            if (error == null) {
                mine.recordValue(Math.max(0, end - start));
            } else {
                count.rows = rowsBefore;   // a failed answer's partial rows are not an answer's
                count.values = valuesBefore;
            }
            shared.finished(start, end, error, listener);
        }
        shared.add(mine, count);
    }

    /** The workers' common state; every update under its lock (one per query, nothing on the timed path). */
    private static final class Shared {
        final AtomicInteger next = new AtomicInteger();
        private final int total;
        private final long zeroNanos;
        private final Histogram latency = new Histogram(3);
        private final Set<String> errors = new LinkedHashSet<>();
        private int done;
        private int failed;
        private long rows;
        private long values;
        private long firstStart = Long.MAX_VALUE;
        private long lastEnd = Long.MIN_VALUE;

        Shared(int total, long zeroNanos) {
            this.total = total;
            this.zeroNanos = zeroNanos;
        }

        synchronized void finished(long start, long end, Exception error, Listener listener) {
            firstStart = Math.min(firstStart, start);
            lastEnd = Math.max(lastEnd, end);
            if (error == null) {
                done++;
            } else {
                failed++;
                if (errors.size() < MAX_ERRORS) {
                    errors.add(error.getClass().getSimpleName() + ": " + error.getMessage());
                }
            }
            listener.onProgress(done + failed, failed, (end - zeroNanos) / 1e9, done + failed == total);
        }

        synchronized void add(Histogram workerLatency, UseCaseQueryCount count) {
            latency.add(workerLatency);
            rows += count.rows;
            values += count.values;
        }

        synchronized Outcome outcome() {
            boolean any = done + failed > 0;
            return new Outcome(done, failed, List.copyOf(errors), latency, rows, values, any ? firstStart : zeroNanos,
                    any ? lastEnd : zeroNanos);
        }
    }
}
