package org.iotbenchrunner.orchestrator;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/** The database bindings on the class path, found with ServiceLoader, by id. */
final class DatabaseRegistry {
    /**
     * What {@code --db all} compares: the three databases of the study (InfluxDB in both its 2.x and 1.x lines,
     * since 2.x has no image where no registry answers), whichever can run here.
     */
    static final List<String> ALL = List.of("iotdb", "influxdb", "influxdb1", "timescaledb");

    private final Map<String, DatabaseBinding> byId = new TreeMap<>();

    DatabaseRegistry() {
        ServiceLoader.load(DatabaseBinding.class).forEach(b -> byId.put(b.id(), b));
    }

    /** The ids of the databases that can run in a container. */
    List<String> withContainer() {
        return byId.values().stream().filter(ContainerProvider::hasImage).map(DatabaseBinding::id).toList();
    }

    /** {@code all} or a comma list of ids; ids of {@code all} without a module here are listed as skipped. */
    Selection select(String text) {
        boolean all = text.trim().equalsIgnoreCase("all");
        Set<DatabaseBinding> chosen = new LinkedHashSet<>();
        Set<String> missing = new LinkedHashSet<>();
        for (String id : all ? ALL : List.of(text.split(","))) {
            DatabaseBinding binding = byId.get(id.trim().toLowerCase(Locale.ROOT));
            if (binding != null) {
                chosen.add(binding);
            } else if (all) {
                missing.add(id);
            } else {
                throw new ConfigException("--db must be all or one of " + String.join(", ", byId.keySet())
                        + " (got " + id.trim() + ")");
            }
        }
        return new Selection(List.copyOf(chosen), List.copyOf(missing), all);
    }

    /** The databases to run; {@code optional} when they came from {@code all}, so skipping one is no failure. */
    record Selection(List<DatabaseBinding> databases, List<String> withoutModule, boolean optional) {
    }
}
