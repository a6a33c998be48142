package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Where a server's data lived: the {@code path} (the host directory; a container's bind mount or, without
 * {@code --data-dir}, the engine's storage), the block {@code device} it is on (e.g. {@code vda}), the device's
 * {@code model}, whether it is {@code rotational} (HDD/SMR) or not (SSD, virtual disks usually say false), the
 * {@code filesystem} and its {@code mountOptions}; each null where it could not be read. {@code baseline}: a short
 * sequential write and read of that directory measured before the run, as seed 001's Table 1 (null unless asked).
 */
public record StorageDevice(String path, @JsonInclude(JsonInclude.Include.NON_NULL) String device,
        @JsonInclude(JsonInclude.Include.NON_NULL) String model,
        @JsonInclude(JsonInclude.Include.NON_NULL) Boolean rotational,
        @JsonInclude(JsonInclude.Include.NON_NULL) String filesystem,
        @JsonInclude(JsonInclude.Include.NON_NULL) String mountOptions,
        @JsonInclude(JsonInclude.Include.NON_NULL) Baseline baseline) {

    public StorageDevice withBaseline(Baseline measured) {
        return new StorageDevice(path, device, model, rotational, filesystem, mountOptions, measured);
    }

    /**
     * A sequential write then read of {@code totalBytes} in blocks of {@code blockBytes} in the data directory, the
     * write synced ({@code fdatasync} at the end) and the read after dropping the page cache where the harness may
     * ({@code method} says how, and whether the read came from the cache); MB/s are 10^6 bytes per second.
     */
    public record Baseline(long blockBytes, long totalBytes, Double writeMbPerSecond, Double readMbPerSecond,
            String method) {
    }
}
