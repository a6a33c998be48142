package org.iotbenchrunner.core.result;

/**
 * How a run was measured beyond its configuration: the campaign it belongs to (the campaign's start time),
 * which of {@code runs} repetitions it is (1-based), how many operations per client warmed up unmeasured
 * before it, whether answers were verified ({@code --verify}), and the harness process that ran it (so that a run
 * left {@code RUNNING} by a killed harness can be marked crashed by the next one).
 */
public record Protocol(String campaign, int run, int runs, long warmupOperations, boolean verify,
        HarnessOwner owner) {

    public static Protocol single(String campaign) {
        return new Protocol(campaign, 1, 1, 0, false, null);
    }
}
