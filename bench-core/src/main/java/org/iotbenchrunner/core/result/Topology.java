package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * How a run was spread, recorded only when it was more than one server node or one client process (null
 * otherwise): the server's {@code nodes} with what each used over the measured phase (empty: one node), the
 * {@code spread} of clients over them ({@code round-robin} or {@code all-nodes}), the {@code replicationFactor} (null:
 * unknown or not applicable), the client {@code shards} merged into this result (empty: one process) and the
 * {@code engine} that ran them ({@code local} processes or {@code swarm}).
 */
public record Topology(@JsonInclude(JsonInclude.Include.NON_EMPTY) List<NodeResult> nodes,
        @JsonInclude(JsonInclude.Include.NON_NULL) String spread,
        @JsonInclude(JsonInclude.Include.NON_NULL) Integer replicationFactor,
        @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ShardResult> shards,
        @JsonInclude(JsonInclude.Include.NON_NULL) String engine) {

    /** One node, one process: what a result without a topology means. */
    public static final Topology NONE = new Topology(List.of(), null, null, List.of(), null);

    public Topology {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
        shards = shards == null ? List.of() : List.copyOf(shards);
    }

    /** {@code topology}, or {@link #NONE} for a result without one. */
    public static Topology of(Topology topology) {
        return topology == null ? NONE : topology;
    }

    /** With the server's nodes and how clients were spread over them. */
    public Topology withNodes(List<NodeResult> serverNodes, String clientSpread, Integer copies) {
        return new Topology(serverNodes, clientSpread, copies, shards, engine);
    }

    /** With the client shards merged into the result and the engine that ran them. */
    public Topology withShards(List<ShardResult> clientShards, String shardEngine) {
        return new Topology(nodes, spread, replicationFactor, clientShards, shardEngine);
    }

    /**
     * One server node: its {@code name} and {@code role}, where clients reached it ({@code endpoint}, null for a
     * node clients do not talk to), its CPU and memory over the measured phase ({@code resources}; its note says
     * why when unsampled) and the bytes under its data directories after a write test ({@code diskBytes}; null when
     * not measured).
     */
    public record NodeResult(String name, String role, @JsonInclude(JsonInclude.Include.NON_NULL) String endpoint,
            ResourceUsage resources, @JsonInclude(JsonInclude.Include.NON_NULL) Long diskBytes) {
    }

    /**
     * One client shard: its {@code index} of the run's shards, the {@code clients} it ran, where it ran
     * ({@code host}: the machine, or the swarm node and task), its {@code status} ({@code COMPLETED}, or {@code
     * CRASHED} with its {@code error}: a shard that died contributes nothing it had not reported), its own
     * counts and rate over its own measured phase, and the harness CPU it used ({@code harness}; null when the
     * shard did not report).
     */
    public record ShardResult(int index, List<Integer> clients, String host, RunStatus status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String error, long okOperations, long failedOperations,
            long okPoints, @JsonInclude(JsonInclude.Include.NON_NULL) Double elapsedSeconds,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double pointsPerSecond,
            @JsonInclude(JsonInclude.Include.NON_NULL) HarnessUsage harness) {
        public ShardResult {
            clients = clients == null ? List.of() : List.copyOf(clients);
        }
    }
}
