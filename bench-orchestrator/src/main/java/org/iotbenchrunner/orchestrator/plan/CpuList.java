package org.iotbenchrunner.orchestrator.plan;

import java.util.BitSet;
import java.util.Locale;
import org.iotbenchrunner.core.config.ConfigException;

/** A Linux CPU list as {@code taskset -c} and Docker's {@code --cpuset-cpus} read it, e.g. {@code 0}, {@code 0-1,3}. */
public record CpuList(String text, BitSet cpus) {

    /** Parses {@code text} for {@code option}, refusing CPUs this host of {@code hostCores} does not have. */
    public static CpuList parse(String option, String text, int hostCores) {
        BitSet cpus = new BitSet();
        String trimmed = text.trim();
        try {
            for (String part : trimmed.split(",")) {
                String[] range = part.trim().split("-", 2);
                int from = Integer.parseInt(range[0].trim());
                int to = range.length == 2 ? Integer.parseInt(range[1].trim()) : from;
                if (from < 0 || to < from || to >= hostCores) {
                    throw new NumberFormatException();
                }
                cpus.set(from, to + 1);
            }
        } catch (NumberFormatException e) {
            throw new ConfigException(String.format(Locale.ROOT, "%s must list CPUs of this host (0-%d) such as 0 "
                    + "or 0-1,3 (got %s)", option, hostCores - 1, text));
        }
        return new CpuList(trimmed, cpus);
    }

    public int count() {
        return cpus.cardinality();
    }

    public boolean overlaps(CpuList other) {
        return cpus.intersects(other.cpus);
    }
}
