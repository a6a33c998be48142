package org.iotbenchrunner.iotdb;

import java.util.LinkedHashMap;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * What the launcher sets beyond ports and directories: each node's JVM memory and, for {@code --profile tuned},
 * the properties of benchANT's "tuned" IoTDB column. {@code commonProperties} go to the file both nodes read,
 * {@code dataNodeProperties} to the DataNode's.
 */
record IotdbTuning(IotdbServerConfig.Heap configNode, IotdbServerConfig.Heap dataNode,
        Map<String, String> commonProperties, Map<String, String> dataNodeProperties) {

    /**
     * The host benchANT's tuned heaps were chosen for, assumed to be its smallest instance (2 vCPU, 8 GiB): the
     * tuned column's two nodes take 7 GiB, which fits it. Heaps are scaled by available memory / this.
     */
    static final long REFERENCE_MEMORY_BYTES = 8 * ServerResources.GIB;
    private static final String SIMPLE_CONSENSUS = "org.apache.iotdb.consensus.simple.SimpleConsensus";

    /** The distribution's own settings, with the heaps the launcher has always given: a quarter of the host. */
    static IotdbTuning defaults(long hostMemoryBytes) {
        return new IotdbTuning(IotdbServerConfig.CONFIGNODE_HEAP, IotdbServerConfig.dataNodeHeap(hostMemoryBytes),
                Map.of(), Map.of());
    }

    /**
     * benchANT's tuned column: DataNode heap, young generation and direct memory 5 GiB / 5 GiB / 1 GiB and
     * ConfigNode 500 MiB each, scaled to the memory available to the server; no last-value cache; one data region
     * group, SimpleConsensus everywhere, one query thread per query, 360 points per page, 100-week time partitions,
     * no metrics. WAL settings it lists at their defaults are set too, so the record is complete.
     */
    static IotdbTuning tuned(ServerResources resources) {
        double scale = (double) resources.memoryBytes() / REFERENCE_MEMORY_BYTES;
        long dataNodeHeap = Math.max(512, Math.min(32_768, Math.round(5 * 1024 * scale)));
        IotdbServerConfig.Heap dataNode = new IotdbServerConfig.Heap(dataNodeHeap, dataNodeHeap,
                Math.max(256, Math.round(1024 * scale)));
        long configNodeMb = Math.max(256, Math.round(500 * scale));
        IotdbServerConfig.Heap configNode = new IotdbServerConfig.Heap(configNodeMb, configNodeMb, configNodeMb);
        Map<String, String> common = new LinkedHashMap<>();
        common.put("enable_last_cache", "false");
        common.put("wal_mode", "ASYNC");
        common.put("wal_async_mode_fsync_delay_in_ms", "3000");
        common.put("max_wal_nodes_num", "9");
        common.put("wal_buffer_queue_capacity", "5000");
        common.put("degree_of_query_parallelism", "1");
        common.put("max_number_of_points_in_page", "360");
        // in milliseconds whatever the timestamp precision: IoTDB converts it
        common.put("time_partition_interval", "60480000000");
        common.put("data_region_group_extension_policy", "CUSTOM");
        common.put("default_data_region_group_num_per_database", "1");
        common.put("config_node_consensus_protocol_class", SIMPLE_CONSENSUS);
        common.put("schema_region_consensus_protocol_class", SIMPLE_CONSENSUS);
        common.put("data_region_consensus_protocol_class", SIMPLE_CONSENSUS);
        // benchANT's DO_NOTHING is IoTDB 1.0's name; 1.3's DataNode refuses to start with it (its level is OFF)
        return new IotdbTuning(configNode, dataNode, common, Map.of("dn_metric_level", "OFF"));
    }

    /**
     * A cluster's tuning, the same for each of its {@code dataNodes} DataNodes, with {@code copies} of each datum
     * and schema. {@code --profile default}: the memory one server's DataNode gets (a quarter of the host), split
     * evenly, so that a cluster and one server compare at the same memory (each at least 512 MB heap); the
     * ConfigNode as for one server. {@code tuned}: every node tuned for its share of the resources; with more than
     * one copy the regions keep IoTDB's default consensus, as SimpleConsensus holds one copy only.
     */
    static IotdbTuning forCluster(boolean tuned, ServerResources resources, long hostMemoryBytes, int dataNodes,
            int copies) {
        IotdbTuning base;
        if (tuned) {
            ServerResources share = new ServerResources(resources.memoryBytes() / dataNodes,
                    Math.max(1, resources.cores() / dataNodes));
            base = tuned(share);
        } else {
            long heap = Math.max(512, IotdbServerConfig.dataNodeHeap(hostMemoryBytes).heapMb() / dataNodes);
            base = new IotdbTuning(IotdbServerConfig.CONFIGNODE_HEAP,
                    new IotdbServerConfig.Heap(heap, Math.max(256, heap / 4)), Map.of(), Map.of());
        }
        Map<String, String> common = new LinkedHashMap<>(base.commonProperties());
        if (copies > 1) {
            common.remove("schema_region_consensus_protocol_class");
            common.remove("data_region_consensus_protocol_class");
        }
        common.put("schema_replication_factor", String.valueOf(copies));
        common.put("data_replication_factor", String.valueOf(copies));
        return new IotdbTuning(base.configNode(), base.dataNode(), common, base.dataNodeProperties());
    }

    /**
     * With {@code properties} ({@code --server-set}'s, under IoTDB's names) over the common ones: any key goes into
     * the file every node reads (1.3.3 on: iotdb-system.properties), where IoTDB takes what it knows.
     */
    IotdbTuning withProperties(Map<String, String> properties) {
        if (properties.isEmpty()) {
            return this;
        }
        Map<String, String> common = new LinkedHashMap<>(commonProperties);
        common.putAll(properties);
        return new IotdbTuning(configNode, dataNode, common, dataNodeProperties);
    }

    /** Everything recorded with a result: each node's JVM memory options, then the properties. */
    Map<String, String> settings() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("CONFIGNODE_JMX_OPTS", configNode.jvmOptions());
        s.put("IOTDB_JMX_OPTS", dataNode.jvmOptions());
        s.putAll(commonProperties);
        s.putAll(dataNodeProperties);
        return s;
    }
}
