package org.iotbenchrunner.iotdb;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.JarAssembly;
import org.iotbenchrunner.core.spi.LocalBuild;

/**
 * The pinned IoTDB image: one ConfigNode and one DataNode in the container; 1.3 where a distribution is given (the
 * image docker/iotdb builds around it where it cannot be pulled), else 2.0.1-beta (built around the jars assembled from
 * Maven Central, with docker/iotdb/jars' start scripts, which keep the distribution's env scripts and entrypoint). The image copies environment
 * variables named like configuration keys into its configuration files; a fresh container applies them all,
 * including the timestamp precision, the properties of {@code --profile tuned}, whose JVM memory is appended to
 * the start scripts' env files as the local launcher does, and {@code --server-set}'s properties over them.
 */
final class IotdbContainer {
    static final String IMAGE = "apache/iotdb:1.3.3-standalone";
    static final String ASSEMBLED_IMAGE = "apache/iotdb:" + IotdbAssembly.VERSION + "-standalone";
    private static final Pattern VERSION = Pattern.compile("1\\.3\\.\\d+");
    static final int PORT = 6667;
    private static final long MIB = 1024 * 1024;
    private static final long MIN_NODE_MIB = 256;
    static final String CONFIGNODE_MEMORY = IotdbServerConfig.CONFIGNODE_ENV + ":MEMORY_SIZE";
    static final String DATANODE_MEMORY = IotdbServerConfig.DATANODE_ENV + ":MEMORY_SIZE";
    /** The env scripts' variables of each node's JVM options, the names its memory is recorded under. */
    static final String CONFIGNODE_JMX_OPTS = "CONFIGNODE_JMX_OPTS";
    static final String DATANODE_JMX_OPTS = "IOTDB_JMX_OPTS";

    private IotdbContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request, IotdbLocalServer binaries) {
        Map<String, String> env = new LinkedHashMap<>(Map.of(
                // the published port must reach the DataNode's RPC service (1.3.7 and later default to loopback)
                "dn_rpc_address", "0.0.0.0",
                // GROUP BY widths are interpreted in IoTDB's timestamp unit, which must be the benchmark's
                "timestamp_precision", config.getString(ConfigKey.TIMESTAMP_PRECISION)));
        List<String> command = List.of();
        ContainerSpec.Settings settings = ContainerSpec.Settings.NONE;
        Map<String, String> asked = request.server().serverSets();
        if (request.tuned()) {
            IotdbTuning tuning = IotdbTuning.tuned(request.server().resources()).withProperties(asked);
            env.putAll(properties(tuning));
            command = tunedCommand(tuning);
            settings = new ContainerSpec.Settings(tuning.settings(), IotdbReadBack.tuned(tuning));
        } else if (request.memoryLimitBytes().isPresent() || !asked.isEmpty()) {
            Map<String, String> memory = request.memoryLimitBytes().isPresent()
                    ? memorySizes(request.memoryLimitBytes().getAsLong()) : Map.of();
            if (!memory.isEmpty()) {
                command = command(request.memoryLimitBytes().getAsLong());
            }
            env.putAll(asked);
            Map<String, String> applied = new LinkedHashMap<>(memory);
            applied.putAll(asked);
            settings = new ContainerSpec.Settings(applied, IotdbReadBack.of(memory.keySet(), asked.keySet()));
        }
        return new ContainerSpec(binaries.home() != null ? IMAGE : ASSEMBLED_IMAGE, env, command,
                new Endpoint("localhost", PORT, "root", "root", config.getString(ConfigKey.DB_NAME), null),
                new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(3), List.of("/iotdb/data/datanode"),
                localBuild(binaries), settings);
    }

    /**
     * Where the pinned image cannot be pulled, docker/iotdb builds one around the binaries the local server would
     * run, placed in the build context as {@code iotdb/}: the distribution (--iotdb-home or IOTDB_HOME), else the
     * folder of the assembled jars, assembled now if needed.
     */
    static LocalBuild localBuild(IotdbLocalServer distribution) {
        if (distribution.home() == null) {
            return assembledBuild(distribution.assembly());
        }
        Optional<String> missing = distribution.unavailableReason();
        if (missing.isPresent()) {
            return new LocalBuild("iotdb", "1.3", Map.of(), missing.get());
        }
        Path home = distribution.home();
        Matcher version = VERSION.matcher(home.getFileName().toString());
        return new LocalBuild("iotdb", version.find() ? version.group() : "1.3", Map.of("iotdb", home), null);
    }

    private static LocalBuild assembledBuild(JarAssembly assembly) {
        try {
            assembly.ensure(System.out);
            return new LocalBuild("iotdb", IotdbAssembly.VERSION, Map.of("iotdb", assembly.root()), null);
        } catch (java.io.IOException e) {
            return new LocalBuild("iotdb", IotdbAssembly.VERSION, Map.of(),
                    IotdbLocalServer.withoutDistribution(e.getMessage()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new LocalBuild("iotdb", IotdbAssembly.VERSION, Map.of(), "interrupted while assembling IoTDB");
        }
    }

    /**
     * IoTDB 1.3's start scripts size each node's memory to half the memory the kernel reports, which in a
     * container is the host's, and ignore the cgroup limit; under a limit both nodes are told their share
     * (DataNode half the limit, ConfigNode a tenth) by rewriting MEMORY_SIZE in their env scripts before the
     * image's own start command runs.
     */
    static List<String> command(long memoryLimitBytes) {
        Map<String, String> sizes = memorySizes(memoryLimitBytes);
        return List.of("bash", "-c", setMemory(IotdbServerConfig.DATANODE_ENV, sizes.get(DATANODE_MEMORY)) + " && "
                + setMemory(IotdbServerConfig.CONFIGNODE_ENV, sizes.get(CONFIGNODE_MEMORY))
                + " && exec entrypoint.sh all");
    }

    /** Each node's MEMORY_SIZE under a limit, named {@code script:MEMORY_SIZE}. */
    static Map<String, String> memorySizes(long memoryLimitBytes) {
        long limitMib = memoryLimitBytes / MIB;
        Map<String, String> sizes = new LinkedHashMap<>();
        sizes.put(CONFIGNODE_MEMORY, Math.max(MIN_NODE_MIB, limitMib / 10) + "M");
        sizes.put(DATANODE_MEMORY, Math.max(MIN_NODE_MIB, limitMib / 2) + "M");
        return sizes;
    }

    private static String setMemory(String script, String size) {
        return "sed -i 's/^MEMORY_SIZE=.*/MEMORY_SIZE=" + size + "/' \"$IOTDB_HOME/conf/" + script + "\"";
    }

    /** The tuned properties, as variables the image's entrypoint writes into the property files. */
    static Map<String, String> properties(IotdbTuning tuning) {
        Map<String, String> properties = new LinkedHashMap<>(tuning.commonProperties());
        properties.putAll(tuning.dataNodeProperties());
        return properties;
    }

    /**
     * The tuned JVM memory appended to both env scripts, after their own sizing, as the local launcher does
     * ({@link IotdbServerConfig#heapOverride}): the JVM takes the last of repeated options, so these win.
     */
    static List<String> tunedCommand(IotdbTuning tuning) {
        return List.of("bash", "-c",
                append(IotdbServerConfig.CONFIGNODE_ENV, IotdbServerConfig.heapOverride(CONFIGNODE_JMX_OPTS,
                        tuning.configNode()))
                + " && " + append(IotdbServerConfig.DATANODE_ENV, IotdbServerConfig.heapOverride(DATANODE_JMX_OPTS,
                        tuning.dataNode()))
                + " && exec entrypoint.sh all");
    }

    private static String append(String script, String text) {
        return "printf '%s' " + IotdbReadBack.quote(text) + " >> \"$IOTDB_HOME/conf/" + script + "\"";
    }
}
