package org.iotbenchrunner.orchestrator.usecase;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.orchestrator.AbortHook;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.OrphanReaper;
import org.iotbenchrunner.orchestrator.provision.ServerLaunch;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.ServerSetups;
import org.iotbenchrunner.orchestrator.sampling.PageCache;

/**
 * {@code --workload}: the use case's data set made ready once (generated and counted, written to a file, or a
 * file read and counted), then loaded into each database in turn, each on a fresh server from the plan's provider,
 * started before its load and stopped after it. Each result is written when the load starts (RUNNING) and when it
 * ends, to {@code <out>/<workload>/<db>/load.json}; a load that fails is recorded as crashed and the next database
 * goes on. On Ctrl-C the running load is marked crashed and its server stopped; a load left RUNNING by a killed
 * harness is marked crashed by the next load into the same folder. With {@code --queries} (or a preset's query
 * runs), the loaded server then answers the queries drawn once for every database ({@link UseCaseQueries}), before
 * it is stopped; their result goes to {@code queries.json} beside the load's, or with several runs (a preset's once
 * and ten times) to {@code queries-<N>.json}, N the queries per type. With a {@link WriteGrid write grid} the
 * database's one server takes the data set once per cell ({@code write-r<R>-c<C>.json}, each cell's registration
 * clearing the one before), and the queries, then the thermo data set's disk against its raw size, follow the last
 * cell on its data.
 */
public final class UseCaseLoads {
    static final String RESULT_FILE = "load.json";
    static final String QUERY_RESULT_FILE = "queries.json";

    private final RunPlan plan;
    private final LoadRequest request;
    private final List<QueryRequest> queries;
    private final WriteGrid grid;
    private final boolean gridResume;
    private final StudyTopology topology;
    private final RankingVariant variant;
    private final PrintStream out;
    private final boolean interactive;
    private volatile Path runningResult;
    private volatile Path runningQueries;
    private List<UseCaseQueryPlan> queryPlans;
    private LoadSource source;
    private volatile ServerSession runningSession;
    private volatile boolean aborted;

    /** {@code queries}: the query runs after each load, in order; empty to load only. */
    public UseCaseLoads(RunPlan plan, LoadRequest request, List<QueryRequest> queries, PrintStream out,
            boolean interactive) {
        this(plan, new UseCaseRun(request, queries), out, interactive);
    }

    /** The run's load, once or once per cell of its write grid, each followed by its query runs. */
    public UseCaseLoads(RunPlan plan, UseCaseRun run, PrintStream out, boolean interactive) {
        this.topology = run.topology();
        this.variant = run.variant();
        this.plan = topology == null ? plan : topology.applyTo(plan);
        this.request = run.load();
        this.queries = run.queries();
        this.grid = run.grid();
        this.gridResume = run.gridResume();
        this.out = out;
        this.interactive = interactive;
    }

    /** Returns true when every database loaded every batch (and answered every query, the verified ones right). */
    public boolean run() throws Exception {
        plan.databases().forEach(b -> plan.configFor(b, Scenario.WRITE)); // bad input fails before any work
        for (Path file : ResultFiles.markAbandonedLoads(plan.outputDir())) {
            out.println("Marked " + file + " as crashed: the harness running it has ended");
        }
        new OrphanReaper(out).reapServers();
        source = LoadSource.prepare(request, out);
        out.println(source.describe());
        queryPlans = queries.stream().map(q -> UseCaseQueryPlan.draw(q, source.querySpace())).toList();
        String campaign = Instant.now().toString();
        HostInfo host = HostInfo.current();
        List<Step> steps = grid == null ? List.of(new Step(new LoadRun(plan, request, source, out, interactive,
                campaign, host), RESULT_FILE)) : grid.cells().stream().map(cell -> new Step(new LoadRun(plan,
                        request.forCell(cell), source, out, interactive, campaign, host), WriteGrid.fileName(cell)))
                .toList();
        boolean allGood = true;
        try (AbortHook hook = AbortHook.install("load-abort", this::abort)) {
            for (DatabaseBinding binding : plan.databases()) {
                String unavailable = plan.provider().unavailableReason(binding);
                String noLayout = topology == null ? null : topology.unavailableReason(binding);
                if (unavailable != null) {
                    out.println(binding.id() + ": skipped, " + unavailable);
                    allGood &= plan.selection().optional();
                } else if (noLayout != null) {
                    out.println(binding.id() + ": " + topology.folder() + " skipped, " + noLayout);
                } else {
                    allGood &= load(steps, binding);
                }
            }
        }
        out.println("Results: " + presetFolder()
                + (topology == null ? "" : " (" + topology.folder() + " below each database)"));
        return allGood;
    }

    /** One load into a database: its result file's name and the run that makes it. */
    private record Step(LoadRun run, String fileName) {
    }

    Path resultFile(DatabaseBinding binding) {
        return folder(binding).resolve(RESULT_FILE);
    }

    /** {@code <out>/<preset or workload>}, and a ranking variant's {@code <size>/<profile>} below it. */
    private Path presetFolder() {
        Path preset = plan.outputDir().resolve(request.folder());
        return variant == null ? preset : preset.resolve(variant.folder());
    }

    private Path folder(DatabaseBinding binding) {
        Path database = presetFolder().resolve(binding.id());
        return topology == null ? database : database.resolve(topology.folder());
    }

    /**
     * Every step's load into one server started for the database (each step's registration clears the one before),
     * then the query runs on what the last step loaded, and, for the thermo use case, its disk against the raw data.
     */
    private boolean load(List<Step> steps, DatabaseBinding binding) {
        boolean allGood = true;
        UseCaseLoadResult last = null;
        Path lastFile = null;
        try {
            for (int i = 0; i < steps.size() && !aborted; i++) {
                Step step = steps.get(i);
                Path file = folder(binding).resolve(step.fileName());
                boolean isLast = i == steps.size() - 1;
                UseCaseLoadResult kept = gridResume ? KeptCells.kept(file, step.run().pending(binding, null),
                        isLast ? queries.stream().map(q -> queryResultFile(binding, q)).toList() : List.of()) : null;
                if (kept != null) {
                    out.println("[" + step.run().label(binding) + "] kept: " + file + " completed earlier");
                    allGood &= kept.good();
                    continue;
                }
                UseCaseLoadResult result = loadStep(step.run(), binding, file);
                allGood &= result.good();
                if (isLast) {
                    last = result;
                    lastFile = file;
                }
            }
            if (last != null && last.status() == RunStatus.COMPLETED && runningSession != null) {
                // before the queries: a database's preparation for them (Cassandra's minute table) is not the load's
                if (request.useCase() == UseCase.THERMO && !aborted) {
                    UseCaseLoadResult measured = last.withDiskAgainstRaw(DiskAgainstRawProbe.measure(binding,
                            runningSession, plan.configFor(binding, Scenario.WRITE), source, request));
                    ResultFiles.writeLoad(lastFile, measured);
                    DiskAgainstRawProbe.print(out, "[" + binding.id() + " " + request.folder() + "] ",
                            measured.diskAgainstRaw());
                }
                for (int i = 0; i < queries.size(); i++) {
                    allGood &= query(binding, runningSession, last, queries.get(i), queryPlans.get(i));
                }
            }
        } finally {
            ServerSession session = runningSession;
            runningSession = null;
            if (session != null) {
                session.close();
            }
        }
        return allGood;
    }

    /** One load, on the database's server (started for the first step): its result written as it starts and ends. */
    private UseCaseLoadResult loadStep(LoadRun loads, DatabaseBinding binding, Path file) {
        UseCaseLoadResult result = loads.pending(binding, runningSession);
        try {
            if (runningSession == null) {
                runningSession = ServerLaunch.start(plan, binding, out, topology == null ? ""
                        : " as " + topology.folder());
                ClusterTopology.requireCluster(topology, runningSession);
                result = loads.pending(binding, runningSession);
            }
            ResultFiles.writeLoad(file, result);
            runningResult = file;
            result = loads.run(binding, runningSession, result).withTopology(ClusterTopology.of(runningSession));
            loads.print(result);
            ClusterTopology.print(out, "[" + loads.label(binding) + "] ", result.topology());
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + loads.label(binding) + "] crashed: " + error);
            result = result.withStatus(RunStatus.CRASHED, error);
        }
        if (aborted && result.status() != RunStatus.COMPLETED) {
            result = result.withStatus(RunStatus.CRASHED, "interrupted");
        }
        ResultFiles.writeLoad(file, result);
        runningResult = null;
        out.println("[" + loads.label(binding) + "] result: " + file);
        return result;
    }

    Path queryResultFile(DatabaseBinding binding, QueryRequest run) {
        return resultFile(binding).resolveSibling(queries.size() == 1 ? QUERY_RESULT_FILE
                : "queries-" + run.count() + ".json");
    }

    /** One query run against the loaded server: the result written when it starts and when it ends. */
    private boolean query(DatabaseBinding binding, ServerSession session, UseCaseLoadResult load, QueryRequest run,
            UseCaseQueryPlan queryPlan) {
        Path file = queryResultFile(binding, run);
        UseCaseQueries runner = new UseCaseQueries(run, queryPlan, source.rows(), out, interactive,
                System::nanoTime);
        UseCaseQueryResult result = runner.pending(load).withTopology(load.topology());
        ResultFiles.writeQueries(file, result);
        runningQueries = file;
        BenchmarkConfig config = plan.configFor(binding, Scenario.WRITE);
        List<UseCaseClient> clients = new ArrayList<>();
        try {
            UseCaseSupport useCases = LoadRun.useCasesOf(binding);
            openClients(clients, useCases, session, config, run.workers());
            result = result.withPreparation(prepare(binding, clients.get(0)));
            UseCaseQueries.ColdRestart cold = plan.cache() != CacheMode.COLD ? null : () -> {
                clients.forEach(UseCaseClient::close);
                clients.clear();
                ColdStart done = ServerSetups.makeCold(session, new PageCache(PageCache.LINUX_CONTROL));
                openClients(clients, useCases, session, config, run.workers());
                return done;
            };
            // a cold restart gives the server a new process: each query set takes a sampler of its own
            result = runner.run(result, useCases.unsupportedQueries(), clients,
                    () -> session.sampler() != null ? session.sampler().get() : null, session.unsampledReason(),
                    cold).withTopology(load.topology());
            runner.print(result);
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + binding.id() + " " + request.folder() + " queries] crashed: " + error);
            result = result.withStatus(RunStatus.CRASHED, error);
        } finally {
            clients.forEach(UseCaseClient::close);
        }
        if (aborted) {
            result = result.withStatus(RunStatus.CRASHED, "interrupted");
        }
        ResultFiles.writeQueries(file, result);
        runningQueries = null;
        out.println("[" + binding.id() + " " + request.folder() + " queries] result: " + file);
        return result.good();
    }

    private static void openClients(List<UseCaseClient> clients, UseCaseSupport useCases, ServerSession session,
            BenchmarkConfig config, int workers) throws Exception {
        for (int i = 0; i < workers; i++) {
            clients.add(useCases.open(session.target().endpointFor(i), config));
        }
    }

    /** The database's step between the load and the queries, if it needs one, timed and said on the terminal. */
    private UseCaseQueryResult.Preparation prepare(DatabaseBinding binding, UseCaseClient client) throws Exception {
        long begin = System.nanoTime();
        Optional<String> what = client.prepareQueries(UseCaseSchema.of(request.useCase()));
        if (what.isEmpty()) {
            return null;
        }
        double seconds = (System.nanoTime() - begin) / 1e9;
        out.printf("[%s %s queries] prepared in %.1f s: %s%n", binding.id(), request.folder(), seconds, what.get());
        return new UseCaseQueryResult.Preparation(what.get(), seconds);
    }

    /** On Ctrl-C or kill: mark the running load as crashed and stop its server. */
    private void abort() {
        aborted = true;
        Path file = runningResult;
        if (file != null) {
            try {
                ResultFiles.writeLoad(file, ResultFiles.readLoad(file).withStatus(RunStatus.CRASHED, "interrupted"));
            } catch (Exception e) {
                System.err.println("warning: could not mark " + file + " as crashed: " + e.getMessage());
            }
        }
        Path queryFile = runningQueries;
        if (queryFile != null) {
            try {
                ResultFiles.writeQueries(queryFile, ResultFiles.readQueries(queryFile)
                        .withStatus(RunStatus.CRASHED, "interrupted"));
            } catch (Exception e) {
                System.err.println("warning: could not mark " + queryFile + " as crashed: " + e.getMessage());
            }
        }
        ServerSession session = runningSession;
        if (session != null) {
            session.close();
        }
    }
}
