package org.iotbenchrunner.orchestrator.plan;

import org.iotbenchrunner.core.config.ConfigException;

/**
 * How many client shards each measured test is split into ({@code --shards}; 1: the harness's own process, as
 * without sharding) and the engine that runs them ({@code --engine}: local processes or swarm).
 */
public record ShardPlan(int count, String engine) {
    public static final ShardPlan NONE = new ShardPlan(1, "local");

    public ShardPlan {
        if (count < 1) {
            throw new ConfigException("--shards must be >= 1 (got " + count + ")");
        }
    }

    /** {@code --shards} as given (null: one process) and the engine chosen. */
    public static ShardPlan of(Integer shards, String engine) {
        return new ShardPlan(shards == null ? 1 : shards, engine == null ? "local" : engine);
    }

    public boolean sharded() {
        return count > 1;
    }
}
