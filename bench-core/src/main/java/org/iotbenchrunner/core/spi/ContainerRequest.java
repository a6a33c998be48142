package org.iotbenchrunner.core.spi;

import java.util.OptionalLong;

/**
 * What a container of a database is asked to be: the server options (profile, and the memory and cores a tuned
 * profile is sized for: the container's limits where it has them) and its memory limit, for servers that must be
 * told their budget (a JVM sizes its heap to the host, not to the cgroup).
 */
public record ContainerRequest(ServerOptions server, OptionalLong memoryLimitBytes) {

    /** The database's defaults, no limit: what a fresh container runs without options. */
    public static ContainerRequest defaults() {
        return new ContainerRequest(ServerOptions.defaults(), OptionalLong.empty());
    }

    public boolean tuned() {
        return server.tuned();
    }
}
