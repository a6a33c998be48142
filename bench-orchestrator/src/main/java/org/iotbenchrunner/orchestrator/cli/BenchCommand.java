package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.campaign.Campaign;
import org.iotbenchrunner.orchestrator.campaign.EarlierResults;
import org.iotbenchrunner.orchestrator.plan.CampaignPreset;
import org.iotbenchrunner.orchestrator.plan.CpuList;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.Isolation;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.AutoProvider;
import org.iotbenchrunner.orchestrator.provision.ExternalProvider;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.iotbenchrunner.orchestrator.usecase.LoadRequest;
import org.iotbenchrunner.orchestrator.usecase.UseCaseLoads;
import org.iotbenchrunner.orchestrator.usecase.UseCaseRun;
import org.iotbenchrunner.report.ReportCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

@Command(name = "bench-orchestrator", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        sortOptions = false, subcommands = ReportCommand.class,
        description = "Benchmarks time-series databases with the iot-benchmark workload model and writes results "
                + "to <out>/<scale>/<db>/<test>.json, summary.md, summary.csv and an HTML report in <out>/<scale>/report/. "
                + "With --workload, loads a TSBS use case's data set (cpu-only, devops or iot; generated, or a file) "
                + "into each database instead and writes <out>/<workload>/<db>/load.json. "
                + "The report subcommand rebuilds reports from result files.",
        footer = {"", "Exit codes: 0 every run completed with zero failed operations (and, with --verify, zero "
                + "mismatches); 1 a run failed, timed out, had failed operations or mismatches, or a load crashed or "
                + "had failed batches; 2 bad input.",
            "Precedence of settings: key defaults < --config file < --scale < the test's own settings < --set."})
public final class BenchCommand implements Callable<Integer> {
    public static final int EXIT_RUN_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;

    @Option(names = "--db", defaultValue = "timescaledb", paramLabel = "ID[,ID...]",
            description = "Databases to benchmark, one at a time: all or a comma list (default: ${DEFAULT-VALUE}).")
    String databases;

    @Option(names = "--test", defaultValue = "all", paramLabel = "TEST[,TEST...]",
            description = "Scenarios: all or a comma list of write, out-of-order, batch-small, batch-large, read, "
                    + "latest-point, downsample, range-query, value-filter (default: ${DEFAULT-VALUE}).")
    String tests;

    @Option(names = "--scale", paramLabel = "SCALE",
            description = "tiny, small, medium or large (default: small, or the --config file's own shape).")
    String scale;

    @Option(names = "--config", paramLabel = "FILE", description = "An iot-benchmark config.properties file.")
    Path configFile;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Overrides one configuration key; repeatable.")
    List<String> assignments = new ArrayList<>();

    @Option(names = "--out", defaultValue = "results", paramLabel = "DIR",
            description = "Results folder (default: ${DEFAULT-VALUE}).")
    Path outputDir;

    @Option(names = "--provider", defaultValue = "auto", paramLabel = "auto|docker|local|external",
            description = "Where the servers come from: docker runs each in a fresh container; local starts private "
                    + "servers from installed binaries; external uses --host/--port; auto picks docker when a Docker "
                    + "engine answers, else local (default: ${DEFAULT-VALUE}).")
    String provider;

    @Option(names = "--image", paramLabel = "DB=IMAGE", description = "Container image of one database instead of "
            + "the pinned one, e.g. iotdb=apache/iotdb:1.3.2-standalone; repeatable.")
    List<String> images = new ArrayList<>();

    @Option(names = "--mem-limit", paramLabel = "SIZE", description = "Memory limit of each container, e.g. 4g "
            + "(default: none).")
    String memLimit;

    @Option(names = "--cpus", paramLabel = "N", description = "CPUs each container may use, a share of the host's "
            + "as docker run --cpus (e.g. 1.5; default: all).")
    String cpus;

    @Option(names = "--cpuset", paramLabel = "CPUS", description = "The host CPUs each container may run on, e.g. 1 "
            + "or 0-1,3 (default: any).")
    String cpuset;

    @Option(names = "--shape", paramLabel = "NAME", description = "A reference study's machine as container limits: "
            + "thesis (6 CPUs, 28 GB), tsbs-vm (4 CPUs, 4 GB), m5.large (2 CPUs, 8 GiB), m5.xlarge (4 CPUs, 16 GiB); "
            + "refused where this host is smaller; --cpus and --mem-limit override its parts.")
    String shape;

    @Option(names = "--harness-cpus", paramLabel = "CPUS", description = "Pins the harness to these host CPUs "
            + "(taskset), e.g. 0 with --cpuset 1, so that harness and servers do not fight for the same cores.")
    String harnessCpus;

    @Option(names = "--iotdb-home", paramLabel = "DIR", description = "Unpacked IoTDB 1.3 distribution for the local "
            + "provider (default: $IOTDB_HOME).")
    Path iotdbHome;

    @Option(names = "--verify", description = "Checks the point count of every successful query of the read tests "
            + "against the answer expected for the baseline data, and the rows and values of the queries "
            + "--verify-values selects; a run with mismatches is flagged and exits 1. With --workload and --queries: "
            + "compares every query's answer with the one expected from the loaded rows.")
    boolean verify;

    @Option(names = "--verify-values", defaultValue = "1000", paramLabel = "N|all", description = "With --verify, "
            + "runs up to N successful queries per operation and client again after the measured phase, spread over "
            + "the run, and compares their rows and values; all = every query, 0 = none (default: ${DEFAULT-VALUE}, "
            + "every query of a tiny or small test).")
    String verifyValues;

    @Option(names = "--pregenerate", description = "Write tests build every batch before the clock starts (as TSBS "
            + "loads pre-generated data), so the measured time holds only serialisation and the database's work; "
            + "by default batches are built inline, as iot-benchmark does. Refused when the batches would not fit "
            + "the heap.")
    boolean pregenerate;

    @Option(names = "--warmup", defaultValue = "0", paramLabel = "N", description = "The first N operations of "
            + "each client's LOOP run unmeasured; measuring starts when every client is warm (default: "
            + "${DEFAULT-VALUE}).")
    long warmup;

    @Option(names = "--runs", defaultValue = "1", paramLabel = "N", description = "Repeats every test N times, "
            + "each repetition on a fresh server; the summary shows the median, the 95 %% CI and the CV "
            + "(default: ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = "--resume", description = "Continues the campaign in --out after a crash: a test whose result "
            + "there completed (or ran to its TEST_MAX_TIME cap) with the same settings is kept and skipped; crashed, "
            + "missing and differently configured ones run again, in the same campaign. Needs the --runs it ran with.")
    boolean resume;

    @Option(names = "--rate", paramLabel = "OPS_PER_S", description = "Open loop: after the warm-up, operations "
            + "(a write batch or a query each) start on a fixed schedule of OPS_PER_S per second over all clients, "
            + "split evenly; a client that falls behind sends at once, and latency is also recorded from each "
            + "operation's intended start (response time). Default: closed loop, as iot-benchmark.")
    Double rate;

    @Option(names = "--profile", paramLabel = "default|tuned", description = "Server "
            + "settings: the database's defaults, or the reference studies' tuning (pgtune for TimescaleDB, the "
            + "InfluxDB cache, benchANT's IoTDB settings) scaled to the host's memory less the harness's heap, or "
            + "to a container's limits (default: default).")
    String profile;

    @Option(names = "--isolation", paramLabel = "sequential|co-resident", description = "sequential starts each "
            + "database's server for its tests alone; co-resident starts every database's server first and keeps "
            + "them all up to the end, as the seed thesis's original campaign, and records what the idle ones used "
            + "(default: sequential).")
    String isolation;

    @Option(names = "--campaign", paramLabel = "PRESET[,PRESET...]", description = "Runs campaign presets, each "
            + "into <out>/<preset>/: original (co-resident, default settings), isolated-default (sequential, "
            + "default), coresident-tuned (co-resident, tuned), rerun (sequential, tuned, each container's memory "
            + "capped at 28 GB or 28/32 of a smaller host), or all; then writes <out>/effects/ separating the "
            + "isolation effect from the tuning effect.")
    String campaign;

    @Option(names = "--published", paramLabel = "FILE[#RUN]", description = "Published figures to show beside the "
            + "effects of --campaign, e.g. the seed thesis's CSV; repeatable.")
    List<Path> published = new ArrayList<>();

    @Option(names = "--cache", defaultValue = "warm", paramLabel = "warm|cold", description = "cold restarts the "
            + "server or its container (data kept) and drops the OS page cache where permitted before each read "
            + "test (default: ${DEFAULT-VALUE}).")
    String cache;

    @Option(names = "--host", paramLabel = "HOST", description = "External server host (default: config HOST).")
    String host;

    @Option(names = "--port", paramLabel = "PORT", description = "External server port (default: config PORT).")
    Integer port;

    @Option(names = "--user", paramLabel = "USER", description = "External server user (default: config USERNAME).")
    String user;

    @Option(names = "--password", paramLabel = "PASSWORD",
            description = "External server password (default: config PASSWORD).")
    String password;

    @Option(names = "--token", paramLabel = "TOKEN", description = "External server token (default: config TOKEN).")
    String token;

    @Mixin
    UseCaseOptions useCase = new UseCaseOptions();

    @Spec
    CommandSpec spec;

    /** The options of --test runs that mean nothing to a --workload load. */
    private static final List<String> TEST_ONLY = List.of("--test", "--scale", "--campaign", "--published",
            "--resume", "--runs", "--rate", "--warmup", "--pregenerate", "--verify-values", "--isolation",
            "--cache");

    private final PrintStream out;

    BenchCommand(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    public static int execute(String[] args, PrintStream out, PrintStream err) {
        CommandLine cli = new CommandLine(new BenchCommand(out));
        cli.setOut(new java.io.PrintWriter(out, true));
        cli.setErr(new java.io.PrintWriter(err, true));
        cli.setParameterExceptionHandler((e, a) -> {
            err.println("error: " + e.getMessage() + " (see --help)");
            return EXIT_BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, c, r) -> exitFor(e, err));
        return cli.execute(args);
    }

    /** Bad input (exit 2) and a failure its message says in full (exit 1) as one error; anything else as thrown. */
    public static int exitFor(Exception e, PrintStream err) throws Exception {
        if (e instanceof ConfigException || e instanceof HarnessFailure) {
            err.println("error: " + e.getMessage());
            return e instanceof ConfigException ? EXIT_BAD_INPUT : EXIT_RUN_FAILED;
        }
        throw e;
    }

    @Override
    public Integer call() throws Exception {
        if (useCase.workload != null || useCase.preset != null) {
            return loadUseCase();
        }
        if (!useCase.given().isEmpty()) {
            throw new ConfigException(useCase.given().get(0) + " needs --workload cpu-only, devops or iot (a TSBS "
                    + "use case's load)");
        }
        List<RunPlan> plans = new ArrayList<>();
        if (campaign == null) {
            plans.add(plan(null));
        } else {
            for (CampaignPreset preset : CampaignPreset.parseList(campaign)) {
                plans.add(plan(preset));
            }
        }
        plans.forEach(RunPlan::validate);
        if (resume) {
            // refuses a --runs other than the resumed campaign's before any server starts
            plans.forEach(EarlierResults::read);
        }
        warnings(plans.get(0));
        pinHarness(plans.get(0).arrangement());
        boolean allGood = true;
        for (RunPlan plan : plans) {
            CampaignPreset preset = plan.arrangement().preset();
            if (preset != null) {
                out.println("Campaign " + preset.id + " into " + plan.outputDir() + ": " + preset.purpose);
            }
            allGood &= new Campaign(plan, out, System.console() != null, resume).run();
        }
        if (campaign != null) {
            writeEffects();
        }
        return allGood ? 0 : EXIT_RUN_FAILED;
    }

    RunPlan plan() {
        return plan(null);
    }

    /** --workload: the use case's data set loaded into each database, one after another. */
    private int loadUseCase() throws Exception {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        for (String option : TEST_ONLY) {
            if (parsed.hasMatchedOption(option)) {
                throw new ConfigException(option.equals("--test")
                        ? useCase.label() + " and --test " + tests + ": give one of them (--test "
                                + "runs iot-benchmark's tests, --workload loads a TSBS use case)"
                        : option + " applies to --test runs, not to " + useCase.label());
            }
        }
        RunPlan plan = plan(null);
        List<UseCaseRun> runs = useCase.runs(verify, plan.outputDir());
        warnings(plan);
        pinHarness(plan.arrangement());
        boolean allGood = true;
        for (UseCaseRun run : runs) {
            LoadRequest load = run.load();
            if (load.preset() != null) {
                out.println("Preset " + load.preset().id() + ": the " + load.preset().study() + " study's "
                        + load.preset().dataSet() + " data set" + (load.preset().scaled()
                                ? ", " + load.preset().scaling() : ", as the study's"));
            }
            allGood &= new UseCaseLoads(plan, load, run.queries(), out, System.console() != null).run();
        }
        return allGood ? 0 : EXIT_RUN_FAILED;
    }

    /** The plan of one campaign: the command line's, or {@code preset}'s settings into its own folder. */
    RunPlan plan(CampaignPreset preset) {
        ConfigLayers base = new ConfigLayers();
        if (configFile != null) {
            base.file(configFile);
        }
        String scaleLabel = "custom";
        if (scale != null || configFile == null) {
            Scale chosen = Scale.of(scale == null ? "small" : scale);
            base.scale(chosen);
            scaleLabel = chosen.id();
        }
        List<Scenario> scenarios = Scenario.parseList(tests);
        CacheMode cacheMode = CacheMode.of(cache);
        DatabaseRegistry registry = new DatabaseRegistry();
        ContainerOptions.HostLimits hostLimits = ContainerOptions.HostLimits.current();
        if (preset != null && (profile != null || isolation != null || memLimit != null)) {
            throw new ConfigException("--campaign " + preset.id + " sets --profile, --isolation and --mem-limit "
                    + "itself; leave them out (got " + describeOverrides() + ")");
        }
        String memory = preset != null && preset.memoryCapped
                ? CampaignPreset.rerunCapBytes(hostLimits.memoryBytes()) / (1024 * 1024) + "m" : memLimit;
        Provider servers = provider(base, ContainerOptions.parse(images, registry.withContainer(), memory, cpus,
                cpuset, shape, hostLimits));
        ServerProfile serverProfile = preset != null ? preset.profile : ServerProfile.of(profile == null
                ? "default" : profile);
        Isolation chosenIsolation = preset != null ? preset.isolation : Isolation.of(isolation == null
                ? "sequential" : isolation);
        CpuList harness = harnessCpus == null ? null : CpuList.parse("--harness-cpus", harnessCpus,
                hostLimits.cores());
        return new RunPlan(registry.select(databases), scenarios, scaleLabel, base, List.copyOf(assignments),
                preset == null ? outputDir : outputDir.resolve(preset.id), servers, verify, warmup, runs,
                valueQueries(), openLoopRate(), new ServerOptions(serverProfile, ServerResources.sharedWithHarness()),
                cacheMode, new HostArrangement(chosenIsolation, preset, harness), pregenerate);
    }

    /** What the input asks that will not do what it seems to, said once for all of a campaign's presets. */
    private void warnings(RunPlan plan) {
        ConfigLayers withSets = plan.base().copy();
        assignments.forEach(withSets::assignment);
        withSets.warnings().forEach(w -> out.println("warning: " + w));
        if (plan.cache() == CacheMode.COLD && warmup > 0) {
            out.println("warning: --cache cold with --warmup " + warmup + ": the warm-up operations run after the "
                    + "restart and warm the caches before measuring starts");
        }
    }

    private String describeOverrides() {
        List<String> given = new ArrayList<>();
        if (profile != null) {
            given.add("--profile " + profile);
        }
        if (isolation != null) {
            given.add("--isolation " + isolation);
        }
        if (memLimit != null) {
            given.add("--mem-limit " + memLimit);
        }
        return String.join(", ", given);
    }

    /** Pins the harness where asked, warning when it shares CPUs with the containers. */
    private void pinHarness(HostArrangement arrangement) {
        if (arrangement.harnessCpus() == null) {
            return;
        }
        HarnessPinning.pin(arrangement.harnessCpus());
        out.println("Harness pinned to CPUs " + arrangement.harnessCpus().text());
        CpuList servers = cpuset == null ? null : CpuList.parse("--cpuset", cpuset,
                ContainerOptions.HostLimits.current().cores());
        if (servers == null || servers.overlaps(arrangement.harnessCpus())) {
            out.println("warning: the servers may run on the harness's CPUs too; give them others with --cpuset");
        }
    }

    /** After presets: the isolation and tuning effects, from every preset found under --out. */
    private void writeEffects() {
        try {
            out.println("Effects: " + org.iotbenchrunner.report.Effects.write(outputDir, outputDir.resolve("effects"),
                    org.iotbenchrunner.report.text.Language.EN, List.copyOf(published)));
        } catch (Exception e) {
            out.println("warning: could not write the effects report: " + e.getMessage());
        }
    }

    /** 0 (closed loop) without --rate; a given rate must be positive, since 0 would silently mean closed loop. */
    private double openLoopRate() {
        if (rate == null) {
            return 0;
        }
        if (!(rate > 0) || rate.isInfinite()) {
            throw RunPlan.rateError(rate);
        }
        return rate;
    }

    private long valueQueries() {
        if (verifyValues.trim().equalsIgnoreCase("all")) {
            return Verification.ALL_QUERIES;
        }
        try {
            long n = Long.parseLong(verifyValues.trim());
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ConfigException("--verify-values must be a number >= 0 or all (got " + verifyValues + ")");
    }

    private Provider provider(ConfigLayers base, ContainerOptions containers) {
        if (iotdbHome != null) {
            if (!Files.isDirectory(iotdbHome)) {
                throw new ConfigException("--iotdb-home must be an existing directory (got " + iotdbHome + ")");
            }
            // the IoTDB launcher reads this property before IOTDB_HOME
            System.setProperty("iotdb.home", iotdbHome.toAbsolutePath().toString());
        }
        String chosen = provider.toLowerCase(java.util.Locale.ROOT);
        if (!containers.isDefault() && !chosen.equals("auto") && !chosen.equals("docker")) {
            out.println("warning: --image, --mem-limit, --cpus, --cpuset and --shape apply to containers only, not to "
                    + "--provider " + provider);
        }
        return switch (chosen) {
            case "auto" -> new AutoProvider(out, DockerEngine::unavailableReason, ContainerProvider::hasImage,
                    new ContainerProvider(containers, out, System.console() != null), new LocalProvider());
            case "docker" -> new ContainerProvider(containers, out, System.console() != null);
            case "local" -> new LocalProvider();
            case "external" -> new ExternalProvider(externalEndpoint(base));
            default -> throw new ConfigException("--provider must be auto, docker, local or external (got "
                    + provider + ")");
        };
    }

    private Endpoint externalEndpoint(ConfigLayers base) {
        ConfigLayers layers = base.copy();
        assignments.forEach(layers::assignment);
        BenchmarkConfig c = layers.build();
        String configuredPort = c.getString(ConfigKey.PORT).split(",")[0].trim();
        int p;
        try {
            p = port != null ? port : Integer.parseInt(configuredPort);
        } catch (NumberFormatException e) {
            throw new ConfigException("PORT must be a port number (got " + configuredPort + ")");
        }
        return new Endpoint(host != null ? host : c.getString(ConfigKey.HOST).split(",")[0].trim(), p,
                user != null ? user : c.getString(ConfigKey.USERNAME),
                password != null ? password : c.getString(ConfigKey.PASSWORD), c.getString(ConfigKey.DB_NAME),
                token != null ? token : c.getString(ConfigKey.TOKEN));
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"iot-benchrunner " + HarnessVersion.get()};
        }
    }
}
