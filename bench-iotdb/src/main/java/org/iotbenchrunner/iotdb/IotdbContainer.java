package org.iotbenchrunner.iotdb;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;

/**
 * The pinned IoTDB image: one ConfigNode and one DataNode in the container. The image copies environment
 * variables named like configuration keys into its configuration files; a fresh container applies them all,
 * including the timestamp precision.
 */
final class IotdbContainer {
    static final String IMAGE = "apache/iotdb:1.3.3-standalone";
    private static final Pattern VERSION = Pattern.compile("1\\.3\\.\\d+");
    static final int PORT = 6667;
    private static final long MIB = 1024 * 1024;
    private static final long MIN_NODE_MIB = 256;

    private IotdbContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, OptionalLong memoryLimitBytes) {
        Map<String, String> env = Map.of(
                // the published port must reach the DataNode's RPC service (1.3.7 and later default to loopback)
                "dn_rpc_address", "0.0.0.0",
                // GROUP BY widths are interpreted in IoTDB's timestamp unit, which must be the benchmark's
                "timestamp_precision", config.getString(ConfigKey.TIMESTAMP_PRECISION));
        return new ContainerSpec(IMAGE, env, memoryLimitBytes.isPresent()
                ? command(memoryLimitBytes.getAsLong()) : List.of(),
                new Endpoint("localhost", PORT, "root", "root", config.getString(ConfigKey.DB_NAME), null),
                new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(3), List.of("/iotdb/data/datanode"),
                localBuild(new IotdbLocalServer()));
    }

    /**
     * Where the pinned image cannot be pulled, docker/iotdb builds one around the distribution the local server
     * would run (--iotdb-home or IOTDB_HOME), placed in the build context as {@code iotdb/}.
     */
    static LocalBuild localBuild(IotdbLocalServer distribution) {
        Optional<String> missing = distribution.unavailableReason();
        if (missing.isPresent()) {
            return new LocalBuild("iotdb", "1.3", Map.of(), missing.get());
        }
        Path home = distribution.home();
        Matcher version = VERSION.matcher(home.getFileName().toString());
        return new LocalBuild("iotdb", version.find() ? version.group() : "1.3", Map.of("iotdb", home), null);
    }

    /**
     * IoTDB 1.3's start scripts size each node's memory to half the memory the kernel reports, which in a
     * container is the host's, and ignore the cgroup limit; under a limit both nodes are told their share
     * (DataNode half the limit, ConfigNode a tenth) by rewriting MEMORY_SIZE in their env scripts before the
     * image's own start command runs.
     */
    static List<String> command(long memoryLimitBytes) {
        long limitMib = memoryLimitBytes / MIB;
        long dataNode = Math.max(MIN_NODE_MIB, limitMib / 2);
        long configNode = Math.max(MIN_NODE_MIB, limitMib / 10);
        return List.of("bash", "-c", setMemory("datanode-env.sh", dataNode) + " && "
                + setMemory("confignode-env.sh", configNode) + " && exec entrypoint.sh all");
    }

    private static String setMemory(String script, long mib) {
        return "sed -i 's/^MEMORY_SIZE=.*/MEMORY_SIZE=" + mib + "M/' \"$IOTDB_HOME/conf/" + script + "\"";
    }
}
