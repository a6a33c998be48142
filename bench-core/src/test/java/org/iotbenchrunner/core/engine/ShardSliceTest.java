package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.Endpoint;
import org.junit.jupiter.api.Test;

/** Any number of shards writes the same rows as one process, and their measurements merge to its counts. */
class ShardSliceTest {
    private static final Endpoint NOWHERE = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);

    private static BenchmarkConfig config() {
        return new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0")
                .assignment("OPERATION_PROPORTION=1:0:0:0:0:0:0:0:0:0:0:0:0").assignment("CLIENT_NUMBER=4").assignment("DATA_CLIENT_NUMBER=4")
                .assignment("DEVICE_NUMBER=8").build();
    }

    @Test
    void threeShardsWriteTheRowsOfOneProcessAndMergeToItsCounts() throws Exception {
        BenchmarkConfig config = config();
        StoredRowsCheckTest.CountingStore whole = new StoredRowsCheckTest.CountingStore(false);
        Measurement one = new BenchmarkEngine(whole, NOWHERE).run(config, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(0));

        StoredRowsCheckTest.CountingStore sharded = new StoredRowsCheckTest.CountingStore(false);
        BenchmarkEngine engine = new BenchmarkEngine(sharded, NOWHERE);
        engine.prepare(config);
        AtomicInteger barriers = new AtomicInteger();
        List<Measurement> parts = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            parts.add(engine.run(config, ProgressListener.NONE, RunOptions.DEFAULT.verifying(0),
                    new ShardSlice(i, 3, barriers::incrementAndGet)));
        }
        Measurement merged = MeasurementMerge.merge(parts, 0, 1, one.planned());

        assertThat(sharded.rows).isEqualTo(whole.rows).hasSize(8);
        assertThat(barriers.get()).isEqualTo(3);
        assertThat(parts.get(0).planned().operations()).as("clients 0 and 3: 4 of the 8 devices' batches")
                .isEqualTo(one.planned().operations() / 2);
        assertThat(merged.total().okOperations()).isEqualTo(one.total().okOperations());
        assertThat(merged.total().okPoints()).isEqualTo(one.total().okPoints());
        assertThat(merged.verification().verifiedOperations()).isEqualTo(one.verification().verifiedOperations())
                .isEqualTo(8);
        assertThat(merged.verification().mismatches()).isZero();
        assertThat(merged.rawBytesWritten()).isEqualTo(one.rawBytesWritten());
    }

    @Test
    void aShardRunsOnlyItsClients() {
        ShardSlice slice = new ShardSlice(1, 3, () -> { });
        assertThat(java.util.stream.IntStream.range(0, 8).filter(slice::includes).boxed().toList())
                .containsExactly(1, 4, 7);
    }
}
