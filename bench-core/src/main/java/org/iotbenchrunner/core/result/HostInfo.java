package org.iotbenchrunner.core.result;

import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The machine a run was measured on. */
public record HostInfo(String hostname, int cores, long memoryMb, String cpuModel, String os, String osVersion,
        String arch, String javaVersion) {

    public static HostInfo current() {
        com.sun.management.OperatingSystemMXBean os =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new HostInfo(readHostname(), Runtime.getRuntime().availableProcessors(),
                os.getTotalMemorySize() / (1024 * 1024), readCpuModel(), System.getProperty("os.name"),
                System.getProperty("os.version"), System.getProperty("os.arch"),
                System.getProperty("java.vendor") + " " + System.getProperty("java.version"));
    }

    private static String readHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return "unknown";
        }
    }

    private static String readCpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(cpuinfo)) {
            return "unknown";
        }
        try (Stream<String> lines = Files.lines(cpuinfo)) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (Exception e) {
            return "unknown";
        }
    }
}
