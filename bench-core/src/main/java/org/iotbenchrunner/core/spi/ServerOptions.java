package org.iotbenchrunner.core.spi;

import org.iotbenchrunner.core.config.ServerProfile;

/** How to configure a server the harness starts: the profile, and the resources a tuned profile is sized for. */
public record ServerOptions(ServerProfile profile, ServerResources resources) {

    /** The database's own defaults, sized (where the launcher sizes anything) for this host. */
    public static ServerOptions defaults() {
        return new ServerOptions(ServerProfile.DEFAULT, ServerResources.sharedWithHarness());
    }

    public boolean tuned() {
        return profile == ServerProfile.TUNED;
    }
}
