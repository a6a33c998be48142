package org.iotbenchrunner.core.spi;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.iotbenchrunner.core.config.ServerProfile;

/**
 * How to configure a server the harness starts: the profile, the resources a tuned profile is sized for, the
 * {@code cluster} asked for with {@code --nodes} (null: one server, as always before), and {@code serverSets}: the
 * settings {@code --server-set} asks of this database, under its own names (IoTDB properties, PostgreSQL GUCs,
 * InfluxDB and QuestDB configuration keys, VictoriaMetrics flags, Cassandra yaml keys), applied over the profile's
 * ({@link #settingsOver}) by the container recipe and the local launcher alike, and read back like the profile's.
 */
public record ServerOptions(ServerProfile profile, ServerResources resources, ClusterShape cluster,
        Map<String, String> serverSets) {

    public ServerOptions {
        serverSets = serverSets == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(serverSets));
    }

    public ServerOptions(ServerProfile profile, ServerResources resources, ClusterShape cluster) {
        this(profile, resources, cluster, null);
    }

    public ServerOptions(ServerProfile profile, ServerResources resources) {
        this(profile, resources, null, null);
    }

    /** The database's own defaults, sized (where the launcher sizes anything) for this host. */
    public static ServerOptions defaults() {
        return new ServerOptions(ServerProfile.DEFAULT, ServerResources.sharedWithHarness());
    }

    public boolean tuned() {
        return profile == ServerProfile.TUNED;
    }

    public boolean clustered() {
        return cluster != null;
    }

    public ServerOptions withCluster(ClusterShape shape) {
        return new ServerOptions(profile, resources, shape, serverSets);
    }

    /** With {@code settings} asked of this database by {@code --server-set} (its names), replacing any before. */
    public ServerOptions withServerSets(Map<String, String> settings) {
        return new ServerOptions(profile, resources, cluster, settings);
    }

    /**
     * The settings to apply: {@code profileSettings} (what the profile gives, e.g. the tuned ones; empty for the
     * defaults) with the {@link #serverSets} over them, a requested key replacing the profile's value; in the order
     * applied, the profile's first.
     */
    public Map<String, String> settingsOver(Map<String, String> profileSettings) {
        Map<String, String> all = new LinkedHashMap<>(profileSettings);
        all.putAll(serverSets);
        return Collections.unmodifiableMap(all);
    }
}
