/**
 * Where a database's server comes from (auto, external; container and local below) and the session the campaign
 * talks to. May use plan, sampling and bench-core (and shard.swarm's SwarmOrphans, to reap swarm services); not
 * campaign, usecase or cli.
 */
package org.iotbenchrunner.orchestrator.provision;
