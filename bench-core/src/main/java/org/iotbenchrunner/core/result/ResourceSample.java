package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * One sample: seconds since the run started, CPU in % of one core, memory in MB, and, where the source can
 * separate it (containers), memory without the kernel's reclaimable page cache; null otherwise.
 */
public record ResourceSample(double second, double cpuPercent, double memoryMb,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double memoryNoCacheMb) {

    public ResourceSample(double second, double cpuPercent, double memoryMb) {
        this(second, cpuPercent, memoryMb, null);
    }
}
