package org.iotbenchrunner.core.jmh;

import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Batches per second one thread can generate, and generate and read as a writer does: the ceiling the generator
 * puts on any write scenario. Multiply the batch rate by {@code batch size x sensors} for points/s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GeneratorBenchmark {
    @Param({"small", "large"})
    public String scale;

    @Param({"false", "true"})
    public boolean outOfOrder;

    private DataGenerator data;
    private DataGenerator.DeviceStream stream;

    @Setup(Level.Trial)
    public void setUp() {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.of(scale))
                .assignment("LOOP=2000000000").assignment("IS_OUT_OF_ORDER=" + outOfOrder).build();
        data = new DataGenerator(config, new WorkloadSchema(config));
        stream = data.stream(data.schema().device(0));
    }

    /** Building a batch: its timestamps (out-of-order shifts included); values are read later, in place. */
    @Benchmark
    public Batch batch() {
        return stream.nextBatch();
    }

    /** Building a batch and reading every timestamp and value once, as a writer does. */
    @Benchmark
    public void batchRead(Blackhole sink) {
        Batch batch = stream.nextBatch();
        int sensors = batch.device().sensors().size();
        for (int r = 0; r < batch.rowCount(); r++) {
            sink.consume(batch.timestamp(r));
            for (int s = 0; s < sensors; s++) {
                sink.consume(batch.value(r, s));
            }
        }
    }
}
