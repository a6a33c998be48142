package org.iotbenchrunner.core.spi;

import org.iotbenchrunner.core.config.ServerProfile;

/**
 * How to configure a server the harness starts: the profile, the resources a tuned profile is sized for, and the
 * {@code cluster} asked for with {@code --nodes} (null: one server, as always before).
 */
public record ServerOptions(ServerProfile profile, ServerResources resources, ClusterShape cluster) {

    public ServerOptions(ServerProfile profile, ServerResources resources) {
        this(profile, resources, null);
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
        return new ServerOptions(profile, resources, shape);
    }
}
