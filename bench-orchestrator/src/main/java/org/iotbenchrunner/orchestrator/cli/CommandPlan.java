package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.orchestrator.plan.CpuList;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.NodeRequest;
import org.iotbenchrunner.core.campaign.Isolation;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.ServerSets;
import org.iotbenchrunner.orchestrator.plan.ShardPlan;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.iotbenchrunner.orchestrator.usecase.RankingVariant;

/**
 * The plan the command line asks for, from the shared options and the test options (a load takes the latter's
 * defaults), and what is said or done on the host before it runs: the input's warnings, the harness pinned.
 */
final class CommandPlan {
    private final SharedOptions shared;
    private final TestOptions test;
    private final PrintStream out;

    CommandPlan(SharedOptions shared, TestOptions test, PrintStream out) {
        this.shared = shared;
        this.test = test;
        this.out = out;
    }

    /** The plan of one campaign: the command line's, or {@code preset}'s settings into its own folder. */
    RunPlan plan(CampaignPreset preset) {
        return plan(preset, null);
    }

    /** The ranking sizes each container itself: limits given by hand are refused in one line, before any work. */
    void refuseLimitsByHand() {
        String byHand = shared.cpus != null ? "--cpus " + shared.cpus : shared.memLimit != null ? "--mem-limit "
                + shared.memLimit : shared.shape != null ? "--shape " + shared.shape : null;
        if (byHand != null) {
            throw new ConfigException(byHand + ": --use-case-preset devops-ranking limits each container to its "
                    + "size (xSmall, small) scaled to this host; leave it out");
        }
    }

    /**
     * The plan of one of the ranking's runs: the command line's, with the variant's profile, each container limited
     * to its size and a tuned server sized for it ({@link #refuseLimitsByHand} said no limit was given by hand).
     */
    RunPlan rankingPlan(RankingVariant variant) {
        return plan(null, variant);
    }

    private RunPlan plan(CampaignPreset preset, RankingVariant variant) {
        ConfigLayers base = new ConfigLayers();
        if (shared.configFile != null) {
            base.file(shared.configFile);
        }
        String scaleLabel = "custom";
        if (test.scale != null || shared.configFile == null) {
            Scale chosen = Scale.of(test.scale == null ? "small" : test.scale);
            base.scale(chosen);
            scaleLabel = chosen.id();
        }
        List<Scenario> scenarios = Scenario.parseList(test.tests);
        CacheMode cacheMode = CacheMode.of(test.cache);
        DatabaseRegistry registry = new DatabaseRegistry();
        ContainerOptions.HostLimits hostLimits = ContainerOptions.HostLimits.current();
        if (preset != null && (shared.profile != null || test.isolation != null || shared.memLimit != null)) {
            throw new ConfigException("--campaign " + preset.id() + " sets --profile, --isolation and --mem-limit "
                    + "itself; leave them out (got " + describeOverrides() + ")");
        }
        String memory = variant != null ? variant.memoryArgument() : preset != null && preset.memoryCapped()
                ? CampaignPreset.rerunCapBytes(hostLimits.memoryBytes()) / (1024 * 1024) + "m" : shared.memLimit;
        String cpus = variant != null ? variant.cpusArgument() : shared.cpus;
        // which databases have an image is asked only to check --image: asking builds each binding's container
        // spec, and IoTDB's assembles its server from Maven Central, work a run of another database need not do
        List<String> withImage = shared.images.isEmpty() ? List.of() : registry.withContainer();
        NodeRequest nodes = shared.nodes();
        Provider servers = shared.provider(base, ContainerOptions.parse(shared.images, withImage,
                memory, cpus, shared.cpuset, shared.shape, hostLimits), nodes, out);
        ServerProfile serverProfile = variant != null ? variant.profile() : preset != null ? preset.profile()
                : ServerProfile.of(shared.profile == null ? "default" : shared.profile);
        ServerResources resources = variant != null ? variant.resources(ServerResources.sharedWithHarness())
                : ServerResources.sharedWithHarness();
        Isolation chosenIsolation = preset != null ? preset.isolation() : Isolation.of(test.isolation == null
                ? "sequential" : test.isolation);
        CpuList harness = shared.harnessCpus == null ? null : CpuList.parse("--harness-cpus", shared.harnessCpus,
                hostLimits.cores());
        DatabaseRegistry.Selection selection = registry.select(shared.databases);
        ServerSets serverSets = checkServerSets(ServerSets.parse(shared.serverSets), registry, selection, servers);
        return new RunPlan(selection, scenarios, scaleLabel, base,
                List.copyOf(shared.assignments), preset == null ? shared.outputDir
                        : shared.outputDir.resolve(preset.id()), servers, shared.verify, test.warmup, test.runs,
                test.valueQueries(), test.openLoopRate(), new ServerOptions(serverProfile, resources,
                        nodes.cluster()), cacheMode,
                new HostArrangement(chosenIsolation, preset, harness), test.pregenerate,
                ShardPlan.of(shared.shards, shared.shardEngine()), serverSets, Map.of());
    }

    /**
     * {@code sets}, each database's checked in one line: a known database among {@code --db}, with a server the
     * harness starts (not noop's, not an external one).
     */
    static ServerSets checkServerSets(ServerSets sets, DatabaseRegistry registry, DatabaseRegistry.Selection selection,
            Provider servers) {
        List<String> chosen = selection.databases().stream().map(DatabaseBinding::id).toList();
        for (String db : sets.byDatabase().keySet()) {
            String asked = "--server-set " + db + ":" + sets.of(db).keySet().iterator().next();
            Optional<DatabaseBinding> binding = selection.databases().stream().filter(b -> b.id().equals(db))
                    .findFirst();
            if (binding.isEmpty() && !registry.all().contains(db)) {
                throw new ConfigException(asked + ": unknown database " + db + "; allowed: "
                        + String.join(", ", registry.all()));
            }
            if (binding.isEmpty()) {
                throw new ConfigException(asked + ": " + db + " is not among --db " + String.join(",", chosen)
                        + "; allowed: " + String.join(", ", chosen));
            }
            if (!binding.get().inAll()) {
                throw new ConfigException(asked + ": " + db + " has no server to configure");
            }
            if (!servers.appliesProfiles()) {
                throw new ConfigException(asked + ": --server-set needs a server the harness starts (--provider "
                        + "local or docker); the " + servers.name() + " provider cannot configure it");
            }
        }
        return sets;
    }

    /** What the input asks that will not do what it seems to, said once for all of a campaign's presets. */
    void warnings(RunPlan plan) {
        ConfigLayers withSets = plan.base().copy();
        shared.assignments.forEach(withSets::assignment);
        withSets.warnings().forEach(w -> out.println("warning: " + w));
        shared.assignments.stream().filter(ConfigLayers::queryOnlyMix).findFirst().ifPresent(mix -> out.println(
                "note: " + mix + " asks for queries alone: the read tests run them; write tests and the read tests' "
                        + "baseline write keep writing"));
        if (plan.cache() == CacheMode.COLD && test.warmup > 0) {
            out.println("warning: --cache cold with --warmup " + test.warmup + ": the warm-up operations run after "
                    + "the restart and warm the caches before measuring starts");
        }
    }

    /** Pins the harness where asked, warning when it shares CPUs with the containers. */
    void pinHarness(HostArrangement arrangement) {
        if (arrangement.harnessCpus() == null) {
            return;
        }
        HarnessPinning.pin(arrangement.harnessCpus());
        out.println("Harness pinned to CPUs " + arrangement.harnessCpus().text());
        CpuList servers = shared.cpuset == null ? null : CpuList.parse("--cpuset", shared.cpuset,
                ContainerOptions.HostLimits.current().cores());
        if (servers == null || servers.overlaps(arrangement.harnessCpus())) {
            out.println("warning: the servers may run on the harness's CPUs too; give them others with --cpuset");
        }
    }

    private String describeOverrides() {
        List<String> given = new ArrayList<>();
        if (shared.profile != null) {
            given.add("--profile " + shared.profile);
        }
        if (test.isolation != null) {
            given.add("--isolation " + test.isolation);
        }
        if (shared.memLimit != null) {
            given.add("--mem-limit " + shared.memLimit);
        }
        return String.join(", ", given);
    }
}
