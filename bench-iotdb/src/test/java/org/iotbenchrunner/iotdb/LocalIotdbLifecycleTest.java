package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the launcher against a stand-in distribution whose ConfigNode is a small JVM listening on its internal
 * port and whose DataNode fails: this checks the scripts' arguments and environment, the wait for the ConfigNode,
 * the error with the DataNode's log, and that the ConfigNode is stopped and the work directory removed.
 */
@EnabledOnOs({OS.LINUX, OS.MAC})
class LocalIotdbLifecycleTest {
    @TempDir
    Path temp;

    @Test
    void aFailingDataNodeStopsTheConfigNodeAndRemovesTheWorkDirectory() throws Exception {
        Path home = standIn(temp.resolve("iotdb"));
        Path work = temp.resolve("work");
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "us").build();

        assertThatThrownBy(() -> new IotdbLocalServer(home).start(work, config))
                .isInstanceOf(IOException.class)
                .hasMessageStartingWith("IoTDB DataNode exited with code 3:")
                .hasMessageContaining("args=-f")
                .hasMessageContaining("conf=" + work.toAbsolutePath().resolve("conf"))
                .hasMessageContaining("precision=us")
                .hasMessageContaining("heap=-Xms")
                .hasMessageContaining("java=" + javaHome())
                .hasMessageContaining("DataNode cannot start");

        long configNode = Long.parseLong(Files.readString(home.resolve("confignode.pid")).trim());
        assertThat(ProcessHandle.of(configNode).map(ProcessHandle::isAlive).orElse(false)).isFalse();
        assertThat(work).doesNotExist();
        assertThat(home.resolve("conf/iotdb-system.properties")).content().contains("dn_rpc_port=6667");
    }

    private static Path standIn(Path home) throws IOException {
        Files.createDirectories(home.resolve("sbin"));
        Files.createDirectories(home.resolve("conf"));
        Files.createDirectories(home.resolve("lib"));
        Files.writeString(home.resolve("lib/iotdb-server.jar"), "");
        Files.writeString(home.resolve("conf/iotdb-system.properties"),
                "cn_internal_port=10710\ndn_rpc_port=6667\n");
        Files.writeString(home.resolve("conf/confignode-env.sh"), "#!/bin/bash\n");
        Files.writeString(home.resolve("conf/datanode-env.sh"), "#!/bin/bash\n");
        Files.writeString(home.resolve("sbin/Listen.java"), """
                import java.net.InetAddress;
                import java.net.ServerSocket;

                public class Listen {
                    public static void main(String[] args) throws Exception {
                        try (ServerSocket server = new ServerSocket(Integer.parseInt(args[0]), 50,
                                InetAddress.getByName("127.0.0.1"))) {
                            while (true) {
                                server.accept().close();
                            }
                        }
                    }
                }
                """);
        Files.writeString(home.resolve("sbin/start-confignode.sh"), """
                #!/bin/bash
                port=$(sed -n 's/^cn_internal_port=//p' "$CONFIGNODE_CONF/iotdb-system.properties")
                echo $$ > "$(dirname "$0")/../confignode.pid"
                exec "$JAVA_HOME/bin/java" "$(dirname "$0")/Listen.java" "$port"
                """);
        Files.writeString(home.resolve("sbin/start-datanode.sh"), """
                #!/bin/bash
                . "$IOTDB_CONF/datanode-env.sh"
                echo "args=$* conf=$IOTDB_CONF java=$JAVA_HOME heap=$IOTDB_JMX_OPTS"
                echo "precision=$(sed -n 's/^timestamp_precision=//p' "$IOTDB_CONF/iotdb-system.properties")"
                echo "DataNode cannot start"
                exit 3
                """);
        return home;
    }

    /** The scripts get the harness's JAVA_HOME, or the harness's own JVM when there is none. */
    private static String javaHome() {
        String env = System.getenv("JAVA_HOME");
        return env != null ? env : System.getProperty("java.home");
    }
}
