package org.iotbenchrunner.orchestrator.usecase;

import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.CompilerQuiet;
import org.iotbenchrunner.core.engine.HarnessMeter;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.MatrixPrinter;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.StoredCount;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.orchestrator.console.HarnessLine;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.ServerSetups;
import org.iotbenchrunner.orchestrator.sampling.DiskProbe;
import org.iotbenchrunner.orchestrator.sampling.HostLoad;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * One load of the data set into one database's server: the use case's tables or series registered by one client,
 * the rows dealt to the workers' own clients ({@link LoadWorkers}) while the server and the harness are sampled,
 * then the size on disk; the result built in one place from what was measured.
 */
public final class LoadRun {
    /** Compiler threads idle this long count as done; waited for at most COMPILER_WAIT, said from the notice up. */
    private static final Duration COMPILER_QUIET = Duration.ofMillis(100);
    private static final Duration COMPILER_WAIT = Duration.ofSeconds(5);
    private static final long COMPILER_NOTICE_MILLIS = 200;
    private static final double MB = 1024.0 * 1024.0;

    private final RunPlan plan;
    private final LoadRequest request;
    private final LoadSource source;
    private final PrintStream out;
    private final boolean interactive;
    private final String campaign;
    private final HostInfo host;

    LoadRun(RunPlan plan, LoadRequest request, LoadSource source, PrintStream out, boolean interactive,
            String campaign, HostInfo host) {
        this.plan = plan;
        this.request = request;
        this.source = source;
        this.out = out;
        this.interactive = interactive;
        this.campaign = campaign;
        this.host = host;
    }

    String label(DatabaseBinding binding) {
        UseCaseLoadResult.GridCell cell = request.grid();
        return binding.id() + " " + request.folder() + (cell == null ? " load" : String.format(Locale.ROOT,
                " write r%d c%d, cell %d/%d", cell.rowsPerRequest(), cell.clients(), cell.cell(), cell.cells()));
    }

    /** The result before anything is measured (RUNNING), with what was asked; {@code session} null if none started. */
    UseCaseLoadResult pending(DatabaseBinding binding, ServerSession session) {
        BenchmarkConfig config = plan.configFor(binding, Scenario.WRITE);
        DatabaseInfo database = new DatabaseInfo(binding.id(), binding.displayName(), null,
                session == null ? plan.provider().name() : session.provider(), clientInfo(binding, config),
                binding.chartColor());
        UseCaseLoadResult.Asked asked = new UseCaseLoadResult.Asked(request.useCase().id(), source.source(),
                source.generated(), source.dataFile(), source.size(), request.workers(), request.batchSize(),
                request.preset(), request.grid());
        UseCaseLoadResult.Environment environment = new UseCaseLoadResult.Environment(host,
                session == null ? null : ServerSetups.of(plan, session), campaign, HarnessOwner.current());
        return new UseCaseLoadResult(UseCaseLoadResult.KIND, UseCaseLoadResult.SCHEMA_VERSION, HarnessVersion.get(),
                RunStatus.RUNNING, null, request.useCase().id(), database, asked, null, null, null, null,
                environment);
    }

    /** The binding's client facts, with the use case's write path in place of the tests' one. */
    private static Map<String, String> clientInfo(DatabaseBinding binding, BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>(binding.clientInfo(config));
        info.keySet().removeIf(key -> key.startsWith("writePath"));
        info.put("writePath", binding.useCases().map(UseCaseSupport::writePath)
                .orElse("not said by the " + binding.id() + " binding"));
        return info;
    }

    /** The binding's use cases; a binding without refuses the load, which then crashes with the reason. */
    static UseCaseSupport useCasesOf(DatabaseBinding binding) {
        return binding.useCases().orElseThrow(() -> new UnsupportedOperationException(
                "loading TSBS use cases is not implemented for this database"));
    }

    /** Loads every row into {@code session}'s server and returns the completed result. */
    UseCaseLoadResult run(DatabaseBinding binding, ServerSession session, UseCaseLoadResult pending)
            throws Exception {
        BenchmarkConfig config = plan.configFor(binding, Scenario.WRITE);
        double registerSeconds;
        String serverVersion;
        UseCaseSchema schema = UseCaseSchema.of(request.useCase());
        UseCaseSupport useCases = useCasesOf(binding);
        try (UseCaseClient admin = useCases.open(session.endpoint(), config)) {
            long begin = System.nanoTime();
            admin.registerUseCase(schema);
            registerSeconds = (System.nanoTime() - begin) / 1e9;
        }
        try (DatabaseClient client = binding.open(session.endpoint(), config)) {
            serverVersion = client.serverVersion();
        }
        List<UseCaseClient> clients = new ArrayList<>();
        ResourceSampler sampler = null;
        try {
            for (int i = 0; i < request.workers(); i++) {
                clients.add(useCases.open(session.target().endpointFor(i), config));
            }
            sampler = session.sampler() != null ? session.sampler().get() : null;
            Measured measured = measure(binding, session, schema, clients, sampler);
            // the workers' connections go before the disk probe opens its own: with as many workers as the server
            // takes connections (the ranking's 100 against PostgreSQL's max_connections 100) it was refused
            clients.forEach(UseCaseClient::close);
            clients.clear();
            UseCaseLoadResult.Stored stored = stored(binding, useCases, session, config, schema, measured);
            UseCaseLoadResult.Disk disk = disk(DiskProbe.measure(binding, session, endpoint -> {
                try (UseCaseClient client = useCases.open(endpoint, config)) {
                    return client.useCaseDiskSize(schema);
                }
            }));
            return completed(pending, binding, session, serverVersion, registerSeconds, measured, stored, disk);
        } finally {
            if (sampler != null) {
                sampler.close();
            }
            clients.forEach(UseCaseClient::close);
        }
    }

    /** What the workers did, on the wall clock, with what the server and the harness used over the window. */
    private record Measured(LoadCounters counters, Instant startedAt, Instant finishedAt, ResourceUsage server,
            HarnessUsage harness, DiskIo diskIo) {
    }

    private Measured measure(DatabaseBinding binding, ServerSession session, UseCaseSchema schema,
            List<UseCaseClient> clients, ResourceSampler sampler) throws Exception {
        String label = label(binding);
        LoadProgress progress = new LoadProgress(new TerminalProgress(label, out, interactive), label,
                source.size().rows());
        HarnessMeter harness = new HarnessMeter();
        Duration settled = CompilerQuiet.await(COMPILER_QUIET, COMPILER_WAIT);
        if (settled.toMillis() >= COMPILER_NOTICE_MILLIS) {
            out.printf(Locale.ROOT, "[%s] %.1f s for the JIT compiler to finish the harness's start-up work before "
                    + "the window%n", label, settled.toNanos() / 1e9);
        }
        Instant zero = Instant.now();
        long zeroNanos = System.nanoTime();
        if (sampler != null) {
            sampler.start();
        }
        harness.start();
        LoadWorkers workers = new LoadWorkers(clients, request.batchSize(), System::nanoTime);
        LoadCounters counters = source.file() != null && clients.stream().allMatch(c -> c.takesLines(schema))
                ? workers.run(source.file().lines(), progress) : workers.run(source.rows(), progress);
        double harnessSeconds = (System.nanoTime() - zeroNanos) / 1e9;
        ResourceUsage usage = sampler != null ? sampler.stop() : ResourceUsage.none(session.unsampledReason());
        LoadCounters.Snapshot done = counters.snapshot(counters.lastEndNanos());
        HarnessUsage harnessUsage = harness.usage(harnessSeconds, done.metrics(), null, null, null);
        if (!counters.anyInsert()) {
            return new Measured(counters, null, null, ResourceUsage.none("nothing was loaded"), harnessUsage,
                    DiskIo.none("nothing was loaded"));
        }
        double from = (counters.firstStartNanos() - zeroNanos) / 1e9;
        double to = (counters.lastEndNanos() - zeroNanos) / 1e9;
        // the use case's logical bytes are not counted: no write amplification, bytes per point only
        DiskIo io = sampler != null ? sampler.diskIo(usage, from, to, done.metrics() > 0 ? done.metrics() : null, null)
                : DiskIo.none(session.unsampledReason());
        return new Measured(counters, zero.plusNanos(counters.firstStartNanos() - zeroNanos),
                zero.plusNanos(counters.lastEndNanos() - zeroNanos), sampler != null ? usage.within(from, to) : usage,
                harnessUsage, io);
    }

    /**
     * The rows the tables hold, where the client counts them, against the rows written without a failure: what a
     * server took without answering and then dropped shows here only. Null where the client does not count.
     */
    private UseCaseLoadResult.Stored stored(DatabaseBinding binding, UseCaseSupport useCases, ServerSession session,
            BenchmarkConfig config, UseCaseSchema schema, Measured m) {
        if (m.finishedAt() == null) {
            return null;
        }
        long written = m.counters().snapshot(m.counters().lastEndNanos()).rows();
        Optional<StoredCount> count;
        try (UseCaseClient client = useCases.open(session.endpoint(), config)) {
            count = client.storedRows(schema, written);
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            out.println("[" + label(binding) + "] stored rows not counted: " + e.getMessage());
            return null;
        }
        double after = Duration.between(m.finishedAt(), Instant.now()).toNanos() / 1e9;
        return count.map(c -> new UseCaseLoadResult.Stored(c.rows(), Math.max(0, written - c.rows()), after,
                c.method())).orElse(null);
    }

    private static UseCaseLoadResult.Disk disk(DiskProbe.Outcome outcome) {
        return outcome.size() == null ? new UseCaseLoadResult.Disk(null, "not measured: " + outcome.reason())
                : new UseCaseLoadResult.Disk(outcome.size().bytes(), outcome.size().method());
    }

    private UseCaseLoadResult completed(UseCaseLoadResult pending, DatabaseBinding binding, ServerSession session,
            String serverVersion, double registerSeconds, Measured m, UseCaseLoadResult.Stored stored,
            UseCaseLoadResult.Disk disk) {
        LoadCounters.Snapshot s = m.counters().snapshot(m.counters().lastEndNanos());
        UseCaseLoadResult.Done done = new UseCaseLoadResult.Done(s.rows(), s.metrics(), s.batches(),
                s.failedBatches(), s.failedRows(), s.failedMetrics(), m.counters().errors(), stored);
        UseCaseLoadResult.Window window = null;
        UseCaseLoadResult.Statistics statistics = new UseCaseLoadResult.Statistics(null, null);
        if (m.startedAt() != null) {
            double seconds = Duration.between(m.startedAt(), m.finishedAt()).toNanos() / 1e9;
            window = new UseCaseLoadResult.Window(m.startedAt(), m.finishedAt(), seconds, registerSeconds);
            if (seconds > 0) {
                statistics = new UseCaseLoadResult.Statistics(s.rows() / seconds, s.metrics() / seconds);
            }
        }
        HostLoad load = HostLoad.of(m.harness(), m.server(), host.cores());
        DatabaseInfo database = new DatabaseInfo(binding.id(), binding.displayName(), serverVersion,
                session.provider(), pending.database().client(), pending.database().color());
        UseCaseLoadResult.Resources resources = new UseCaseLoadResult.Resources(m.server(), m.harness(),
                load.clientBound(), load.clientBoundReason(), load.saturation(), disk, m.diskIo());
        return new UseCaseLoadResult(pending.kind(), pending.schemaVersion(), pending.harnessVersion(),
                RunStatus.COMPLETED, null, pending.workload(), database, pending.asked(), done, statistics, window,
                resources, pending.environment());
    }

    /** The terminal's lines on a finished load: counts, rates, failures, harness, server, disk, who was the limit. */
    void print(UseCaseLoadResult r) {
        UseCaseLoadResult.GridCell cell = r.asked().grid();
        String prefix = "[" + r.database().id() + " " + r.workload() + (cell == null ? " load] "
                : " write r" + cell.rowsPerRequest() + " c" + cell.clients() + "] ");
        UseCaseLoadResult.Done d = r.done();
        if (d == null) {
            return;
        }
        String rates = r.statistics().rowsPerSecond() == null ? "no measured window"
                : String.format(Locale.ROOT, "in %.2f s: %,.0f rows/s, %,.0f metrics/s", r.window().elapsedSeconds(),
                        r.statistics().rowsPerSecond(), r.statistics().metricsPerSecond());
        out.printf(Locale.ROOT, "%s%,d rows, %,d metrics (= points) written %s; %d failed batches%n", prefix,
                d.rows(), d.metrics(), rates, d.failedBatches());
        if (d.failedBatches() > 0) {
            out.printf(Locale.ROOT, "%s%,d rows (%,d metrics) in failed batches, first errors: %s%n", prefix,
                    d.failedRows(), d.failedMetrics(), String.join("; ", d.errors()));
        }
        if (d.stored() != null) {
            UseCaseLoadResult.Stored st = d.stored();
            out.printf(Locale.ROOT, "%sstored: %,d rows%s, counted %.2f s after the window (%s)%n", prefix,
                    st.rows(), st.missing() == 0 ? ", every row written" : String.format(Locale.ROOT,
                            ": %,d of the rows written are MISSING", st.missing()),
                    st.countedAfterSeconds(), st.method());
        }
        UseCaseLoadResult.Resources res = r.resources();
        if (res.harness() != null && res.harness().peakHeapBytes() != null) {
            out.println(prefix + HarnessLine.of(res.harness()));
        }
        out.println(prefix + (res.server().measured()
                ? String.format(Locale.ROOT, "server: %.1f %% CPU, %.1f MB memory on average (%s)",
                        res.server().avgCpuPercent(), res.server().avgMemoryMb(), res.server().source())
                : "server: not sampled (" + res.server().note() + ")"));
        out.println(prefix + (res.disk().bytes() == null ? "disk: " + res.disk().method()
                : String.format(Locale.ROOT, "disk %.1f MB (%s)", res.disk().bytes() / MB, res.disk().method())));
        if (res.diskIo() != null) {
            out.println(prefix + MatrixPrinter.diskIo(res.diskIo()));
        }
        if (res.clientBound()) {
            out.println(prefix + "client-bound: " + res.clientBoundReason());
        } else if (res.hostSaturation() != null && res.hostSaturation().saturated()) {
            out.println(prefix + "host saturated: " + res.hostSaturation().reason());
        }
    }
}
