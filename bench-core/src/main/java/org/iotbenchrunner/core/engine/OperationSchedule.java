package org.iotbenchrunner.core.engine;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.iotbenchrunner.core.result.OpenLoop;

/**
 * One client's share of an open-loop schedule ({@code --rate}). The run's schedule has one slot every 1/rate
 * seconds from the start of the measured phase, dealt round-robin to the clients: client c of C takes slots c,
 * c + C, c + 2C..., so its operation k is intended to start at start + (k·C + c) / rate, and the clients
 * interleave instead of firing together. A client that is behind issues its next operation at once: no slot is
 * skipped, so the backlog's waiting time shows in the response time (end minus intended start).
 */
final class OperationSchedule {
    /** The longest single sleep, so that a stop (TEST_MAX_TIME) is noticed during long intervals. */
    static final long MAX_NAP_NANOS = 50_000_000;

    private final PacingClock clock;
    private final long startNanos;
    private final double slotNanos;
    private final int clients;
    private final int clientId;
    private long taken;
    private long intendedNanos;
    private long lastIssueNanos;
    private long lastLagNanos;
    private long maxLagNanos;

    OperationSchedule(PacingClock clock, long startNanos, double opsPerSecond, int clients, int clientId) {
        if (!(opsPerSecond > 0) || Double.isInfinite(opsPerSecond)) {
            throw new IllegalArgumentException("rate must be a positive number of operations per second (got "
                    + opsPerSecond + ")");
        }
        this.clock = clock;
        this.startNanos = startNanos;
        this.slotNanos = 1e9 / opsPerSecond;
        this.clients = clients;
        this.clientId = clientId;
    }

    /** When this client's operation {@code k} (0-based) is intended to start. */
    long intendedStart(long k) {
        return startNanos + Math.round((k * clients + clientId) * slotNanos);
    }

    /**
     * Waits until the next operation's intended start, or returns at once when that has passed. Returns false,
     * without taking the slot, when {@code stopped} turns true while waiting.
     */
    boolean awaitNext(BooleanSupplier stopped) throws InterruptedException {
        long intended = intendedStart(taken);
        long now = clock.nanoTime();
        while (now < intended) {
            if (stopped.getAsBoolean()) {
                return false;
            }
            clock.sleepUntil(Math.min(intended, now + MAX_NAP_NANOS));
            now = clock.nanoTime();
        }
        taken++;
        intendedNanos = intended;
        lastIssueNanos = now;
        lastLagNanos = now - intended;
        maxLagNanos = Math.max(maxLagNanos, lastLagNanos);
        return true;
    }

    /** The intended start of the operation last issued. */
    long intendedNanos() {
        return intendedNanos;
    }

    long issued() {
        return taken;
    }

    long lastLagNanos() {
        return lastLagNanos;
    }

    long maxLagNanos() {
        return maxLagNanos;
    }

    /**
     * Operations issued over the time from the first intended start to the last issue plus one of this
     * client's intervals: exactly its share of the rate when every operation started on time, whatever the
     * number of operations (clients may have different numbers of devices, hence of write batches).
     */
    double achievedOpsPerSecond() {
        if (taken == 0) {
            return 0;
        }
        return taken * 1e9 / (lastIssueNanos - intendedStart(0) + clients * slotNanos);
    }

    /** The run's adherence to a schedule of {@code opsPerSecond} over all clients. */
    static OpenLoop summarize(double opsPerSecond, List<OperationSchedule> schedules) {
        double achieved = schedules.stream().mapToDouble(OperationSchedule::achievedOpsPerSecond).sum();
        long endLag = schedules.stream().filter(s -> s.taken > 0).mapToLong(s -> s.lastLagNanos).max().orElse(0);
        long maxLag = schedules.stream().mapToLong(s -> s.maxLagNanos).max().orElse(0);
        return OpenLoop.of(opsPerSecond, achieved, endLag / 1e6, maxLag / 1e6);
    }
}
