package org.iotbenchrunner.orchestrator.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology.ShardResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.shard.local.ProcessShardLauncher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Client shards as real child processes against noop: four shards write what one process writes and merge to its
 * counts, with the merged P99 that of the union of the shards' own histograms; a shard killed mid-run is CRASHED and
 * its share lost. Nothing is left running.
 */
class ShardsIT {
    private final ByteArrayOutputStream said = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(said, true);
    private final DatabaseBinding noop = new DatabaseRegistry().select("noop").databases().get(0);

    private BenchmarkConfig write(String... sets) {
        ConfigLayers layers = new ConfigLayers().scale(Scale.SMALL).scenario(Scenario.WRITE,
                noop.supportedOperations());
        for (String s : sets) {
            layers.assignment(s);
        }
        return layers.databaseDefaults(noop.configDefaults()).build();
    }

    @AfterEach
    void nothingLeftRunning() {
        assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive).toList())
                .as("the shard processes, children of this JVM").isEmpty();
    }

    @Test
    void fourShardsWriteWhatOneProcessWritesAndMergeExactly() throws Exception {
        BenchmarkConfig config = write();
        RunOptions options = RunOptions.DEFAULT.verifying(0);
        Measurement one = new BenchmarkEngine(noop, Target.single(null)).run(config, ProgressListener.NONE, options);
        ShardedMeasurement four = new ShardCoordinator(new ProcessShardLauncher(), out, "noop write")
                .run(noop, Target.single(null), config, options, 4, ProgressListener.NONE);

        Measurement merged = four.merged();
        assertThat(four.failure()).isNull();
        assertThat(four.shards()).extracting(ShardResult::status).containsOnly(RunStatus.COMPLETED);
        assertThat(four.shards()).extracting(ShardResult::clients).flatExtracting(c -> c)
                .containsExactlyInAnyOrder(0, 1, 2, 3, 4);
        assertThat(merged.total().okOperations()).isEqualTo(one.total().okOperations()).isEqualTo(10_000);
        assertThat(merged.total().okPoints()).isEqualTo(one.total().okPoints());
        assertThat(merged.total().failedOperations()).isZero();
        assertThat(merged.verification().verifiedOperations()).isEqualTo(one.verification().verifiedOperations());
        assertThat(merged.verification().mismatches()).isZero();
        assertThat(merged.planned()).isEqualTo(one.planned());
        assertThat(merged.completedFraction()).isEqualTo(1.0);

        Histogram union = new Histogram(3);
        four.reported().forEach(m -> union.add(decode(m.total().histogram())));
        assertThat(union.getTotalCount()).isEqualTo(merged.total().okOperations());
        assertThat(merged.total().latencyMs().p99()).isEqualTo(union.getValueAtPercentile(99) / 1000.0);
        assertThat(decode(merged.total().histogram()).getValueAtPercentile(99.9))
                .isEqualTo(union.getValueAtPercentile(99.9));
    }

    @Test
    void aShardKilledMidRunIsCrashedAndItsShareLost() throws Exception {
        BenchmarkConfig config = write("LOOP=200000");
        AtomicBoolean killed = new AtomicBoolean();
        ProgressListener killer = progress -> {
            if (progress.doneLoops() > 0 && !killed.getAndSet(true)) {
                Optional<ProcessHandle> shard = ProcessHandle.current().children().findFirst();
                shard.ifPresent(ProcessHandle::destroyForcibly);
            }
        };
        ShardedMeasurement run = new ShardCoordinator(new ProcessShardLauncher(), out, "noop write")
                .run(noop, Target.single(null), write("LOOP=200000", "TEST_MAX_TIME=8000"), RunOptions.DEFAULT, 3,
                        killer);

        assertThat(killed).isTrue();
        assertThat(said.toString()).contains("3 local shard processes");
        assertThat(run.shards()).extracting(ShardResult::status).containsOnlyOnce(RunStatus.CRASHED);
        assertThat(run.failure()).contains("crashed").contains("is lost");
        assertThat(run.merged().completedFraction()).isLessThan(1.0);
        assertThat(run.reported()).containsOnlyOnce((Measurement) null);
        assertThat(config.loop()).isEqualTo(200_000);
    }

    private static Histogram decode(String encoded) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new IllegalStateException(e);
        }
    }
}
