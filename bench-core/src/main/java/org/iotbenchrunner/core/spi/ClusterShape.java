package org.iotbenchrunner.core.spi;

/**
 * The cluster a user asked for: {@code dataNodes} nodes that store data (IoTDB DataNodes, Cassandra nodes,
 * vmstorage), beside whatever coordinators the database needs; {@code replicationFactor}, the copies of each datum,
 * or null for the launcher's choice (recorded in the server's settings either way).
 */
public record ClusterShape(int dataNodes, Integer replicationFactor) {
    public ClusterShape {
        if (dataNodes < 1) {
            throw new IllegalArgumentException("a cluster needs at least one data node (got " + dataNodes + ")");
        }
        if (replicationFactor != null && (replicationFactor < 1 || replicationFactor > dataNodes)) {
            throw new IllegalArgumentException("the replication factor must be between 1 and the " + dataNodes
                    + " data nodes (got " + replicationFactor + ")");
        }
    }
}
