package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One sample: seconds since the run started, CPU in % of one core, memory in MB, and, where the source can
 * separate it (containers), memory without the kernel's reclaimable page cache; null otherwise. {@code io}: the
 * cumulative I/O counters read with the sample (null where the source has none, and in samples written before
 * they existed).
 */
public record ResourceSample(double second, double cpuPercent, double memoryMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double memoryNoCacheMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) IoCounters io) {

    public ResourceSample(double second, double cpuPercent, double memoryMb, Double memoryNoCacheMb) {
        this(second, cpuPercent, memoryMb, memoryNoCacheMb, null);
    }

    public ResourceSample(double second, double cpuPercent, double memoryMb) {
        this(second, cpuPercent, memoryMb, null, null);
    }
}
