package org.iotbenchrunner.core.engine;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;

/** One data client: LOOP operations drawn from the mix, on its own devices and connection (spec §4.1). */
final class ClientRunner {
    private final DatabaseClient client;
    private final List<DataGenerator.DeviceStream> streams;
    private final QueryGenerator queries;
    private final OperationMix mix;
    private final long loops;
    private final long minIntervalMs;
    private final boolean randomInterval;
    private final long batchIntervalMs;
    private final AtomicBoolean stop;
    private final EngineCounters counters;
    final Map<OperationType, OperationRecorder> recorders = new EnumMap<>(OperationType.class);

    ClientRunner(int clientId, DatabaseClient client, List<DeviceSchema> devices, DataGenerator data,
            BenchmarkConfig config, AtomicBoolean stop, EngineCounters counters) {
        this.client = client;
        this.streams = devices.stream().map(data::stream).toList();
        this.queries = new QueryGenerator(config, data.schema(), clientId);
        this.mix = new OperationMix(config, new Random(clientId));
        this.loops = config.loop();
        long interval = config.getLong(ConfigKey.OP_MIN_INTERVAL);
        this.minIntervalMs = interval == -1 ? config.pointStep() / config.precisionFactor() : interval;
        this.randomInterval = config.getBoolean(ConfigKey.OP_MIN_INTERVAL_RANDOM);
        this.batchIntervalMs = config.getLong(ConfigKey.INTERVAL_BETWEEN_WRITE_BATCH);
        this.stop = stop;
        this.counters = counters;
        for (OperationType op : config.activeOperations()) {
            recorders.put(op, new OperationRecorder());
        }
    }

    void run() throws InterruptedException {
        for (long loop = 0; loop < loops && !stop.get(); loop++) {
            long loopStart = System.currentTimeMillis();
            OperationType op = mix.next();
            if (op == OperationType.INGESTION) {
                writeAllDevices();
            } else {
                query(op);
            }
            counters.loopDone();
            pace(loopStart);
        }
    }

    private void writeAllDevices() throws InterruptedException {
        OperationRecorder recorder = recorders.get(OperationType.INGESTION);
        for (int i = 0; i < streams.size() && !stop.get(); i++) {
            if (i > 0 && batchIntervalMs > 0) {
                Thread.sleep(batchIntervalMs);
            }
            Batch batch = streams.get(i).nextBatch();
            long begin = System.nanoTime();
            try {
                client.insert(batch);
                recorder.ok(System.nanoTime() - begin, batch.pointCount());
                counters.ok(batch.pointCount());
            } catch (Exception e) {
                recorder.failed(batch.pointCount(), e);
                counters.failed();
            }
        }
    }

    private void query(OperationType op) {
        OperationRecorder recorder = recorders.get(op);
        var query = queries.next(op);
        long begin = System.nanoTime();
        try {
            long points = client.query(query);
            recorder.ok(System.nanoTime() - begin, points);
            counters.ok(points);
        } catch (Exception e) {
            recorder.failed(0, e);
            counters.failed();
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
}
