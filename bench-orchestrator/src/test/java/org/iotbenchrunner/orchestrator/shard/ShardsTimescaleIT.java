package org.iotbenchrunner.orchestrator.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TimescaleDB in a container, write and a verified read at tiny scale, with --shards 4 and with one process: the same
 * rows stored (stored-rows verification), the same operation counts, every answer verified.
 */
@Tag("long") // SwarmShardsIT runs TimescaleDB sharded in CI; this local-engine twin runs with -Pall-its
class ShardsTimescaleIT {

    @Test
    void fourShardsStoreAndReadWhatOneProcessDoes(@TempDir Path out) throws Exception {
        RealServers.require("timescaledb-container", ContainerProviderIT.containerUnavailable("timescaledb"));
        RunResult[] one = run(out.resolve("one"), "1");
        RunResult[] four = run(out.resolve("four"), "4");
        for (int i = 0; i < 2; i++) {
            assertThat(four[i].status()).isEqualTo(RunStatus.COMPLETED);
            assertThat(four[i].failedOperations()).isZero();
            assertThat(four[i].mismatches()).isZero();
            assertThat(four[i].total().okOperations()).isEqualTo(one[i].total().okOperations());
            assertThat(four[i].total().okPoints()).isEqualTo(one[i].total().okPoints());
            assertThat(Topology.of(four[i].topology()).shards()).hasSize(4);
        }
        assertThat(four[0].verification().verifiedOperations()).isEqualTo(one[0].verification().verifiedOperations());
    }

    private static RunResult[] run(Path out, String shards) throws Exception {
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"run", "--provider", "docker", "--db", "timescaledb", "--test",
            "write,range-query", "--scale", "tiny", "--verify", "--shards", shards, "--set", "CLIENT_NUMBER=4",
            "--set", "DATA_CLIENT_NUMBER=4", "--out", out.toString()},
                new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        assertThat(exit).as(stdout.toString(StandardCharsets.UTF_8)).isZero();
        return new RunResult[]{ResultFiles.read(out.resolve("tiny/timescaledb/write.json")),
            ResultFiles.read(out.resolve("tiny/timescaledb/range-query.json"))};
    }
}
