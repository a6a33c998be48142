package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** A clock that moves only when told to or when slept on: sleeping jumps to the deadline at once. */
final class FakeClock implements PacingClock {
    private final AtomicLong now;
    final List<Long> sleeps = new ArrayList<>();

    FakeClock(long startNanos) {
        this.now = new AtomicLong(startNanos);
    }

    @Override
    public long nanoTime() {
        return now.get();
    }

    @Override
    public void sleepUntil(long deadlineNanos) {
        synchronized (sleeps) {
            sleeps.add(deadlineNanos);
        }
        now.accumulateAndGet(deadlineNanos, Math::max);
    }

    void advance(long nanos) {
        now.addAndGet(nanos);
    }

    static long ms(double millis) {
        return Math.round(millis * 1_000_000);
    }
}
