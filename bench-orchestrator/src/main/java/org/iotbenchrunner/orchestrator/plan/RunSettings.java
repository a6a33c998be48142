package org.iotbenchrunner.orchestrator.plan;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/**
 * What a run was measured with, as names and values: what ran (scale, test, database, repetition), how it was
 * measured (runs, warm-up, verification, rate, isolation, preset, profile, cache) and the configuration it records.
 * A result is only reused by {@code --resume} where these equal the plan's.
 */
public final class RunSettings {
    /** Where the server was: a container's port changes with every start, so these never make a run differ. */
    private static final Set<String> ENDPOINT = Set.of(ConfigKey.HOST.name(), ConfigKey.PORT.name(),
            ConfigKey.USERNAME.name());
    private static final int SHOWN = 3;

    private RunSettings() {
    }

    /** The settings a run of {@code scenario} on {@code binding} would be recorded with under {@code plan}. */
    public static Map<String, String> expected(RunPlan plan, DatabaseBinding binding, Scenario scenario, int run) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("scale", plan.scaleLabel());
        m.put("test", scenario.id());
        m.put("database", binding.id());
        m.put("run", String.valueOf(run));
        m.put("--runs", String.valueOf(plan.runs()));
        m.put("--warmup", String.valueOf(plan.warmup()));
        m.put("--verify", String.valueOf(plan.verify()));
        m.put("--rate", rate(plan.rate() > 0 ? plan.rate() : null));
        m.put("--isolation", plan.arrangement().isolation().id);
        m.put("--campaign", orNone(plan.arrangement().presetId()));
        if (plan.provider().appliesProfiles()) {
            // other providers record the server's own settings as unknown
            m.put("--profile", plan.server().profile().id());
            m.put("--nodes", String.valueOf(plan.server().clustered() ? plan.server().cluster().dataNodes() : 1));
        }
        m.put("--cache", plan.cache().id());
        m.put("sweep cell", parameters(plan.parameters()));
        if (scenario.isWrite()) {
            m.put("--pregenerate", plan.pregenerate() ? HarnessUsage.PREGENERATED : HarnessUsage.INLINE);
        }
        m.putAll(workload(plan.configFor(binding, scenario).recordedValues(binding.ownKeys(), "", 0, null)));
        return m;
    }

    /** The settings {@code result} records; absent ones (results of older schemas) are null. */
    public static Map<String, String> recorded(RunResult result) {
        Map<String, String> m = new LinkedHashMap<>();
        Protocol p = result.protocol();
        ServerSetup setup = result.environment().setup();
        m.put("scale", result.scale());
        m.put("test", result.scenario());
        m.put("database", result.database() == null ? null : result.database().id());
        m.put("run", String.valueOf(result.run()));
        m.put("--runs", p == null ? null : String.valueOf(p.runs()));
        m.put("--warmup", p == null ? null : String.valueOf(p.warmupOperations()));
        m.put("--verify", p == null ? null : String.valueOf(p.verify()));
        m.put("--rate", rate(result.openLoop() == null ? null : result.openLoop().requestedOpsPerSecond()));
        m.put("--isolation", p == null || p.isolation() == null ? "sequential" : p.isolation());
        m.put("--campaign", orNone(p == null ? null : p.preset()));
        m.put("--profile", setup == null ? null : setup.profile());
        m.put("--cache", setup == null ? null : setup.cache());
        m.put("--nodes", String.valueOf(result.topology() == null ? 1
                : result.topology().nodes().stream().filter(n -> n.endpoint() != null).count()));
        m.put("sweep cell", parameters(result.parameters()));
        if (isWrite(result.scenario())) {
            // results from before --pregenerate built their batches inline
            HarnessUsage harness = result.resources() == null ? null : result.resources().harness();
            m.put("--pregenerate", harness == null || harness.generation() == null ? HarnessUsage.INLINE
                    : harness.generation());
        }
        if (result.environment().config() != null) {
            m.putAll(workload(result.environment().config()));
        }
        return m;
    }

    /** Where {@code recorded} differs from {@code expected} ("LOOP 20, now 30"): the first few, and how many more. */
    public static List<String> differences(Map<String, String> expected, Map<String, String> recorded) {
        List<String> all = new ArrayList<>();
        expected.forEach((name, value) -> {
            String was = recorded.get(name);
            if (!Objects.equals(value, was)) {
                all.add(name + " " + (was == null ? "not recorded" : was) + ", now " + value);
            }
        });
        if (all.size() <= SHOWN) {
            return all;
        }
        List<String> shown = new ArrayList<>(all.subList(0, SHOWN));
        shown.add((all.size() - SHOWN) + " more");
        return shown;
    }

    /** A sweep cell's parameters as one value; "none" outside a sweep. */
    private static String parameters(Map<String, String> parameters) {
        return parameters == null || parameters.isEmpty() ? "none" : parameters.toString();
    }

    private static Map<String, String> workload(Map<String, String> config) {
        Map<String, String> m = new LinkedHashMap<>(config);
        m.keySet().removeAll(ENDPOINT);
        return m;
    }

    private static boolean isWrite(String test) {
        try {
            return test != null && Scenario.of(test).isWrite();
        } catch (RuntimeException unknownTest) {
            return false;
        }
    }

    private static String rate(Double opsPerSecond) {
        return opsPerSecond == null ? "closed loop" : opsPerSecond + " ops/s";
    }

    private static String orNone(String preset) {
        return preset == null ? "none" : preset;
    }
}
