package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * How a run was measured beyond its configuration: the campaign it belongs to (the campaign's start time),
 * which of {@code runs} repetitions it is (1-based), how many operations per client warmed up unmeasured
 * before it, whether answers were verified ({@code --verify}), and the harness process that ran it (so that a run
 * left {@code RUNNING} by a killed harness can be marked crashed by the next one). {@code isolation} is
 * {@code sequential} (one server up at a time) or {@code co-resident} (every server of the campaign up throughout);
 * {@code preset} the {@code --campaign} preset that chose the settings (null: none); {@code harnessCpus} the CPUs the
 * harness was pinned to (null: not pinned). Results written before these existed read them as null.
 */
public record Protocol(String campaign, int run, int runs, long warmupOperations, boolean verify,
        HarnessOwner owner, @JsonInclude(JsonInclude.Include.NON_NULL) String isolation,
        @JsonInclude(JsonInclude.Include.NON_NULL) String preset,
        @JsonInclude(JsonInclude.Include.NON_NULL) String harnessCpus) {

    public Protocol(String campaign, int run, int runs, long warmupOperations, boolean verify, HarnessOwner owner) {
        this(campaign, run, runs, warmupOperations, verify, owner, null, null, null);
    }

    public static Protocol single(String campaign) {
        return new Protocol(campaign, 1, 1, 0, false, null);
    }

    /** Co-resident when recorded so; results written before isolation existed ran sequentially. */
    public boolean coResident() {
        return "co-resident".equals(isolation);
    }
}
