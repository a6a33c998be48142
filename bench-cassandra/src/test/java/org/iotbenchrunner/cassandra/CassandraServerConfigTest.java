package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class CassandraServerConfigTest {
    private static final ServerResources HOST = new ServerResources(16 * ServerResources.GIB, 2);

    @Test
    void theYamlPutsEveryFileUnderTheRootAndListensOnTheGivenLoopbackPorts() {
        String yaml = CassandraServerConfig.yaml(CassandraServerConfig.Listeners.loopback(9100, 9200),
                new CassandraServerConfig.Directories(Path.of("/w/cassandra")), CassandraTuning.defaults(HOST));
        assertThat(yaml).contains("native_transport_port: 9100\n", "storage_port: 9200\n",
                "listen_address: 127.0.0.1\n", "      - seeds: '127.0.0.1:9200'\n",
                "data_file_directories:\n  - '/w/cassandra/data'\n", "commitlog_directory: '/w/cassandra/commitlog'\n",
                "hints_directory: '/w/cassandra/hints'\n", "authenticator: AllowAllAuthenticator\n",
                "auto_snapshot: false\n")
                .doesNotContain("heap", "broadcast_rpc_address");
    }

    @Test
    void profileSettingsGoIntoTheYamlAfterTheHarnesssOwn() {
        String yaml = CassandraServerConfig.yaml(CassandraServerConfig.Listeners.loopback(1, 2),
                new CassandraServerConfig.Directories(Path.of("/r")), CassandraTuning.studyTimeouts(HOST));
        assertThat(yaml).contains("read_request_timeout: 500000ms\n", "write_request_timeout: 200000ms\n",
                "request_timeout: 1000000ms\n");
    }

    @Test
    void theJvmGetsJava17sOpeningsTheAgentTheHeapAndAFastStart() {
        List<String> flags = CassandraServerConfig.jvmFlags(Path.of("/lib/jamm-0.4.0.jar"), "1024M",
                Path.of("/r/cassandra.yaml"), Path.of("/r/logback.xml"), Path.of("/r"));
        assertThat(flags).contains("-javaagent:/lib/jamm-0.4.0.jar", "-Xms1024M", "-Xmx1024M",
                "-Dcassandra.config=file:///r/cassandra.yaml", "-Dcassandra.skip_wait_for_gossip_to_settle=0",
                "java.base/sun.nio.ch=ALL-UNNAMED");
        assertThat(String.join(" ", flags)).contains("--add-opens java.base/java.lang=ALL-UNNAMED");
    }

    @Test
    void theContainerRunsTheSameJvmWithTheImagesPaths() {
        Map<String, String> settings = CassandraTuning.defaults(HOST);
        assertThat(CassandraContainer.command(settings)).startsWith("start-cassandra.sh", "java")
                .contains("-javaagent:/cassandra/jamm.jar", "-Xmx2048M", "/cassandra/lib/*",
                        CassandraServerConfig.MAIN_CLASS);
    }
}
