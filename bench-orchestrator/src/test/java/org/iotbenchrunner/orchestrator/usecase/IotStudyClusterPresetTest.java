package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerNode;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.cli.UseCaseOptions;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The NTUA multi-node preset's plan: the IoT study's data sets on one server, then on three nodes, apart. */
class IotStudyClusterPresetTest {
    private static final Endpoint ENDPOINT = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);

    @TempDir
    Path out;

    @Test
    void theStudyIsTheIotStudysDataSetsEachOnOneServerThenOnThreeDataNodes() {
        List<UseCasePreset> study = UseCasePreset.parse("iot-study-cluster");

        assertThat(study).containsExactly(UseCasePreset.IOT_STUDY_CLUSTER_SMALL,
                UseCasePreset.IOT_STUDY_CLUSTER_MEDIUM, UseCasePreset.IOT_STUDY_CLUSTER_LARGE);
        assertThat(study).extracting(UseCasePreset::original).containsExactly(
                UseCasePreset.IOT_STUDY_SMALL.original(), UseCasePreset.IOT_STUDY_MEDIUM.original(),
                UseCasePreset.IOT_STUDY_LARGE.original());
        assertThat(study).allSatisfy(p -> {
            assertThat(p.queryCounts).containsExactly(1, 10);
            assertThat(p.topologies()).containsExactly(StudyTopology.SINGLE,
                    new StudyTopology("nodes-3", new ClusterShape(3, null)));
        });
        assertThat(UseCasePreset.parse("iot-study")).as("the single-node study keeps its three data sets only")
                .hasSize(3).allSatisfy(p -> assertThat(p.topologies()).isEmpty());
    }

    @Test
    void eachDataSetRunsOnceSingleAndOnceOnThreeNodesWithTheSameLoadAndQueries() {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = "iot-study-cluster-small";

        List<UseCaseRun> runs = options.runs(false, out);

        assertThat(runs).extracting(r -> r.topology().folder()).containsExactly("single", "nodes-3");
        assertThat(runs.get(1).load()).isEqualTo(runs.get(0).load());
        assertThat(runs.get(1).queries()).isEqualTo(runs.get(0).queries());
        assertThat(runs.get(0).load().preset().id()).isEqualTo("iot-study-cluster-small");
        assertThat(runs.get(0).load().folder()).isEqualTo("iot-study-cluster-small");
    }

    @Test
    void eachTopologyWritesBelowTheDatabasesFolderAndStartsItsOwnServerLayout() {
        RunPlan plan = plan(ServerOptions.defaults().withCluster(new ClusterShape(5, null)));
        UseCaseRun run = options("iot-study-cluster-small").runs(false, out).get(1);
        DatabaseBinding noop = plan.databases().get(0);

        UseCaseLoads loads = new UseCaseLoads(plan, run, System.out, false);

        assertThat(loads.resultFile(noop)).isEqualTo(out.resolve("iot-study-cluster-small/noop/nodes-3/load.json"));
        assertThat(StudyTopology.nodes(3).applyTo(plan).server().cluster()).isEqualTo(new ClusterShape(3, null));
        assertThat(StudyTopology.SINGLE.applyTo(plan).server().cluster()).as("--nodes does not make single a cluster")
                .isNull();
        assertThat(new UseCaseLoads(plan, run.on(null), System.out, false).resultFile(noop))
                .isEqualTo(out.resolve("iot-study-cluster-small/noop/load.json"));
    }

    @Test
    void aDatabaseWithoutALauncherRunsSingleOnlyAndSaysWhyInOneLine() {
        DatabaseBinding noop = plan(ServerOptions.defaults()).databases().get(0);
        DatabaseBinding clustered = withLauncher(noop);

        assertThat(StudyTopology.SINGLE.unavailableReason(noop)).isNull();
        assertThat(StudyTopology.nodes(3).unavailableReason(noop)).isEqualTo(noop.noClusterReason())
                .doesNotContain("\n");
        assertThat(StudyTopology.nodes(3).unavailableReason(clustered)).isNull();
    }

    @Test
    void aClusterRecordsEachNodesDiskAfterTheLoadAndItsReplicationFactor() throws Exception {
        Path data = Files.createDirectories(out.resolve("dn1/data"));
        Files.write(data.resolve("tsfile"), new byte[64 * 1024]);
        RunningServer server = cluster(List.of(
                new ServerNode("confignode", "ConfigNode", null, 10, List.of()),
                new ServerNode("datanode-1", "DataNode", ENDPOINT, 11, List.of(data))));

        Topology topology = ClusterTopology.of(session(server));

        assertThat(topology.nodes()).extracting(Topology.NodeResult::name)
                .containsExactly("confignode", "datanode-1");
        assertThat(topology.nodes().get(0).diskBytes()).as("no data directory: unknown, not 0").isNull();
        assertThat(topology.nodes().get(0).endpoint()).isNull();
        assertThat(topology.nodes().get(1).diskBytes()).isGreaterThanOrEqualTo(64 * 1024L);
        assertThat(topology.nodes().get(1).endpoint()).isEqualTo("127.0.0.1:1");
        assertThat(topology.nodes().get(1).resources().measured()).isFalse();
        assertThat(topology.replicationFactor()).isEqualTo(2);
        assertThat(topology.spread()).isEqualTo("round-robin");
    }

    @Test
    void oneServerHasNoTopologyAndCannotStandForACluster() {
        ServerSession single = session(cluster(List.of()));

        assertThat(ClusterTopology.of(single)).isNull();
        ClusterTopology.requireCluster(StudyTopology.SINGLE, single);
        assertThatThrownBy(() -> ClusterTopology.requireCluster(StudyTopology.nodes(3), single))
                .hasMessage("the local provider started one server, not the 3 data nodes of nodes-3");
    }

    private static UseCaseOptions options(String preset) {
        UseCaseOptions options = new UseCaseOptions();
        options.preset = preset;
        return options;
    }

    private RunPlan plan(ServerOptions server) {
        return new RunPlan(new DatabaseRegistry().select("noop"), List.of(Scenario.WRITE), "tiny",
                new ConfigLayers(), List.of(), out, new LocalProvider(), false, 0, 1,
                RunOptions.DEFAULT_VALUE_QUERIES, 0, server, CacheMode.WARM, HostArrangement.DEFAULT, false);
    }

    private static DatabaseBinding withLauncher(DatabaseBinding binding) {
        ClusterSupport support = new ClusterSupport("1 + N", (dir, config, options, shape) -> null, null);
        return (DatabaseBinding) Proxy.newProxyInstance(DatabaseBinding.class.getClassLoader(),
                new Class<?>[] {DatabaseBinding.class}, (proxy, method, args) -> method.getName().equals("cluster")
                        ? Optional.of(support) : method.invoke(binding, args));
    }

    private static ServerSession session(RunningServer server) {
        return new ServerSession("local", ENDPOINT, null, null, Optional::empty, () -> { }, server);
    }

    private static RunningServer cluster(List<ServerNode> nodes) {
        return new RunningServer() {
            @Override
            public Endpoint endpoint() {
                return ENDPOINT;
            }

            @Override
            public long pid() {
                return -1;
            }

            @Override
            public List<ServerNode> nodes() {
                return nodes;
            }

            @Override
            public Optional<Integer> replicationFactor() {
                return Optional.of(2);
            }

            @Override
            public void close() {
            }
        };
    }
}
