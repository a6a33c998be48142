package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.OperationType;

/**
 * One run of one scenario on one database: what was asked (config), what was done (operations) and what
 * failed. {@code completedFraction} is the share of planned client loops that ran (below 1 when timed out
 * or crashed). {@code total} aggregates all operations of the run. {@code verification} is null unless answers
 * were verified; {@code clientBound} says the harness, not the server, saturated the host's CPU (why in
 * {@code clientBoundReason}); {@code disk} is measured after write tests only; {@code protocol} records the
 * campaign, repetition, warm-up and verification settings; {@code setup} the server's tuning profile and settings
 * and the cache mode (null in results written before it existed); {@code openLoop} is the requested and achieved
 * rate of an open-loop run ({@code --rate}), absent from closed-loop results, whose documents it leaves unchanged;
 * {@code planned} is the work the test set out to do (what a capped run's fraction is of); {@code hostSaturation}
 * says whether harness and server together filled the host's CPU (null: the server was not sampled);
 * {@code coResident} what the other servers of a co-resident campaign, idle meanwhile, used over the same window
 * (by database id; empty when the run had the host to itself).
 */
public record RunResult(int schemaVersion, String harnessVersion, RunStatus status, String error,
        String scenario, String scale, DatabaseInfo database, HostInfo host, Map<String, String> config,
        Instant startedAt, Instant finishedAt, double elapsedSeconds, double schemaSeconds,
        double completedFraction, List<OperationResult> operations, OperationResult total,
        ResourceUsage server, HarnessUsage harness, Verification verification, boolean clientBound,
        String clientBoundReason, DiskFootprint disk, Protocol protocol, ServerSetup setup,
        @JsonInclude(JsonInclude.Include.NON_NULL) OpenLoop openLoop,
        @JsonInclude(JsonInclude.Include.NON_NULL) PlannedWork planned,
        @JsonInclude(JsonInclude.Include.NON_NULL) HostSaturation hostSaturation,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, ResourceUsage> coResident) {

    /**
     * 2 added verification, clientBound, disk and protocol, and per-operation verification counts; 3 added
     * setup and the value check (verification's value fields, each operation's {@code values}).
     */
    public static final int SCHEMA_VERSION = 3;

    public RunResult {
        operations = operations == null ? List.of() : operations;
        coResident = coResident == null ? Map.of() : coResident;
    }

    /** A result without co-resident servers. */
    public RunResult(int schemaVersion, String harnessVersion, RunStatus status, String error, String scenario,
            String scale, DatabaseInfo database, HostInfo host, Map<String, String> config, Instant startedAt,
            Instant finishedAt, double elapsedSeconds, double schemaSeconds, double completedFraction,
            List<OperationResult> operations, OperationResult total, ResourceUsage server, HarnessUsage harness,
            Verification verification, boolean clientBound, String clientBoundReason, DiskFootprint disk,
            Protocol protocol, ServerSetup setup, OpenLoop openLoop, PlannedWork planned,
            HostSaturation hostSaturation) {
        this(schemaVersion, harnessVersion, status, error, scenario, scale, database, host, config, startedAt,
                finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total, server, harness,
                verification, clientBound, clientBoundReason, disk, protocol, setup, openLoop, planned,
                hostSaturation, Map.of());
    }

    /** A result without a recorded server setup. */
    public RunResult(int schemaVersion, String harnessVersion, RunStatus status, String error, String scenario,
            String scale, DatabaseInfo database, HostInfo host, Map<String, String> config, Instant startedAt,
            Instant finishedAt, double elapsedSeconds, double schemaSeconds, double completedFraction,
            List<OperationResult> operations, OperationResult total, ResourceUsage server, HarnessUsage harness,
            Verification verification, boolean clientBound, String clientBoundReason, DiskFootprint disk,
            Protocol protocol) {
        this(schemaVersion, harnessVersion, status, error, scenario, scale, database, host, config, startedAt,
                finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total, server, harness,
                verification, clientBound, clientBoundReason, disk, protocol, null, null, null, null);
    }

    /** A result without a plan or a saturation check. */
    public RunResult(int schemaVersion, String harnessVersion, RunStatus status, String error, String scenario,
            String scale, DatabaseInfo database, HostInfo host, Map<String, String> config, Instant startedAt,
            Instant finishedAt, double elapsedSeconds, double schemaSeconds, double completedFraction,
            List<OperationResult> operations, OperationResult total, ResourceUsage server, HarnessUsage harness,
            Verification verification, boolean clientBound, String clientBoundReason, DiskFootprint disk,
            Protocol protocol, ServerSetup setup, OpenLoop openLoop) {
        this(schemaVersion, harnessVersion, status, error, scenario, scale, database, host, config, startedAt,
                finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total, server, harness,
                verification, clientBound, clientBoundReason, disk, protocol, setup, openLoop, null, null);
    }

    /** True for an open-loop run that could not keep its schedule. */
    public boolean behindSchedule() {
        return openLoop != null && openLoop.behindSchedule();
    }

    /** The result of one operation type; throws when the run did not include it. */
    public OperationResult operation(OperationType type) {
        return operations.stream().filter(o -> o.operation().equals(type.reportName())).findFirst().orElseThrow();
    }

    public long failedOperations() {
        return total == null ? 0 : total.failedOperations();
    }

    /** Answers that differed from the expected ones, in point count or in values (0 when not verified). */
    public long mismatches() {
        return verification == null ? 0 : verification.mismatches() + verification.valueMismatches();
    }

    /** Answers whose rows or values differed from the expected ones (0 when not verified). */
    public long valueMismatches() {
        return verification == null ? 0 : verification.valueMismatches();
    }

    /** The repetition number, 1 for a single run and for results written before repetitions existed. */
    public int run() {
        return protocol == null ? 1 : Math.max(1, protocol.run());
    }

    /** The per-test cap in seconds (TEST_MAX_TIME) that stopped a {@code TIMED_OUT} run; null when not recorded. */
    public Double capSeconds() {
        String millis = config == null ? null : config.get("TEST_MAX_TIME");
        try {
            return millis == null ? null : Long.parseLong(millis) / 1000.0;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    public RunResult withStatus(RunStatus newStatus, String newError) {
        return new RunResult(schemaVersion, harnessVersion, newStatus, newError, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, protocol, setup, openLoop,
                planned, hostSaturation, coResident);
    }

    public RunResult withPlanned(PlannedWork work) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, protocol, setup, openLoop, work,
                hostSaturation, coResident);
    }

    /** With the harness-against-server verdict: client-bound (and why) and whether the host was saturated. */
    public RunResult withLoad(boolean bound, String reason, HostSaturation saturation) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, bound, reason, disk, protocol, setup, openLoop, planned, saturation,
                coResident);
    }

    public RunResult withProtocol(Protocol newProtocol) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, newProtocol, setup, openLoop,
                planned, hostSaturation, coResident);
    }

    /** With what the other, idle servers of a co-resident campaign used meanwhile. */
    public RunResult withCoResident(Map<String, ResourceUsage> others) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, protocol, setup, openLoop, planned,
                hostSaturation, others);
    }

    /** True when harness and server were measured to fill the host's CPU. */
    public boolean hostSaturated() {
        return hostSaturation != null && hostSaturation.saturated();
    }

    public RunResult withClientBound(boolean bound, String reason) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, bound, reason, disk, protocol, setup, openLoop, planned, hostSaturation,
                coResident);
    }

    public RunResult withDisk(DiskFootprint footprint) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, footprint, protocol, setup, openLoop,
                planned, hostSaturation, coResident);
    }

    public RunResult withOpenLoop(OpenLoop adherence) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, protocol, setup, adherence,
                planned, hostSaturation, coResident);
    }

    public RunResult withSetup(ServerSetup newSetup) {
        return new RunResult(schemaVersion, harnessVersion, status, error, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness, verification, clientBound, clientBoundReason, disk, protocol, newSetup, openLoop,
                planned, hostSaturation, coResident);
    }
}
