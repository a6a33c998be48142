/**
 * Client shards as child JVMs of the harness on this machine, started with this JVM's java and class path (the
 * shaded jar or a plain class path alike).
 */
package org.iotbenchrunner.orchestrator.shard.local;
