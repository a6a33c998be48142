package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Objects;

/**
 * Server CPU (100 % = one core, as {@code docker stats} shows it) and memory during a run. {@code source}
 * says how it was measured, e.g. {@code process-tree}, or {@code none} with the reason in {@code note}. The
 * memory without page cache is present only when every sample has it (containers); result files written
 * before it existed read as null.
 */
public record ResourceUsage(String source, String note, double avgCpuPercent, double peakCpuPercent,
        double avgMemoryMb, double peakMemoryMb, List<ResourceSample> samples,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double avgMemoryNoCacheMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double peakMemoryNoCacheMb) {

    public ResourceUsage(String source, String note, double avgCpuPercent, double peakCpuPercent,
            double avgMemoryMb, double peakMemoryMb, List<ResourceSample> samples) {
        this(source, note, avgCpuPercent, peakCpuPercent, avgMemoryMb, peakMemoryMb, samples, null, null);
    }

    public static ResourceUsage none(String reason) {
        return new ResourceUsage("none", reason, 0, 0, 0, 0, List.of());
    }

    public static ResourceUsage of(String source, List<ResourceSample> samples) {
        if (samples.isEmpty()) {
            return new ResourceUsage(source, "no sample was taken (run shorter than the sampling interval)",
                    0, 0, 0, 0, List.of());
        }
        boolean noCache = samples.stream().map(ResourceSample::memoryNoCacheMb).allMatch(Objects::nonNull);
        return new ResourceUsage(source, null,
                samples.stream().mapToDouble(ResourceSample::cpuPercent).average().orElse(0),
                samples.stream().mapToDouble(ResourceSample::cpuPercent).max().orElse(0),
                samples.stream().mapToDouble(ResourceSample::memoryMb).average().orElse(0),
                samples.stream().mapToDouble(ResourceSample::memoryMb).max().orElse(0),
                List.copyOf(samples),
                noCache ? samples.stream().mapToDouble(ResourceSample::memoryNoCacheMb).average().orElse(0) : null,
                noCache ? samples.stream().mapToDouble(ResourceSample::memoryNoCacheMb).max().orElse(0) : null);
    }
}
