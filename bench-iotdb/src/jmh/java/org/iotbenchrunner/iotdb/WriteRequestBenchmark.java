package org.iotbenchrunner.iotdb;

import java.util.concurrent.TimeUnit;
import org.apache.tsfile.write.record.Tablet;
import org.iotbenchrunner.core.workload.BatchCycle;
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

/**
 * Batches per second one thread can turn into an IoTDB write request: the tablet of SESSION_BY_TABLET and the
 * parallel lists of SESSION_BY_RECORDS, before the session serialises them. The batches are generated once,
 * so generation is not measured. Points/s = batches/s x batch size x sensors.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class WriteRequestBenchmark {
    private static final String DEVICE = "root.test.g_0.d_0";

    @Param({"small", "large"})
    public String scale;

    @Param({"100", "1000"})
    public int batchSize;

    private BatchCycle batches;

    @Setup(Level.Trial)
    public void setUp() {
        batches = BatchCycle.of(scale, batchSize, 64);
    }

    @Benchmark
    public Tablet tablet() {
        return BatchConversion.tablet(DEVICE, batches.next());
    }

    @Benchmark
    public BatchConversion.Records records() {
        return BatchConversion.records(DEVICE, batches.next());
    }
}
