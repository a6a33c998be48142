package org.iotbenchrunner.orchestrator;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.MatrixPrinter;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.report.Language;
import org.iotbenchrunner.report.Report;
import org.iotbenchrunner.report.SummaryTable;

/**
 * Runs the plan one database at a time: start its server, run each scenario (loading the baseline data a
 * read scenario needs), write each result as soon as it is known, stop the server.
 */
final class Campaign {
    private final RunPlan plan;
    private final PrintStream out;
    private final boolean interactive;
    private final HostInfo host = HostInfo.current();
    private volatile ServerSession current;
    private volatile Path runningResult;

    Campaign(RunPlan plan, PrintStream out, boolean interactive) {
        this.plan = plan;
        this.out = out;
        this.interactive = interactive;
    }

    /** Returns true when every run completed with zero failed operations. */
    boolean run() throws Exception {
        Thread hook = new Thread(this::abort, "campaign-abort");
        Runtime.getRuntime().addShutdownHook(hook);
        boolean allGood = true;
        int ran = 0;
        plan.selection().withoutModule().forEach(id -> out.println(id + ": skipped, this build has no " + id
                + " module yet"));
        try {
            for (DatabaseBinding binding : plan.databases()) {
                String unavailable = plan.provider().unavailableReason(binding);
                if (unavailable != null) {
                    out.println(binding.id() + ": skipped, " + unavailable);
                    allGood &= plan.selection().optional();
                    continue;
                }
                allGood &= runDatabase(binding);
                ran++;
            }
        } finally {
            Runtime.getRuntime().removeShutdownHook(hook);
        }
        if (ran == 0) {
            out.println("No database could be benchmarked here.");
            return false;
        }
        out.println("Summary: " + plan.scaleDir().resolve("summary.md"));
        writeReport();
        return allGood;
    }

    private boolean runDatabase(DatabaseBinding binding) throws Exception {
        out.println("Starting " + binding.displayName() + " (" + plan.provider().name() + " provider) ...");
        boolean allGood = true;
        try (ServerSession session = plan.provider().start(binding, plan.configFor(binding, Scenario.WRITE))) {
            current = session;
            out.println(binding.displayName() + " ready at " + session.endpoint());
            boolean baselineLoaded = false;
            for (Scenario scenario : plan.scenarios()) {
                boolean needsBaseline = !scenario.isWrite() && !baselineLoaded;
                RunResult result = runScenario(binding, session, scenario, needsBaseline);
                allGood &= result.status() == RunStatus.COMPLETED && result.failedOperations() == 0;
                if (scenario.isWrite()) {
                    baselineLoaded = scenario == Scenario.WRITE && result.status() == RunStatus.COMPLETED;
                } else if (needsBaseline) {
                    baselineLoaded = result.status() != RunStatus.CRASHED;
                }
            }
        } finally {
            current = null;
        }
        return allGood;
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
    private RunResult runScenario(DatabaseBinding binding, ServerSession session, Scenario scenario,
            boolean loadBaselineFirst) {
        BenchmarkConfig config = plan.configFor(binding, scenario);
        Path file = plan.resultFile(binding, scenario);
        Instant started = Instant.now();
        RunResult pending = skeleton(binding, session, scenario, config, started, null);
        ResultFiles.write(file, pending);
        runningResult = file;
        ProgressListener progress = new TerminalProgress(binding.id() + " " + scenario.id(), out, interactive);
        RunResult result;
        ProcessTreeSampler sampler = session.pid().isPresent() && ProcessTreeSampler.supported()
                ? new ProcessTreeSampler(session.pid().getAsLong()) : null;
        try {
            if (loadBaselineFirst) {
                loadBaseline(binding, session);
            }
            if (sampler != null) {
                sampler.start();
            }
            Measurement m = new BenchmarkEngine(binding, session.endpoint()).run(config, progress);
            ResourceUsage usage = sampler != null ? sampler.stop()
                    : ResourceUsage.none("the " + session.provider() + " provider does not sample the server");
            result = complete(pending, binding, session, m, usage);
            out.print(MatrixPrinter.format(result));
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + binding.id() + " " + scenario.id() + "] crashed: " + error);
            result = pending.withStatus(RunStatus.CRASHED, error);
        } finally {
            if (sampler != null) {
                sampler.close();
            }
        }
        ResultFiles.write(file, result);
        runningResult = null;
        writeSummary();
        return result;
    }

    private RunResult skeleton(DatabaseBinding binding, ServerSession session, Scenario scenario,
            BenchmarkConfig config, Instant started, String serverVersion) {
        DatabaseInfo info = new DatabaseInfo(binding.id(), binding.displayName(), serverVersion, session.provider(),
                binding.clientInfo(config));
        return new RunResult(RunResult.SCHEMA_VERSION, HarnessVersion.get(), RunStatus.RUNNING, null, scenario.id(),
                plan.scaleLabel(), info, host, config.effectiveValues(), started, null, 0, 0, 0, List.of(), null,
                null, null);
    }

    private static RunResult complete(RunResult pending, DatabaseBinding binding, ServerSession session,
            Measurement m, ResourceUsage usage) {
        DatabaseInfo info = new DatabaseInfo(binding.id(), binding.displayName(), m.serverVersion(),
                session.provider(), pending.database().client());
        return new RunResult(pending.schemaVersion(), pending.harnessVersion(),
                m.timedOut() ? RunStatus.TIMED_OUT : RunStatus.COMPLETED, null, pending.scenario(), pending.scale(),
                info, pending.host(), pending.config(), m.startedAt(), m.finishedAt(), m.elapsedSeconds(),
                m.schemaSeconds(), m.completedFraction(), m.operations(), m.total(), usage, m.harness());
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
        ServerSession session = current;
        if (session != null) {
            session.close();
        }
    }
}
