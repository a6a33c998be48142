package org.iotbenchrunner.orchestrator.provision.container;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.orchestrator.plan.CpuList;

/**
 * What the command line says about containers: images replacing the pinned ones, and each container's limits:
 * memory, CPUs (a share of the host's, as {@code docker run --cpus}) and the CPUs it may run on ({@code cpuset}),
 * set one by one or by a named {@link MachineShape}.
 */
public record ContainerOptions(Map<String, String> images, OptionalLong memoryLimitBytes, Double cpus, CpuList cpuset,
        MachineShape shape) {
    public static final ContainerOptions DEFAULT = new ContainerOptions(Map.of(), OptionalLong.empty(), null, null, null);

    /** Docker's own minimum for a container's memory limit. */
    private static final long MIN_MEMORY_BYTES = 6L * 1024 * 1024;
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgt]?)(?:i?b)?");
    private static final double MIN_CPUS = 0.01;

    public ContainerOptions {
        images = Map.copyOf(images);
    }

    ContainerOptions(Map<String, String> images, OptionalLong memoryLimitBytes) {
        this(images, memoryLimitBytes, null, null, null);
    }

    /**
     * {@code --image DB=IMAGE} (repeatable, DB one of {@code ids}) and {@code --mem-limit SIZE} (null: none),
     * each rejected with a one-line error naming the bad value and what is allowed.
     */
    public static ContainerOptions parse(List<String> imageArgs, String memoryLimit, Collection<String> ids) {
        return parse(imageArgs, ids, memoryLimit, null, null, null, HostLimits.current());
    }

    /**
     * As above, with {@code --cpus}, {@code --cpuset} and {@code --shape} (null: not given), checked against
     * {@code host}: a shape the host cannot give is refused, and explicit limits replace the shape's.
     */
    public static ContainerOptions parse(List<String> imageArgs, Collection<String> ids, String memoryLimit, String cpus,
            String cpuset, String shape, HostLimits host) {
        MachineShape machine = shape == null ? null : MachineShape.of(shape).checkedAgainst(host.cores(),
                host.memoryBytes());
        OptionalLong memory = memoryLimit != null ? OptionalLong.of(memoryBytes(memoryLimit))
                : machine != null ? OptionalLong.of(machine.memoryBytes()) : OptionalLong.empty();
        Double cpuShare = null;
        if (cpus != null) {
            cpuShare = cpus(cpus, host.cores());
        } else if (machine != null) {
            cpuShare = (double) machine.cpus;
        }
        CpuList set = cpuset == null ? null : CpuList.parse("--cpuset", cpuset, host.cores());
        return new ContainerOptions(images(imageArgs, ids), memory, cpuShare, set, machine);
    }

    private static Map<String, String> images(List<String> imageArgs, Collection<String> ids) {
        Map<String, String> images = new LinkedHashMap<>();
        for (String arg : imageArgs) {
            int eq = arg.indexOf('=');
            String id = eq < 0 ? "" : arg.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String image = eq < 0 ? "" : arg.substring(eq + 1).trim();
            if (!ids.contains(id) || image.isEmpty() || image.contains(" ")) {
                throw new ConfigException("--image must be DB=IMAGE with DB one of " + String.join(", ", ids)
                        + " (got " + arg + ")");
            }
            images.put(id, image);
        }
        return images;
    }

    Optional<String> imageFor(String id) {
        return Optional.ofNullable(images.get(id));
    }

    public boolean isDefault() {
        return images.isEmpty() && !limited();
    }

    boolean limited() {
        return memoryLimitBytes.isPresent() || cpus != null || cpuset != null;
    }

    /** The CPUs a container may use: its share, its cpuset's size, or all of the host's. */
    int cores(int hostCores) {
        int cores = hostCores;
        if (cpus != null) {
            cores = Math.min(cores, (int) Math.ceil(cpus));
        }
        if (cpuset != null) {
            cores = Math.min(cores, cpuset.count());
        }
        return cores;
    }

    /** The limits as results record them, e.g. "memory limit 8192 MiB, 2 CPUs, cpuset 1 (shape m5.large)". */
    String describeLimits() {
        List<String> parts = new ArrayList<>();
        memoryLimitBytes.ifPresent(bytes -> parts.add("memory limit " + bytes / (1024 * 1024) + " MiB"));
        if (cpus != null) {
            parts.add(String.format(Locale.ROOT, "%s CPUs", cpus % 1 == 0 ? String.valueOf(cpus.intValue())
                    : String.valueOf(cpus)));
        }
        if (cpuset != null) {
            parts.add("cpuset " + cpuset.text());
        }
        return String.join(", ", parts) + (shape == null ? "" : " (shape " + shape.id + ": " + shape.source + ")");
    }

    private static double cpus(String text, int hostCores) {
        try {
            double value = Double.parseDouble(text.trim());
            if (value >= MIN_CPUS && value <= hostCores) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ConfigException(String.format(Locale.ROOT, "--cpus must be a number of CPUs from %.2f to this "
                + "host's %d (got %s)", MIN_CPUS, hostCores, text));
    }

    /** A size as Docker reads it: a number with an optional b, k, m, g or t (powers of 1024). */
    static long memoryBytes(String text) {
        Matcher m = SIZE.matcher(text.trim().toLowerCase(Locale.ROOT));
        double bytes = -1;
        if (m.matches()) {
            int power = "bkmgt".indexOf(m.group(2).isEmpty() ? "b" : m.group(2));
            bytes = Double.parseDouble(m.group(1)) * Math.pow(1024, power);
        }
        if (bytes < MIN_MEMORY_BYTES || bytes > Long.MAX_VALUE / 2) {
            throw new ConfigException("--mem-limit must be a size such as 512m or 4g, at least 6m (got " + text + ")");
        }
        return (long) bytes;
    }

    /** The host's CPUs and memory, which limits may not exceed. */
    public record HostLimits(int cores, long memoryBytes) {
        public static HostLimits current() {
            var host = org.iotbenchrunner.core.result.HostInfo.current();
            return new HostLimits(host.cores(), host.memoryMb() * 1024 * 1024);
        }
    }
}
