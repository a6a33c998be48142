package org.iotbenchrunner.core.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Collects configuration values from lowest to highest precedence: key defaults, then each layer added
 * (a properties file, a scale, a scenario, command-line overrides) replaces what came before. A user's file or
 * {@code --set} earns a warning for each unknown key and each key set to a value that has no effect here. A user's
 * CLIENT_NUMBER also sets DATA_CLIENT_NUMBER and SCHEMA_CLIENT_NUMBER, unless the user set those: a scale sets them on
 * their own, and CLIENT_NUMBER alone would then change nothing.
 */
public final class ConfigLayers {
    private static final List<ConfigKey> CLIENT_NUMBERS = List.of(ConfigKey.DATA_CLIENT_NUMBER,
            ConfigKey.SCHEMA_CLIENT_NUMBER);
    private final Map<ConfigKey, String> values = new EnumMap<>(ConfigKey.class);
    private final List<String> warnings = new ArrayList<>();
    /** The keys a user set (a file, --set), as opposed to a scale or a scenario. */
    private final java.util.Set<ConfigKey> chosen = java.util.EnumSet.noneOf(ConfigKey.class);

    public ConfigLayers file(Path path) {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(path)) {
            properties.load(reader);
        } catch (IOException e) {
            throw new ConfigException("cannot read config file " + path + ": " + e.getMessage());
        }
        properties.stringPropertyNames().stream().sorted()
                .forEach(name -> put(name, properties.getProperty(name), "in " + path.getFileName()));
        return this;
    }

    public ConfigLayers overrides(Map<String, String> overrides, String source) {
        overrides.forEach((k, v) -> put(k, v, source));
        return this;
    }

    /** Parses {@code KEY=VALUE} as given on a command line. */
    public ConfigLayers assignment(String assignment) {
        int eq = assignment.indexOf('=');
        if (eq <= 0) {
            throw new ConfigException("--set expects KEY=VALUE (got " + assignment + ")");
        }
        String key = assignment.substring(0, eq).trim();
        if (ConfigKey.byName(key).isEmpty()) {
            throw new ConfigException("unknown configuration key " + key + " in --set " + assignment);
        }
        put(key, assignment.substring(eq + 1), "in --set");
        return this;
    }

    /**
     * Whether {@code KEY=VALUE} sets a key only queries read (OPERATION_PROPORTION, STEP_SIZE and the QUERY_* keys),
     * which a read test's baseline write never takes from {@code --set}.
     */
    public static boolean queryOnly(String assignment) {
        return ConfigKey.byName(keyOf(assignment)).map(ConfigKey::queryOnly).orElse(false);
    }

    /**
     * Whether {@code KEY=VALUE} asks for queries alone: an OPERATION_PROPORTION whose ingestion weight is 0, which
     * a write test ignores so that {@code --test write,read} with it measures the writes and then only those queries.
     */
    public static boolean queryOnlyMix(String assignment) {
        if (!keyOf(assignment).equals(ConfigKey.OPERATION_PROPORTION.name())) {
            return false;
        }
        String first = assignment.substring(assignment.indexOf('=') + 1).split(":")[0].trim();
        try {
            return Double.parseDouble(first) == 0;
        } catch (NumberFormatException e) {
            return false; // refused with its reason when the configuration is built
        }
    }

    private static String keyOf(String assignment) {
        int eq = assignment.indexOf('=');
        return eq <= 0 ? "" : assignment.substring(0, eq).trim();
    }

    public ConfigLayers scale(Scale scale) {
        return overrides(scale.overrides(), "by scale " + scale.id());
    }

    public ConfigLayers scenario(Scenario scenario, java.util.Set<OperationType> supported) {
        return overrides(scenario.overrides(supported), "by scenario " + scenario.id());
    }

    /** A database's own defaults: each applies only where no layer has set its key. */
    public ConfigLayers databaseDefaults(Map<ConfigKey, String> defaults) {
        defaults.forEach((key, value) -> {
            key.parse(value);
            values.putIfAbsent(key, value);
        });
        return this;
    }

    /** Whether any layer has set {@code key}. */
    public boolean isSet(ConfigKey key) {
        return values.containsKey(key);
    }

    public ConfigLayers set(ConfigKey key, Object value) {
        values.put(key, String.valueOf(value));
        return this;
    }

    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    public BenchmarkConfig build() {
        return new BenchmarkConfig(values);
    }

    public ConfigLayers copy() {
        ConfigLayers copy = new ConfigLayers();
        copy.values.putAll(values);
        copy.warnings.addAll(warnings);
        copy.chosen.addAll(chosen);
        return copy;
    }

    private void put(String name, String value, String source) {
        ConfigKey.byName(name).ifPresentOrElse(
                key -> {
                    key.parse(value);
                    values.put(key, value.trim());
                    if (!source.startsWith("by ")) {
                        chosen.add(key);
                        key.noEffectWarning(value, source).ifPresent(warnings::add);
                        if (key == ConfigKey.CLIENT_NUMBER) {
                            CLIENT_NUMBERS.stream().filter(k -> !chosen.contains(k))
                                    .forEach(k -> values.put(k, value.trim()));
                        }
                    }
                },
                () -> warnings.add("unknown configuration key " + name + " " + source + " is ignored"));
    }
}
