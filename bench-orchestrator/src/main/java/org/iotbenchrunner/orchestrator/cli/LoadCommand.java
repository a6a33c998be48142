package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.iotbenchrunner.orchestrator.usecase.LoadRequest;
import org.iotbenchrunner.orchestrator.usecase.RankingVariant;
import org.iotbenchrunner.orchestrator.usecase.UseCaseLoads;
import org.iotbenchrunner.orchestrator.usecase.UseCaseRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code load}: a TSBS use case's data set loaded into each database, one after another, then its queries. */
@Command(name = "load", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        sortOptions = false, description = "Loads a use case's data set (TSBS's cpu-only, devops or iot, or "
                + "thermo; generated, or a file) into each database, then runs its queries where asked, and writes "
                + "<out>/<workload>/<db>/load.json (queries.json). What bench-orchestrator does with --workload or "
                + "--use-case-preset and no command.",
        footer = {"", "Exit codes: 0 every load (and query run) completed; 1 a load crashed or had failed batches, "
                + "or a query failed or answered wrong; 2 bad input."})
final class LoadCommand implements Callable<Integer> {
    @Mixin
    SharedOptions shared = new SharedOptions();

    @Mixin
    UseCaseOptions useCase = new UseCaseOptions();

    @Option(names = "--cache", paramLabel = "warm|cold", description = "cold restarts the server or its container "
            + "on its data and drops the OS page cache where permitted before each query set (each query type's "
            + "run, and each of a preset's runs), as the NTUA study did (default: ${DEFAULT-VALUE}).")
    String cache = "warm";

    private final PrintStream out;

    LoadCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws Exception {
        return load(shared, useCase, cache, out);
    }

    /**
     * The use case's data set loaded into each database, one after another; the test options at their defaults but
     * {@code cache}, which makes each query set cold.
     */
    static int load(SharedOptions shared, UseCaseOptions useCase, String cache, PrintStream out) throws Exception {
        if (!useCase.asked()) {
            throw new ConfigException("load needs --workload cpu-only, devops, iot or thermo, or --use-case-preset "
                    + "NAME");
        }
        TestOptions test = new TestOptions();
        test.cache = cache;
        CommandPlan command = new CommandPlan(shared, test, out);
        RunPlan plan = command.plan(null);
        if (useCase.ranked()) {
            command.refuseLimitsByHand(); // before the ranking's runs are sized, which generates an hour of data
        }
        List<UseCaseRun> runs = useCase.runs(shared.verify, plan.outputDir(), ContainerOptions.HostLimits.current(),
                shared.profile);
        UseCaseOptions.refuseColdClusters(plan, runs);
        command.warnings(plan);
        command.pinHarness(plan.arrangement());
        boolean allGood = true;
        for (UseCaseRun run : runs) {
            LoadRequest load = run.load();
            if (load.preset() != null) {
                out.println("Preset " + load.preset().id() + ": the " + load.preset().study() + " study's "
                        + load.preset().dataSet() + " data set" + (load.preset().scaled()
                                ? ", " + load.preset().scaling() : ", as the study's"));
            }
            if (run.variant() != null) {
                out.println(rankingLine(run));
            }
            if (run.grid() != null) {
                out.println("Write grid: rows per request " + run.grid().rowsPerRequest() + " x clients "
                        + run.grid().clients() + ", " + run.grid().cells().size() + " loads of the whole data set per "
                        + "database, each on a cleared database; the queries run on the last one's data");
            }
            RunPlan runPlan = run.variant() == null ? plan : command.rankingPlan(run.variant());
            allGood &= new UseCaseLoads(runPlan, run, out, System.console() != null).run();
        }
        return allGood ? 0 : BenchCommand.EXIT_RUN_FAILED;
    }

    /** What the ranking's run keeps of the post and what it scales: size, profile, threads, batch, queries. */
    static String rankingLine(UseCaseRun run) {
        RankingVariant v = run.variant();
        int asked = run.queries().isEmpty() ? 0 : run.queries().get(0).count();
        String queries = run.queries().isEmpty() ? "no queries (load only)"
                : asked == RankingVariant.QUERIES ? String.format(Locale.ROOT, "%,d queries as published", asked)
                : String.format(Locale.ROOT, "%,d queries (the post ran %,d)", asked, RankingVariant.QUERIES);
        return String.format(Locale.ROOT, "Ranking %s, %s (--profile %s): %d load workers, batches of %d rows, %d "
                + "query workers, %s; results in %s/%s/", v.size().label, v.profileLabel(), v.profile().id(),
                run.load().workers(), run.load().batchSize(), run.queries().isEmpty() ? 0
                        : run.queries().get(0).workers(), queries, run.load().preset().id(), v.folder());
    }
}
