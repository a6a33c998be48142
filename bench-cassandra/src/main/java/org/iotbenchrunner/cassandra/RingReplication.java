package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.util.Map;

/**
 * The copies of each row the client's keyspace keeps: its replication factor if it exists, else the ring's
 * {@code default_keyspace_rf} (which the harness's ring launcher sets to the factor asked for, and an operator sets
 * for an external ring), else 1. The client creates the keyspace with it and asks for ONE replica at a factor of 1,
 * a QUORUM of them for reads and writes above, so that every read overlaps every acknowledged write.
 */
record RingReplication(int factor) {
    static final String RULE = "ONE at replication factor 1; QUORUM for reads and writes above it (the keyspace's "
            + "factor, else the ring's default_keyspace_rf)";

    static RingReplication of(CqlSession session, String keyspace) {
        Row own = session.execute(SimpleStatement.newInstance(
                "SELECT replication FROM system_schema.keyspaces WHERE keyspace_name = ?", keyspace)).one();
        if (own != null) {
            Map<String, String> replication = own.getMap(0, String.class, String.class);
            return new RingReplication(replication.entrySet().stream().filter(e -> !e.getKey().equals("class"))
                    .mapToInt(e -> Integer.parseInt(e.getValue().split("/")[0])).max().orElse(1));
        }
        Row ring = session.execute("SELECT value FROM system_views.settings WHERE name = 'default_keyspace_rf'").one();
        return new RingReplication(ring == null || ring.getString(0) == null ? 1 : Integer.parseInt(ring.getString(0)));
    }

    ConsistencyLevel consistency() {
        return factor > 1 ? ConsistencyLevel.QUORUM : ConsistencyLevel.ONE;
    }
}
