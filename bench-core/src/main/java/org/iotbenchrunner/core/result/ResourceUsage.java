package org.iotbenchrunner.core.result;

import java.util.List;

/**
 * Server CPU (100 % = one core, as {@code docker stats} shows it) and memory during a run. {@code source}
 * says how it was measured, e.g. {@code process-tree}, or {@code none} with the reason in {@code note}.
 */
public record ResourceUsage(String source, String note, double avgCpuPercent, double peakCpuPercent,
        double avgMemoryMb, double peakMemoryMb, List<ResourceSample> samples) {

    public static ResourceUsage none(String reason) {
        return new ResourceUsage("none", reason, 0, 0, 0, 0, List.of());
    }

    public static ResourceUsage of(String source, List<ResourceSample> samples) {
        if (samples.isEmpty()) {
            return new ResourceUsage(source, "no sample was taken (run shorter than the sampling interval)",
                    0, 0, 0, 0, List.of());
        }
        return new ResourceUsage(source, null,
                samples.stream().mapToDouble(ResourceSample::cpuPercent).average().orElse(0),
                samples.stream().mapToDouble(ResourceSample::cpuPercent).max().orElse(0),
                samples.stream().mapToDouble(ResourceSample::memoryMb).average().orElse(0),
                samples.stream().mapToDouble(ResourceSample::memoryMb).max().orElse(0),
                List.copyOf(samples));
    }
}
