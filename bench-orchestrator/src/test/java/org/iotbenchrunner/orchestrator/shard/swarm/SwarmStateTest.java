package org.iotbenchrunner.orchestrator.shard.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Whether a job can be created, from docker info's Swarm part, and when a job has ended; no Docker here. */
class SwarmStateTest {

    @Test
    void anActiveManagerCanCreateJobsAndAdvertisesItsAddress() {
        SwarmState state = SwarmState.parse("{\"NodeID\":\"n1\",\"NodeAddr\":\"127.0.0.1\",\"LocalNodeState\":"
                + "\"active\",\"ControlAvailable\":true,\"Error\":\"\"}");

        assertThat(state.unavailableReason()).isEmpty();
        assertThat(state.nodeAddress()).isEqualTo("127.0.0.1");
    }

    @Test
    void anInactiveSwarmSaysHowToStartOne() {
        SwarmState state = SwarmState.parse("{\"NodeID\":\"\",\"NodeAddr\":\"\",\"LocalNodeState\":\"inactive\","
                + "\"ControlAvailable\":false,\"Error\":\"\",\"RemoteManagers\":null}");

        assertThat(state.unavailableReason()).contains("Docker Swarm is not active on this engine (state inactive):"
                + " run `docker swarm init --advertise-addr <address>` (or join one)");
    }

    @Test
    void aWorkerIsNotEnough() {
        SwarmState state = SwarmState.parse("{\"LocalNodeState\":\"active\",\"ControlAvailable\":false}");

        assertThat(state.unavailableReason().orElseThrow()).startsWith("this Docker engine is a swarm worker");
    }

    @Test
    void somethingElseThanJsonIsSaidInOneLine() {
        assertThat(SwarmState.parse("Cannot connect\nto the daemon").unavailableReason().orElseThrow())
                .isEqualTo("the Docker engine's swarm state is not JSON: Cannot connect");
    }

    @Test
    void aJobRunsUntilEveryTaskHasReachedAFinalState() {
        assertThat(SwarmJob.stillRunning(List.of("Complete 2 seconds ago", "Running 3 seconds ago"), 2)).isTrue();
        assertThat(SwarmJob.stillRunning(List.of("Complete 2 seconds ago"), 2)).isTrue();
        assertThat(SwarmJob.stillRunning(List.of(), 1)).isTrue();
        assertThat(SwarmJob.stillRunning(List.of("Complete 2 seconds ago", "Failed 1 second ago"), 2)).isFalse();
        assertThat(SwarmJob.stillRunning(List.of("Rejected 1 second ago", "Shutdown 1 second ago"), 2)).isFalse();
    }
}
