package org.iotbenchrunner.iotdb;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.spi.JarAssembly;

/**
 * IoTDB 2.0.1-beta's ConfigNode and DataNode jars, assembled from Maven Central into the user's cache by
 * {@link JarAssembly} where no distribution is given, from the module's {@code iotdb-assembly/pom.xml} (as
 * scripts/setup.sh --for iotdb --mode local does).
 */
final class IotdbAssembly {
    static final String VERSION = "2.0.1-beta";
    static final JarAssembly.Server SERVER = new JarAssembly.Server("IoTDB", "iotdb", VERSION,
            "org.apache.iotdb:iotdb-server:" + VERSION, IotdbAssembly.class, "/iotdb-assembly/pom.xml",
            List.of("iotdb-server-" + VERSION + ".jar", "iotdb-confignode-" + VERSION + ".jar"));

    private IotdbAssembly() {
    }

    /** {@code ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/iotdb/2.0.1-beta}, assembled with {@code mvn} from PATH. */
    static JarAssembly inUserCache() {
        return JarAssembly.inUserCache(SERVER);
    }

    /** The jars under {@code root}/lib, assembled with {@code mvn} (null: Maven is missing). */
    static JarAssembly at(Path root, String mvn) {
        return new JarAssembly(SERVER, root, mvn);
    }

    /** The folder scripts/setup.sh --for iotdb --mode local installs into as well. */
    static Path cacheFolder() {
        return JarAssembly.cacheFolder(SERVER.id());
    }
}
