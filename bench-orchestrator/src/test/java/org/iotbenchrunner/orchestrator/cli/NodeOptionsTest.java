package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** --nodes, --replication, --spread and external node lists: bad input is one line and exit code 2. */
class NodeOptionsTest {
    @TempDir
    Path out;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--nodes 0|error: --nodes 0: must be a number of data nodes >= 1 (1: one server)",
        "--replication 2|error: --replication 2: needs --nodes N (the copies of each datum in a cluster the harness "
            + "starts)",
        "--nodes 3 --replication 4|error: --replication 4: must be between 1 and --nodes 3",
        "--nodes 3 --replication 0|error: --replication 0: must be between 1 and --nodes 3",
        "--spread random|error: --spread random: must be one of round-robin, all-nodes",
        "--db timescaledb --provider local --nodes 3|error: --nodes 3: TimescaleDB multi-node was removed after "
            + "2.13: only an external multi-node cluster can be targeted, with --provider external --host a,b,c",
        "--db questdb --nodes 2|error: --nodes 2: QuestDB has no open cluster mode (replication is QuestDB "
            + "Enterprise's): target a server with --provider external",
        "--db noop --provider local --nodes 3|error: --nodes 3: noop has no open cluster mode the harness can start; "
            + "point --provider external at several nodes (--host a,b,c) instead",
        "--provider docker --nodes 3|error: --provider docker with --nodes 3: clusters run as local processes on "
            + "loopback addresses, not in containers; allowed: --provider local or auto",
        "--provider external --nodes 3|error: --provider external with --nodes 3: an external cluster's nodes are "
            + "given with --host a,b,c (and --port p or p1,p2,p3), not --nodes",
        "--provider external --host a,b --port 1,2,3|error: --port 1,2,3: 3 ports for the 2 hosts of --host a,b; "
            + "give one port for every host or one per host",
        "--provider external --host a,,b|error: --host a,,b: must be one value or a comma list without empty items",
        "--provider external --host a --port http|error: --port http: must be a port number between 1 and 65535",
        "--provider external --set HOST=a,b --set PORT=1,2,3|error: PORT 1,2,3: 3 ports for the 2 hosts of HOST "
            + "a,b; give one port for every host or one per host",
        "--db timescaledb --provider external --host a,b --spread all-nodes|error: --spread all-nodes: "
            + "timescaledb's client cannot be given several nodes; allowed: round-robin",
    })
    void badNodeInputGivesOneLineAndExitCode2(String args, String message) {
        String[] given = args.split(" ");
        String[] all = new String[given.length + 4];
        System.arraycopy(given, 0, all, 0, given.length);
        System.arraycopy(new String[] {"--scale", "tiny", "--out", out.toString()}, 0, all, given.length, 4);
        CommandRun o = CommandRun.of(all);
        assertThat(o.stderr().strip()).isEqualTo(message);
        assertThat(o.exit()).isEqualTo(2);
        assertThat(out).isEmptyDirectory();
    }
}
