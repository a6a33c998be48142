package org.iotbenchrunner.core.result;

/**
 * What an open-loop run ({@code --rate}) asked for and did. {@code requestedOpsPerSecond} is the rate over all
 * clients. {@code achievedOpsPerSecond} sums, over the clients, the operations each issued divided by the time
 * from its first intended start to its last issue plus one of its intervals: equal to the requested rate when
 * every operation started on time. {@code endLagMs} is how late the last operation of a client started (the
 * largest over the clients), {@code maxLagMs} how late the latest operation of the run started.
 * {@code behindSchedule}: the schedule was not kept, because the achieved rate is below
 * {@value #KEEP_UP_SHARE} of the requested one or the run ended more than {@value #MAX_END_LAG_MS} ms behind
 * (a backlog at the end that the achieved rate of a long run would hide).
 */
public record OpenLoop(double requestedOpsPerSecond, double achievedOpsPerSecond, double endLagMs, double maxLagMs,
        boolean behindSchedule) {

    public static final double KEEP_UP_SHARE = 0.95;
    public static final double MAX_END_LAG_MS = 1000;

    public static OpenLoop of(double requestedOpsPerSecond, double achievedOpsPerSecond, double endLagMs,
            double maxLagMs) {
        return new OpenLoop(requestedOpsPerSecond, achievedOpsPerSecond, endLagMs, maxLagMs,
                achievedOpsPerSecond < KEEP_UP_SHARE * requestedOpsPerSecond || endLagMs > MAX_END_LAG_MS);
    }
}
