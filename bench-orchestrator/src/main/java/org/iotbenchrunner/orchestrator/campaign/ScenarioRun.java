package org.iotbenchrunner.orchestrator.campaign;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.ProcessCpuClock;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.DiskFootprint;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.MatrixPrinter;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.shard.ShardCoordinator;
import org.iotbenchrunner.orchestrator.shard.ShardLauncher;
import org.iotbenchrunner.orchestrator.shard.ShardRows;
import org.iotbenchrunner.orchestrator.shard.ShardedMeasurement;
import org.iotbenchrunner.orchestrator.shard.ShardLaunchers;
import org.iotbenchrunner.orchestrator.shard.local.ProcessShardLauncher;
import org.iotbenchrunner.orchestrator.console.CheckLines;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.report.table.NodeTable;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.ServerSetups;
import org.iotbenchrunner.orchestrator.sampling.DiskProbe;
import org.iotbenchrunner.orchestrator.sampling.HostLoad;
import org.iotbenchrunner.orchestrator.sampling.NodeSampling;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * One measured scenario on one server: its result written as running, the baseline loaded first where a read needs
 * it, caches made cold where asked, the server (and co-resident, the idle ones) sampled over the measured phase, the
 * size on disk after a write, and the result written, crashed or not, with the check lines printed.
 */
final class ScenarioRun {
    private final RunPlan plan;
    private final PrintStream out;
    private final boolean interactive;
    private final String campaign;
    private final ServerPool servers;
    private final CampaignFolder folder;
    private final HostInfo host = HostInfo.current();
    private volatile Path runningResult;

    ScenarioRun(RunPlan plan, PrintStream out, boolean interactive, String campaign, ServerPool servers,
            CampaignFolder folder) {
        this.plan = plan;
        this.out = out;
        this.interactive = interactive;
        this.campaign = campaign;
        this.servers = servers;
        this.folder = folder;
    }

    /** Completed with zero failed operations and zero mismatches. */
    static boolean good(RunResult result) {
        return result.status() == RunStatus.COMPLETED && result.failedOperations() == 0 && result.mismatches() == 0;
    }

    /** Runs one scenario and records its result, crashed or not; a read scenario may first load the baseline. */
    RunResult run(DatabaseBinding binding, ServerSession session, Scenario scenario, int run,
            boolean loadBaselineFirst) {
        BenchmarkConfig config = plan.configFor(binding, scenario);
        Path file = plan.resultFile(binding, scenario, run);
        Instant started = Instant.now();
        ServerSetup setup = ServerSetups.of(plan, session);
        RunResult pending = skeleton(binding, session, scenario, config, started, run, setup);
        ResultFiles.write(file, pending);
        runningResult = file;
        String label = Campaign.label(plan, binding, scenario, run);
        ProgressListener progress = new TerminalProgress(label, out, interactive);
        RunResult result;
        ResourceSampler sampler = null;
        NodeSampling nodes = null;
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
            nodes = NodeSampling.of(session);
            idle = IdleServers.of(servers.up(), binding.id());
            RunOptions options = RunOptions.DEFAULT.withWarmup(plan.warmup()).withRate(plan.rate())
                    .withPregeneration(plan.pregenerate());
            String unverifiable = plan.verify() && !scenario.isWrite() ? plan.unverifiableBaseline(binding) : null;
            if (unverifiable != null) {
                out.println("[" + label + "] answers not verified: " + unverifiable);
            } else if (plan.verify()) {
                options = scenario.isWrite() ? options.verifying(0)
                        : options.verifying(plan.baselineRowsPerDevice(binding), plan.baselineShifts(binding))
                                .withValueQueries(plan.valueQueries());
            }
            idle.start();
            Instant samplingFrom = Instant.now();
            if (sampler != null) {
                sampler.start();
            }
            nodes.start();
            ShardedMeasurement sharded = plan.shards().sharded() ? new ShardCoordinator(shardLauncher(), out, label)
                    .run(binding, session.target(), config, options, plan.shards().count(), progress)
                    : null;
            Measurement m = sharded != null ? sharded.merged()
                    : new BenchmarkEngine(binding, session.target()).run(config, progress, options);
            // the samples cover set-up and verification too; the summary is the measured phase's
            ResourceUsage sampled = sampler != null ? sampler.stop() : null;
            ResourceUsage usage = sampled != null ? sampled.within(secondsBetween(samplingFrom, m.startedAt()),
                    secondsBetween(samplingFrom, m.finishedAt())) : ResourceUsage.none(session.unsampledReason());
            DiskIo diskIo = sampled != null ? sampler.diskIo(sampled, secondsBetween(samplingFrom, m.startedAt()),
                    secondsBetween(samplingFrom, m.finishedAt()), pointsWritten(m), logicalBytes(m))
                    : DiskIo.none(session.unsampledReason());
            Topology topology = nodes.stop(secondsBetween(samplingFrom, m.startedAt()),
                    secondsBetween(samplingFrom, m.finishedAt()));
            RunResult.Builder done = complete(pending, binding, session, m, usage)
                    .coResident(idle.stop(m.startedAt(), m.finishedAt())).diskIo(diskIo);
            HostLoad load = HostLoad.of(m.harness(), usage, host.cores());
            done.load(load.clientBound(), load.clientBoundReason(), load.saturation());
            if (scenario.isWrite() && !m.timedOut()) {
                done.disk(measureDisk(binding, session, config, m.rawBytesWritten()));
                topology = nodes.withDisks(topology);
            }
            result = (sharded != null ? ShardRows.attach(done, topology, sharded) : done.topology(topology)).build();
            out.print(MatrixPrinter.format(result));
            if (NodeTable.hasNodes(result)) {
                out.print("[" + label + "] server nodes over the measured phase:\n" + NodeTable.text(result));
            }
            if (sharded != null) {
                ShardRows.print(out, "[" + label + "] ", sharded);
            }
            if (!m.writeCounts().isEmpty()) {
                out.println("[" + label + "] how the clients wrote: " + m.writeCounts());
            }
            CheckLines.print(out, "[" + label + "] ", result);
        } catch (Exception e) {
            String error = e.getClass().getSimpleName() + ": " + e.getMessage();
            out.println("[" + label + "] crashed: " + error);
            result = pending.withStatus(RunStatus.CRASHED, error);
        } finally {
            if (sampler != null) {
                sampler.close();
            }
            if (nodes != null) {
                nodes.close();
            }
            idle.close();
        }
        if (result.resources().harness() != null) {
            result = result.toBuilder().harness(ProcessCpuClock.afterWindow(result.resources().harness())).build();
        }
        ResultFiles.write(file, result);
        runningResult = null;
        folder.writeSummary();
        return result;
    }

    /** The points the measured phase wrote; null when it wrote none. */
    private static Long pointsWritten(Measurement m) {
        return m.operations().stream().filter(o -> o.operation().equals(OperationType.INGESTION.reportName()))
                .mapToLong(OperationResult::okPoints).filter(p -> p > 0).boxed().findFirst().orElse(null);
    }

    /** The logical bytes of those points; unknown with a warm-up, whose rows the engine's raw bytes include. */
    private Long logicalBytes(Measurement m) {
        return plan.warmup() == 0 && m.rawBytesWritten() > 0 ? m.rawBytesWritten() : null;
    }

    /** Where {@code --engine} runs the shards: local processes or a swarm job. */
    private ShardLauncher shardLauncher() {
        return ShardLaunchers.named(plan.shards().engine(), new ProcessShardLauncher(), out, System.console() != null);
    }

    /** On Ctrl-C or kill: the result of the scenario under way, if any, marked crashed. */
    void markInterrupted() {
        Path file = runningResult;
        if (file != null) {
            try {
                ResultFiles.write(file, ResultFiles.read(file).withStatus(RunStatus.CRASHED, "interrupted"));
                folder.writeSummary();
            } catch (Exception e) {
                System.err.println("warning: could not mark " + file + " as crashed: " + e.getMessage());
            }
        }
    }

    private void loadBaseline(DatabaseBinding binding, ServerSession session) throws Exception {
        out.println("[" + binding.id() + "] loading the baseline data of the write scenario (not measured) ...");
        BenchmarkConfig config = plan.baselineConfig(binding);
        Measurement m = new BenchmarkEngine(binding, session.target())
                .run(config, new TerminalProgress(binding.id() + " baseline", out, interactive));
        if (m.total().failedOperations() > 0 || m.timedOut()) {
            throw new IllegalStateException("loading the baseline failed: " + m.total().failedOperations()
                    + " failed writes, first errors " + m.total().errors());
        }
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

    private RunResult skeleton(DatabaseBinding binding, ServerSession session, Scenario scenario,
            BenchmarkConfig config, Instant started, int run, ServerSetup setup) {
        DatabaseInfo info = new DatabaseInfo(binding.id(), binding.displayName(), null, session.provider(),
                binding.clientInfo(config), binding.chartColor());
        HostArrangement arrangement = plan.arrangement();
        Protocol protocol = new Protocol(campaign, run, plan.runs(), plan.warmup(), plan.verify(),
                HarnessOwner.current(), arrangement.isolation().id, arrangement.presetId(),
                arrangement.harnessCpusText());
        return RunResult.builder().harnessVersion(HarnessVersion.get()).status(RunStatus.RUNNING)
                .scenario(scenario.id()).scale(plan.scaleLabel()).database(info).protocol(protocol)
                .parameters(plan.parameters()).host(host).storage(plan.provider().storage())
                .setup(setup).config(config.recordedValues(binding.ownKeys(), hosts(session),
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

    /** The host clients talked to, or every node's as a HOST list (iot-benchmark's form; PORT is the first node's). */
    private static String hosts(ServerSession session) {
        return session.clustered() ? String.join(",", session.target().nodes().stream()
                .map(e -> e.host()).toList()) : session.endpoint().host();
    }

    private static double secondsBetween(Instant from, Instant to) {
        return Duration.between(from, to).toNanos() / 1e9;
    }
}
