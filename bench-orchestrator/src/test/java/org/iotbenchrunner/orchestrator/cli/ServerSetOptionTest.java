package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** --server-set: bad input is one line naming it and exit code 2, before any server starts. */
class ServerSetOptionTest {
    @TempDir
    Path out;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--db timescaledb --provider local --server-set work_mem|error: --server-set must be DB:KEY=VALUE, e.g. "
            + "iotdb:page_size_in_byte=65536 (got work_mem)",
        "--db timescaledb --provider local --server-set mysql:sort_buffer_size=1M|error: --server-set "
            + "mysql:sort_buffer_size: unknown database mysql; allowed: ",
        "--db timescaledb --provider local --server-set iotdb:page_size_in_byte=65536|error: --server-set "
            + "iotdb:page_size_in_byte: iotdb is not among --db timescaledb; allowed: timescaledb",
        "--db noop --provider local --server-set noop:x=1|error: --server-set noop:x: noop has no server to "
            + "configure",
        "--db timescaledb --provider external --server-set timescaledb:work_mem=8MB|error: --server-set "
            + "timescaledb:work_mem: --server-set needs a server the harness starts (--provider local or docker); "
            + "the external provider cannot configure it",
    })
    void badServerSetsGiveOneLineAndExitCode2(String args, String message) {
        CommandRun o = CommandRun.of((args + " --scale tiny --out " + out).split(" "));
        assertThat(o.stderr().strip()).startsWith(message).doesNotContain("\n");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(o.stdout()).doesNotContain("Starting");
    }
}
