package org.iotbenchrunner.core.spi;

import java.util.Optional;

/** A server started by the harness. Closing it stops the server and deletes its data. */
public interface RunningServer extends AutoCloseable {
    Endpoint endpoint();

    /** The process whose tree holds the server, for resource sampling; -1 when there is no server process. */
    long pid();

    /**
     * The size of the server's data on disk (e.g. its data directories), when the client cannot measure it
     * through {@link DatabaseClient#diskSize()}. Called after each write test.
     */
    default Optional<DiskSize> diskSize() {
        return Optional.empty();
    }

    @Override
    void close();
}
