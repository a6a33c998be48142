package org.iotbenchrunner.orchestrator;

/**
 * What to do on Ctrl-C or kill while a campaign or a load runs (mark the running result crashed, stop the servers):
 * a JVM shutdown hook from {@link #install} until {@link #close}.
 */
public final class AbortHook implements AutoCloseable {
    private final Thread hook;

    private AbortHook(Thread hook) {
        this.hook = hook;
    }

    public static AbortHook install(String name, Runnable abort) {
        Thread hook = new Thread(abort, name);
        Runtime.getRuntime().addShutdownHook(hook);
        return new AbortHook(hook);
    }

    /** Removes the hook once its work is done; during the JVM's shutdown the hook has run, or runs now. */
    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // shutting down: nothing to remove
        }
    }
}
