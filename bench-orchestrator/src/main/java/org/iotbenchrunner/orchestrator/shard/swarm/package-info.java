/**
 * Client shards as a Docker Swarm replicated-job: the harness's own image (built here, carried to the other nodes
 * without a registry), one job of N tasks on the host network that reach the coordinator at the swarm's advertise
 * address, removed afterwards, and the services of killed harnesses reaped by the next run. Talks to the engine
 * through the {@code docker} command, since docker-java (3.4) has no replicated-job mode. May use shard, provision,
 * console and bench-core.
 */
package org.iotbenchrunner.orchestrator.shard.swarm;
