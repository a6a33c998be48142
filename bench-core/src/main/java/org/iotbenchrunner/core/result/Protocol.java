package org.iotbenchrunner.core.result;

/**
 * How a run was measured beyond its configuration: the campaign it belongs to (the campaign's start time),
 * which of {@code runs} repetitions it is (1-based), how many operations per client warmed up unmeasured
 * before it, and whether answers were verified ({@code --verify}).
 */
public record Protocol(String campaign, int run, int runs, long warmupOperations, boolean verify) {

    public static Protocol single(String campaign) {
        return new Protocol(campaign, 1, 1, 0, false);
    }
}
