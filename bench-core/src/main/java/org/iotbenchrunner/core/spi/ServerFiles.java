package org.iotbenchrunner.core.spi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files of a server the harness started in a work directory: the disk space they take (for databases that
 * cannot report their own size), the end of a log (for start-up errors), their removal.
 */
public final class ServerFiles {
    private static final int TAIL_LINES = 20;

    private ServerFiles() {
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

    /** The last lines of {@code log}, or a note that there is none; any bytes are readable. */
    public static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
        } catch (IOException e) {
            return "(no " + log + ")";
        }
    }

    /** Deletes {@code dir} and everything under it, if it exists; {@code server} names it in the error. */
    public static void delete(Path dir, String server) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete the " + server + " work directory " + dir, e);
        }
    }
}
