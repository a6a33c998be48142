package org.iotbenchrunner.core.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * One data client: LOOP operations drawn from the mix, on its own devices and connection (spec §4.1). The
 * first {@code warmup} loops are not recorded; after them (at once without a warm-up) the client waits at the
 * gate until every client is ready. With {@code keepAnswers}, the points each measured query returned are kept for verification after the
 * run (the queries themselves are drawn again then, from the same seeds). In open loop ({@link Pacing}), each
 * measured write batch or query waits for its slot of the client's {@link OperationSchedule} instead of
 * OP_MIN_INTERVAL and INTERVAL_BETWEEN_WRITE_BATCH, and its response time from the slot is recorded too.
 */
final class ClientRunner {
    private final int clientId;
    private final DatabaseClient client;
    private final List<DataGenerator.DeviceStream> streams;
    private final QueryGenerator queries;
    private final OperationMix mix;
    private final long loops;
    private final long warmup;
    private final WarmupGate gate;
    private final long minIntervalMs;
    private final boolean randomInterval;
    private final long batchIntervalMs;
    private final AtomicBoolean stop;
    private final EngineCounters counters;
    final Map<OperationType, OperationRecorder> recorders = new EnumMap<>(OperationType.class);
    final Answers answers;
    /** Rows of successful writes, warm-up included: what the database holds. */
    long rowsWritten;
    /** Per device of {@link #devices}: rows the database acknowledged, warm-up included. */
    final long[] rowsAcknowledged;
    /** Per device of {@link #devices}: whether a batch of it failed (its stored rows are then unknown). */
    final boolean[] batchFailed;
    final List<DeviceSchema> devices;
    private boolean measuring;
    private final Pacing pacing;
    /** One counting sink for all of this client's queries: the measured path allocates no sink per query. */
    private final PointCount count = new PointCount();
    /** The open-loop schedule of the measured phase; null in closed loop and during the warm-up. */
    OperationSchedule schedule;
    /** With pregeneration, how many of this client's loops write (the mix drawn again gives the same loops). */
    private final long pregeneratedLoops;
    /** Per device, the batches built before the clock started ({@code pregenerate}); null when built inline. */
    private List<ArrayDeque<Batch>> ready;
    private final ThreadMXBean cpuClock = ManagementFactory.getThreadMXBean();
    /** This thread's CPU building batches while measuring (inline generation). */
    long generationCpuNanos;
    /** Wall time building this client's batches before the clock started. */
    double pregenerationSeconds;

    ClientRunner(int clientId, DatabaseClient client, List<DeviceSchema> devices, DataGenerator data,
            BenchmarkConfig config, AtomicBoolean stop, EngineCounters counters, long warmup, WarmupGate gate,
            boolean keepAnswers, Pacing pacing, boolean pregenerate) {
        this.clientId = clientId;
        this.client = client;
        this.devices = List.copyOf(devices);
        this.streams = devices.stream().map(data::stream).toList();
        this.rowsAcknowledged = new long[devices.size()];
        this.batchFailed = new boolean[devices.size()];
        this.queries = new QueryGenerator(config, data.schema(), clientId);
        this.mix = mix(config, clientId);
        this.loops = config.loop();
        this.warmup = warmup;
        this.gate = gate;
        long interval = config.getLong(ConfigKey.OP_MIN_INTERVAL);
        this.minIntervalMs = interval == -1 ? config.pointStep() / config.precisionFactor() : interval;
        this.randomInterval = config.getBoolean(ConfigKey.OP_MIN_INTERVAL_RANDOM);
        this.batchIntervalMs = config.getLong(ConfigKey.INTERVAL_BETWEEN_WRITE_BATCH);
        this.stop = stop;
        this.counters = counters;
        this.answers = keepAnswers ? new Answers() : null;
        this.pacing = pacing;
        this.pregeneratedLoops = pregenerate ? writeLoops(config, clientId) : -1;
        for (OperationType op : config.activeOperations()) {
            recorders.put(op, new OperationRecorder());
        }
    }

    /** The operation sequence of client {@code clientId}; drawing it again gives the same sequence. */
    static OperationMix mix(BenchmarkConfig config, int clientId) {
        return new OperationMix(config, new Random(clientId));
    }

    int clientId() {
        return clientId;
    }

    /** Waits at the gate after its warm-up (at once without one), so that every client starts measuring together. */
    void run() throws InterruptedException {
        boolean arrived = false;
        try {
            if (pregeneratedLoops >= 0) {
                pregenerate();
            }
            for (long loop = 0; loop < loops && !stop.get(); loop++) {
                if (loop == warmup) {
                    arrived = true;
                    long start = gate.arriveAndAwait();
                    measuring = true;
                    schedule = pacing.schedule(clientId, start);
                }
                long loopStart = System.currentTimeMillis();
                OperationType op = mix.next();
                if (op == OperationType.INGESTION) {
                    writeAllDevices();
                } else {
                    query(op);
                }
                counters.loopDone();
                if (schedule == null) {
                    pace(loopStart);
                }
            }
        } finally {
            if (!arrived) {
                gate.arrive();
            }
        }
    }

    private void writeAllDevices() throws InterruptedException {
        OperationRecorder recorder = recorders.get(OperationType.INGESTION);
        for (int i = 0; i < streams.size() && !stop.get(); i++) {
            if (i > 0 && batchIntervalMs > 0 && schedule == null) {
                Thread.sleep(batchIntervalMs);
            }
            Batch batch = nextBatch(i);
            if (!awaitSlot()) {
                break;
            }
            long begin = pacing.clock().nanoTime();
            try {
                client.insert(batch);
                long end = pacing.clock().nanoTime();
                rowsWritten += batch.rowCount();
                rowsAcknowledged[i] += batch.rowCount();
                if (measuring) {
                    recorder.ok(end - begin, batch.pointCount());
                    recordResponse(recorder, end);
                    counters.ok(batch.pointCount(), end - begin);
                }
            } catch (Exception | AssertionError e) {
                // a driver's own assertion (PgJDBC's on a dead connection, with -ea) is this operation failing
                batchFailed[i] = true;
                if (measuring) {
                    recorder.failed(pacing.clock().nanoTime() - begin, batch.pointCount(), e);
                    counters.failed();
                }
            }
        }
    }

    private Batch nextBatch(int device) {
        if (ready != null) {
            return ready.get(device).poll();
        }
        if (!measuring) {
            return streams.get(device).nextBatch();
        }
        long before = cpuClock.getCurrentThreadCpuTime();
        Batch batch = streams.get(device).nextBatch();
        generationCpuNanos += cpuClock.getCurrentThreadCpuTime() - before;
        return batch;
    }

    static long writeLoops(BenchmarkConfig config, int clientId) {
        if (config.writesOnly()) {
            return config.loop(); // every loop writes: no need to replay the mix, which takes seconds per 10^8 loops
        }
        OperationMix again = mix(config, clientId);
        long writeLoops = 0;
        for (long loop = 0; loop < config.loop(); loop++) {
            writeLoops += again.next() == OperationType.INGESTION ? 1 : 0;
        }
        return writeLoops;
    }

    /** Every batch this client's write loops will send, built before the clock starts. */
    private void pregenerate() {
        long begin = System.nanoTime();
        List<ArrayDeque<Batch>> batches = new ArrayList<>(streams.size());
        for (DataGenerator.DeviceStream stream : streams) {
            ArrayDeque<Batch> queue = new ArrayDeque<>((int) Math.min(pregeneratedLoops, Integer.MAX_VALUE - 8));
            for (long loop = 0; loop < pregeneratedLoops && !stop.get(); loop++) {
                queue.add(stream.nextBatch());
            }
            batches.add(queue);
        }
        ready = batches;
        pregenerationSeconds = (System.nanoTime() - begin) / 1e9;
    }

    private void query(OperationType op) throws InterruptedException {
        OperationRecorder recorder = recorders.get(op);
        var query = queries.next(op);
        if (!awaitSlot()) {
            return;
        }
        long begin = pacing.clock().nanoTime();
        try {
            count.reset();
            client.query(query, count);
            long points = count.points();
            long end = pacing.clock().nanoTime();
            if (measuring) {
                recorder.ok(end - begin, points);
                recordResponse(recorder, end);
                counters.ok(points, end - begin);
                if (answers != null) {
                    answers.add(op, points);
                }
            }
        } catch (Exception | AssertionError e) {
            if (measuring) {
                recorder.failed(pacing.clock().nanoTime() - begin, 0, e);
                counters.failed();
                if (answers != null) {
                    answers.add(op, Answers.FAILED);
                }
            }
        }
    }

    /** In open loop, waits for the operation's slot (false: stopped first); closed loop goes at once. */
    private boolean awaitSlot() throws InterruptedException {
        return schedule == null || schedule.awaitNext(stop::get);
    }

    private void recordResponse(OperationRecorder recorder, long endNanos) {
        if (schedule != null) {
            recorder.response(endNanos - schedule.intendedNanos());
        }
    }

    private void pace(long loopStart) throws InterruptedException {
        if (minIntervalMs <= 0) {
            return;
        }
        long interval = randomInterval ? ThreadLocalRandom.current().nextLong(minIntervalMs) : minIntervalMs;
        long remaining = interval - (System.currentTimeMillis() - loopStart);
        if (remaining > 0) {
            Thread.sleep(remaining);
        }
    }

    /** The operation and returned points of every measured query, in order; 8 + 1 bytes per query. */
    static final class Answers {
        static final long FAILED = -1;

        private long[] points = new long[1024];
        private byte[] operations = new byte[1024];
        private int size;

        void add(OperationType op, long returned) {
            if (size == points.length) {
                points = Arrays.copyOf(points, size * 2);
                operations = Arrays.copyOf(operations, size * 2);
            }
            points[size] = returned;
            operations[size] = (byte) op.ordinal();
            size++;
        }

        int size() {
            return size;
        }

        long points(int i) {
            return points[i];
        }

        OperationType operation(int i) {
            return OperationType.values()[operations[i]];
        }
    }
}
