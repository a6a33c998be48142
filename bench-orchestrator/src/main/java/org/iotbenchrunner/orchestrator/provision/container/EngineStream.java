package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.async.ResultCallback;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A Docker response stream (a pull, a build) waited on in steps: docker-java's timed {@code awaitCompletion} closes
 * the stream when it returns, so a wait in steps would end a pull or a build after its first step. The stream's
 * failure is kept as one line.
 */
public abstract class EngineStream<T> extends ResultCallback.Adapter<T> {
    private final CountDownLatch done = new CountDownLatch(1);
    protected volatile String error;

    @Override
    public void onComplete() {
        super.onComplete();
        done.countDown();
    }

    @Override
    public void onError(Throwable throwable) {
        if (error == null) {
            error = ContainerImages.dockerMessage(throwable);
        }
        super.onError(throwable);
        done.countDown();
    }

    void closeQuietly() {
        try {
            close();
        } catch (IOException e) {
            // the stream is gone already
        }
    }

    /** Whether the stream ended within {@code step}; the stream stays open either way. */
    boolean ended(Duration step) throws InterruptedException {
        return done.await(step.toMillis(), TimeUnit.MILLISECONDS);
    }
}
