package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * The settings a Cassandra node runs with: its profile's ({@link CassandraTuning}), then those {@code --server-set}
 * asks for over them (cassandra.yaml keys under 5.0's names, or {@code heap}); Cassandra refuses a yaml key it does
 * not know at start, with its name. Read back from the running node: the yaml keys from {@code system_views.settings},
 * the heap from the JVM's command line.
 */
final class CassandraSettings {
    private CassandraSettings() {
    }

    /** What a node sized for {@code resources} applies under {@code options}. */
    static Map<String, String> applied(ServerOptions options, ServerResources resources) {
        return options.settingsOver(CassandraTuning.profile(options.profile().id(), resources));
    }

    /**
     * Each of {@code settings} as the node at {@code endpoint} (process {@code pid}) shows it; a key it does not show
     * is left out, so that it is not taken for one it applied.
     */
    static Map<String, String> readBack(Endpoint endpoint, BenchmarkConfig config, Map<String, String> settings,
            long pid) {
        Map<String, String> shown = new LinkedHashMap<>();
        heap(pid).filter(heap -> settings.containsKey(CassandraTuning.HEAP))
                .ifPresent(heap -> shown.put(CassandraTuning.HEAP, heap));
        Map<String, String> yaml = CassandraTuning.yamlSettings(settings);
        if (!yaml.isEmpty()) {
            try (CqlSession session = CassandraSessions.oneNode(endpoint, config)) {
                for (Row row : session.execute("SELECT name, value FROM system_views.settings")) {
                    if (yaml.containsKey(row.getString("name"))) {
                        shown.put(row.getString("name"), String.valueOf(row.getString("value")));
                    }
                }
            }
        }
        return shown;
    }

    /** The heap the JVM {@code pid} runs with (its last -Xmx), as {@link CassandraTuning} writes it, e.g. 1024MiB. */
    static Optional<String> heap(long pid) {
        return ProcessHandle.of(pid).flatMap(p -> p.info().arguments()).flatMap(CassandraSettings::heap);
    }

    static Optional<String> heap(String[] arguments) {
        String heap = null;
        for (String argument : arguments) {
            if (argument.startsWith("-Xmx")) {
                heap = argument.substring("-Xmx".length());
            }
        }
        return Optional.ofNullable(heap).map(h -> h.endsWith("M") ? h.replaceAll("M$", "MiB") : h);
    }
}
