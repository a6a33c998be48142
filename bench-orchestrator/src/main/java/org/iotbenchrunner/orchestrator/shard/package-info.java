/**
 * Client shards: one test's clients split over several processes, OpenMessaging Benchmark's driver and workers. The
 * coordinator (in the harness) hands each shard its slice, holds them at a start barrier, follows their progress and
 * merges their encoded HdrHistograms exactly into one ordinary result with a row per shard; a {@link
 * org.iotbenchrunner.orchestrator.shard.ShardLauncher} starts the shard processes where they run (local processes, a
 * Docker Swarm job).
 */
package org.iotbenchrunner.orchestrator.shard;
