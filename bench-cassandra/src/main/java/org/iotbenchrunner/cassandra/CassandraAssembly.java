package org.iotbenchrunner.cassandra;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.spi.JarAssembly;

/**
 * Cassandra 5.0.9's server jars (cassandra-all and its dependencies), assembled from Maven Central into the user's
 * cache by {@link JarAssembly} from the module's {@code cassandra-assembly/pom.xml} (as scripts/setup.sh --for
 * cassandra --mode local does).
 */
final class CassandraAssembly {
    static final String VERSION = "5.0.9";
    static final JarAssembly.Server SERVER = new JarAssembly.Server("Cassandra", "cassandra", VERSION,
            "org.apache.cassandra:cassandra-all:" + VERSION, CassandraAssembly.class, "/cassandra-assembly/pom.xml",
            List.of("cassandra-all-" + VERSION + ".jar"));
    /** The agent Cassandra measures object sizes with (its start script passes it as -javaagent). */
    static final String JAMM_PREFIX = "jamm-";

    private CassandraAssembly() {
    }

    /** {@code ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/cassandra/5.0.9}, assembled with {@code mvn} from PATH. */
    static JarAssembly inUserCache() {
        return JarAssembly.inUserCache(SERVER);
    }

    /** The jars under {@code root}/lib, assembled with {@code mvn} (null: Maven is missing). */
    static JarAssembly at(Path root, String mvn) {
        return new JarAssembly(SERVER, root, mvn);
    }

    /** The jamm agent among the assembled jars. */
    static Path jamm(JarAssembly assembly) throws IOException {
        return assembly.jar(JAMM_PREFIX);
    }
}
