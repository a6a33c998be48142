package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Enum constants named on the command line by their lower-case ids, e.g. {@code --cache cold}. */
public final class Choices {
    private Choices() {
    }

    public static String id(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }

    /** The constant whose id is {@code value} (any case), or a one-line error naming {@code option} and the ids. */
    public static <E extends Enum<E>> E parse(String option, Class<E> type, String value) {
        E[] constants = type.getEnumConstants();
        return Arrays.stream(constants).filter(c -> id(c).equalsIgnoreCase(value.trim())).findFirst()
                .orElseThrow(() -> new ConfigException(option + " must be one of " + Arrays.stream(constants)
                        .map(Choices::id).collect(Collectors.joining(", ")) + " (got " + value + ")"));
    }
}
