package org.iotbenchrunner.core.engine;

import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/** The binding of an in-memory stand-in: a test names it and opens its {@link InMemoryClient}. */
abstract class InMemoryBinding implements DatabaseBinding {
    private final String name;

    InMemoryBinding(String name) {
        this.name = name;
    }

    @Override
    public String id() {
        return name;
    }

    @Override
    public String displayName() {
        return name;
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        return Map.of();
    }
}
