package org.iotbenchrunner.core.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Holds ready clients until every client has started and finished its warm-up: the measured phase starts together. */
final class WarmupGate {
    private final CountDownLatch warm;
    private final CountDownLatch go = new CountDownLatch(1);
    private volatile long startNanos;

    WarmupGate(int clients) {
        this.warm = new CountDownLatch(clients);
    }

    /** A client finished its warm-up; waits until the measured phase starts, and returns when it started. */
    long arriveAndAwait() throws InterruptedException {
        warm.countDown();
        go.await();
        return startNanos;
    }

    /** A client that ends without measuring (stopped during its warm-up) must not hold the others. */
    void arrive() {
        warm.countDown();
    }

    boolean awaitAllWarm(long millis) throws InterruptedException {
        return warm.await(millis, TimeUnit.MILLISECONDS);
    }

    /** Starts the measured phase, which began at {@code nanos} on the engine's clock (open-loop schedules start there). */
    void open(long nanos) {
        startNanos = nanos;
        go.countDown();
    }

    void open() {
        go.countDown();
    }
}
