package org.iotbenchrunner.orchestrator.campaign;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.DiskFootprint;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.MatrixPrinter;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.console.HarnessLine;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.iotbenchrunner.orchestrator.console.ValueChecks;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.Isolation;
import org.iotbenchrunner.orchestrator.plan.PlanBound;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.RunSettings;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.ServerSetups;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.sampling.DiskProbe;
import org.iotbenchrunner.orchestrator.sampling.HostLoad;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;
import org.iotbenchrunner.report.Report;
import org.iotbenchrunner.report.table.SummaryTable;
import org.iotbenchrunner.report.text.Language;

/**
 * Runs the plan one database at a time: start its server, run each scenario (loading the baseline data a
 * read scenario needs), write each result as soon as it is known, stop the server; with several runs, all of
 * that once per run on a fresh server. Co-resident ({@code --isolation co-resident}), every database's server starts
 * before the first test and stays up to the end of the run, and each result records what the idle ones used. With
 * cold caches, each read test first restarts the server and drops the OS page cache. After each run: whether the harness was the limit, and after each write test the database's size
 * on disk. Every result records the server's profile, settings and cache mode. Resumed ({@code --resume}), the
 * tests an earlier run of the campaign completed with the same settings are kept and skipped, and a server none of
 * whose tests is left is not started.
 */
public final class Campaign {
    private final RunPlan plan;
    private final PrintStream out;
    private final boolean interactive;
    private final boolean resume;
    private static final double MB = 1024.0 * 1024.0;
    private static final Duration REAP_LIMIT = Duration.ofMinutes(2);

    private final HostInfo host = HostInfo.current();
    /** Groups the repetitions of this campaign in the result files: its start time, or the resumed campaign's. */
    private String campaign;
    /** The result files an earlier run of this campaign completed, kept as they are. */
    private final Set<Path> reused = new HashSet<>();
    /** The tests this process runs, by result file, in the order they run. */
    private final Map<Path, PlannedTest> todo = new LinkedHashMap<>();
    private CampaignProgress progress;
    /** With --resume, the results of the plan found in its folder; none otherwise. */
    private EarlierResults earlier = EarlierResults.none();
    /** The servers up now, by database id, in start order: one, or all of them when co-resident. */
    private final Map<String, ServerSession> up = Collections.synchronizedMap(new LinkedHashMap<>());
    private volatile Path runningResult;

    public Campaign(RunPlan plan, PrintStream out, boolean interactive) {
        this(plan, out, interactive, false);
    }

    public Campaign(RunPlan plan, PrintStream out, boolean interactive, boolean resume) {
        this.plan = plan;
        this.out = out;
        this.interactive = interactive;
        this.resume = resume;
    }

    /** Returns true when every run completed with zero failed operations and zero mismatches. */
    public boolean run() throws Exception {
        reapEndedRuns();
        boolean allGood = keepEarlierResults();
        Thread hook = new Thread(this::abort, "campaign-abort");
        Runtime.getRuntime().addShutdownHook(hook);
        boolean coResident = plan.arrangement().isolation() == Isolation.CO_RESIDENT;
        boolean anyLeft = plan.databases().stream().anyMatch(this::hasTestsLeft);
        List<DatabaseBinding> runnable = new ArrayList<>();
        try {
            for (DatabaseBinding binding : plan.databases()) {
                // co-resident, a database whose tests are done still idles beside the others, as it did before
                if (!(coResident ? anyLeft : hasTestsLeft(binding))) {
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
        } finally {
            removeHook(hook);
        }
        if (runnable.isEmpty() && reused.isEmpty()) {
            out.println("No database could be benchmarked here.");
            return false;
        }
        if (todo.isEmpty()) {
            writeSummary();
        }
        out.println("Summary: " + plan.scaleDir().resolve("summary.md"));
        writeReport();
        return allGood;
    }

    /**
     * Resumed: the campaign's id and the results to keep, each said in a line, with a line for each that runs again
     * for a reason; returns whether the kept ones completed with zero failed operations and mismatches. Otherwise a
     * new campaign that keeps nothing.
     */
    private boolean keepEarlierResults() {
        earlier = resume ? EarlierResults.read(plan) : EarlierResults.none();
        campaign = earlier.campaign() != null ? earlier.campaign() : Instant.now().toString();
        if (!resume) {
            return true;
        }
        if (earlier.isEmpty()) {
            out.println("resume: " + plan.scaleDir() + " has no result of this plan; running every test");
            return true;
        }
        boolean allGood = true;
        List<String> lines = new ArrayList<>();
        int tests = 0;
        for (DatabaseBinding binding : plan.databases()) {
            for (int run = 1; run <= plan.runs(); run++) {
                for (Scenario scenario : plan.scenariosFor(binding)) {
                    Path file = plan.resultFile(binding, scenario, run);
                    EarlierResults.Verdict verdict = earlier.verdict(label(binding, scenario, run), file,
                            RunSettings.expected(plan, binding, scenario, run));
                    tests++;
                    if (verdict.reuse()) {
                        reused.add(file);
                        allGood &= good(earlier.byFile().get(file));
                    }
                    if (verdict.line() != null) {
                        lines.add(verdict.line());
                    }
                }
            }
        }
        out.println("resume: campaign " + campaign + ", " + reused.size() + " of " + tests + " tests done earlier "
                + "and skipped, " + (tests - reused.size()) + " to run");
        lines.forEach(out::println);
        return allGood;
    }

    private boolean hasTestsLeft(DatabaseBinding binding) {
        return IntStream.rangeClosed(1, plan.runs()).anyMatch(run -> hasTestsLeft(binding, run));
    }

    private boolean hasTestsLeft(DatabaseBinding binding, int run) {
        return plan.scenariosFor(binding).stream().anyMatch(s -> !reused.contains(plan.resultFile(binding, s, run)));
    }

    /** The tests left to run on the databases that can run here, said once with how long they may measure. */
    private void planTests(List<DatabaseBinding> runnable) {
        Map<PlannedTest, RunResult> kept = new LinkedHashMap<>();
        for (DatabaseBinding binding : runnable) {
            for (int run = 1; run <= plan.runs(); run++) {
                for (Scenario scenario : plan.scenariosFor(binding)) {
                    Path file = plan.resultFile(binding, scenario, run);
                    PlannedTest test = PlannedTest.of(plan, binding, scenario, label(binding, scenario, run));
                    if (reused.contains(file)) {
                        kept.put(test, earlier.byFile().get(file));
                    } else {
                        todo.put(file, test);
                    }
                }
            }
        }
        out.println(PlanBound.line(List.copyOf(todo.values())));
        progress = new CampaignProgress(List.copyOf(todo.values()), System::nanoTime);
        kept.forEach(progress::learned);
    }

    private String label(DatabaseBinding binding, Scenario scenario, int run) {
        return binding.id() + " " + scenario.id() + (plan.runs() == 1 ? "" : " run " + run);
    }

    /** Completed with zero failed operations and zero mismatches. */
    private static boolean good(RunResult result) {
        return result.status() == RunStatus.COMPLETED && result.failedOperations() == 0 && result.mismatches() == 0;
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
     * What a killed harness left behind: results still marked running, local servers and their directories, and
     * (where a Docker engine answers) containers.
     */
    private void reapEndedRuns() {
        for (Path file : ResultFiles.markAbandoned(plan.outputDir())) {
            out.println("Marked " + file + " as crashed: the harness running it has ended");
            try {
                SummaryTable.writeFor(file.getParent().getParent());
            } catch (Exception e) {
                out.println("warning: could not rewrite the summary beside " + file + ": " + e.getMessage());
            }
        }
        reapEndedServers(out);
    }

    /** The local servers and (where a Docker engine answers) containers that a killed harness left running. */
    public static void reapEndedServers(PrintStream out) {
        LocalOrphans.reap(Path.of(System.getProperty("java.io.tmpdir"))).forEach(out::println);
        if (DockerEngine.unavailableReason() == null) {
            try {
                Bounded.get("looking for containers of ended runs", REAP_LIMIT,
                        () -> ContainerOwners.onThisEngine(ContainerOwners::reapOrphans))
                        .forEach(out::println);
            } catch (RuntimeException e) {
                out.println("warning: could not look for containers of ended runs: " + e.getMessage());
            }
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
            if (!hasTestsLeft(binding, run)) {
                continue;
            }
            try {
                start(binding, repetition(run));
                allGood &= runTests(binding, run);
            } finally {
                stopAll();
            }
        }
        return allGood;
    }

    /** Every repetition: all servers up first, then each database's tests while the others idle, then all stopped. */
    private boolean runCoResident(List<DatabaseBinding> bindings) throws Exception {
        boolean allGood = true;
        for (int run = 1; run <= plan.runs(); run++) {
            int r = run;
            if (bindings.stream().noneMatch(b -> hasTestsLeft(b, r))) {
                continue;
            }
            try {
                for (DatabaseBinding binding : bindings) {
                    start(binding, repetition(run));
                }
                out.println("Co-resident: " + String.join(", ", up.keySet()) + " up until the last test"
                        + repetition(run));
                for (DatabaseBinding binding : bindings) {
                    allGood &= runTests(binding, run);
                }
            } finally {
                stopAll();
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
            if (reused.contains(file)) {
                continue;
            }
            ServerSession session = up.get(binding.id());
            if (!session.alive().getAsBoolean()) {
                out.println("[" + binding.id() + "] the server has stopped (during the last test); starting "
                        + "a fresh one for " + scenario.id());
                up.remove(binding.id());
                session.close();
                session = start(binding, repetition(run));
                baselineLoaded = false;
            }
            boolean needsBaseline = !scenario.isWrite() && !baselineLoaded;
            PlannedTest test = todo.get(file);
            out.println(progress.starting(test));
            RunResult result = runScenario(binding, session, scenario, run, needsBaseline);
            progress.finished(test, result);
            allGood &= good(result);
            if (scenario.isWrite()) {
                baselineLoaded = scenario == Scenario.WRITE && result.status() == RunStatus.COMPLETED;
            } else if (needsBaseline) {
                baselineLoaded = result.status() != RunStatus.CRASHED;
            }
        }
        return allGood;
    }

    private ServerSession start(DatabaseBinding binding, String repetition) throws Exception {
        ServerSession session = startServer(plan, binding, out, repetition);
        up.put(binding.id(), session);
        return session;
    }

    /** Starts {@code binding}'s server as the plan says, saying so, where and how it is set up. */
    public static ServerSession startServer(RunPlan plan, DatabaseBinding binding, PrintStream out, String repetition)
            throws Exception {
        out.println("Starting " + binding.displayName() + " (" + plan.provider().name() + " provider)" + repetition
                + " ...");
        ServerSession session = plan.provider().start(binding, plan.configFor(binding, Scenario.WRITE),
                plan.server());
        out.println(binding.displayName() + " ready at " + session.endpoint());
        out.println(ServerSetups.describe(binding, ServerSetups.of(plan, session)));
        return session;
    }

    /** Stops every server up, the last started first. */
    private void stopAll() {
        List<ServerSession> sessions;
        synchronized (up) {
            sessions = new ArrayList<>(up.values());
            up.clear();
        }
        Collections.reverse(sessions);
        sessions.forEach(ServerSession::close);
    }

    private void loadBaseline(DatabaseBinding binding, ServerSession session) throws Exception {
        out.println("[" + binding.id() + "] loading the baseline data of the write scenario (not measured) ...");
        BenchmarkConfig config = plan.configFor(binding, Scenario.WRITE);
        Measurement m = new BenchmarkEngine(binding, session.endpoint())
                .run(config, new TerminalProgress(binding.id() + " baseline", out, interactive));
        if (m.total().failedOperations() > 0 || m.timedOut()) {
            throw new IllegalStateException("loading the baseline failed: " + m.total().failedOperations()
                    + " failed writes, first errors " + m.total().errors());
        }
    }

    /** Runs one scenario and records its result, crashed or not; a read scenario may first load the baseline. */
    private RunResult runScenario(DatabaseBinding binding, ServerSession session, Scenario scenario, int run,
            boolean loadBaselineFirst) {
        BenchmarkConfig config = plan.configFor(binding, scenario);
        Path file = plan.resultFile(binding, scenario, run);
        Instant started = Instant.now();
        ServerSetup setup = ServerSetups.of(plan, session);
        RunResult pending = skeleton(binding, session, scenario, config, started, run, setup);
        ResultFiles.write(file, pending);
        runningResult = file;
        String label = label(binding, scenario, run);
        ProgressListener progress = new TerminalProgress(label, out, interactive);
        RunResult result;
        ResourceSampler sampler = null;
        IdleServers idle = IdleServers.NONE;
        try {
            if (loadBaselineFirst) {
                loadBaseline(binding, session);
            }
            if (plan.cache() == CacheMode.COLD && !scenario.isWrite()) {
                ColdStart cold = ServerSetups.makeCold(session, new PageCache(PageCache.LINUX_CONTROL));
                out.println("[" + label + "] cold caches: " + cold.describe());
                pending = pending.toBuilder().setup(setup.withColdStart(cold)).build();
                ResultFiles.write(file, pending);
            }
            // after a cold restart the server is a new process
            sampler = session.sampler() != null ? session.sampler().get() : null;
            idle = IdleServers.of(up, binding.id());
            RunOptions options = RunOptions.DEFAULT.withWarmup(plan.warmup()).withRate(plan.rate())
                    .withPregeneration(plan.pregenerate());
            if (plan.verify()) {
                options = scenario.isWrite() ? options.verifying(0)
                        : options.verifying(plan.baselineRowsPerDevice(binding)).withValueQueries(plan.valueQueries());
            }
            idle.start();
            Instant samplingFrom = Instant.now();
            if (sampler != null) {
                sampler.start();
            }
            Measurement m = new BenchmarkEngine(binding, session.endpoint()).run(config, progress, options);
            // the samples cover set-up and verification too; the summary is the measured phase's
            ResourceUsage usage = sampler != null ? sampler.stop().within(secondsBetween(samplingFrom, m.startedAt()),
                    secondsBetween(samplingFrom, m.finishedAt())) : ResourceUsage.none(session.unsampledReason());
            RunResult.Builder done = complete(pending, binding, session, m, usage)
                    .coResident(idle.stop(m.startedAt(), m.finishedAt()));
            HostLoad load = HostLoad.of(m.harness(), usage, host.cores());
            done.load(load.clientBound(), load.clientBoundReason(), load.saturation());
            if (scenario.isWrite() && !m.timedOut()) {
                done.disk(measureDisk(binding, session, config, m.rawBytesWritten()));
            }
            result = done.build();
            out.print(MatrixPrinter.format(result));
            if (!m.writeCounts().isEmpty()) {
                out.println("[" + label + "] how the clients wrote: " + m.writeCounts());
            }
            printChecks("[" + label + "] ", result);
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + label + "] crashed: " + error);
            result = pending.withStatus(RunStatus.CRASHED, error);
        } finally {
            if (sampler != null) {
                sampler.close();
            }
            idle.close();
        }
        ResultFiles.write(file, result);
        runningResult = null;
        writeSummary();
        return result;
    }

    /**
     * The database's size on disk after a write test, asked of a fresh client first (it may flush or checkpoint),
     * then of the server's files where the provider sees them; never inside the sampled window.
     */
    private DiskFootprint measureDisk(DatabaseBinding binding, ServerSession session, BenchmarkConfig config,
            long rawBytes) {
        DiskProbe.Outcome disk = DiskProbe.measure(binding, session, config);
        return disk.size() == null ? DiskFootprint.notMeasured(rawBytes, disk.reason())
                : DiskFootprint.measured(disk.size().bytes(), rawBytes, disk.size().method());
    }

    private void printChecks(String prefix, RunResult r) {
        HarnessUsage h = r.resources().harness();
        if (h != null && h.peakHeapBytes() != null) {
            out.println(prefix + HarnessLine.of(h));
        }
        Verification v = r.verification();
        if (v != null) {
            boolean stored = Verification.STORED_ROWS.equals(v.covers());
            out.printf(Locale.ROOT, "%sverified %d %s in %.2f s: %d mismatches%n", prefix, v.verifiedOperations(),
                    stored ? "devices' stored rows (a count of every sensor)"
                            : "answers (" + Verification.POINT_COUNTS + ")", v.seconds(), v.mismatches());
            for (OperationResult op : r.operations()) {
                for (Mismatch x : op.mismatchExamples()) {
                    out.printf(Locale.ROOT, "%s  expected %d points, got %d: %s%n", prefix, x.expected(), x.actual(),
                            x.query());
                }
            }
            if (!stored) {
                ValueChecks.print(out, prefix, r);
            }
        }
        DiskFootprint d = r.disk();
        if (d != null) {
            out.println(prefix + (d.diskBytes() == null ? "disk: " + d.method()
                    : String.format(Locale.ROOT, "disk %.1f MB, raw %.1f MB, compression %.2f (%s)",
                            d.diskBytes() / MB, d.rawBytes() / MB, d.compressionRatio(), d.method())));
        }
        if (r.status() == RunStatus.TIMED_OUT && r.planned() != null && r.planned().operations() != null) {
            boolean points = r.planned().points() != null;
            out.printf(Locale.ROOT, "%sstopped by TEST_MAX_TIME after %.1f s: %.1f %% done, %,d of %,d %s; not ranked%n",
                    prefix, r.elapsedSeconds(), 100 * r.completedFraction(),
                    points ? r.total().okPoints() : r.total().okOperations() + r.total().failedOperations(),
                    points ? r.planned().points() : r.planned().operations(), points ? "points" : "operations");
        }
        r.coResident().forEach((id, u) -> out.println(prefix + "co-resident " + id + (u.measured()
                ? String.format(Locale.ROOT, ", idle meanwhile: %.1f %% CPU, %.1f MB", u.avgCpuPercent(), u.avgMemoryMb())
                : ": not sampled (" + u.note() + ")")));
        if (r.clientBound()) {
            out.println(prefix + "client-bound: " + r.clientBoundReason());
        } else if (r.hostSaturated()) {
            out.println(prefix + "host saturated: " + r.hostSaturation().reason());
        }
    }

    private RunResult skeleton(DatabaseBinding binding, ServerSession session, Scenario scenario,
            BenchmarkConfig config, Instant started, int run, ServerSetup setup) {
        DatabaseInfo info = new DatabaseInfo(binding.id(), binding.displayName(), null, session.provider(),
                binding.clientInfo(config), binding.chartColor());
        HostArrangement arrangement = plan.arrangement();
        Protocol protocol = new Protocol(campaign, run, plan.runs(), plan.warmup(), plan.verify(),
                HarnessOwner.current(), arrangement.isolation().id, arrangement.presetId(),
                arrangement.harnessCpusText());
        return RunResult.builder().harnessVersion(HarnessVersion.get()).status(RunStatus.RUNNING)
                .scenario(scenario.id()).scale(plan.scaleLabel()).database(info).protocol(protocol).host(host)
                .setup(setup).config(config.recordedValues(binding.ownKeys(), session.endpoint().host(),
                        session.endpoint().port(), session.endpoint().user()))
                .startedAt(started).build();
    }

    /** The skeleton with what the engine measured; its statistics are derived when it is built. */
    private static RunResult.Builder complete(RunResult pending, DatabaseBinding binding, ServerSession session,
            Measurement m, ResourceUsage usage) {
        Map<String, String> client = new LinkedHashMap<>(pending.database().client());
        m.writeCounts().forEach((name, count) -> client.put(name, String.format(Locale.ROOT, "%,d", count)));
        DatabaseInfo info = new DatabaseInfo(binding.id(), binding.displayName(), m.serverVersion(),
                session.provider(), client, pending.database().color());
        return pending.toBuilder().database(info).status(m.timedOut() ? RunStatus.TIMED_OUT : RunStatus.COMPLETED)
                .error(null).startedAt(m.startedAt()).finishedAt(m.finishedAt()).elapsedSeconds(m.elapsedSeconds())
                .schemaSeconds(m.schemaSeconds()).completedFraction(m.completedFraction()).planned(m.planned())
                .openLoop(m.openLoop()).operations(m.operations()).total(m.total()).server(usage).harness(m.harness())
                .verification(m.verification());
    }

    private static double secondsBetween(Instant from, Instant to) {
        return java.time.Duration.between(from, to).toNanos() / 1e9;
    }

    private void writeSummary() {
        try {
            SummaryTable.writeFor(plan.scaleDir());
        } catch (Exception e) {
            out.println("warning: could not rewrite the summary: " + e.getMessage());
        }
    }

    private void writeReport() {
        try {
            out.println("Report: " + Report.write(plan.scaleDir(), plan.scaleDir().resolve("report"), Language.EN));
        } catch (Exception e) {
            out.println("warning: could not write the HTML report: " + e.getMessage());
        }
    }

    /** On Ctrl-C or kill: mark the unfinished run as crashed and stop the server we started. */
    private void abort() {
        Path file = runningResult;
        if (file != null) {
            try {
                ResultFiles.write(file, ResultFiles.read(file).withStatus(RunStatus.CRASHED, "interrupted"));
                writeSummary();
            } catch (Exception e) {
                System.err.println("warning: could not mark " + file + " as crashed: " + e.getMessage());
            }
        }
        stopAll();
    }

    /** Removes an abort hook once its work is done; during the JVM's shutdown the hook has run, or runs now. */
    public static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: nothing to remove
        }
    }
}
