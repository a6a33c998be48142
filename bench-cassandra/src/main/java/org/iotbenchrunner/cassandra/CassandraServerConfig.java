package org.iotbenchrunner.cassandra;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a private single-node Cassandra is started with, locally and in a container: a minimal cassandra.yaml (its
 * listeners, its directories, AllowAllAuthenticator: the server listens on loopback or a port published on loopback
 * only, and PasswordAuthenticator would cost a superuser set-up and a slower login per connection), the JVM flags of
 * Cassandra's conf/jvm17-server.options that Java 17 needs, and properties that make one node start fast.
 */
final class CassandraServerConfig {
    static final String MAIN_CLASS = "org.apache.cassandra.service.CassandraDaemon";
    static final String CLUSTER_NAME = "iot-benchrunner";

    /** Java 17's module openings, as conf/jvm17-server.options lists them. */
    static final List<String> JAVA17_FLAGS = List.of(
            "-Djdk.attach.allowAttachSelf=true",
            "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports", "java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-exports", "java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-exports", "java.management.rmi/com.sun.jmx.remote.internal.rmi=ALL-UNNAMED",
            "--add-exports", "java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports", "java.rmi/sun.rmi.server=ALL-UNNAMED",
            "--add-exports", "java.sql/java.sql=ALL-UNNAMED",
            "--add-exports", "java.base/java.lang.ref=ALL-UNNAMED",
            "--add-exports", "jdk.unsupported/sun.misc=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang.module=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.loader=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.reflect=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.math=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.module=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.util.jar=ALL-UNNAMED",
            "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED",
            "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens", "java.base/java.io=ALL-UNNAMED",
            "--add-opens", "java.base/java.nio=ALL-UNNAMED",
            "--add-opens", "java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens", "java.base/java.util=ALL-UNNAMED",
            "--add-opens", "java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang=ALL-UNNAMED",
            "--add-opens", "java.base/java.math=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens", "java.base/java.net=ALL-UNNAMED");

    /** One node needs no gossip to settle nor a ring delay: without these it waits about 30 s before serving. */
    static final List<String> FAST_START = List.of(
            "-Dcassandra.skip_wait_for_gossip_to_settle=0",
            "-Dcassandra.ring_delay_ms=100",
            "-Dcassandra.superuser_setup_delay_ms=0",
            "-Dcassandra.join_ring=true");

    /**
     * A node of a fresh ring needs no gossip to settle before it serves, and the joiners start together: each takes
     * the token it is given, so none moves ranges a concurrent joiner might also move. The ring delay is the time
     * a joiner gives gossip to hear of the ring before it claims its token; also how long a node not yet NORMAL may
     * be silent before the others drop it from gossip: at 1000 ms a busy joiner was dropped ("FatClient ... has been
     * silent for 1000ms"), and the start took no less (JVM start and system keyspaces dominate), so 5000 it stays.
     */
    static final List<String> RING_START = List.of(
            "-Dcassandra.skip_wait_for_gossip_to_settle=0",
            "-Dcassandra.ring_delay_ms=5000",
            "-Dcassandra.superuser_setup_delay_ms=0",
            "-Dcassandra.consistent.rangemovement=false",
            "-Dcassandra.join_ring=true");

    private CassandraServerConfig() {
    }

    /** Where a node keeps its files: data, commit log, saved caches, hints, CDC. */
    record Directories(Path root) {
        Path data() {
            return root.resolve("data");
        }

        Path commitlog() {
            return root.resolve("commitlog");
        }
    }

    /** Where the node listens: the address of its peers' and clients' connections, and its two ports. */
    record Listeners(String listenAddress, String rpcAddress, String broadcastRpcAddress, int nativePort,
            int storagePort) {
        static Listeners loopback(int nativePort, int storagePort) {
            return new Listeners("127.0.0.1", "127.0.0.1", null, nativePort, storagePort);
        }
    }

    /** cassandra.yaml of a node on its own, its own seed. */
    static String yaml(Listeners at, Directories dirs, Map<String, String> profileSettings) {
        return yaml(at, dirs, Map.of(), profileSettings);
    }

    /**
     * cassandra.yaml: the harness's settings, then the node's in a ring ({@code ringSettings}: its seed, token,
     * ...), then the profile's (yaml settings win where both name one).
     */
    static String yaml(Listeners at, Directories dirs, Map<String, String> ringSettings,
            Map<String, String> profileSettings) {
        Map<String, String> y = new LinkedHashMap<>();
        y.put("cluster_name", quote(CLUSTER_NAME));
        y.put("num_tokens", "1");
        y.put("partitioner", "org.apache.cassandra.dht.Murmur3Partitioner");
        y.put("authenticator", "AllowAllAuthenticator");
        y.put("authorizer", "AllowAllAuthorizer");
        y.put("listen_address", at.listenAddress());
        y.put("rpc_address", at.rpcAddress());
        if (at.broadcastRpcAddress() != null) {
            y.put("broadcast_rpc_address", at.broadcastRpcAddress());
        }
        y.put("storage_port", String.valueOf(at.storagePort()));
        y.put("native_transport_port", String.valueOf(at.nativePort()));
        y.put("start_native_transport", "true");
        y.put("seed_provider", seeds(at.listenAddress() + ":" + at.storagePort()));
        y.put("endpoint_snitch", "SimpleSnitch");
        y.put("commitlog_sync", "periodic");
        y.put("commitlog_sync_period", "10000ms");
        y.put("data_file_directories", "\n  - " + quote(dirs.data().toString()));
        y.put("commitlog_directory", quote(dirs.commitlog().toString()));
        y.put("saved_caches_directory", quote(dirs.root().resolve("saved_caches").toString()));
        y.put("hints_directory", quote(dirs.root().resolve("hints").toString()));
        y.put("cdc_raw_directory", quote(dirs.root().resolve("cdc_raw").toString()));
        // each write test starts on a dropped keyspace: a snapshot of it would stay on disk
        y.put("auto_snapshot", "false");
        // a batch is one request of BATCH_SIZE_PER_WRITE rows into one partition, however large the study's grid
        // makes it; Cassandra still refuses a mutation over half a commit log segment
        y.put("batch_size_warn_threshold", "4MiB");
        y.put("batch_size_fail_threshold", "64MiB");
        y.putAll(ringSettings);
        y.putAll(CassandraTuning.yamlSettings(profileSettings));
        StringBuilder text = new StringBuilder("# written by iot-benchrunner for one private Cassandra node\n");
        y.forEach((key, value) -> text.append(key).append(':').append(value.startsWith("\n") ? "" : " ")
                .append(value).append('\n'));
        return text.toString();
    }

    /** A console log at INFO: Cassandra's jars carry no logback.xml, and logback's default is DEBUG. */
    static String logback() {
        return """
                <configuration>
                  <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender">
                    <encoder><pattern>%-5level [%thread] %date{ISO8601} %F:%L - %msg%n</pattern></encoder>
                  </appender>
                  <root level="INFO"><appender-ref ref="STDOUT"/></root>
                </configuration>
                """;
    }

    /** The seed provider of a ring whose seed listens at {@code seed}. */
    static String seeds(String seed) {
        return "\n  - class_name: org.apache.cassandra.locator.SimpleSeedProvider\n    parameters:\n"
                + "      - seeds: " + quote(seed);
    }

    /** The JVM's flags of a node on its own. */
    static List<String> jvmFlags(Path jamm, String heap, Path yaml, Path logback, Path root) {
        return jvmFlags(jamm, heap, yaml, logback, root, FAST_START);
    }

    /** The JVM's flags before the main class: Java 17's, the agent, heap and G1, the node's files, how it starts. */
    static List<String> jvmFlags(Path jamm, String heap, Path yaml, Path logback, Path root, List<String> start) {
        List<String> flags = new ArrayList<>(JAVA17_FLAGS);
        flags.add("-javaagent:" + jamm);
        flags.add("-Xms" + heap);
        flags.add("-Xmx" + heap);
        flags.addAll(List.of("-XX:+UseG1GC", "-XX:MaxGCPauseMillis=300", "-XX:+HeapDumpOnOutOfMemoryError",
                "-XX:HeapDumpPath=" + root, "-Xss256k"));
        flags.add("-Dcassandra.config=" + yaml.toUri());
        flags.add("-Dlogback.configurationFile=" + logback);
        flags.add("-Dcassandra-foreground=yes");
        flags.add("-Dcassandra.storagedir=" + root);
        flags.add("-Dcassandra.logdir=" + root.resolve("logs"));
        flags.addAll(start);
        return flags;
    }

    private static String quote(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
