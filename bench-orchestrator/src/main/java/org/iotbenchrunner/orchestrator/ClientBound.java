package org.iotbenchrunner.orchestrator;

import java.util.Locale;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Whether the harness, not the server, was the limit of a run: the harness used at least {@link #SHARE} of the
 * host's CPU capacity (cores x 100 %), or harness and server together used that much and the harness used at
 * least as much as the server. Without server samples only the first rule applies.
 */
record ClientBound(boolean bound, String reason) {
    static final double SHARE = 0.9;

    static ClientBound of(HarnessUsage harness, ResourceUsage server, int cores) {
        if (harness == null || cores <= 0) {
            return new ClientBound(false, null);
        }
        double capacity = 100.0 * cores;
        double limit = SHARE * capacity;
        double h = harness.avgCpuPercent();
        String host = String.format(Locale.ROOT, "%.0f %% of the host's %.0f %% (%d cores)", 100 * SHARE, capacity,
                cores);
        if (h >= limit) {
            return new ClientBound(true, String.format(Locale.ROOT, "the harness used %.1f %% CPU, at least %s",
                    h, host));
        }
        boolean sampled = server != null && server.measured();
        if (sampled) {
            double s = server.avgCpuPercent();
            if (h + s >= limit && h >= s) {
                return new ClientBound(true, String.format(Locale.ROOT, "harness %.1f %% + server %.1f %% = %.1f %% "
                        + "CPU, at least %s, and the harness used at least as much as the server", h, s, h + s, host));
            }
        }
        return new ClientBound(false, null);
    }
}
