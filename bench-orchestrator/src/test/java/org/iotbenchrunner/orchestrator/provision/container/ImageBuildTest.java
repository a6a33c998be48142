package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.junit.jupiter.api.Test;

/** How a failed build and other failures are said; nothing here talks to Docker. */
class ImageBuildTest {
    @Test
    void aFailedRunStepIsItsExitCodeNotTheWholeCommandAgain() {
        assertThat(ImageBuild.reason("The command '/bin/sh -c set -eux; apt-get update; apt-get install -y x' "
                + "returned a non-zero code: 100")).isEqualTo("its command exited with code 100");
        assertThat(ImageBuild.reason("COPY failed: file not found in build context\nmore"))
                .isEqualTo("COPY failed: file not found in build context");
    }

    @Test
    void aHarnessFailureIsOneErrorAndExitOneBadInputExitTwo() throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream stream = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertThat(BenchCommand.exitFor(new HarnessFailure("building failed\nlast lines\nfull build log: /tmp/x"),
                stream)).isEqualTo(BenchCommand.EXIT_RUN_FAILED);
        assertThat(BenchCommand.exitFor(new ConfigException("--scale huge: tiny|small|medium|large"), stream))
                .isEqualTo(BenchCommand.EXIT_BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).containsExactly("error: building failed",
                "last lines", "full build log: /tmp/x", "error: --scale huge: tiny|small|medium|large");
    }
}
