package org.iotbenchrunner.orchestrator;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.ConfigException;

/** What the command line says about containers: images replacing the pinned ones, and a memory limit. */
record ContainerOptions(Map<String, String> images, OptionalLong memoryLimitBytes) {
    static final ContainerOptions DEFAULT = new ContainerOptions(Map.of(), OptionalLong.empty());

    /** Docker's own minimum for a container's memory limit. */
    private static final long MIN_MEMORY_BYTES = 6L * 1024 * 1024;
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgt]?)(?:i?b)?");

    ContainerOptions {
        images = Map.copyOf(images);
    }

    /**
     * {@code --image DB=IMAGE} (repeatable, DB one of {@code ids}) and {@code --mem-limit SIZE} (null: none),
     * each rejected with a one-line error naming the bad value and what is allowed.
     */
    static ContainerOptions parse(List<String> imageArgs, String memoryLimit, Collection<String> ids) {
        Map<String, String> images = new LinkedHashMap<>();
        for (String arg : imageArgs) {
            int eq = arg.indexOf('=');
            String id = eq < 0 ? "" : arg.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String image = eq < 0 ? "" : arg.substring(eq + 1).trim();
            if (!ids.contains(id) || image.isEmpty() || image.contains(" ")) {
                throw new ConfigException("--image must be DB=IMAGE with DB one of " + String.join(", ", ids)
                        + " (got " + arg + ")");
            }
            images.put(id, image);
        }
        return new ContainerOptions(images, memoryLimit == null ? OptionalLong.empty()
                : OptionalLong.of(memoryBytes(memoryLimit)));
    }

    Optional<String> imageFor(String id) {
        return Optional.ofNullable(images.get(id));
    }

    boolean isDefault() {
        return images.isEmpty() && memoryLimitBytes.isEmpty();
    }

    /** A size as Docker reads it: a number with an optional b, k, m, g or t (powers of 1024). */
    static long memoryBytes(String text) {
        Matcher m = SIZE.matcher(text.trim().toLowerCase(Locale.ROOT));
        double bytes = -1;
        if (m.matches()) {
            int power = "bkmgt".indexOf(m.group(2).isEmpty() ? "b" : m.group(2));
            bytes = Double.parseDouble(m.group(1)) * Math.pow(1024, power);
        }
        if (bytes < MIN_MEMORY_BYTES || bytes > Long.MAX_VALUE / 2) {
            throw new ConfigException("--mem-limit must be a size such as 512m or 4g, at least 6m (got " + text + ")");
        }
        return (long) bytes;
    }
}
