package org.iotbenchrunner.orchestrator;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/** The database bindings on the class path, found with ServiceLoader, by id. */
final class DatabaseRegistry {
    private final Map<String, DatabaseBinding> byId = new TreeMap<>();

    DatabaseRegistry() {
        ServiceLoader.load(DatabaseBinding.class).forEach(b -> byId.put(b.id(), b));
    }

    /** Parses {@code all} or a comma list of ids. */
    List<DatabaseBinding> select(String text) {
        if (text.trim().equalsIgnoreCase("all")) {
            return new ArrayList<>(byId.values());
        }
        Set<DatabaseBinding> chosen = new LinkedHashSet<>();
        for (String id : text.split(",")) {
            DatabaseBinding binding = byId.get(id.trim().toLowerCase(java.util.Locale.ROOT));
            if (binding == null) {
                throw new ConfigException("--db must be all or one of " + String.join(", ", byId.keySet())
                        + " (got " + id.trim() + ")");
            }
            chosen.add(binding);
        }
        return List.copyOf(chosen);
    }
}
