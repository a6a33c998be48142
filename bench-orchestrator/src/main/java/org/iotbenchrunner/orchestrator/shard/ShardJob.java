package org.iotbenchrunner.orchestrator.shard;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;

/**
 * What a shard is given on connect: its {@code index} of {@code count}, the database ({@code binding}'s id), the
 * server's {@code nodes} and client {@code spread}, the whole run's configuration as key/values ({@code config},
 * the keys set explicitly, which rebuild the same configuration) and how to measure ({@code options}).
 */
public record ShardJob(int index, int count, String binding, List<Endpoint> nodes, Spread spread,
        Map<String, String> config, RunOptions options) {

    static ShardJob of(int index, int count, String binding, Target target, BenchmarkConfig config,
            RunOptions options) {
        Map<String, String> values = new java.util.LinkedHashMap<>();
        config.explicitValues().forEach((key, value) -> values.put(key.name(), value));
        return new ShardJob(index, count, binding, target.nodes(), target.spread(), values, options);
    }

    Target target() {
        return new Target(nodes, spread);
    }

    BenchmarkConfig configuration() {
        try {
            return new ConfigLayers().overrides(config, "the coordinator").build();
        } catch (ConfigException e) {
            throw new IllegalStateException("the coordinator's configuration does not rebuild here: "
                    + e.getMessage(), e);
        }
    }
}
