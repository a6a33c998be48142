package org.iotbenchrunner.orchestrator.shard;

import java.util.List;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.result.Topology.ShardResult;

/**
 * A sharded test's outcome: the {@code merged} measurement, a row per shard ({@code shards}), the {@code engine} that
 * ran them, {@code failure} naming the shards that crashed and the share lost (null when all reported), and each
 * shard's own measurement by index ({@code reported}; null for a shard that did not report), which keep its encoded
 * histograms for whoever wants to check the merge.
 */
public record ShardedMeasurement(Measurement merged, List<ShardResult> shards, String engine, String failure,
        List<Measurement> reported) {
}
