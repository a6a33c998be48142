package org.iotbenchrunner.iotdb;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * Where each node of a local IoTDB cluster lives, as pure functions of the work directory and the free loopback
 * ports: the ConfigNode in {@code confignode/}, DataNode k in {@code datanode-k/}, each with a configuration folder
 * of its own (the ports differ per node), all on 127.0.0.1 (IoTDB tells DataNodes apart by internal address and
 * port), and every node's output in {@code logs/<node>.out}.
 */
record IotdbClusterLayout(Path work, int cnInternal, int cnConsensus, List<IotdbServerConfig.DataNodePorts> dataNodes) {
    static final String CONFIGNODE = "confignode";

    IotdbClusterLayout {
        dataNodes = List.copyOf(dataNodes);
    }

    /** The ports a cluster of {@code dataNodes} DataNodes binds: two for the ConfigNode, five for each DataNode. */
    static int portCount(int dataNodes) {
        return 2 + IotdbServerConfig.DataNodePorts.COUNT * dataNodes;
    }

    static IotdbClusterLayout of(Path work, int[] ports, int dataNodes) {
        List<IotdbServerConfig.DataNodePorts> nodes = new ArrayList<>();
        for (int i = 0; i < dataNodes; i++) {
            nodes.add(IotdbServerConfig.DataNodePorts.of(ports, 2 + IotdbServerConfig.DataNodePorts.COUNT * i));
        }
        return new IotdbClusterLayout(work, ports[0], ports[1], nodes);
    }

    /** {@code datanode-1} for the first DataNode ({@code index} 0). */
    static String dataNodeName(int index) {
        return "datanode-" + (index + 1);
    }

    Path dir(String node) {
        return work.resolve(node);
    }

    IotdbServerConfig.NodeDirs dirs(String node) {
        return new IotdbServerConfig.NodeDirs(dir(node).resolve("conf"), dir(node), work.resolve("logs"));
    }

    Path log(String node) {
        return work.resolve("logs").resolve(node + ".out");
    }

    Map<String, String> configNodeKeys() {
        return IotdbServerConfig.configNodeSettings(dir(CONFIGNODE), cnInternal, cnConsensus);
    }

    Map<String, String> dataNodeKeys(int index) {
        return IotdbServerConfig.dataNodeSettings(dir(dataNodeName(index)), dataNodes.get(index), cnInternal);
    }

    /** What the ConfigNode keeps: the cluster's metadata and its consensus log. */
    List<Path> configNodeData() {
        return List.of(dir(CONFIGNODE).resolve("system"), dir(CONFIGNODE).resolve("consensus"));
    }

    /** What a DataNode's data is measured by, as for one server: its data and WAL directories. */
    List<Path> dataNodeData(int index) {
        Path dir = dir(dataNodeName(index));
        return List.of(dir.resolve("data"), dir.resolve("wal"));
    }

    List<Path> allDataNodeData() {
        List<Path> all = new ArrayList<>();
        for (int i = 0; i < dataNodes.size(); i++) {
            all.addAll(dataNodeData(i));
        }
        return all;
    }

    Endpoint endpoint(int index, String database) {
        return new Endpoint(IotdbServerConfig.LOOPBACK, dataNodes.get(index).rpc(), "root", "root", database, null);
    }
}
