package org.iotbenchrunner.core.engine;

import java.util.concurrent.locks.LockSupport;

/**
 * The time source the engine times operations and paces open-loop schedules with. {@link #SYSTEM} is the real
 * one; tests substitute a fake clock, so that schedules and stalls are checked without depending on how fast
 * the machine runs.
 */
public interface PacingClock {
    PacingClock SYSTEM = new PacingClock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public void sleepUntil(long deadlineNanos) throws InterruptedException {
            // parkNanos may return early (spuriously or on unpark): park again until the deadline is reached.
            for (long left = deadlineNanos - System.nanoTime(); left > 0; left = deadlineNanos - System.nanoTime()) {
                LockSupport.parkNanos(left);
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
            }
        }
    };

    /** Monotonic nanoseconds, as {@link System#nanoTime()}: only differences mean anything. */
    long nanoTime();

    /** Returns once {@link #nanoTime()} has reached {@code deadlineNanos} (at once if it has already). */
    void sleepUntil(long deadlineNanos) throws InterruptedException;
}
