package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Clusters end to end through the CLI: a 3-node cluster the harness starts runs the nine tests with --verify and
 * records every node's figures, and leaves nothing running; an external target of two nodes reaches the clients.
 * The cluster tests need the IoTDB and Cassandra launchers (branches h-iotcl, h-casscl): without them they fail on
 * the database's "no cluster mode" line.
 */
class ClusterRunIT {
    private static final Path TEMP = Path.of(System.getProperty("java.io.tmpdir"));

    private static DatabaseBinding binding(String id) {
        return ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals(id)).findFirst().orElseThrow();
    }

    private static void assumeLocalServer(String id) {
        RealServers.require(id + "-local", binding(id).localServer().orElseThrow().unavailableReason()
                .orElse(null));
    }

    @Test
    void threeIotdbDataNodesRunTheNineTestsVerifiedWithPerNodeFigures(@TempDir Path out) throws Exception {
        runNineTestsOnThreeNodes("iotdb", out);
    }

    @Test
    @Tag("long") // CassandraClusterIT starts rings in CI
    void aThreeNodeCassandraRingRunsTheNineTestsVerifiedWithPerNodeFigures(@TempDir Path out) throws Exception {
        runNineTestsOnThreeNodes("cassandra", out);
    }

    private static void runNineTestsOnThreeNodes(String id, Path out) throws Exception {
        assumeLocalServer(id);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--db", id, "--provider", "local", "--nodes", "3", "--test",
            "all", "--scale", "tiny", "--verify", "--out", out.toString()},
                new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        String printed = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(printed).isZero();
        assertThat(printed).contains("server nodes over the measured phase:");
        List<RunResult> results = ResultFiles.readAll(out.resolve("tiny"));
        assertThat(results).hasSize(9).allSatisfy(r -> {
            assertThat(r.status()).as(r.scenario()).isEqualTo(RunStatus.COMPLETED);
            assertThat(r.mismatches()).as(r.scenario()).isZero();
            assertThat(r.database().provider()).contains("replication");
            List<Topology.NodeResult> dataNodes = r.topology().nodes().stream()
                    .filter(n -> n.endpoint() != null).toList();
            assertThat(dataNodes).as(r.scenario()).hasSize(3);
            assertThat(r.topology().nodes()).allSatisfy(n -> assertThat(n.resources().measured()).isTrue());
            assertThat(r.topology().spread()).isEqualTo("round-robin");
            assertThat(r.topology().replicationFactor()).isNotNull();
        });
        RunResult write = results.stream().filter(r -> r.scenario().equals("write")).findFirst().orElseThrow();
        assertThat(write.topology().nodes().stream().filter(n -> n.endpoint() != null))
                .allSatisfy(n -> assertThat(n.diskBytes()).isPositive());
        assertThat(Files.readString(out.resolve("tiny/summary.md"))).contains("## Server nodes");
        assertNothingLeft(id);
    }

    @Test
    void anExternalTargetOfTwoNodesReachesTheClientsRoundRobin(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");
        DatabaseBinding timescale = binding("timescaledb");
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).scenario(Scenario.WRITE,
                timescale.supportedOperations()).databaseDefaults(timescale.configDefaults()).build();
        try (ServerSession server = new LocalProvider().start(timescale, config)) {
            Endpoint e = server.endpoint();
            ByteArrayOutputStream stdout = new ByteArrayOutputStream();
            int exit = BenchCommand.execute(new String[]{"--db", "timescaledb", "--provider", "external", "--host",
                "127.0.0.1,127.0.0.1", "--port", String.valueOf(e.port()), "--user", e.user(), "--password",
                e.password(), "--test", "write,read", "--scale", "tiny", "--verify", "--out", out.toString()},
                    new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
            assertThat(exit).as(stdout.toString(StandardCharsets.UTF_8)).isZero();
            RunResult write = ResultFiles.read(out.resolve("tiny/timescaledb/write.json"));
            assertThat(write.topology().nodes()).extracting(Topology.NodeResult::endpoint)
                    .containsExactly("127.0.0.1:" + e.port(), "127.0.0.1:" + e.port());
            assertThat(write.topology().spread()).isEqualTo("round-robin");
            assertThat(write.environment().config()).containsEntry("HOST", "127.0.0.1,127.0.0.1");
            assertThat(write.database().provider()).isEqualTo("external, 2 nodes, round-robin");
            assertThat(ResultFiles.read(out.resolve("tiny/timescaledb/read.json")).mismatches()).isZero();
        }
    }

    /** No work directory of this harness's is left for the database, nor a process using one. */
    private static void assertNothingLeft(String id) throws Exception {
        String owner = HarnessOwner.current().encode();
        try (Stream<Path> dirs = Files.list(TEMP)) {
            List<Path> left = dirs.filter(d -> d.getFileName().toString().startsWith(LocalOrphans.PREFIX + id + "-"))
                    .filter(d -> owner.equals(ownerOf(d))).toList();
            assertThat(left).isEmpty();
        }
    }

    private static String ownerOf(Path dir) {
        try {
            return Files.readString(dir.resolve(LocalOrphans.OWNER_FILE));
        } catch (java.io.IOException e) {
            return null;
        }
    }
}
