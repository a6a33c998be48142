package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The CLI end to end with --provider docker: each database in a fresh container of its pinned image, or of the
 * equivalent built here from its recipe where no registry gives it (built once, then reused); a write test and the
 * read-supported test (every query type it supports) at the tiny scale, answers verified, the container sampled through the stats API and removed afterwards.
 * Where a database's image cannot be had this is skipped, or failed under CI unless declared optional there.
 */
public class ContainerProviderIT {

    public static String containerUnavailable(String db) {
        String engine = DockerEngine.unavailableReason();
        return engine != null ? engine : new ContainerProvider(ContainerOptions.DEFAULT, System.out, false)
                .unavailableReason(new DatabaseRegistry().select(db).databases().get(0));
    }

    /**
     * Every database binding found that has an image, on its defaults; and the JVM servers under a memory limit, which
     * they must be told (a JVM sizes its heap to the host, not to the cgroup).
     */
    static Stream<Arguments> containers() {
        Stream<Arguments> everyDatabase = new DatabaseRegistry().withContainer().stream()
                .map(db -> Arguments.of(db, null));
        return Stream.concat(everyDatabase, Stream.of(Arguments.of("influxdb1", "1g"), Arguments.of("iotdb", "3g")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("containers")
    void writeThenReadVerifiedInAFreshContainer(String db, String memLimit, @TempDir Path tmp) throws Exception {
        RealServers.require(db + "-container", containerUnavailable(db));
        Path out = tmp.resolve("first");
        Run run = writeThenRead(db, memLimit, out);
        if (db.equals("influxdb1") && lostAcknowledgedRows(out, db)) {
            // InfluxDB 1.6 once acknowledged d_0's first batch and never returned it (docs/compatibility.md; likely
            // store.go's monitorShards freeing a just-created shard's cache under the first write). The write's
            // stored-rows check reports it; a second fresh container tells a rare server loss from a harness bug.
            System.out.println("InfluxDB 1.x lost rows it acknowledged (reported at the write above); once more");
            out = tmp.resolve("again");
            run = writeThenRead(db, memLimit, out);
        }
        assertThat(lostAcknowledgedRows(out, db)).as(run.log()).isFalse();
        assertThat(run.exit()).as(run.log()).isZero();

        for (String test : List.of("write", "read-supported")) {
            RunResult r = ResultFiles.read(out.resolve("tiny/" + db + "/" + test + ".json"));
            assertThat(r.status()).as(test).isEqualTo(RunStatus.COMPLETED);
            assertThat(r.failedOperations()).as(test).isZero();
            assertThat(r.total().okOperations()).as(test).isPositive();
            assertThat(r.database().provider()).as("the image that ran, with its id").startsWith("docker (")
                    .containsPattern(", image [0-9a-f]{12}, ")
                    .contains(memLimit == null ? ")" : "memory limit " + ContainerOptions.memoryBytes(memLimit)
                            / (1024 * 1024) + " MiB");
            assertThat(r.database().serverVersion()).isNotBlank();
            assertThat(r.resources().server().source()).startsWith("docker stats API, cgroup v");
            assertThat(r.resources().server().samples()).as(test + " samples").isNotEmpty().allSatisfy(s ->
                    assertThat(s.memoryNoCacheMb()).isNotNull().isLessThanOrEqualTo(s.memoryMb()));
            assertThat(r.protocol().owner()).isEqualTo(HarnessOwner.current());
        }
        RunResult read = ResultFiles.read(out.resolve("tiny/" + db + "/read-supported.json"));
        assertThat(read.verification().mismatches()).isZero();
        assertThat(read.verification().verifiedOperations()).isEqualTo(read.total().okOperations());
        RunResult write = ResultFiles.read(out.resolve("tiny/" + db + "/write.json"));
        assertThat(write.disk().diskBytes()).as(write.disk().method()).isPositive();
        assertThat(write.verification().covers()).isEqualTo(Verification.STORED_ROWS);
        assertThat(write.verification().verifiedOperations()).as("every device counted").isEqualTo(4);

        assertThat(TestcontainersSetup.client().listContainersCmd().withShowAll(true)
                .withLabelFilter(ContainerOwners.labels(db)).exec())
                .as("the database's container is removed after its last test").isEmpty();
    }

    private record Run(int exit, String log) {
    }

    private static Run writeThenRead(String db, String memLimit, Path out) {
        List<String> args = new ArrayList<>(List.of("--provider", "docker", "--db", db, "--test",
                "write,read-supported", "--scale", "tiny", "--verify", "--out", out.toString()));
        if (memLimit != null) {
            args.addAll(List.of("--mem-limit", memLimit));
        }
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(args.toArray(String[]::new), new PrintStream(stdout, true,
                StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        System.out.print(log);
        return new Run(exit, log);
    }

    private static boolean lostAcknowledgedRows(Path out, String db) {
        Path write = out.resolve("tiny/" + db + "/write.json");
        Verification stored = java.nio.file.Files.exists(write) ? ResultFiles.read(write).verification() : null;
        return stored != null && stored.mismatches() > 0;
    }

    /**
     * A registry that accepts connections and never answers (on loopback, which the engine talks to over plain
     * HTTP): the image is given up within seconds, in one line that names it and the way out.
     */
    @Test
    void aSilentRegistryIsGivenUpWithinSeconds() throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        List<Socket> held = new java.util.concurrent.CopyOnWriteArrayList<>();
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        held.add(silent.accept());
                    }
                } catch (IOException e) {
                    // closed
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            String image = "127.0.0.1:" + silent.getLocalPort() + "/silent/db:1.0";
            ContainerSpec spec = new DatabaseRegistry().select("timescaledb").databases().get(0)
                    .container(new ConfigLayers().build(), ContainerRequest.defaults()).orElseThrow().withImage(image);
            long started = System.nanoTime();
            String reason = new ContainerImages(TestcontainersSetup.client(), System.out, false)
                    .unavailableReason(spec);
            double seconds = (System.nanoTime() - started) / 1e9;
            assertThat(reason).startsWith(image + " is not in the Docker engine and cannot be pulled (")
                    .contains("docker load", "--provider local or external").doesNotContain("\n");
            assertThat(seconds).as("given up after %s", reason).isLessThan(30);
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }
}
