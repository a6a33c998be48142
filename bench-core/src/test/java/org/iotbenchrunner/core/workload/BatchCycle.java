package org.iotbenchrunner.core.workload;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;

/**
 * A fixed set of one device's batches, handed out round robin: lets a write-path benchmark measure request
 * building alone, with generation done once beforehand.
 */
public final class BatchCycle {
    private final Batch[] batches;
    private int next;

    private BatchCycle(Batch[] batches) {
        this.batches = batches;
    }

    /** {@code count} successive batches of the first device at {@code scale} with {@code batchSize} rows each. */
    public static BatchCycle of(String scale, int batchSize, int count) {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.of(scale))
                .assignment("BATCH_SIZE_PER_WRITE=" + batchSize).build();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        DataGenerator.DeviceStream stream = data.stream(data.schema().device(0));
        Batch[] batches = new Batch[count];
        for (int i = 0; i < count; i++) {
            batches[i] = stream.nextBatch();
        }
        return new BatchCycle(batches);
    }

    public Batch next() {
        Batch batch = batches[next];
        next = (next + 1) % batches.length;
        return batch;
    }
}
