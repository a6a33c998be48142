package org.iotbenchrunner.orchestrator.plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.query.BaselineRows;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.workload.OutOfOrder;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.iotbenchrunner.orchestrator.provision.Provider;

/**
 * What the user asked for: databases, scenarios, the configuration layers below the scenario (file and
 * scale) and the command-line overrides above it, where results go, and how to measure: {@code runs}
 * repetitions (each on a fresh server), {@code warmup} unmeasured operations per client, {@code verify} answers
 * (the values of up to {@code valueQueries} queries per operation and client, -1 = all), {@code rate} operations
 * per second over all clients in open loop (0: closed loop); how servers are configured ({@code server}: profile
 * and the resources it is sized for), whether read tests start with cold caches ({@code cache}), and how the
 * campaign uses the host ({@code arrangement}: isolation, preset, harness CPUs); {@code pregenerate}: write tests
 * build their batches before the clock starts instead of inline; {@code shards}: how many client processes each
 * measured test is split into, and where they run; {@code serverSets}: the server settings {@code --server-set} asks
 * of each database ({@link #serverFor} gives a binding its own); {@code parameters}: the sweep cell this plan runs,
 * recorded in each of its results (empty outside a sweep).
 */
public record RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel,
        ConfigLayers base, List<String> assignments, Path outputDir, Provider provider, boolean verify,
        long warmup, int runs, long valueQueries, double rate, ServerOptions server, CacheMode cache,
        HostArrangement arrangement, boolean pregenerate, ShardPlan shards, ServerSets serverSets,
        Map<String, String> parameters) {

    public RunPlan {
        serverSets = serverSets == null ? ServerSets.NONE : serverSets;
        parameters = parameters == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
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
        if (cache == CacheMode.COLD && shards.sharded()) {
            throw new ConfigException("--cache cold with --shards " + shards.count() + ": the cold first operations "
                    + "of several processes have no common order; allowed: --cache cold with --shards 1, or --cache "
                    + "warm");
        }
    }

    /** Without server settings of its own, outside a sweep. */
    public RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel,
            ConfigLayers base, List<String> assignments, Path outputDir, Provider provider, boolean verify,
            long warmup, int runs, long valueQueries, double rate, ServerOptions server, CacheMode cache,
            HostArrangement arrangement, boolean pregenerate, ShardPlan shards) {
        this(selection, scenarios, scaleLabel, base, assignments, outputDir, provider, verify, warmup, runs,
                valueQueries, rate, server, cache, arrangement, pregenerate, shards, ServerSets.NONE, Map.of());
    }

    /** The server options of {@code binding}: the plan's, with the settings {@code --server-set} asks of it. */
    public ServerOptions serverFor(DatabaseBinding binding) {
        return server.withServerSets(serverSets.of(binding.id()));
    }

    /**
     * The plan of one sweep cell: results into {@code cellDir}, the cell's workload values as further {@code --set}
     * assignments (after the command line's), its server settings, and its {@code cellParameters} recorded.
     */
    public RunPlan forCell(Path cellDir, List<String> cellAssignments, ServerSets cellSets,
            Map<String, String> cellParameters) {
        List<String> all = new ArrayList<>(assignments);
        all.addAll(cellAssignments);
        return new RunPlan(selection, scenarios, scaleLabel, base, all, cellDir, provider, verify, warmup, runs,
                valueQueries, rate, server, cache, arrangement, pregenerate, shards, cellSets, cellParameters);
    }

    /**
     * This plan on {@code selection}'s databases, running {@code scenarios}, with {@code assignments} instead of its
     * own (null: its own): a sweep's, whose preset puts its defaults before the command line's {@code --set}s.
     */
    public RunPlan with(DatabaseRegistry.Selection selection, List<Scenario> scenarios, List<String> assignments) {
        return new RunPlan(selection, scenarios, scaleLabel, base, assignments == null ? this.assignments : assignments,
                outputDir, provider, verify, warmup, runs, valueQueries, rate, server, cache, arrangement, pregenerate,
                shards, serverSets, parameters);
    }

    /** In the harness's own process (no client shards). */
    public RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel,
            ConfigLayers base, List<String> assignments, Path outputDir, Provider provider, boolean verify,
            long warmup, int runs, long valueQueries, double rate, ServerOptions server, CacheMode cache,
            HostArrangement arrangement, boolean pregenerate) {
        this(selection, scenarios, scaleLabel, base, assignments, outputDir, provider, verify, warmup, runs,
                valueQueries, rate, server, cache, arrangement, pregenerate, ShardPlan.NONE);
    }

    /** Closed loop, default server settings and warm caches. */
    public RunPlan(DatabaseRegistry.Selection selection, List<Scenario> scenarios, String scaleLabel, ConfigLayers base,
            List<String> assignments, Path outputDir, Provider provider, boolean verify, long warmup, int runs) {
        this(selection, scenarios, scaleLabel, base, assignments, outputDir, provider, verify, warmup, runs,
                RunOptions.DEFAULT_VALUE_QUERIES, 0, ServerOptions.defaults(), CacheMode.WARM,
                HostArrangement.DEFAULT, false, ShardPlan.NONE);
    }

    /** The one-line error for a --rate that is not a positive, finite number. */
    public static ConfigException rateError(double rate) {
        return new ConfigException("--rate must be a positive, finite number of operations per second (got "
                + rate + ")");
    }

    public List<DatabaseBinding> databases() {
        return selection.databases();
    }

    /**
     * The complete configuration of one scenario on one database, validated. A write test ignores a query-only mix
     * from {@code --set} (an OPERATION_PROPORTION without ingestion), which is the read tests'.
     */
    public BenchmarkConfig configFor(DatabaseBinding binding, Scenario scenario) {
        return configFor(binding, scenario, scenario.isWrite() ? a -> !ConfigLayers.queryOnlyMix(a) : a -> true);
    }

    /**
     * The write test's configuration a read test loads first as its baseline: it never takes the keys only queries
     * read from {@code --set}, so a read test's own query mix leaves its data unchanged.
     */
    public BenchmarkConfig baselineConfig(DatabaseBinding binding) {
        return configFor(binding, Scenario.WRITE, a -> !ConfigLayers.queryOnly(a));
    }

    private BenchmarkConfig configFor(DatabaseBinding binding, Scenario scenario, Predicate<String> takes) {
        Set<OperationType> supported = binding.supportedOperations();
        ConfigLayers layers = base.copy().scenario(scenario, supported);
        assignments.stream().filter(takes).forEach(layers::assignment);
        layers.databaseDefaults(binding.configDefaults());
        BenchmarkConfig config = layers.build();
        binding.validate(config);
        new QueryGenerator(config, new WorkloadSchema(config), 0);
        if (warmup >= config.loop()) {
            throw new ConfigException("--warmup must be below LOOP (" + config.loop() + "): the first operations of "
                    + "every client's LOOP warm up (got " + warmup + ")");
        }
        return config;
    }

    /**
     * Checks every configuration before any server starts, so bad input fails in a second; a database that can run
     * none of the tests asked for is refused, naming what it lacks, and so is the one database of a campaign its
     * provider refuses as asked (a cluster it has not; of several, the campaign skips it, saying why).
     */
    public void validate() {
        for (DatabaseBinding binding : databases()) {
            String refused = provider.refusal(binding);
            if (refused != null && databases().size() == 1) {
                throw new ConfigException(refused);
            }
            List<Scenario> runnable = scenariosFor(binding);
            if (runnable.isEmpty()) {
                throw new ConfigException("--test " + String.join(",", scenarios.stream().map(Scenario::id).toList())
                        + ": " + binding.id() + " can run none of them: " + String.join("; ", scenarios.stream()
                                .map(s -> s.id() + " " + unsupported(binding, s)).toList()));
            }
            for (Scenario scenario : runnable) {
                BenchmarkConfig config = configFor(binding, scenario);
                if (shards.count() > config.dataClients()) {
                    throw new ConfigException("--shards " + shards.count() + " is more than the " + config.dataClients()
                            + " clients (CLIENT_NUMBER) of test " + scenario.id() + " on " + binding.id()
                            + ": every shard runs at least one client; allowed: 1 to " + config.dataClients());
                }
                if (pregenerate && config.hasWrites()) {
                    BenchmarkEngine.checkPregenerationFits(config);
                }
            }
            baselineConfig(binding);
        }
    }

    /** The asked-for tests {@code binding} can run: those whose every operation it supports. */
    public List<Scenario> scenariosFor(DatabaseBinding binding) {
        return scenarios.stream().filter(s -> unsupported(binding, s) == null).toList();
    }

    /**
     * Why {@code binding} cannot run {@code scenario}: the operations it needs that the database does not support,
     * each with the binding's reason; null when it can. READ_SUPPORTED runs whatever is supported.
     */
    public static String unsupported(DatabaseBinding binding, Scenario scenario) {
        Set<OperationType> missing = EnumSet.copyOf(scenario.queries(EnumSet.allOf(OperationType.class)));
        missing.removeAll(binding.supportedOperations());
        if (missing.isEmpty() || !scenario.ranked()) {
            return null;
        }
        return "needs " + String.join(", ", missing.stream().map(op -> op + " (" + binding.unsupportedOperations()
                .getOrDefault(op, "not supported") + ")").toList());
    }

    /** The keys this database's own defaults set because no layer did, as {@code KEY=value}. */
    public List<String> databaseDefaultsApplied(DatabaseBinding binding) {
        ConfigLayers layers = base.copy();
        assignments.forEach(layers::assignment);
        return binding.configDefaults().entrySet().stream().filter(e -> !layers.isSet(e.getKey()))
                .map(e -> e.getKey().name() + "=" + e.getValue()).toList();
    }

    /** {@code <db>/<test>.json}, or {@code <db>/<test>.run-<k>.json} for repetition k of several. */
    public Path resultFile(DatabaseBinding binding, Scenario scenario, int run) {
        String name = runs == 1 ? scenario.id() + ".json" : scenario.id() + ".run-" + run + ".json";
        return scaleDir().resolve(binding.id()).resolve(name);
    }

    /**
     * Why a read test's answers cannot be checked on {@code binding}'s baseline, or null when they can: a baseline
     * written out of order is modelled as the database stores it ({@link BaselineRows}) when the database declares
     * what it keeps of a repeated timestamp and the model fits its memory bound.
     */
    public String unverifiableBaseline(DatabaseBinding binding) {
        BenchmarkConfig baseline = baselineConfig(binding);
        return BaselineRows.unmodelled(OutOfOrder.of(baseline), baselineRowsPerDevice(binding),
                baseline.deviceNumber(), binding.repeatedTimestamps()).orElse(null);
    }

    /** How the baseline's write moved rows back in time; null when it wrote in order. */
    public OutOfOrder baselineShifts(DatabaseBinding binding) {
        return OutOfOrder.of(baselineConfig(binding));
    }

    /** Rows per device of the baseline data every read test queries: the write test's LOOP x batch. */
    public long baselineRowsPerDevice(DatabaseBinding binding) {
        BenchmarkConfig baseline = baselineConfig(binding);
        return baseline.loop() * baseline.batchSize();
    }

    public Path scaleDir() {
        return outputDir.resolve(scaleLabel);
    }
}
