package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The iot-study-cluster preset end to end through the CLI at a reduced data set (10 trucks, 30 minutes): on noop
 * (no cluster mode: single only, said in one line), and on a local IoTDB, one server then 1 ConfigNode + 3 DataNodes,
 * each with its own results, the cluster's recording its nodes and their disk. The IoTDB test needs IoTDB's cluster
 * launcher; without it, it is skipped and says so.
 */
class IotStudyClusterPresetIT {
    private static final String END = "2016-01-01T00:30:00Z";

    @TempDir
    Path out;

    private CommandRun run(String db) {
        return CommandRun.of("load", "--db", db, "--provider", "local", "--use-case-preset",
                "iot-study-cluster-small", "--use-case-scale", "10", "--timestamp-end", END, "--verify", "--out",
                out.toString());
    }

    @Test
    void aDatabaseWithoutAClusterModeRunsSingleOnlyAndSaysWhy() throws Exception {
        DatabaseBinding noop = new DatabaseRegistry().select("noop").databases().get(0);

        CommandRun o = run("noop");

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("noop: nodes-3 skipped, " + noop.noClusterReason());
        Path single = out.resolve("iot-study-cluster-small/noop/single");
        UseCaseLoadResult load = ResultFiles.readLoad(single.resolve("load.json"));
        assertThat(load.good()).isTrue();
        assertThat(load.topology()).as("one server: no topology").isNull();
        assertThat(load.asked().preset().study()).isEqualTo("iot-study-cluster");
        for (int n : List.of(1, 10)) {
            UseCaseQueryResult q = ResultFiles.readQueries(single.resolve("queries-" + n + ".json"));
            assertThat(q.good()).isTrue();
        }
        assertThat(out.resolve("iot-study-cluster-small/noop/nodes-3")).doesNotExist();
    }

    @Test
    @Tag("long") // two IoTDB servers in a row; IotdbClusterIT and ClusterRunIT start clusters in CI
    void iotdbRunsOnOneServerThenOnThreeDataNodesWithTheSameRowsAndEachNodesDisk() throws Exception {
        DatabaseBinding iotdb = new DatabaseRegistry().select("iotdb").databases().get(0);
        assumeTrue(iotdb.cluster().map(ClusterSupport::launcher).isPresent(),
                "IoTDB has no cluster launcher on this branch (h-iotcl not merged)");

        CommandRun o = run("iotdb");

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        Path folder = out.resolve("iot-study-cluster-small/iotdb");
        UseCaseLoadResult single = ResultFiles.readLoad(folder.resolve("single/load.json"));
        UseCaseLoadResult cluster = ResultFiles.readLoad(folder.resolve("nodes-3/load.json"));
        assertThat(single.good()).isTrue();
        assertThat(cluster.good()).isTrue();
        assertThat(cluster.done().rows()).isEqualTo(single.done().rows());
        assertThat(single.topology()).isNull();
        Topology t = cluster.topology();
        assertThat(t.nodes()).filteredOn(n -> n.role().equals("DataNode")).hasSize(3)
                .allSatisfy(n -> assertThat(n.diskBytes()).isPositive());
        assertThat(t.spread()).isEqualTo("round-robin");
        for (String layout : List.of("single", "nodes-3")) {
            for (int n : List.of(1, 10)) {
                UseCaseQueryResult q = ResultFiles.readQueries(folder.resolve(layout + "/queries-" + n + ".json"));
                assertThat(q.status()).isEqualTo(RunStatus.COMPLETED);
                assertThat(q.good()).as(layout + " " + n).isTrue();
                assertThat(q.topology() == null).isEqualTo(layout.equals("single"));
            }
        }
    }
}
