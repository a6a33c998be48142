package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --data-dir and --disk-baseline: bad input is one line naming the value and what is allowed, exit code 2. */
class DataDirOptionsTest {
    @TempDir
    Path out;

    @TempDir
    Path scratch;

    private CommandRun run(String... args) {
        List<String> all = new ArrayList<>(List.of("--db", "noop", "--scale", "tiny", "--out", out.toString()));
        all.addAll(List.of(args));
        return CommandRun.of(all.toArray(String[]::new));
    }

    @Test
    void missingDirectoryIsRefused() {
        Path missing = scratch.resolve("nowhere");
        CommandRun o = run("--provider", "local", "--data-dir", missing.toString());
        assertThat(o.stderr().strip()).isEqualTo("error: --data-dir " + missing + ": does not exist; must be an "
                + "existing directory the harness may write in");
        assertThat(o.exit()).isEqualTo(2);
        assertThat(out).isEmptyDirectory();
    }

    @Test
    void fileIsRefused() throws Exception {
        Path file = Files.writeString(scratch.resolve("file"), "x");
        CommandRun o = run("--provider", "local", "--data-dir", file.toString());
        assertThat(o.stderr().strip()).isEqualTo("error: --data-dir " + file + ": is not a directory; must be an "
                + "existing directory the harness may write in");
        assertThat(o.exit()).isEqualTo(2);
    }

    @Test
    void externalProviderRefusesDataDir() {
        CommandRun o = run("--provider", "external", "--data-dir", scratch.toString());
        assertThat(o.stderr().strip()).isEqualTo("error: --provider external with --data-dir " + scratch + ": an "
                + "external server keeps its data where it is set up to; allowed with --provider local, docker or "
                + "auto");
        assertThat(o.exit()).isEqualTo(2);
    }

    @Test
    void badBaselineSizeIsRefused() {
        CommandRun o = run("--provider", "local", "--data-dir", scratch.toString(), "--disk-baseline", "12x");
        assertThat(o.stderr().strip()).isEqualTo("error: --disk-baseline 12x: must be a size from 1m to 64g, such "
                + "as 256m or 2g");
        assertThat(o.exit()).isEqualTo(2);
    }
}
