package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Image;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.junit.jupiter.api.Test;

/**
 * A recipe whose RUN step fails (src/test/resources/docker/failing-build-check), built through the harness's own
 * path: one error naming the database, the step and its exit code, the last lines of the output and the full log's
 * file; exit 1; no build container and no tagged image left.
 */
class ImageBuildIT {
    private static final String MARKER = "failing-build-check-marker";

    @Test
    void aFailingRecipeIsOneErrorWithItsStepLastLinesAndLog() throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        DockerClient docker = TestcontainersSetup.client();
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        ContainerImages images = new ContainerImages(docker, new PrintStream(shown, true, StandardCharsets.UTF_8),
                false);
        ContainerSpec spec = new ContainerSpec("iot-benchrunner-test/failing-build-check:none", Map.of(), List.of(),
                new Endpoint("localhost", 1, null, null, null, null), new ContainerSpec.Readiness.ListeningPort(),
                Duration.ofSeconds(5), List.of(), LocalBuild.of("failing-build-check", "0"));
        RealServers.require("debian-base", images.unavailableReason(spec));

        HarnessFailure failure = catchThrowableOfType(() -> images.resolve(spec, "Failing Check"),
                HarnessFailure.class);

        List<String> lines = failure.getMessage().lines().toList();
        assertThat(lines.get(0)).startsWith("building the Failing Check image iot-benchrunner/failing-build-check:0-")
                .contains("failed at step 3/4 (RUN for i in $(seq 1 30)", "its command exited with code 2");
        assertThat(lines.get(1)).matches("last \\d+ lines of the build output:");
        assertThat(lines.size()).isBetween(4, ImageBuild.LAST_LINES + 3);
        assertThat(failure.getMessage()).contains("output line 30 of the failing step", MARKER)
                .doesNotContain("output line 1 of the failing step", "\tat ");
        Path log = Path.of(lines.get(lines.size() - 1).replaceFirst("^full build log: ", ""));
        assertThat(Files.readString(log)).contains("Step 2/4", "output line 1 of the failing step", MARKER);
        assertThat(shown.toString(StandardCharsets.UTF_8)).contains("step 3/4 (RUN for i in");

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertThat(BenchCommand.exitFor(failure, new PrintStream(err, true, StandardCharsets.UTF_8))).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("error: building the Failing Check image");

        assertThat(docker.listContainersCmd().withShowAll(true).exec()).as("build containers left")
                .noneMatch(c -> String.valueOf(c.getCommand()).contains(MARKER));
        assertThat(docker.listImagesCmd().exec().stream().map(Image::getRepoTags).filter(t -> t != null)
                .flatMap(Arrays::stream)).as("images tagged by the failed build")
                .noneMatch(tag -> tag.startsWith("iot-benchrunner/failing-build-check"));
        Files.deleteIfExists(log);
    }
}
