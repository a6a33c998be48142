package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The inputs of local image builds, read from the harness's resources; nothing here talks to Docker. */
class DockerRecipeTest {

    @Test
    void everyBindingsRecipeIsPackagedWithItsDockerfile() throws IOException {
        for (String recipe : new String[]{"timescaledb", "influxdb1", "iotdb"}) {
            Map<String, byte[]> files = DockerRecipe.files(recipe);
            assertThat(files).as(recipe).containsKey("Dockerfile");
            assertThat(new String(files.get("Dockerfile"))).as(recipe).contains("FROM " + ContainerImages.BASE_IMAGE);
        }
        assertThatThrownBy(() -> DockerRecipe.files("mongodb")).hasMessageContaining("no docker/mongodb/Dockerfile");
    }

    @Test
    void theHashChangesWithAnyInputAndOnlyThen(@TempDir Path dist) throws IOException {
        Map<String, byte[]> files = Map.of("Dockerfile", "FROM x".getBytes(), "entrypoint.sh", "exec y".getBytes());
        Path jar = Files.writeString(Files.createDirectories(dist.resolve("lib")).resolve("a.jar"), "jar");
        Map<String, Path> extra = Map.of("iotdb", dist);
        String hash = DockerRecipe.hash(files, extra);
        assertThat(hash).hasSize(12).isEqualTo(DockerRecipe.hash(files, extra));
        assertThat(DockerRecipe.hash(Map.of("Dockerfile", "FROM z".getBytes(), "entrypoint.sh", "exec y".getBytes()),
                extra)).isNotEqualTo(hash);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(0));
        assertThat(DockerRecipe.hash(files, extra)).as("a changed distribution").isNotEqualTo(hash);
    }

    @Test
    void theContextHoldsTheRecipeWithExecutableScriptsAndTheAddedFolders(@TempDir Path tmp) throws IOException {
        Path dist = Files.createDirectories(tmp.resolve("dist/sbin"));
        Files.writeString(dist.resolve("start.sh"), "echo");
        DockerRecipe recipe = DockerRecipe.of(new LocalBuild("iotdb", "1.3", Map.of("iotdb", tmp.resolve("dist")),
                null));
        Path context = Files.createDirectory(tmp.resolve("context"));
        recipe.writeContext(context);
        assertThat(context.resolve("Dockerfile")).isRegularFile();
        assertThat(context.resolve("iotdb/sbin/start.sh")).hasContent("echo");
        try (var scripts = Files.list(context)) {
            assertThat(scripts.filter(p -> p.toString().endsWith(".sh"))).allSatisfy(p ->
                    assertThat(Files.isExecutable(p)).as(p.toString()).isTrue());
        }
    }
}
