package org.iotbenchrunner.core.spi;

/** A server started by the harness. Closing it stops the server and deletes its data. */
public interface RunningServer extends AutoCloseable {
    Endpoint endpoint();

    /** The process whose tree holds the server, for resource sampling. */
    long pid();

    @Override
    void close();
}
