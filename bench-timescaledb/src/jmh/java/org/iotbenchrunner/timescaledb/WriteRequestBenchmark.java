package org.iotbenchrunner.timescaledb;

import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * Batches per second one thread can turn into a TimescaleDB write request: the SQL text of the compat path
 * (one upsert per row), the typed column arrays of the fast path (before the driver encodes them) and the binary
 * COPY stream of the copy path (the bytes the driver sends as they are). The batches are generated once, so
 * generation is not measured. Points/s = batches/s x batch size x sensors.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class WriteRequestBenchmark {
    @Param({"small", "large"})
    public String scale;

    @Param({"100", "1000"})
    public int batchSize;

    private final TimescaleSql sql = new TimescaleSql("test");
    private final BinaryCopyRows copyRows = new BinaryCopyRows();
    private BatchCycle batches;

    @Setup(Level.Trial)
    public void setUp() {
        batches = BatchCycle.of(scale, batchSize, 64);
    }

    @Benchmark
    public List<String> compatSql() {
        return sql.compatInserts(batches.next());
    }

    @Benchmark
    public List<FastUpsertArrays.Column> fastArrays() {
        return FastUpsertArrays.of(batches.next());
    }

    @Benchmark
    public CopyBuffer copyBinary() {
        return copyRows.encode(batches.next());
    }
}
