package org.iotbenchrunner.core.engine;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Holds ready clients until every client has started and finished its warm-up: the measured phase starts together. */
final class WarmupGate {
    private final CountDownLatch warm;
    private final CountDownLatch go = new CountDownLatch(1);

    WarmupGate(int clients) {
        this.warm = new CountDownLatch(clients);
    }

    /** A client finished its warm-up; waits until the measured phase starts. */
    void arriveAndAwait() throws InterruptedException {
        warm.countDown();
        go.await();
    }

    /** A client that ends without measuring (stopped during its warm-up) must not hold the others. */
    void arrive() {
        warm.countDown();
    }

    boolean awaitAllWarm(long millis) throws InterruptedException {
        return warm.await(millis, TimeUnit.MILLISECONDS);
    }

    void open() {
        go.countDown();
    }
}
