package org.iotbenchrunner.orchestrator.shard.swarm;

import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.provision.container.ContainerImages;
import org.iotbenchrunner.orchestrator.provision.container.TestcontainersSetup;

/**
 * The image a swarm task runs: {@code iot-benchrunner/harness:<version>-<hash>}, the project's docker/harness recipe
 * with the shaded harness jar that runs now (from a plain class path, as in tests, the one {@code package} leaves in
 * bench-orchestrator/target). Built once and reused by its tag, which hashes the recipe and the jar's size and time.
 */
final class HarnessImage {
    static final String RECIPE = "harness";
    static final String JAR = "bench-orchestrator.jar";

    private HarnessImage() {
    }

    /** The image's tag, built first where the engine has none for this jar (minutes, its steps shown). */
    static String resolve(PrintStream out, boolean interactive) throws Exception {
        Path jar = jar().orElseThrow(() -> new HarnessFailure("no harness jar to put in the swarm's image: run the "
                + "harness from " + JAR + ", or build it first (mvn -o -pl bench-core,... package; looked beside "
                + codeSource() + ")"));
        Path context = Files.createTempDirectory("iot-benchrunner-harness-jar-");
        try {
            // a link: the build copies the jar into its context and the hash reads its size and time
            Files.createSymbolicLink(context.resolve(JAR), jar);
            LocalBuild build = new LocalBuild(RECIPE, HarnessVersion.get(), Map.of(RECIPE, context), null);
            return new ContainerImages(TestcontainersSetup.client(), out, interactive).built(build, "harness")
                    .name();
        } finally {
            ServerFiles.delete(context, "harness jar link");
        }
    }

    /** The shaded jar this harness runs from, or the one beside its classes folder. */
    static Optional<Path> jar() {
        Path source = codeSource();
        if (source == null) {
            return Optional.empty();
        }
        Path candidate = Files.isDirectory(source) ? source.getParent().resolve(JAR)
                : source.resolveSibling(source.getFileName().toString().replaceFirst("^original-", ""));
        return Files.isRegularFile(candidate) ? Optional.of(candidate) : Optional.empty();
    }

    private static Path codeSource() {
        try {
            return Path.of(HarnessImage.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toAbsolutePath();
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return null;
        }
    }

}
