package org.iotbenchrunner.orchestrator.plan;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;

/**
 * The database bindings on the class path, found with ServiceLoader, by id: a new database module is found without
 * any change here. {@code --db all} is every binding that is {@link DatabaseBinding#inAll() in all}; the campaign
 * skips, naming the reason, those that cannot run here.
 */
public final class DatabaseRegistry {
    private final Map<String, DatabaseBinding> byId = new TreeMap<>();

    public DatabaseRegistry() {
        ServiceLoader.load(DatabaseBinding.class).forEach(b -> byId.put(b.id(), b));
    }

    /** The ids of the databases that can run in a container. */
    public List<String> withContainer() {
        return byId.values().stream().filter(ContainerProvider::hasImage).map(DatabaseBinding::id).toList();
    }

    /** The ids {@code --db all} stands for: every binding found that is a database. */
    public List<String> all() {
        return byId.values().stream().filter(DatabaseBinding::inAll).map(DatabaseBinding::id).toList();
    }

    /** {@code all} or a comma list of ids. */
    public Selection select(String text) {
        boolean all = text.trim().equalsIgnoreCase("all");
        Set<DatabaseBinding> chosen = new LinkedHashSet<>();
        for (String id : all ? all() : List.of(text.split(","))) {
            DatabaseBinding binding = byId.get(id.trim().toLowerCase(Locale.ROOT));
            if (binding == null) {
                throw new ConfigException("--db must be all or one of " + String.join(", ", byId.keySet())
                        + " (got " + id.trim() + ")");
            }
            chosen.add(binding);
        }
        return new Selection(List.copyOf(chosen), all);
    }

    /** The databases to run; {@code optional} when they came from {@code all}, so skipping one is no failure. */
    public record Selection(List<DatabaseBinding> databases, boolean optional) {
    }
}
