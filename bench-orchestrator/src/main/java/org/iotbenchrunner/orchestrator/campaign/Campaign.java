package org.iotbenchrunner.orchestrator.campaign;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.AbortHook;
import org.iotbenchrunner.core.campaign.Isolation;
import org.iotbenchrunner.orchestrator.plan.PlanBound;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.OrphanReaper;
import org.iotbenchrunner.orchestrator.provision.ServerSession;

/**
 * Runs the plan one database at a time: start its server, run each scenario (loading the baseline data a
 * read scenario needs), write each result as soon as it is known, stop the server; with several runs, all of
 * that once per run on a fresh server. Co-resident ({@code --isolation co-resident}), every database's server starts
 * before the first test and stays up to the end of the run, and each result records what the idle ones used. With
 * cold caches, each read test first restarts the server and drops the OS page cache. After each run: whether the
 * harness was the limit, and after each write test the database's size on disk ({@link ScenarioRun}). Every result
 * records the server's profile, settings and cache mode. Resumed ({@code --resume}), the tests an earlier run of the
 * campaign completed with the same settings are kept and skipped ({@link KeptResults}), and a server none of whose
 * tests is left is not started.
 */
public final class Campaign {
    private final RunPlan plan;
    private final PrintStream out;
    private final boolean htmlReport;
    private final boolean interactive;
    private final boolean resume;
    private final CampaignFolder folder;
    private final ServerPool servers;

    private KeptResults kept;
    private ScenarioRun scenarios;
    /** The tests this process runs, by result file, in the order they run. */
    private final Map<Path, PlannedTest> todo = new LinkedHashMap<>();
    private CampaignProgress progress;

    public Campaign(RunPlan plan, PrintStream out, boolean interactive) {
        this(plan, out, interactive, false);
    }

    public Campaign(RunPlan plan, PrintStream out, boolean interactive, boolean resume) {
        this(plan, out, interactive, resume, true);
    }

    /** {@code htmlReport} false leaves the HTML report to {@code bench-orchestrator report} (--no-report). */
    public Campaign(RunPlan plan, PrintStream out, boolean interactive, boolean resume, boolean htmlReport) {
        this.plan = plan;
        this.htmlReport = htmlReport;
        this.out = out;
        this.interactive = interactive;
        this.resume = resume;
        this.folder = new CampaignFolder(plan, out);
        this.servers = new ServerPool(plan, out);
    }

    /** Returns true when every run completed with zero failed operations and zero mismatches. */
    public boolean run() throws Exception {
        folder.markAbandoned();
        new OrphanReaper(out).reapServers(plan.databases().stream().anyMatch(plan.provider()::startsContainers));
        kept = KeptResults.decide(plan, resume, out);
        scenarios = new ScenarioRun(plan, out, interactive, kept.campaign(), servers, folder);
        boolean allGood = kept.allGood();
        boolean coResident = plan.arrangement().isolation() == Isolation.CO_RESIDENT;
        boolean anyLeft = plan.databases().stream().anyMatch(kept::hasTestsLeft);
        List<DatabaseBinding> runnable = new ArrayList<>();
        try (AbortHook hook = AbortHook.install("campaign-abort", this::abort)) {
            for (DatabaseBinding binding : plan.databases()) {
                // co-resident, a database whose tests are done still idles beside the others, as it did before
                if (!(coResident ? anyLeft : kept.hasTestsLeft(binding))) {
                    continue;
                }
                String unavailable = plan.provider().unavailableReason(binding);
                if (unavailable != null) {
                    out.println(binding.id() + ": skipped, " + unavailable);
                    allGood &= plan.selection().optional();
                } else {
                    runnable.add(binding);
                    sayDifferences(binding);
                }
            }
            planTests(runnable);
            if (coResident) {
                allGood &= runCoResident(runnable);
            } else {
                for (DatabaseBinding binding : runnable) {
                    allGood &= runDatabase(binding);
                }
            }
        }
        if (runnable.isEmpty() && kept.isEmpty()) {
            out.println("No database could be benchmarked here.");
            return false;
        }
        if (todo.isEmpty()) {
            folder.writeSummary();
        }
        out.println("Summary: " + folder.summary());
        if (htmlReport) {
            folder.writeReport();
        } else {
            out.println("Report: not drawn (--no-report); bench-orchestrator report --results " + plan.outputDir()
                    + " --out " + plan.scaleDir().resolve("report") + " draws it");
        }
        return allGood;
    }

    /** Whether resuming {@code plan} would keep every test's earlier result, all good: nothing is left to run. */
    public static boolean doneEarlier(RunPlan plan) {
        KeptResults kept = KeptResults.decide(plan, true, new PrintStream(OutputStream.nullOutputStream()));
        return !kept.isEmpty() && kept.allGood() && plan.databases().stream().noneMatch(kept::hasTestsLeft);
    }

    /** The tests left to run on the databases that can run here, said once with how long they may measure. */
    private void planTests(List<DatabaseBinding> runnable) {
        Map<PlannedTest, RunResult> learned = new LinkedHashMap<>();
        for (DatabaseBinding binding : runnable) {
            for (int run = 1; run <= plan.runs(); run++) {
                for (Scenario scenario : plan.scenariosFor(binding)) {
                    Path file = plan.resultFile(binding, scenario, run);
                    PlannedTest test = PlannedTest.of(plan, binding, scenario, label(plan, binding, scenario, run));
                    if (kept.keeps(file)) {
                        learned.put(test, kept.result(file));
                    } else {
                        todo.put(file, test);
                    }
                }
            }
        }
        out.println(PlanBound.line(List.copyOf(todo.values())));
        progress = new CampaignProgress(List.copyOf(todo.values()), System::nanoTime);
        learned.forEach(progress::learned);
    }

    /** A test's name on the console and in the resume lines: database, scenario and, with several, the run. */
    static String label(RunPlan plan, DatabaseBinding binding, Scenario scenario, int run) {
        return binding.id() + " " + scenario.id() + (plan.runs() == 1 ? "" : " run " + run);
    }

    /** The tests this database skips, and the defaults of its own that change the workload, before it starts. */
    private void sayDifferences(DatabaseBinding binding) {
        for (Scenario scenario : plan.scenarios()) {
            String reason = RunPlan.unsupported(binding, scenario);
            if (reason != null) {
                out.println(binding.id() + ": " + scenario.id() + " skipped, it " + reason);
            }
        }
        for (String setting : plan.databaseDefaultsApplied(binding)) {
            out.println(binding.id() + ": " + setting + " (this database's default where the model's asks for what "
                    + "it cannot store)");
        }
    }

    /**
     * Every repetition on a fresh server: the scenarios in order, the baseline loaded where a read needs it. A server
     * that died during a test costs only that test: the next one starts on a fresh server (its data gone, so the
     * baseline is loaded again where a read needs it).
     */
    private boolean runDatabase(DatabaseBinding binding) throws Exception {
        boolean allGood = true;
        for (int run = 1; run <= plan.runs(); run++) {
            if (!kept.hasTestsLeft(binding, run)) {
                continue;
            }
            try {
                servers.start(binding, repetition(run));
                allGood &= runTests(binding, run);
            } finally {
                servers.stopAll();
            }
        }
        return allGood;
    }

    /** Every repetition: all servers up first, then each database's tests while the others idle, then all stopped. */
    private boolean runCoResident(List<DatabaseBinding> bindings) throws Exception {
        boolean allGood = true;
        for (int run = 1; run <= plan.runs(); run++) {
            int r = run;
            if (bindings.stream().noneMatch(b -> kept.hasTestsLeft(b, r))) {
                continue;
            }
            try {
                for (DatabaseBinding binding : bindings) {
                    servers.start(binding, repetition(run));
                }
                out.println("Co-resident: " + String.join(", ", servers.ids()) + " up until the last test"
                        + repetition(run));
                for (DatabaseBinding binding : bindings) {
                    allGood &= runTests(binding, run);
                }
            } finally {
                servers.stopAll();
            }
        }
        return allGood;
    }

    private String repetition(int run) {
        return plan.runs() == 1 ? "" : " for run " + run + " of " + plan.runs();
    }

    /**
     * One database's scenarios on its server, which is replaced by a fresh one if it died. A test kept from an earlier
     * run is skipped; it leaves no data on this server, so the first read test after a skipped write loads the
     * baseline.
     */
    private boolean runTests(DatabaseBinding binding, int run) throws Exception {
        boolean allGood = true;
        boolean baselineLoaded = false;
        for (Scenario scenario : plan.scenariosFor(binding)) {
            Path file = plan.resultFile(binding, scenario, run);
            if (kept.keeps(file)) {
                continue;
            }
            ServerSession session = servers.get(binding);
            if (session == null) {
                return false;    // the abort hook has stopped the servers: the harness is exiting
            }
            if (!session.alive().getAsBoolean()) {
                out.println("[" + binding.id() + "] the server has stopped (during the last test); starting "
                        + "a fresh one for " + scenario.id());
                session = servers.replace(binding, repetition(run));
                baselineLoaded = false;
            }
            boolean needsBaseline = !scenario.isWrite() && !baselineLoaded;
            PlannedTest test = todo.get(file);
            out.println(progress.starting(test));
            RunResult result = scenarios.run(binding, session, scenario, run, needsBaseline);
            progress.finished(test, result);
            allGood &= ScenarioRun.good(result);
            if (scenario.isWrite()) {
                baselineLoaded = scenario == Scenario.WRITE && result.status() == RunStatus.COMPLETED;
            } else if (needsBaseline) {
                baselineLoaded = result.status() != RunStatus.CRASHED;
            }
        }
        return allGood;
    }

    /** On Ctrl-C or kill: mark the unfinished run as crashed and stop the servers we started. */
    private void abort() {
        scenarios.markInterrupted();
        servers.stopAll();
    }
}
