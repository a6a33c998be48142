package org.iotbenchrunner.orchestrator;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * What the user asked for: databases, scenarios, the configuration layers below the scenario (file and
 * scale) and the command-line overrides above it, and where results go.
 */
record RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel,
        ConfigLayers base, List<String> assignments, Path outputDir, Provider provider) {

    List<DatabaseBinding> databases() {
        return selection.databases();
    }

    /** The complete configuration of one scenario on one database, validated. */
    BenchmarkConfig configFor(DatabaseBinding binding, Scenario scenario) {
        Set<OperationType> supported = binding.supportedOperations();
        ConfigLayers layers = base.copy().scenario(scenario, supported);
        assignments.forEach(layers::assignment);
        BenchmarkConfig config = layers.build();
        binding.validate(config);
        new QueryGenerator(config, new WorkloadSchema(config), 0);
        return config;
    }

    /** Checks every configuration before any server starts, so bad input fails in a second. */
    void validate() {
        for (DatabaseBinding binding : databases()) {
            for (Scenario scenario : scenarios) {
                configFor(binding, scenario);
            }
            configFor(binding, Scenario.WRITE);
        }
    }

    Path resultFile(DatabaseBinding binding, Scenario scenario) {
        return scaleDir().resolve(binding.id()).resolve(scenario.id() + ".json");
    }

    Path scaleDir() {
        return outputDir.resolve(scaleLabel);
    }
}
