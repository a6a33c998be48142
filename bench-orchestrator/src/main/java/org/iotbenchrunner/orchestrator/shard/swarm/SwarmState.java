package org.iotbenchrunner.orchestrator.shard.swarm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Duration;
import java.util.Optional;

/**
 * What the engine says of its swarm ({@code docker info}'s Swarm part): whether this node is in one, whether it is a
 * manager (only managers create services) and the address it advertises, at which tasks on the host network reach
 * this machine.
 */
record SwarmState(String localNodeState, boolean manager, String nodeAddress, String error) {
    static final String INIT_HINT = "run `docker swarm init --advertise-addr <address>` (or join one)";
    private static final Duration INFO_LIMIT = Duration.ofSeconds(15);
    private static final ObjectMapper JSON = new ObjectMapper();

    static SwarmState read(DockerCli docker) {
        DockerCli.Result r = docker.attempt("asking the Docker engine about its swarm", INFO_LIMIT,
                java.util.List.of("info", "--format", "{{json .Swarm}}"));
        if (!r.ok()) {
            return new SwarmState(null, false, null, "no Docker engine answers the docker command here ("
                    + r.firstError() + ")");
        }
        return parse(r.out());
    }

    static SwarmState parse(String json) {
        try {
            JsonNode swarm = JSON.readTree(json);
            return new SwarmState(swarm.path("LocalNodeState").asText(""), swarm.path("ControlAvailable")
                    .asBoolean(false), swarm.path("NodeAddr").asText(""), swarm.path("Error").asText(""));
        } catch (IOException e) {
            return new SwarmState(null, false, null, "the Docker engine's swarm state is not JSON: "
                    + json.lines().findFirst().orElse(""));
        }
    }

    boolean active() {
        return "active".equals(localNodeState);
    }

    /** Why no job can be created through this engine (one line), or empty when it can. */
    Optional<String> unavailableReason() {
        if (localNodeState == null) {
            return Optional.of(error);
        }
        if (!active()) {
            String detail = error == null || error.isBlank() ? "" : " (" + error + ")";
            return Optional.of("Docker Swarm is not active on this engine (state " + localNodeState + detail
                    + "): " + INIT_HINT);
        }
        if (!manager) {
            return Optional.of("this Docker engine is a swarm worker, not a manager: run the harness on a manager "
                    + "node (docker node ls there lists them)");
        }
        return Optional.empty();
    }
}
