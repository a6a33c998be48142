package org.iotbenchrunner.orchestrator;

import org.testcontainers.DockerClientFactory;

/** Whether a Docker engine answers here, as Testcontainers finds one (DOCKER_HOST, the socket, its settings). */
final class DockerEngine {
    private DockerEngine() {
    }

    /** Null when an engine answers, else why not, in one line. Quick when there is none: no socket, no wait. */
    static String unavailableReason() {
        try {
            DockerClientFactory.instance().client();
            return null;
        } catch (RuntimeException | LinkageError e) {
            return "no Docker engine answers here (Testcontainers found none through DOCKER_HOST, "
                    + "/var/run/docker.sock or ~/.testcontainers.properties)";
        }
    }
}
