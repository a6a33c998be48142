package org.iotbenchrunner.orchestrator.sampling;

import java.util.Locale;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HostSaturation;
import org.iotbenchrunner.core.result.ResourceUsage;

/**
 * Who filled the host's CPU during a run. The host is saturated when harness and server together used at least
 * {@link #SHARE} of its capacity (cores x 100 %); unknown (null) without server samples. The run is client-bound
 * when the harness alone used that much, or the host was saturated and the harness used at least as much as the
 * server.
 */
public record HostLoad(boolean clientBound, String clientBoundReason, HostSaturation saturation) {
    static final double SHARE = 0.9;

    public static HostLoad of(HarnessUsage harness, ResourceUsage server, int cores) {
        if (harness == null || cores <= 0) {
            return new HostLoad(false, null, null);
        }
        double capacity = 100.0 * cores;
        double limit = SHARE * capacity;
        double h = harness.avgCpuPercent();
        String host = String.format(Locale.ROOT, "%.0f %% of the host's %.0f %% (%d cores)", 100 * SHARE, capacity,
                cores);
        HostSaturation saturation = null;
        boolean serverLarger = false;
        if (server != null && server.measured()) {
            double s = server.avgCpuPercent();
            boolean saturated = h + s >= limit;
            serverLarger = s > h;
            saturation = new HostSaturation(saturated, saturated ? String.format(Locale.ROOT,
                    "harness %.1f %% + server %.1f %% = %.1f %% CPU, at least %s", h, s, h + s, host) : null);
        }
        if (h >= limit) {
            return new HostLoad(true, String.format(Locale.ROOT, "the harness used %.1f %% CPU, at least %s", h, host),
                    saturation == null ? new HostSaturation(true, "the harness alone used " + host) : saturation);
        }
        if (saturation != null && saturation.saturated() && !serverLarger) {
            return new HostLoad(true, saturation.reason() + ", and the harness used at least as much as the server",
                    saturation);
        }
        return new HostLoad(false, null, saturation);
    }
}
