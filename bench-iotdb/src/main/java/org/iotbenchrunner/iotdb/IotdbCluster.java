package org.iotbenchrunner.iotdb;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A local IoTDB cluster of one ConfigNode and {@code shape.dataNodes()} DataNodes ({@code --nodes N}), from the
 * binaries of {@link IotdbLocalServer} (a distribution or the assembled 2.0.1-beta jars), laid out by
 * {@link IotdbClusterLayout} in the work directory. Schema and data keep {@code shape.replicationFactor()} copies,
 * IoTDB's default of 1 when none is asked for; both are in the server's settings.
 */
final class IotdbCluster implements ClusterSupport.Launcher {
    static final String TOPOLOGY = "1 ConfigNode + N DataNodes";
    /** IoTDB's default schema_replication_factor and data_replication_factor. */
    static final int DEFAULT_COPIES = 1;

    private final IotdbLocalServer binaries;

    IotdbCluster(IotdbLocalServer binaries) {
        this.binaries = binaries;
    }

    /**
     * Writes every node's configuration, then starts the ConfigNode (ready once its internal port listens) and the
     * DataNodes one after another, each ready once {@code SHOW CLUSTER} on its own session lists it and those
     * started before it Running (at most {@link IotdbNodes#STARTUP_TIMEOUT} each). Closing stops the DataNodes in
     * reverse, then the ConfigNode, and deletes the work directory.
     */
    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options, ClusterShape shape)
            throws Exception {
        binaries.requireAvailable();
        Path work = workDir.toAbsolutePath();
        Path lib = binaries.home() == null ? binaries.assembly().ensure(System.out) : null;
        int count = shape.dataNodes();
        int copies = shape.replicationFactor() == null ? DEFAULT_COPIES : shape.replicationFactor();
        IotdbTuning tuning = IotdbTuning.forCluster(options.tuned(), options.resources(),
                IotdbLocalServer.hostMemoryBytes(), count, copies).withProperties(options.serverSets());
        IotdbClusterLayout layout = IotdbClusterLayout.of(work, LoopbackPorts.free(IotdbClusterLayout.portCount(count)),
                count);
        String database = config.getString(ConfigKey.DB_NAME);
        LocalProcessServer server = LocalProcessServer.of("IoTDB cluster", work, layout.endpoint(0, database))
                .settings(tuning.settings())
                .origin(binaries.origin())
                .replicationFactor(copies)
                .dataDirectories(layout.allDataNodeData(), "bytes allocated under the " + count
                        + " DataNodes' data and WAL directories (du) after FLUSH");
        Path home;
        try {
            home = lib == null ? binaries.home() : IotdbNodes.jarHome(work, lib);
            writeConfiguration(home, layout, config.getString(ConfigKey.TIMESTAMP_PRECISION), tuning);
        } catch (Exception e) {
            server.close();
            throw e;
        }
        String cn = IotdbClusterLayout.CONFIGNODE;
        server.node(cn, "ConfigNode", null, layout.configNodeData(), IotdbNodes.node(home, "IoTDB ConfigNode",
                "start-confignode.sh", IotdbServerConfig.configNodeEnvironment(home, layout.dirs(cn),
                        tuning.configNode()), work, layout.log(cn))
                .readyWhen(ServerProcess.listening(IotdbServerConfig.LOOPBACK, layout.cnInternal())));
        for (int i = 0; i < count; i++) {
            String name = IotdbClusterLayout.dataNodeName(i);
            var endpoint = layout.endpoint(i, database);
            int internalPort = layout.dataNodes().get(i).internal();
            int started = i + 1;
            server.node(name, "DataNode", endpoint, layout.dataNodeData(i), IotdbNodes.node(home,
                    "IoTDB DataNode " + started + " of " + count, "start-datanode.sh",
                    IotdbServerConfig.dataNodeEnvironment(home, layout.dirs(name), tuning.dataNode()), work,
                    layout.log(name))
                    .readyWhen(() -> IotdbClusterStatus.notRunning(endpoint, internalPort, started)));
        }
        return server.start();
    }

    /** Each node's configuration folder, a copy of the binaries' with that node's keys. */
    private static void writeConfiguration(Path home, IotdbClusterLayout layout, String precision,
            IotdbTuning tuning) throws java.io.IOException {
        Files.createDirectories(layout.work().resolve("logs"));
        IotdbServerConfig.Layout files = IotdbServerConfig.Layout.of(home.resolve("conf"));
        String cn = IotdbClusterLayout.CONFIGNODE;
        IotdbNodes.writeConf(home, layout.dirs(cn).conf(),
                IotdbServerConfig.nodeSettingsByFile(files, layout.configNodeKeys(), true, precision, tuning), tuning);
        for (int i = 0; i < layout.dataNodes().size(); i++) {
            IotdbNodes.writeConf(home, layout.dirs(IotdbClusterLayout.dataNodeName(i)).conf(),
                    IotdbServerConfig.nodeSettingsByFile(files, layout.dataNodeKeys(i), false, precision, tuning),
                    tuning);
        }
    }
}
