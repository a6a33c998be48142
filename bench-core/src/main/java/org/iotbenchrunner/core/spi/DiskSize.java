package org.iotbenchrunner.core.spi;

/** The benchmark's data on disk, in bytes, and how it was measured (e.g. which flush came first). */
public record DiskSize(long bytes, String method) {
}
