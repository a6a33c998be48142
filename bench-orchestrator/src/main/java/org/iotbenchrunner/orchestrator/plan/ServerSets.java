package org.iotbenchrunner.orchestrator.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * The server settings {@code --server-set DB:KEY=VALUE} asks for, by database id, each under the database's own
 * names, in the order given (a key given twice keeps the last value). A sweep's cell adds its server-setting axes'
 * values with {@link #with}.
 */
public record ServerSets(Map<String, Map<String, String>> byDatabase) {
    public static final ServerSets NONE = new ServerSets(Map.of());

    public ServerSets {
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        byDatabase.forEach((db, settings) -> copy.put(db, Collections.unmodifiableMap(new LinkedHashMap<>(settings))));
        byDatabase = Collections.unmodifiableMap(copy);
    }

    /** Parses each {@code DB:KEY=VALUE}; a malformed one is refused in one line naming it. */
    public static ServerSets parse(List<String> given) {
        ServerSets sets = NONE;
        for (String text : given) {
            int colon = text.indexOf(':');
            int eq = text.indexOf('=');
            if (colon <= 0 || eq <= colon + 1) {
                throw new ConfigException("--server-set must be DB:KEY=VALUE, e.g. iotdb:page_size_in_byte=65536 "
                        + "(got " + text + ")");
            }
            sets = sets.with(text.substring(0, colon).trim(), text.substring(colon + 1, eq).trim(),
                    text.substring(eq + 1).trim());
        }
        return sets;
    }

    /** With {@code key=value} asked of database {@code db}, replacing an earlier value of the key. */
    public ServerSets with(String db, String key, String value) {
        Map<String, Map<String, String>> copy = new LinkedHashMap<>(byDatabase);
        Map<String, String> settings = new LinkedHashMap<>(copy.getOrDefault(db, Map.of()));
        settings.put(key, value);
        copy.put(db, settings);
        return new ServerSets(copy);
    }

    /** What is asked of database {@code db}; empty when nothing. */
    public Map<String, String> of(String db) {
        return byDatabase.getOrDefault(db, Map.of());
    }

    public boolean isEmpty() {
        return byDatabase.values().stream().allMatch(Map::isEmpty);
    }
}
