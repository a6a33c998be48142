package org.iotbenchrunner.victoriametrics;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;

/**
 * The pinned upstream image, whose entrypoint is the server (so the command is its flags): data in
 * {@value #DATA_DIR}, HTTP on {@value #PORT}, the same {@link VictoriaMetricsFlags} as the local server. Where it
 * cannot be pulled, the recipe {@code victoriametrics} (this module's {@code docker/victoriametrics/Dockerfile})
 * builds an equivalent from Debian's package, with the same entrypoint contract.
 */
final class VictoriaMetricsContainer {
    static final String IMAGE = "victoriametrics/victoria-metrics:v1.79.5";
    static final String RECIPE = "victoriametrics";
    static final String RECIPE_VERSION = "1.79.5";
    static final int PORT = 8428;
    static final String DATA_DIR = "/victoria-metrics-data";
    private static final Duration STARTUP = Duration.ofMinutes(1);

    private VictoriaMetricsContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request) {
        Map<String, String> flags = VictoriaMetricsFlags.applied(request.server());
        List<String> command = new ArrayList<>(List.of("-storageDataPath=" + DATA_DIR, "-httpListenAddr=:" + PORT));
        command.addAll(VictoriaMetricsFlags.arguments(flags));
        return new ContainerSpec(IMAGE, Map.of(), command,
                new Endpoint("localhost", PORT, "", "", config.getString(ConfigKey.DB_NAME), null),
                new ContainerSpec.Readiness.HttpOk("/health"), STARTUP, List.of(DATA_DIR),
                LocalBuild.of(RECIPE, RECIPE_VERSION),
                new ContainerSpec.Settings(flags, VictoriaMetricsFlags.readBack(flags.keySet(), PORT)));
    }
}
