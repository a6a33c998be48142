package org.iotbenchrunner.orchestrator;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * What the user asked for: databases, scenarios, the configuration layers below the scenario (file and
 * scale) and the command-line overrides above it, where results go, and how to measure: {@code runs}
 * repetitions (each on a fresh server), {@code warmup} unmeasured operations per client, {@code verify} answers
 * (the values of up to {@code valueQueries} queries per operation and client, -1 = all), {@code rate} operations
 * per second over all clients in open loop (0: closed loop); how servers are configured ({@code server}: profile
 * and the resources it is sized for), whether read tests start with cold caches ({@code cache}), and how the
 * campaign uses the host ({@code arrangement}: isolation, preset, harness CPUs).
 */
record RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel,
        ConfigLayers base, List<String> assignments, Path outputDir, Provider provider, boolean verify,
        long warmup, int runs, long valueQueries, double rate, ServerOptions server, CacheMode cache,
        HostArrangement arrangement) {

    RunPlan {
        if (runs < 1) {
            throw new ConfigException("--runs must be >= 1 (got " + runs + ")");
        }
        if (warmup < 0) {
            throw new ConfigException("--warmup must be >= 0 (got " + warmup + ")");
        }
        if (valueQueries < Verification.ALL_QUERIES) {
            throw new ConfigException("--verify-values must be a number >= 0 or all (got " + valueQueries + ")");
        }
        if (!(rate >= 0) || Double.isInfinite(rate)) {
            throw rateError(rate);
        }
        if (server.tuned() && !provider.appliesProfiles()) {
            throw new ConfigException("--profile tuned needs a server the harness starts (--provider local or "
                    + "docker); the " + provider.name() + " provider cannot configure it");
        }
        if (cache == CacheMode.COLD && !provider.restartsServers()) {
            throw new ConfigException("--cache cold needs a server the harness can restart (--provider local or "
                    + "docker); the " + provider.name() + " provider cannot restart it");
        }
    }

    /** Closed loop, default server settings and warm caches. */
    RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel, ConfigLayers base,
            List<String> assignments, Path outputDir, Provider provider, boolean verify, long warmup, int runs) {
        this(selection, scenarios, scaleLabel, base, assignments, outputDir, provider, verify, warmup, runs,
                RunOptions.DEFAULT_VALUE_QUERIES, 0, ServerOptions.defaults(), CacheMode.WARM,
                HostArrangement.DEFAULT);
    }

    /** The one-line error for a --rate that is not a positive, finite number. */
    static ConfigException rateError(double rate) {
        return new ConfigException("--rate must be a positive, finite number of operations per second (got "
                + rate + ")");
    }

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
        if (warmup >= config.loop()) {
            throw new ConfigException("--warmup must be below LOOP (" + config.loop() + "): the first operations of "
                    + "every client's LOOP warm up (got " + warmup + ")");
        }
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

    /** {@code <db>/<test>.json}, or {@code <db>/<test>.run-<k>.json} for repetition k of several. */
    Path resultFile(DatabaseBinding binding, Scenario scenario, int run) {
        String name = runs == 1 ? scenario.id() + ".json" : scenario.id() + ".run-" + run + ".json";
        return scaleDir().resolve(binding.id()).resolve(name);
    }

    /** Rows per device of the baseline data every read test queries: the write test's LOOP x batch. */
    long baselineRowsPerDevice(DatabaseBinding binding) {
        BenchmarkConfig baseline = configFor(binding, Scenario.WRITE);
        return baseline.loop() * baseline.batchSize();
    }

    Path scaleDir() {
        return outputDir.resolve(scaleLabel);
    }
}
