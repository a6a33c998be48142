package org.iotbenchrunner.cassandra;

import org.iotbenchrunner.core.testing.ConformanceKit;

/** The shared conformance checks on a private Cassandra 5.0.9 node run from the assembled jars. */
class CassandraIT extends ConformanceKit {
    CassandraIT() {
        super(new CassandraBinding(), new CassandraLocalServer());
    }
}
