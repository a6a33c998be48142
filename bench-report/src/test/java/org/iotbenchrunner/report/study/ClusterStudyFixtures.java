package org.iotbenchrunner.report.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;

/**
 * Made-up iot-study-cluster results, written as the preset writes them ({@code <root>/iot-study-cluster-small/<db>/
 * <layout>/load.json} and {@code queries-<N>.json}): numbers told apart, not realistic.
 */
final class ClusterStudyFixtures {
    static final long MIB = 1024 * 1024;

    private ClusterStudyFixtures() {
    }

    private static UseCaseLoadResult.Preset preset(String dataSet) {
        return new UseCaseLoadResult.Preset("iot-study-cluster-" + dataSet, ClusterStudy.ID, dataSet,
                new UseCaseLoadResult.Generated(123, 800, UseCaseFixtures.START,
                        UseCaseFixtures.START.plusSeconds(36_000), "10s"), null);
    }

    /** IoTDB's three DataNodes (10, 20, 30 MiB) and its ConfigNode (1 MiB), replication factor 2. */
    static Topology iotdbCluster() {
        ResourceUsage unsampled = ResourceUsage.none("not sampled per node");
        return Topology.NONE.withNodes(List.of(
                new Topology.NodeResult("confignode", "ConfigNode", null, unsampled, MIB),
                new Topology.NodeResult("datanode-1", "DataNode", "127.0.0.2:6667", unsampled, 10 * MIB),
                new Topology.NodeResult("datanode-2", "DataNode", "127.0.0.3:6667", unsampled, 20 * MIB),
                new Topology.NodeResult("datanode-3", "DataNode", "127.0.0.4:6667", unsampled, 30 * MIB)),
                "round-robin", 2);
    }

    static TypeResult answered(String type, int n, double meanMs) {
        return new TypeResult(type, null, n, n, 0, List.of(), 1,
                new UseCaseQueryResult.Latency(meanMs, meanMs, meanMs, meanMs, meanMs), 1000 / meanMs, null, 1L, 1L,
                ResourceUsage.none("not sampled"), new Verification(Verification.Outcome.VERIFIED, n, 0, null, null,
                        null));
    }

    private static void write(Path root, String dataSet, String layout, UseCaseLoadResult load, Topology topology,
            double lastLocMs, double avgLoadMs) {
        UseCaseLoadResult.Asked a = load.asked();
        UseCaseLoadResult placed = new UseCaseLoadResult(null, UseCaseLoadResult.SCHEMA_VERSION,
                load.harnessVersion(), load.status(), load.error(), "iot", load.database(),
                new UseCaseLoadResult.Asked(a.useCase(), a.source(), a.generated(), null, a.dataSet(), a.workers(),
                        a.batchSize(), preset(dataSet)), load.done(), load.statistics(), load.window(),
                load.resources(), load.environment(), null, topology);
        Path dir = root.resolve("iot-study-cluster-" + dataSet).resolve(load.database().id()).resolve(layout);
        ResultFiles.writeLoad(dir.resolve("load.json"), placed);
        for (int n : List.of(1, 10)) {
            List<TypeResult> types = List.of(answered("last-loc", n, lastLocMs), answered("avg-load", n, avgLoadMs));
            ResultFiles.writeQueries(dir.resolve("queries-" + n + ".json"), new UseCaseQueryResult(null,
                    UseCaseQueryResult.SCHEMA_VERSION, "0.1.0-test", RunStatus.COMPLETED, null, "iot",
                    load.database(), new UseCaseQueryResult.Asked(List.of("last-loc", "avg-load"), n, 1, 123, true),
                    types, load.environment(), null, topology));
        }
    }

    /**
     * The small data set: IoTDB on one server (50,000 rows/s; 4 and 8 ms) and on three DataNodes (120,000 rows/s; 2
     * and 2 ms); TimescaleDB on one server only (it has no cluster launcher: 30,000 rows/s, 10 and 30 ms, 5 MiB).
     */
    static Path results(Path root) {
        write(root, "small", "single", UseCaseFixtures.load("iotdb", "IoTDB", null, 50_000, 3 * MIB), null, 4, 8);
        write(root, "small", "nodes-3", UseCaseFixtures.load("iotdb", "IoTDB", null, 120_000, 61 * MIB),
                iotdbCluster(), 2, 2);
        write(root, "small", "single", UseCaseFixtures.load("timescaledb", "TimescaleDB", null, 30_000, 5 * MIB),
                null, 10, 30);
        UseCaseFixtures.write(root, "iot-study-small", UseCaseFixtures.load("questdb", "QuestDB",
                new UseCaseLoadResult.Preset("iot-study-small", "iot-study", "small", null, null), 10_000, null));
        return root;
    }

    static Map<String, String> row(List<String> header, List<String> cells) {
        Map<String, String> row = new java.util.LinkedHashMap<>();
        for (int i = 0; i < header.size(); i++) {
            row.put(header.get(i), cells.get(i));
        }
        return row;
    }
}
