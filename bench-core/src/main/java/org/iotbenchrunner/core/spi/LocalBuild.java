package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * How to build an equivalent of a container's image on this machine where no registry gives it: the project's
 * Dockerfile folder {@code docker/<recipe>} (on a {@code debian:bookworm-slim} base), tagged with {@code version} and a
 * hash of the inputs so that a rebuild happens only when they change. {@code extraContext} adds folders to the build
 * context (name inside the context to folder here), e.g. an IoTDB distribution; {@code missing} says why the image
 * cannot be built now (null: it can).
 */
public record LocalBuild(String recipe, String version, Map<String, Path> extraContext, String missing) {

    public LocalBuild {
        Objects.requireNonNull(recipe, "recipe");
        Objects.requireNonNull(version, "version");
        extraContext = Map.copyOf(extraContext);
    }

    public static LocalBuild of(String recipe, String version) {
        return new LocalBuild(recipe, version, Map.of(), null);
    }
}
