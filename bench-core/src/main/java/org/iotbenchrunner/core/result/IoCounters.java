package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Cumulative I/O counters read at one sample: the bytes the server's processes (or its container's cgroup) had
 * read from and written to storage, and, where the data directory's block device is known, that device's bytes read
 * and written since boot ({@code /proc/diskstats}, every process on the device included; null otherwise). Only
 * differences between two readings mean anything.
 */
public record IoCounters(long readBytes, long writeBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long deviceReadBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long deviceWriteBytes) {

    public IoCounters(long readBytes, long writeBytes) {
        this(readBytes, writeBytes, null, null);
    }
}
