package org.iotbenchrunner.orchestrator;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/**
 * {@code --workload}: the use case's data set made ready once (generated and counted, written to a file, or a
 * file read and counted), then loaded into each database in turn, each on a fresh server from the plan's provider,
 * started before its load and stopped after it. Each result is written when the load starts (RUNNING) and when it
 * ends, to {@code <out>/<workload>/<db>/load.json}; a load that fails is recorded as crashed and the next database
 * goes on. On Ctrl-C the running load is marked crashed and its server stopped; a load left RUNNING by a killed
 * harness is marked crashed by the next load into the same folder.
 */
final class UseCaseLoads {
    static final String RESULT_FILE = "load.json";

    private final RunPlan plan;
    private final LoadRequest request;
    private final PrintStream out;
    private final boolean interactive;
    private volatile Path runningResult;
    private volatile ServerSession runningSession;

    UseCaseLoads(RunPlan plan, LoadRequest request, PrintStream out, boolean interactive) {
        this.plan = plan;
        this.request = request;
        this.out = out;
        this.interactive = interactive;
    }

    /** Returns true when every database loaded every batch. */
    boolean run() throws Exception {
        plan.databases().forEach(b -> plan.configFor(b, Scenario.WRITE)); // bad input fails before any work
        for (Path file : ResultFiles.markAbandonedLoads(plan.outputDir())) {
            out.println("Marked " + file + " as crashed: the harness running it has ended");
        }
        Campaign.reapEndedServers(out);
        LoadSource source = LoadSource.prepare(request, out);
        out.println(source.describe());
        LoadRun loads = new LoadRun(plan, request, source, out, interactive, Instant.now().toString(),
                HostInfo.current());
        boolean allGood = true;
        Thread hook = new Thread(this::abort, "load-abort");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            for (DatabaseBinding binding : plan.databases()) {
                String unavailable = plan.provider().unavailableReason(binding);
                if (unavailable != null) {
                    out.println(binding.id() + ": skipped, " + unavailable);
                    allGood &= plan.selection().optional();
                } else {
                    allGood &= load(loads, binding);
                }
            }
        } finally {
            Runtime.getRuntime().removeShutdownHook(hook);
        }
        out.println("Results: " + plan.outputDir().resolve(request.useCase().id()));
        return allGood;
    }

    Path resultFile(DatabaseBinding binding) {
        return plan.outputDir().resolve(request.useCase().id()).resolve(binding.id()).resolve(RESULT_FILE);
    }

    private boolean load(LoadRun loads, DatabaseBinding binding) {
        Path file = resultFile(binding);
        UseCaseLoadResult result = loads.pending(binding, null);
        try {
            runningSession = Campaign.startServer(plan, binding, out, "");
            result = loads.pending(binding, runningSession);
            ResultFiles.writeLoad(file, result);
            runningResult = file;
            result = loads.run(binding, runningSession, result);
            loads.print(result);
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + loads.label(binding) + "] crashed: " + error);
            result = result.withStatus(RunStatus.CRASHED, error);
        } finally {
            ServerSession session = runningSession;
            runningSession = null;
            if (session != null) {
                session.close();
            }
        }
        ResultFiles.writeLoad(file, result);
        runningResult = null;
        out.println("[" + loads.label(binding) + "] result: " + file);
        return result.good();
    }

    /** On Ctrl-C or kill: mark the running load as crashed and stop its server. */
    private void abort() {
        Path file = runningResult;
        if (file != null) {
            try {
                ResultFiles.writeLoad(file, ResultFiles.readLoad(file).withStatus(RunStatus.CRASHED, "interrupted"));
            } catch (Exception e) {
                System.err.println("warning: could not mark " + file + " as crashed: " + e.getMessage());
            }
        }
        ServerSession session = runningSession;
        if (session != null) {
            session.close();
        }
    }
}
