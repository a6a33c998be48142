package org.iotbenchrunner.orchestrator.storage;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.orchestrator.sampling.PageCache;

/**
 * A {@code dd}-like baseline of a directory's device, as seed 001's Table 1: {@code size} bytes written in 4 KiB
 * blocks to a new file, {@code fdatasync} at the end (inside the timed write), the page cache dropped where the
 * harness may, the file read back in 4 KiB blocks, then removed.
 */
public final class DiskBaseline {
    public static final int BLOCK_BYTES = 4096;
    public static final String DEFAULT_SIZE = "256m";
    private static final Pattern SIZE = Pattern.compile("(\\d+)\\s*([kmgt]?)(?:i?b)?");
    private static final long MIN_BYTES = 1024L * 1024;
    private static final long MAX_BYTES = 64L * 1024 * 1024 * 1024;
    private static final double MEGABYTE = 1e6;
    private static final int NOISE_BYTES = 1024 * 1024;

    private final PageCache pageCache;

    public DiskBaseline(PageCache pageCache) {
        this.pageCache = pageCache;
    }

    /** {@code --disk-baseline SIZE}: a number with k, m, g or t (powers of 1024), rounded up to whole blocks. */
    public static long sizeBytes(String text) {
        Matcher m = SIZE.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (m.matches() && m.group(1).length() < 12) {
            long bytes = Long.parseLong(m.group(1)) << (10 * "bkmgt".indexOf(m.group(2).isEmpty() ? "b"
                    : m.group(2)));
            if (bytes >= MIN_BYTES && bytes <= MAX_BYTES) {
                return (bytes + BLOCK_BYTES - 1) / BLOCK_BYTES * BLOCK_BYTES;
            }
        }
        throw new ConfigException("--disk-baseline " + text + ": must be a size from 1m to 64g, such as 256m or 2g");
    }

    public StorageDevice.Baseline measure(Path directory, long totalBytes) throws IOException {
        Path file = directory.resolve("iot-benchrunner-baseline-" + ThreadLocalRandom.current().nextLong(1L << 40)
                + ".tmp");
        try {
            double writeSeconds = write(file, totalBytes);
            PageCache.Outcome dropped = pageCache.drop();
            double readSeconds = read(file);
            return new StorageDevice.Baseline(BLOCK_BYTES, totalBytes, totalBytes / MEGABYTE / writeSeconds,
                    totalBytes / MEGABYTE / readSeconds, "sequential write of " + totalBytes / BLOCK_BYTES
                    + " blocks of 4 KiB, fdatasync at the end, then read back "
                    + (dropped.dropped() ? "after dropping the page cache (" + dropped.note() + ")"
                    : "possibly from the page cache: it could not be dropped (" + dropped.note() + ")"));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static double write(Path file, long totalBytes) throws IOException {
        byte[] noise = new byte[NOISE_BYTES];
        // random, 1 MiB before it repeats: a compressing or deduplicating filesystem would not write zeros
        ThreadLocalRandom.current().nextBytes(noise);
        ByteBuffer pattern = ByteBuffer.allocateDirect(NOISE_BYTES).put(noise);
        long start = System.nanoTime();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long written = 0; written < totalBytes; written += BLOCK_BYTES) {
                int offset = (int) (written % NOISE_BYTES);
                ByteBuffer block = pattern.duplicate().position(offset).limit(offset + BLOCK_BYTES);
                while (block.hasRemaining()) {
                    channel.write(block);
                }
            }
            channel.force(false);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    private static double read(Path file) throws IOException {
        ByteBuffer block = ByteBuffer.allocateDirect(BLOCK_BYTES);
        long start = System.nanoTime();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            while (channel.read(block) >= 0) {
                block.clear();
            }
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
