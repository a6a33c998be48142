package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.TimeoutException;

/**
 * Waits until every node of the ring has the schema the client just changed, as the node it talks to sees their
 * schema versions (system.local, system.peers). The driver's own wait after a schema change skips the nodes a
 * round-robin session ignores, and a node that has not yet heard of a new keyspace fails a write to it.
 */
final class SchemaAgreement {
    static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final long POLL_MS = 200;

    private SchemaAgreement() {
    }

    static void await(CqlSession session) throws InterruptedException, TimeoutException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        Map<String, UUID> versions = versions(session);
        while (versions.values().stream().distinct().count() > 1) {
            if (System.nanoTime() > deadline) {
                throw new TimeoutException("the ring's nodes did not agree on the schema within " + TIMEOUT.toSeconds()
                        + " s: " + versions);
            }
            Thread.sleep(POLL_MS);
            versions = versions(session);
        }
    }

    private static Map<String, UUID> versions(CqlSession session) {
        Map<String, UUID> versions = new TreeMap<>();
        Row local = session.execute("SELECT schema_version FROM system.local WHERE key = 'local'").one();
        versions.put("coordinator", local == null ? null : local.getUuid(0));
        for (Row peer : session.execute("SELECT peer, schema_version FROM system.peers")) {
            versions.put(peer.getInetAddress(0).getHostAddress(), peer.getUuid(1));
        }
        return versions;
    }
}
