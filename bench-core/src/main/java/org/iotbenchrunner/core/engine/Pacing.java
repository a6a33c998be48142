package org.iotbenchrunner.core.engine;

/**
 * How the clients pace the measured phase: closed loop ({@code opsPerSecond} 0: each operation right after the
 * previous one, with OP_MIN_INTERVAL as iot-benchmark does) or open loop on a schedule of {@code opsPerSecond}
 * over all {@code clients}. The warm-up always runs closed loop.
 */
record Pacing(PacingClock clock, double opsPerSecond, int clients) {

    boolean openLoop() {
        return opsPerSecond > 0;
    }

    /** Client {@code clientId}'s schedule from {@code startNanos}; null in closed loop. */
    OperationSchedule schedule(int clientId, long startNanos) {
        return openLoop() ? new OperationSchedule(clock, startNanos, opsPerSecond, clients, clientId) : null;
    }
}
