package org.iotbenchrunner.orchestrator;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A call that may hang (a Docker request without a timeout of its own, a client's first answer) given a deadline:
 * it runs in a daemon thread, and the caller gives up after the limit, saying what it waited for. The abandoned
 * thread cannot keep the harness alive.
 */
public final class Bounded {
    private Bounded() {
    }

    public static <T> T call(String what, Duration limit, Callable<T> call) throws Exception {
        FutureTask<T> task = new FutureTask<>(call);
        Thread thread = new Thread(task, "bounded: " + what);
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            task.cancel(true);
            throw new HarnessFailure(what + ": no answer within " + limit.toSeconds() + " s");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : new IllegalStateException(e.getCause());
        }
    }

    /** As {@link #call}, for calls that throw no checked exception. */
    public static <T> T get(String what, Duration limit, Callable<T> call) {
        try {
            return call(what, limit, call);
        } catch (RuntimeException e) {
            throw e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HarnessFailure(what + ": interrupted", e);
        } catch (Exception e) {
            throw new IllegalStateException(what + ": " + e.getMessage(), e);
        }
    }
}
