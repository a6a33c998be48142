package org.iotbenchrunner.orchestrator.usecase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * A preset's data set made to fit this host's disk: kept when its line protocol takes at most a quarter of the free
 * space (room for the file when one is written, and for a database's files and write-ahead log before they are
 * compacted: QuestDB's took five times the line protocol's size on a small IoT set here), else cut to the whole
 * hours that fit, with the same trucks or hosts, seed and interval. The size is estimated from the data set's first
 * hour, counted exactly.
 */
public final class PresetFit {
    static final int DISK_FACTOR = 4;

    /** The data set to load and, when it is not the study's, how and why ({@code scaling}). */
    public record Fitted(UseCaseSpec spec, String scaling) {
    }

    private PresetFit() {
    }

    /** The original, or its first hours, measured against the free space where the results and servers' files go. */
    public static Fitted toHost(UseCaseSpec original, Path outDir) {
        Duration hour = Duration.ofHours(1);
        UseCaseSpec firstHour = new UseCaseSpec(original.useCase(), original.seed(), original.scale(),
                original.start(), original.start().plus(hour), original.interval());
        long bytesPerHour = DataSetSize.of(UseCaseGenerator.of(firstHour)).bytes();
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        long usable = Math.min(usableSpace(outDir), usableSpace(tmp));
        return fit(original, bytesPerHour, usable, "the free space at " + outDir + " and " + tmp);
    }

    static Fitted fit(UseCaseSpec original, long bytesPerHour, long usableBytes, String where) {
        double hours = Duration.between(original.start(), original.end()).toSeconds() / 3600.0;
        long estimate = Math.round(bytesPerHour * hours);
        if (estimate * DISK_FACTOR <= usableBytes) {
            return new Fitted(original, null);
        }
        long fitting = usableBytes / DISK_FACTOR / Math.max(1, bytesPerHour);
        String why = String.format(Locale.ROOT, "its line protocol (about %s, estimated from the first hour) needs "
                + "%d times that free, and %s is %s", gb(estimate), DISK_FACTOR, where, gb(usableBytes));
        if (fitting < 1) {
            throw new ConfigException("--use-case-preset: not even one hour of the data set fits: " + why);
        }
        UseCaseSpec cut = new UseCaseSpec(original.useCase(), original.seed(), original.scale(), original.start(),
                original.start().plus(Duration.ofHours(fitting)), original.interval());
        return new Fitted(cut, String.format(Locale.ROOT, "cut to the first %d of the study's %s hours: %s", fitting,
                hours == Math.rint(hours) ? String.valueOf((long) hours) : String.valueOf(hours), why));
    }

    private static String gb(long bytes) {
        return String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
    }

    private static long usableSpace(Path dir) {
        Path existing = dir.toAbsolutePath();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            return Files.getFileStore(existing).getUsableSpace();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
