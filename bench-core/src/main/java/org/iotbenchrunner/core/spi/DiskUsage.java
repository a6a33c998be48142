package org.iotbenchrunner.core.spi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The disk space a local server's directories take, for launchers whose database cannot report its own size. */
public final class DiskUsage {
    private DiskUsage() {
    }

    /**
     * Bytes allocated on disk ({@code du -s -B1}) under those of {@code dirs} that exist: servers preallocate files
     * sparsely (influxd's series files are 8 x 4 MB when almost empty), so apparent sizes would overstate small
     * databases. Without {@code du}, apparent sizes.
     */
    public static long allocatedBytes(List<Path> dirs) throws IOException {
        List<Path> present = dirs.stream().filter(Files::isDirectory).toList();
        if (present.isEmpty()) {
            return 0;
        }
        try {
            List<String> command = new ArrayList<>(List.of("du", "-s", "-B1"));
            present.forEach(d -> command.add(d.toString()));
            Process du = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(du.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (du.waitFor() == 0) {
                return out.lines().mapToLong(l -> Long.parseLong(l.split("\\s+")[0])).sum();
            }
        } catch (IOException | RuntimeException e) {
            // no du here: fall back to apparent sizes
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long total = 0;
        for (Path dir : present) {
            total += apparentBytes(dir);
        }
        return total;
    }

    /** Apparent size of every regular file under {@code dir}. */
    public static long apparentBytes(Path dir) throws IOException {
        long total = 0;
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.toList()) {
                try {
                    if (Files.isRegularFile(p)) {
                        total += Files.size(p);
                    }
                } catch (NoSuchFileException e) {
                    // a file was removed by a compaction or WAL roll while we walked
                }
            }
        }
        return total;
    }
}
