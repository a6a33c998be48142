package org.iotbenchrunner.orchestrator.console;

import java.util.Locale;
import org.iotbenchrunner.core.result.HarnessUsage;

/** The terminal's line on what a test cost the harness: CPU, per point and generating, heap and GC. */
public final class HarnessLine {
    private static final double MB = 1024.0 * 1024.0;

    private HarnessLine() {
    }

    public static String of(HarnessUsage h) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "harness: %.1f %% CPU", h.avgCpuPercent()));
        if (h.cpuNanosPerPoint() != null) {
            line.append(String.format(Locale.ROOT, ", %.1f ns per point", h.cpuNanosPerPoint()));
        }
        if (h.generation() != null) {
            line.append(", batches ").append(h.generation());
            if (h.generationShare() != null) {
                line.append(String.format(Locale.ROOT, " (%.1f %% of its CPU building them)",
                        100 * h.generationShare()));
            }
        }
        line.append(String.format(Locale.ROOT, ", peak heap %.0f MB", h.peakHeapBytes() / MB));
        if (h.maxHeapBytes() != null) {
            line.append(String.format(Locale.ROOT, " of %.0f MB", h.maxHeapBytes() / MB));
        }
        if (h.gcSeconds() != null) {
            line.append(String.format(Locale.ROOT, ", GC %.3f s in %d collection%s", h.gcSeconds(), h.gcCount(),
                    h.gcCount() == 1 ? "" : "s"));
        }
        return line.toString();
    }
}
