package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.OperationType;

/**
 * One run of one scenario on one database, in groups: {@link Identity what ran}, {@link Measurement what was
 * measured}, the {@link Statistics} derived from it when the result was built, the {@link Resources} server and
 * harness used, the {@link Checks} of the answers, the {@link Environment} it ran in, and its {@link Topology} when
 * it ran on several server nodes or client processes. Build one with {@link #builder()}, change one with
 * {@link #toBuilder()}. The shortcuts below ({@link #status()},
 * {@link #total()}, {@link #mismatches()}…) are what most formats read; everything else is in its group.
 * {@link ResultFiles#read} reads documents of every schema version, the flat ones of versions 1 to 3 included
 * ({@code LegacyLayout}).
 */
public record RunResult(int schemaVersion, Identity identity, Measurement measurement, Statistics statistics,
        Resources resources, Checks checks, Environment environment,
        @JsonInclude(JsonInclude.Include.NON_NULL) Topology topology) {

    /**
     * 2 added verification, clientBound, disk and protocol, and per-operation verification counts; 3 added
     * setup and the value check (verification's value fields, each operation's {@code values}); 4 grouped the
     * fields (identity, measurement, statistics, resources, checks, environment) and added the statistics; 5 added
     * the topology (server nodes and client shards), absent from runs of one node and one process; 6 added the sweep
     * cell's parameters, the server's disk I/O over the measured phase and the storage device of its data.
     */
    public static final int SCHEMA_VERSION = 6;

    public RunResult {
        identity = identity == null ? new Identity(null, null, null, null, null, null) : identity;
        measurement = measurement == null
                ? new Measurement(null, null, null, null, 0, 0, 0, null, null, null, null) : measurement;
        statistics = statistics == null ? Statistics.of(measurement) : statistics;
        resources = resources == null ? new Resources(null, null, false, null, null, null, null) : resources;
        checks = checks == null ? new Checks(null) : checks;
        environment = environment == null ? new Environment(null, null, null, null, null) : environment;
    }

    /**
     * What ran: the test ({@code scenario}) at a {@code scale} (null: a custom configuration) on a
     * {@code database}, measured by the harness of {@code harnessVersion}; {@code protocol} records the campaign,
     * repetition, warm-up and verification settings (null in results written before it existed);
     * {@code parameters}: the values of a sweep's cell this run belongs to, by swept key (e.g. {@code CLIENT_NUMBER}
     * or {@code iotdb:page_size_in_byte}), in the sweep's order; empty outside a sweep.
     */
    public record Identity(String scenario, String scale, DatabaseInfo database, String harnessVersion,
            Protocol protocol, @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, String> parameters) {

        public Identity {
            parameters = parameters == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        }

        public Identity(String scenario, String scale, DatabaseInfo database, String harnessVersion,
                Protocol protocol) {
            this(scenario, scale, database, harnessVersion, protocol, null);
        }
    }

    /**
     * What was measured: {@code status} ({@code error} says why a run crashed), the measured phase's start, end and
     * {@code elapsedSeconds} (schema creation, {@code schemaSeconds}, is outside), {@code completedFraction}: the
     * share of planned client loops that ran (below 1 when timed out or crashed), {@code planned}: the work the test
     * set out to do (what a capped run's fraction is of), {@code openLoop}: the requested and achieved rate of an
     * open-loop run ({@code --rate}; absent from closed-loop results), and the counts and latencies per operation
     * type and over all of them ({@code total}; null until the run has measured).
     */
    public record Measurement(RunStatus status, String error, Instant startedAt, Instant finishedAt,
            double elapsedSeconds, double schemaSeconds, double completedFraction,
            @JsonInclude(JsonInclude.Include.NON_NULL) PlannedWork planned,
            @JsonInclude(JsonInclude.Include.NON_NULL) OpenLoop openLoop,
            List<OperationResult> operations, OperationResult total) {

        public Measurement {
            operations = operations == null ? List.of() : operations;
        }
    }

    /**
     * Numbers derived from the measurement once, when the result is built, so that every format shows the same
     * ones (as JMH stores a score's error with the score). {@code pointsPerSecond}: the throughput, successful points
     * per second of the measured phase (the total's {@code throughput}); {@code operationsPerSecond}: successful
     * operations (write batches or queries) per second of the measured phase, over all operations and
     * ({@code operationsPerSecondByOperation}) per operation type; {@code firstOperationsAvgMs}: the mean latency
     * of the run's first successful operations (the total's {@code firstMs}, the cold ones after a cold start).
     * Each is null (absent from the document) where the run did not measure it: no measured phase yet, a crashed
     * run, or a figure a published source lacks; never 0 for unknown.
     */
    public record Statistics(@JsonInclude(JsonInclude.Include.NON_NULL) Double pointsPerSecond,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double operationsPerSecond,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Double> operationsPerSecondByOperation,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double firstOperationsAvgMs) {

        public Statistics {
            operationsPerSecondByOperation = operationsPerSecondByOperation == null ? Map.of()
                    : Collections.unmodifiableMap(new LinkedHashMap<>(operationsPerSecondByOperation));
        }

        /** What the measurement tells; rates only over a measured phase, counts only where they are known. */
        public static Statistics of(Measurement m) {
            OperationResult total = m.total();
            double seconds = m.elapsedSeconds();
            if (total == null || !(seconds > 0)) {
                return new Statistics(null, null, Map.of(), firstAvg(total));
            }
            Map<String, Double> byOperation = new LinkedHashMap<>();
            for (OperationResult op : m.operations()) {
                Double rate = perSecond(op.okOperations(), seconds);
                if (rate != null) {
                    byOperation.put(op.operation(), rate);
                }
            }
            return new Statistics(total.throughput(), perSecond(total.okOperations(), seconds), byOperation,
                    firstAvg(total));
        }

        private static Double perSecond(long count, double seconds) {
            return count < 0 ? null : count / seconds; // a negative count is one a published source lacks
        }

        private static Double firstAvg(OperationResult total) {
            List<Double> first = total == null ? null : total.firstMs();
            return first == null || first.isEmpty() ? null
                    : first.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        }
    }

    /**
     * What the run used: the server's CPU and memory over the measured phase ({@code server}) and the harness's own
     * CPU ({@code harness}); {@code clientBound}: the harness, not the server, saturated the host's CPU (why in
     * {@code clientBoundReason}); {@code hostSaturation}: whether harness and server together filled the host's CPU
     * (null: the server was not sampled); {@code disk}: the database's size on disk, measured after write tests
     * only; {@code diskIo}: the bytes the server read and wrote over the measured phase (null in results written
     * before it existed).
     */
    public record Resources(ResourceUsage server, HarnessUsage harness, boolean clientBound,
            String clientBoundReason, @JsonInclude(JsonInclude.Include.NON_NULL) HostSaturation hostSaturation,
            DiskFootprint disk, @JsonInclude(JsonInclude.Include.NON_NULL) DiskIo diskIo) {

        public Resources(ResourceUsage server, HarnessUsage harness, boolean clientBound, String clientBoundReason,
                HostSaturation hostSaturation, DiskFootprint disk) {
            this(server, harness, clientBound, clientBoundReason, hostSaturation, disk, null);
        }
    }

    /** The checks of the answers: {@code verification} is null unless answers were verified ({@code --verify}). */
    public record Checks(Verification verification) {
    }

    /**
     * What the run ran in: the {@code host}; the server's {@code setup}, its tuning profile and settings and the
     * cache mode (null in results written before it existed); what the other servers of a co-resident campaign,
     * idle meanwhile, used over the same window ({@code coResident}, by database id; empty when the run had the
     * host to itself); the configuration in effect ({@code config}); and the {@code storage} device the server's
     * data lived on (null where unknown, e.g. an external server).
     */
    public record Environment(HostInfo host, ServerSetup setup,
            @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, ResourceUsage> coResident,
            Map<String, String> config, @JsonInclude(JsonInclude.Include.NON_NULL) StorageDevice storage) {

        public Environment {
            coResident = coResident == null ? Map.of() : coResident;
        }

        public Environment(HostInfo host, ServerSetup setup, Map<String, ResourceUsage> coResident,
                Map<String, String> config) {
            this(host, setup, coResident, config, null);
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this result, to change some of it. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** With another status, e.g. {@code CRASHED} and why. */
    public RunResult withStatus(RunStatus newStatus, String newError) {
        return toBuilder().status(newStatus).error(newError).build();
    }

    // shortcuts: what most formats read

    public RunStatus status() {
        return measurement.status();
    }

    public String error() {
        return measurement.error();
    }

    public String scenario() {
        return identity.scenario();
    }

    public String scale() {
        return identity.scale();
    }

    public DatabaseInfo database() {
        return identity.database();
    }

    public Protocol protocol() {
        return identity.protocol();
    }

    public double elapsedSeconds() {
        return measurement.elapsedSeconds();
    }

    public double completedFraction() {
        return measurement.completedFraction();
    }

    public List<OperationResult> operations() {
        return measurement.operations();
    }

    /** All operations of the run together; null until the run has measured. */
    public OperationResult total() {
        return measurement.total();
    }

    public PlannedWork planned() {
        return measurement.planned();
    }

    public OpenLoop openLoop() {
        return measurement.openLoop();
    }

    public Verification verification() {
        return checks.verification();
    }

    public boolean clientBound() {
        return resources.clientBound();
    }

    public String clientBoundReason() {
        return resources.clientBoundReason();
    }

    public HostSaturation hostSaturation() {
        return resources.hostSaturation();
    }

    public DiskFootprint disk() {
        return resources.disk();
    }

    /** The server's disk I/O over the measured phase; null where not measured. */
    public DiskIo diskIo() {
        return resources.diskIo();
    }

    /** The sweep cell's parameters by swept key; empty outside a sweep. */
    public Map<String, String> parameters() {
        return identity.parameters();
    }

    public Map<String, ResourceUsage> coResident() {
        return environment.coResident();
    }

    // derived

    /** True for an open-loop run that could not keep its schedule. */
    public boolean behindSchedule() {
        return openLoop() != null && openLoop().behindSchedule();
    }

    /** The result of one operation type; throws when the run did not include it. */
    public OperationResult operation(OperationType type) {
        return operations().stream().filter(o -> o.operation().equals(type.reportName())).findFirst().orElseThrow();
    }

    /**
     * Successful operations per second of {@code op}, one of this run's operations or its total (see
     * {@link Statistics}); null when not known.
     */
    public Double operationsPerSecond(OperationResult op) {
        return op.equals(total()) ? statistics.operationsPerSecond()
                : statistics.operationsPerSecondByOperation().get(op.operation());
    }

    public long failedOperations() {
        return total() == null ? 0 : total().failedOperations();
    }

    /** Answers that differed from the expected ones, in point count or in values (0 when not verified). */
    public long mismatches() {
        return verification() == null ? 0 : verification().mismatches() + verification().valueMismatches();
    }

    /** Answers whose rows or values differed from the expected ones (0 when not verified). */
    public long valueMismatches() {
        return verification() == null ? 0 : verification().valueMismatches();
    }

    /** The repetition number, 1 for a single run and for results written before repetitions existed. */
    public int run() {
        return protocol() == null ? 1 : Math.max(1, protocol().run());
    }

    /** The per-test cap in seconds (TEST_MAX_TIME) that stopped a {@code TIMED_OUT} run; null when not recorded. */
    public Double capSeconds() {
        Map<String, String> config = environment.config();
        String millis = config == null ? null : config.get("TEST_MAX_TIME");
        try {
            return millis == null ? null : Long.parseLong(millis) / 1000.0;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** True when harness and server were measured to fill the host's CPU. */
    public boolean hostSaturated() {
        return hostSaturation() != null && hostSaturation().saturated();
    }

    /**
     * Builds a result: every field in its group, the schema version the current one unless set. The statistics are
     * derived from the measurement at {@link #build()} unless given; given ones (a published source's) are kept
     * until the measurement they depend on (elapsed time, operations, total) changes.
     */
    public static final class Builder {
        private int schemaVersion = SCHEMA_VERSION;
        // identity
        private String scenario;
        private String scale;
        private DatabaseInfo database;
        private String harnessVersion;
        private Protocol protocol;
        private Map<String, String> parameters = Map.of();
        // measurement
        private RunStatus status;
        private String error;
        private Instant startedAt;
        private Instant finishedAt;
        private double elapsedSeconds;
        private double schemaSeconds;
        private double completedFraction;
        private PlannedWork planned;
        private OpenLoop openLoop;
        private List<OperationResult> operations = List.of();
        private OperationResult total;
        // statistics
        private Statistics statistics;
        // resources
        private ResourceUsage server;
        private HarnessUsage harness;
        private boolean clientBound;
        private String clientBoundReason;
        private HostSaturation hostSaturation;
        private DiskFootprint disk;
        private DiskIo diskIo;
        // checks
        private Verification verification;
        // environment
        private HostInfo host;
        private ServerSetup setup;
        private Map<String, ResourceUsage> coResident = Map.of();
        private Map<String, String> config;
        private StorageDevice storage;
        private Topology topology;

        private Builder() {
        }

        private Builder(RunResult r) {
            schemaVersion = r.schemaVersion;
            Identity i = r.identity;
            scenario = i.scenario();
            scale = i.scale();
            database = i.database();
            harnessVersion = i.harnessVersion();
            protocol = i.protocol();
            parameters = i.parameters();
            Measurement m = r.measurement;
            status = m.status();
            error = m.error();
            startedAt = m.startedAt();
            finishedAt = m.finishedAt();
            elapsedSeconds = m.elapsedSeconds();
            schemaSeconds = m.schemaSeconds();
            completedFraction = m.completedFraction();
            planned = m.planned();
            openLoop = m.openLoop();
            operations = m.operations();
            total = m.total();
            statistics = r.statistics;
            Resources s = r.resources;
            server = s.server();
            harness = s.harness();
            clientBound = s.clientBound();
            clientBoundReason = s.clientBoundReason();
            hostSaturation = s.hostSaturation();
            disk = s.disk();
            diskIo = s.diskIo();
            verification = r.checks.verification();
            Environment e = r.environment;
            host = e.host();
            setup = e.setup();
            coResident = e.coResident();
            config = e.config();
            storage = e.storage();
            topology = r.topology;
        }

        /** How the run was spread over server nodes and client shards; null for one node and one process. */
        public Builder topology(Topology spread) {
            topology = spread;
            return this;
        }

        public Builder schemaVersion(int version) {
            schemaVersion = version;
            return this;
        }

        public Builder scenario(String id) {
            scenario = id;
            return this;
        }

        public Builder scale(String label) {
            scale = label;
            return this;
        }

        public Builder database(DatabaseInfo info) {
            database = info;
            return this;
        }

        public Builder harnessVersion(String version) {
            harnessVersion = version;
            return this;
        }

        public Builder protocol(Protocol newProtocol) {
            protocol = newProtocol;
            return this;
        }

        public Builder status(RunStatus newStatus) {
            status = newStatus;
            return this;
        }

        public Builder error(String message) {
            error = message;
            return this;
        }

        public Builder startedAt(Instant at) {
            startedAt = at;
            return this;
        }

        public Builder finishedAt(Instant at) {
            finishedAt = at;
            return this;
        }

        public Builder elapsedSeconds(double seconds) {
            elapsedSeconds = seconds;
            statistics = null;
            return this;
        }

        public Builder schemaSeconds(double seconds) {
            schemaSeconds = seconds;
            return this;
        }

        public Builder completedFraction(double fraction) {
            completedFraction = fraction;
            return this;
        }

        public Builder planned(PlannedWork work) {
            planned = work;
            return this;
        }

        public Builder openLoop(OpenLoop adherence) {
            openLoop = adherence;
            return this;
        }

        public Builder operations(List<OperationResult> perOperation) {
            operations = perOperation;
            statistics = null;
            return this;
        }

        public Builder total(OperationResult all) {
            total = all;
            statistics = null;
            return this;
        }

        /** Statistics from elsewhere (a published source); by default they are derived from the measurement. */
        public Builder statistics(Statistics given) {
            statistics = given;
            return this;
        }

        public Builder server(ResourceUsage usage) {
            server = usage;
            return this;
        }

        public Builder harness(HarnessUsage usage) {
            harness = usage;
            return this;
        }

        /** The harness-against-server verdict: client-bound (and why) and whether the host was saturated. */
        public Builder load(boolean bound, String reason, HostSaturation saturation) {
            clientBound = bound;
            clientBoundReason = reason;
            hostSaturation = saturation;
            return this;
        }

        public Builder clientBound(boolean bound, String reason) {
            clientBound = bound;
            clientBoundReason = reason;
            return this;
        }

        public Builder hostSaturation(HostSaturation saturation) {
            hostSaturation = saturation;
            return this;
        }

        public Builder disk(DiskFootprint footprint) {
            disk = footprint;
            return this;
        }

        /** The server's disk I/O over the measured phase. */
        public Builder diskIo(DiskIo io) {
            diskIo = io;
            return this;
        }

        /** The sweep cell's parameters, by swept key in the sweep's order. */
        public Builder parameters(Map<String, String> cell) {
            parameters = cell;
            return this;
        }

        /** The device the server's data lived on. */
        public Builder storage(StorageDevice device) {
            storage = device;
            return this;
        }

        public Builder verification(Verification checked) {
            verification = checked;
            return this;
        }

        public Builder host(HostInfo info) {
            host = info;
            return this;
        }

        public Builder setup(ServerSetup newSetup) {
            setup = newSetup;
            return this;
        }

        /** What the other, idle servers of a co-resident campaign used meanwhile. */
        public Builder coResident(Map<String, ResourceUsage> others) {
            coResident = others;
            return this;
        }

        public Builder config(Map<String, String> values) {
            config = values;
            return this;
        }

        public RunResult build() {
            Measurement m = new Measurement(status, error, startedAt, finishedAt, elapsedSeconds, schemaSeconds,
                    completedFraction, planned, openLoop, operations, total);
            return new RunResult(schemaVersion,
                    new Identity(scenario, scale, database, harnessVersion, protocol, parameters), m, statistics,
                    new Resources(server, harness, clientBound, clientBoundReason, hostSaturation, disk, diskIo),
                    new Checks(verification), new Environment(host, setup, coResident, config, storage), topology);
        }
    }
}
