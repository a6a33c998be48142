package org.iotbenchrunner.report.table;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.StorageDevice;

/** The summary's lines on where the servers' data lived: the device, its filesystem, and the baseline if measured. */
final class StorageLines {
    private StorageLines() {
    }

    static String of(List<RunResult> results) {
        Set<String> lines = results.stream().map(r -> r.environment().storage()).filter(Objects::nonNull)
                .map(s -> "Storage: " + describe(s) + "\n").collect(Collectors.toCollection(LinkedHashSet::new));
        return String.join("", lines);
    }

    /** E.g. "/data on vda (ext4, rw,relatime; non-rotational); baseline: write 512.3 MB/s, read ...". */
    static String describe(StorageDevice s) {
        String device = s.device() == null ? "an unknown device" : s.device() + (s.model() == null ? ""
                : " " + s.model());
        String kind = s.rotational() == null ? "" : s.rotational() ? "; rotational" : "; non-rotational";
        String line = s.path() + " on " + device + " (" + (s.filesystem() == null ? "filesystem unknown"
                : s.filesystem() + (s.mountOptions() == null ? "" : ", " + s.mountOptions())) + kind + ")";
        StorageDevice.Baseline b = s.baseline();
        return b == null ? line : line + String.format(Locale.ROOT, "; baseline: write %s MB/s, read %s MB/s "
                + "(%d KiB blocks, %d MiB; %s)", mb(b.writeMbPerSecond()), mb(b.readMbPerSecond()),
                b.blockBytes() / 1024, b.totalBytes() / (1024 * 1024), b.method());
    }

    private static String mb(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%,.1f", value);
    }
}
