package org.iotbenchrunner.core.engine;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.BaselineRows;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * Runs one configured workload against one database: optional cleanup and schema, then the data phase with
 * DATA_CLIENT_NUMBER threads. The measured time starts once every client is connected (and warm, with a
 * warm-up) and ends when the last one finishes its loops (or TEST_MAX_TIME stops them). With a rate
 * ({@link RunOptions#opsPerSecond()}), the measured phase runs open loop on a schedule that starts with it.
 */
public final class BenchmarkEngine {
    private final DatabaseBinding binding;
    private final Target target;
    private final PacingClock clock;

    public BenchmarkEngine(DatabaseBinding binding, Endpoint endpoint) {
        this(binding, Target.single(endpoint), PacingClock.SYSTEM);
    }

    /** A run whose clients are spread over the nodes of {@code target}. */
    public BenchmarkEngine(DatabaseBinding binding, Target target) {
        this(binding, target, PacingClock.SYSTEM);
    }

    /** Times operations and the measured phase, and paces open-loop schedules, with {@code clock}. */
    public BenchmarkEngine(DatabaseBinding binding, Endpoint endpoint, PacingClock clock) {
        this(binding, Target.single(endpoint), clock);
    }

    public BenchmarkEngine(DatabaseBinding binding, Target target, PacingClock clock) {
        target.check(binding);
        this.binding = binding;
        this.target = target;
        this.clock = clock;
    }

    public Measurement run(BenchmarkConfig config, ProgressListener listener) throws Exception {
        return run(config, listener, RunOptions.DEFAULT);
    }

    /**
     * As {@link #run(BenchmarkConfig, ProgressListener)}, with warm-up and verification: the answers of a
     * read-only run, the stored rows of an in-order write-only run; nothing in a mixed run (its writes change the data
     * the expected answers are computed for) or an out-of-order one.
     */
    public Measurement run(BenchmarkConfig config, ProgressListener listener, RunOptions options) throws Exception {
        return run(config, listener, options, ShardSlice.WHOLE);
    }

    /**
     * As {@link #run(BenchmarkConfig, ProgressListener, RunOptions)}, running only the clients of {@code slice}, each
     * on the devices it has in the whole run; the slice's barrier is awaited once they are connected and warm. A
     * shard of several does no cleanup or schema whatever the config says: the coordinator did them once
     * ({@link #prepare}). Its progress, planned work and verification are its own clients'.
     */
    public Measurement run(BenchmarkConfig config, ProgressListener listener, RunOptions options, ShardSlice slice)
            throws Exception {
        checkSupported(config);
        if (options.warmupOperations() >= config.loop()) {
            throw new ConfigException("--warmup must be below LOOP (" + config.loop() + "): the first operations of "
                    + "every client's LOOP warm up (got " + options.warmupOperations() + ")");
        }
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        if (options.pregenerate() && config.hasWrites()) {
            checkPregenerationFits(config);
        }
        Preparation prepared = slice.whole() ? prepare(config, schema) : serverVersionOnly(config);
        return measure(config, data, listener, prepared, options, slice);
    }

    /**
     * What a run does once before its clients start, whichever process runs them: cleanup (IS_DELETE_DATA) and
     * schema (CREATE_SCHEMA) where the config writes, and the server's version.
     */
    public Preparation prepare(BenchmarkConfig config) throws Exception {
        checkSupported(config);
        return prepare(config, new WorkloadSchema(config));
    }

    private Preparation prepare(BenchmarkConfig config, WorkloadSchema schema) throws Exception {
        try (DatabaseClient admin = target.open(binding, 0, config)) {
            if (config.hasWrites() && config.getBoolean(ConfigKey.IS_DELETE_DATA)) {
                admin.cleanup();
                Thread.sleep(config.getLong(ConfigKey.INIT_WAIT_TIME));
            }
            double schemaSeconds = 0;
            if (config.hasWrites() && config.getBoolean(ConfigKey.CREATE_SCHEMA)) {
                long begin = System.nanoTime();
                admin.registerSchema(schema.devices());
                schemaSeconds = (System.nanoTime() - begin) / 1e9;
            }
            return new Preparation(schemaSeconds, admin.serverVersion());
        }
    }

    private Preparation serverVersionOnly(BenchmarkConfig config) throws Exception {
        try (DatabaseClient admin = target.open(binding, 0, config)) {
            return new Preparation(0, admin.serverVersion());
        }
    }

    /** What {@link #prepare} did: the seconds the schema took (0 when none was created) and the server's version. */
    public record Preparation(double schemaSeconds, String serverVersion) {
    }

    private void checkSupported(BenchmarkConfig config) {
        binding.validate(config);
        Set<OperationType> unsupported = EnumSet.noneOf(OperationType.class);
        unsupported.addAll(config.activeOperations());
        unsupported.removeAll(binding.supportedOperations());
        if (!unsupported.isEmpty()) {
            throw new ConfigException("OPERATION_PROPORTION asks for " + unsupported + ", which " + binding.id()
                    + " does not support: " + String.join("; ", unsupported.stream()
                            .map(op -> op + " (" + binding.unsupportedOperations().get(op) + ")").toList()));
        }
    }

    private Measurement measure(BenchmarkConfig config, DataGenerator data, ProgressListener listener,
            Preparation prepared, RunOptions options, ShardSlice slice) throws Exception {
        int clients = config.dataClients();
        List<Integer> own = java.util.stream.IntStream.range(0, clients).filter(slice::includes).boxed().toList();
        if (own.isEmpty()) {
            throw new ConfigException("shard " + slice.index() + " of " + slice.count() + " has no client: the run "
                    + "has " + clients + " (DATA_CLIENT_NUMBER); allowed: at most " + clients + " shards");
        }
        long totalLoops = own.size() * config.loop();
        long warmup = options.warmupOperations();
        boolean verify = options.verify() && !config.hasWrites();
        boolean checkStored = options.verify() && config.writesOnly()
                && (BaselineRows.inOrder(data.shifts())
                        || binding.repeatedTimestamps().kept() != RepeatedTimestamps.Kept.UNKNOWN);
        boolean pregenerate = options.pregenerate() && config.hasWrites();
        AtomicBoolean stop = new AtomicBoolean();
        EngineCounters counters = new EngineCounters();
        WarmupGate gate = new WarmupGate(own.size());
        List<ClientRunner> runners = new ArrayList<>();
        Map<Integer, DatabaseClient> connections = openAll(config, own);
        ExecutorService pool = Executors.newFixedThreadPool(own.size(), r -> new Thread(r, "bench-client"));
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "bench-progress"));
        Pacing pacing = new Pacing(clock, options.opsPerSecond(), clients);
        try {
            for (int c : own) {
                runners.add(new ClientRunner(c, connections.get(c), data.schema().devicesOfClient(c, clients), data,
                        config, stop, counters, warmup, gate, verify, pacing, pregenerate));
            }
            List<Future<?>> futures = new ArrayList<>();
            for (ClientRunner runner : runners) {
                futures.add(pool.submit(() -> {
                    runner.run();
                    return null;
                }));
            }
            awaitWarm(gate, futures, stop);
            slice.barrier().await();
            HarnessMeter harness = new HarnessMeter();
            harness.start();
            Instant startedAt = Instant.now();
            long begin = clock.nanoTime();
            counters.intervals.start(startedAt.toEpochMilli());
            gate.open(begin);
            ticker.scheduleAtFixedRate(() -> {
                counters.intervals.tick();
                listener.onProgress(counters.snapshot(totalLoops, (clock.nanoTime() - begin) / 1e9));
            }, 1, 1, TimeUnit.SECONDS);
            long maxTime = config.getLong(ConfigKey.TEST_MAX_TIME);
            if (maxTime > 0) {
                ticker.schedule(() -> stop.set(true), maxTime, TimeUnit.MILLISECONDS);
            }
            awaitAll(futures, stop);
            double elapsed = (clock.nanoTime() - begin) / 1e9;
            Instant finishedAt = Instant.now();
            String intervalLog = counters.intervals.finish();
            ticker.shutdownNow();
            listener.onProgress(counters.snapshot(totalLoops, elapsed));
            long okPoints = runners.stream().flatMap(r -> r.recorders.values().stream()).mapToLong(r -> r.okPoints)
                    .sum();
            HarnessUsage usage = harnessUsage(harness, elapsed, okPoints, config, runners, pregenerate);
            Map<String, Long> writeCounts = writeCounts(connections);
            Verification verification = null;
            AnswerCheck check = null;
            ValueCheck values = null;
            if (verify) {
                long checkBegin = System.nanoTime();
                BaselineRows baseline = BaselineRows.written(data, options.baselineRowsPerDevice(),
                        options.baselineShifts(), binding.repeatedTimestamps());
                check = new AnswerCheck(runners, config, data, baseline, warmup);
                double countSeconds = (System.nanoTime() - checkBegin) / 1e9;
                long valueBegin = System.nanoTime();
                if (options.valueQueries() != 0) {
                    values = new ValueCheck(runners, connections, config, data, baseline, warmup,
                            options.valueQueries(), pool);
                }
                verification = ValueCheck.verification(check, values, options, countSeconds,
                        (System.nanoTime() - valueBegin) / 1e9);
            } else if (checkStored) {
                // writers commit or flush as they close (QuestDB's WAL, VictoriaMetrics' buffers); a client opened
                // afterwards sees what they wrote
                connections.values().forEach(DatabaseClient::close);
                connections.clear();
                try (DatabaseClient reader = target.open(binding, 0, config)) {
                    StoredRowsCheck stored = new StoredRowsCheck(runners, reader, data);
                    check = stored.answers();
                    verification = stored.verification();
                }
            }
            ResultAggregator aggregate = new ResultAggregator(runners, elapsed, check, pacing.openLoop());
            OpenLoop openLoop = pacing.openLoop() ? OperationSchedule.summarize(pacing.opsPerSecond(),
                    runners.stream().map(r -> r.schedule).filter(s -> s != null).toList()) : null;
            double completed = totalLoops == 0 ? 1 : (double) counters.loops() / totalLoops;
            long rawBytes = runners.stream().mapToLong(r -> r.rowsWritten).sum() * data.rawBytesPerRow();
            return new Measurement(startedAt, finishedAt, elapsed, prepared.schemaSeconds(),
                    completed < 1 && stop.get(),
                    completed, ValueCheck.attach(values, aggregate.operations()),
                    (values == null ? aggregate.total() : aggregate.total().withValues(values.total()))
                            .withTimeline(intervalLog, counters.intervals.firstMs()),
                    usage, prepared.serverVersion(),
                    verification, rawBytes, openLoop, planned(config, config.loop() - warmup, own), writeCounts);
        } finally {
            stop.set(true);
            gate.open();
            ticker.shutdownNow();
            pool.shutdownNow();
            pool.awaitTermination(30, TimeUnit.SECONDS);
            connections.values().forEach(DatabaseClient::close);
        }
    }

    /** Each client's counts of how it wrote, summed by name. */
    private static Map<String, Long> writeCounts(Map<Integer, DatabaseClient> connections) {
        Map<String, Long> sum = new java.util.TreeMap<>();
        connections.values().forEach(c -> c.writeCounts().forEach((name, n) -> sum.merge(name, n, Long::sum)));
        return sum;
    }

    /**
     * Measured right after the window closes, before verification: a write test says how its batches were made and
     * what building them cost inside the window.
     */
    private static HarnessUsage harnessUsage(HarnessMeter harness, double elapsed, long okPoints,
            BenchmarkConfig config, List<ClientRunner> runners, boolean pregenerate) {
        if (!config.hasWrites()) {
            return harness.usage(elapsed, 0, null, null, null); // CPU per point is a write path's cost
        }
        double generationCpu = runners.stream().mapToLong(r -> r.generationCpuNanos).sum() / 1e9;
        Double pregeneration = pregenerate
                ? runners.stream().mapToDouble(r -> r.pregenerationSeconds).max().orElse(0) : null;
        return harness.usage(elapsed, okPoints, pregenerate ? HarnessUsage.PREGENERATED : HarnessUsage.INLINE,
                generationCpu, pregeneration);
    }

    /** Pre-generated batches stay in the heap until written: refuses a run whose batches would not fit. */
    public static void checkPregenerationFits(BenchmarkConfig config) {
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        long batches = 0;
        for (int c = 0; c < config.dataClients(); c++) {
            batches += ClientRunner.writeLoops(config, c)
                    * data.schema().devicesOfClient(c, config.dataClients()).size();
        }
        long needed = batches * data.retainedBytesPerBatch();
        Runtime runtime = Runtime.getRuntime();
        long available = runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
        if (needed > available / 2) {
            throw new ConfigException(String.format(java.util.Locale.ROOT, "--pregenerate needs about %,d MB for "
                    + "%,d batches, more than half of the %,d MB the heap has free (-Xmx %,d MB); run without "
                    + "--pregenerate or with a larger -Xmx", needed >> 20, batches, available >> 20,
                    runtime.maxMemory() >> 20));
        }
    }

    /**
     * The operations and points of {@code loops} measured loops per client, where the mix fixes them: a write loop
     * writes a batch to each of the client's devices, a query loop runs one query.
     */
    public static PlannedWork planned(BenchmarkConfig config, long loops) {
        return planned(config, loops, java.util.stream.IntStream.range(0, config.dataClients()).boxed().toList());
    }

    /** As {@link #planned(BenchmarkConfig, long)}, for the clients {@code clients} of the run only. */
    static PlannedWork planned(BenchmarkConfig config, long loops, List<Integer> clients) {
        if (config.writesOnly()) {
            WorkloadSchema schema = new WorkloadSchema(config);
            long devices = clients.stream()
                    .mapToLong(c -> schema.devicesOfClient(c, config.dataClients()).size()).sum();
            long batches = loops * devices;
            return new PlannedWork(batches, batches * config.batchSize() * config.sensorNumber());
        }
        return new PlannedWork(config.hasWrites() ? null : loops * clients.size(), null);
    }

    /**
     * Waits until every client thread runs and is warm; a client that died during its warm-up ends the run with
     * its error. Thread start-up and warm-up stay out of the measured time.
     */
    private static void awaitWarm(WarmupGate gate, List<Future<?>> futures, AtomicBoolean stop) throws Exception {
        while (!gate.awaitAllWarm(100)) {
            for (Future<?> f : futures) {
                if (f.isDone()) {
                    try {
                        f.get();
                    } catch (ExecutionException e) {
                        stop.set(true);
                        throw (e.getCause() instanceof Exception ex) ? ex : new RuntimeException(e.getCause());
                    }
                }
            }
        }
    }

    /** Connects every client in parallel; if one cannot connect, the run cannot be measured fairly. */
    private Map<Integer, DatabaseClient> openAll(BenchmarkConfig config, List<Integer> clients) throws Exception {
        ExecutorService openers = Executors.newFixedThreadPool(Math.min(clients.size(), 16));
        Map<Integer, Future<DatabaseClient>> pending = new java.util.LinkedHashMap<>();
        for (int client : clients) {
            pending.put(client, openers.submit(() -> target.open(binding, client, config)));
        }
        openers.shutdown();
        Map<Integer, DatabaseClient> open = new java.util.LinkedHashMap<>();
        Exception failure = null;
        for (Map.Entry<Integer, Future<DatabaseClient>> f : pending.entrySet()) {
            try {
                open.put(f.getKey(), f.getValue().get());
            } catch (ExecutionException e) {
                failure = failure == null ? (Exception) e.getCause() : failure;
            }
        }
        if (failure != null) {
            open.values().forEach(DatabaseClient::close);
            throw failure;
        }
        return open;
    }

    private static void awaitAll(List<Future<?>> futures, AtomicBoolean stop) throws Exception {
        for (Future<?> f : futures) {
            try {
                f.get();
            } catch (ExecutionException e) {
                stop.set(true);
                throw (e.getCause() instanceof Exception ex) ? ex : new RuntimeException(e.getCause());
            }
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }
}
