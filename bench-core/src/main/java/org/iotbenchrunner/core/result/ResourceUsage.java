package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.util.StdConverter;
import java.util.List;
import java.util.Objects;

/**
 * Server CPU (100 % = one core, as {@code docker stats} shows it) and memory during a run. {@code source}
 * says how it was measured, e.g. {@code process-tree}, or {@code none} with the reason in {@code note}. The
 * memory without page cache is present only when every sample has it (containers); result files written
 * before it existed read as null. {@code samples} is the whole timeline the sampler took; with a {@code window}
 * (the measured phase) the averages and peaks are those of the window only, each sample weighted by its overlap.
 * In a result file the figures of a summary that was not {@link #measured()} are null, never 0 (read back as 0,
 * with {@code measured()} false).
 */
@JsonSerialize(converter = ResourceUsage.AsWritten.class)
public record ResourceUsage(String source, String note, double avgCpuPercent, double peakCpuPercent,
        double avgMemoryMb, double peakMemoryMb, List<ResourceSample> samples,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double avgMemoryNoCacheMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double peakMemoryNoCacheMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) MeasuredWindow window) {

    public ResourceUsage(String source, String note, double avgCpuPercent, double peakCpuPercent,
            double avgMemoryMb, double peakMemoryMb, List<ResourceSample> samples) {
        this(source, note, avgCpuPercent, peakCpuPercent, avgMemoryMb, peakMemoryMb, samples, null, null, null);
    }

    /** Whether the summary holds measured values (a sample in the window, or figures from elsewhere). */
    public boolean measured() {
        if ("none".equals(source)) {
            return false;
        }
        return window != null ? window.samples() > 0 : !samples.isEmpty() || note == null;
    }

    /**
     * The same timeline summarised over {@code [startSecond, endSecond]} of the sampler's clock: a sample covers
     * the interval since the one before it (the first, since 0), and counts by how much of it lies in the window.
     */
    public ResourceUsage within(double startSecond, double endSecond) {
        if ("none".equals(source)) {
            return this;
        }
        double cpu = 0;
        double memory = 0;
        double memoryNoCache = 0;
        double weight = 0;
        double peakCpu = 0;
        double peakMemory = 0;
        double peakNoCache = 0;
        int inside = 0;
        boolean noCache = !samples.isEmpty()
                && samples.stream().map(ResourceSample::memoryNoCacheMb).allMatch(Objects::nonNull);
        double from = 0;
        for (ResourceSample s : samples) {
            double overlap = Math.min(s.second(), endSecond) - Math.max(from, startSecond);
            if (overlap > 0) {
                double w = overlap;
                inside++;
                weight += w;
                cpu += w * s.cpuPercent();
                memory += w * s.memoryMb();
                memoryNoCache += noCache ? w * s.memoryNoCacheMb() : 0;
                peakCpu = Math.max(peakCpu, s.cpuPercent());
                peakMemory = Math.max(peakMemory, s.memoryMb());
                peakNoCache = noCache ? Math.max(peakNoCache, s.memoryNoCacheMb()) : 0;
            }
            from = s.second();
        }
        MeasuredWindow window = new MeasuredWindow(startSecond, endSecond, inside);
        if (inside == 0) {
            return new ResourceUsage(source, "no sample covers the measured window (" + samples.size()
                    + " samples outside it)", 0, 0, 0, 0, samples, null, null, window);
        }
        return new ResourceUsage(source, note, cpu / weight, peakCpu, memory / weight, peakMemory, samples,
                noCache ? memoryNoCache / weight : null, noCache ? peakNoCache : null, window);
    }

    /** The document as written: the same fields, the figures null when not measured. */
    record Written(String source, String note, Double avgCpuPercent, Double peakCpuPercent, Double avgMemoryMb,
            Double peakMemoryMb, List<ResourceSample> samples,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double avgMemoryNoCacheMb,
            @JsonInclude(JsonInclude.Include.NON_NULL) Double peakMemoryNoCacheMb,
            @JsonInclude(JsonInclude.Include.NON_NULL) MeasuredWindow window) {
    }

    static final class AsWritten extends StdConverter<ResourceUsage, Written> {
        @Override
        public Written convert(ResourceUsage u) {
            boolean known = u.measured();
            return new Written(u.source, u.note, known ? u.avgCpuPercent : null, known ? u.peakCpuPercent : null,
                    known ? u.avgMemoryMb : null, known ? u.peakMemoryMb : null, u.samples, u.avgMemoryNoCacheMb,
                    u.peakMemoryNoCacheMb, u.window);
        }
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
                noCache ? samples.stream().mapToDouble(ResourceSample::memoryNoCacheMb).max().orElse(0) : null,
                null);
    }
}
