package org.iotbenchrunner.orchestrator.provision.container;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;

/** The machines of the reference studies, applied to each database container as CPU and memory limits. */
public enum MachineShape {
    THESIS("thesis", 6, 28, "the seed thesis's host: 6 cores, each container capped at 28 GB"),
    TSBS_VM("tsbs-vm", 4, 4, "the TSBS study's VMs: 4 vCPU, 4 GB"),
    M5_LARGE("m5.large", 2, 8, "the benchANT ranking's m5.large: 2 vCPU, 8 GiB"),
    M5_XLARGE("m5.xlarge", 4, 16, "the benchANT ranking's m5.xlarge: 4 vCPU, 16 GiB");

    private static final long GIB = 1024L * 1024 * 1024;

    final String id;
    final int cpus;
    final int memoryGib;
    final String source;

    MachineShape(String id, int cpus, int memoryGib, String source) {
        this.id = id;
        this.cpus = cpus;
        this.memoryGib = memoryGib;
        this.source = source;
    }

    long memoryBytes() {
        return memoryGib * GIB;
    }

    static MachineShape of(String id) {
        String wanted = id.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(s -> s.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new ConfigException("--shape must be one of " + Arrays.stream(values())
                        .map(s -> s.id).collect(Collectors.joining(", ")) + " (got " + id + ")"));
    }

    /** Refused in one line where this host cannot give a container that much. */
    MachineShape checkedAgainst(int hostCores, long hostMemoryBytes) {
        if (cpus > hostCores || memoryBytes() > hostMemoryBytes) {
            throw new ConfigException(String.format(Locale.ROOT, "--shape %s needs %d CPUs and %d GiB (%s); this host "
                    + "has %d CPUs and %.1f GiB", id, cpus, memoryGib, source, hostCores,
                    (double) hostMemoryBytes / GIB));
        }
        return this;
    }
}
