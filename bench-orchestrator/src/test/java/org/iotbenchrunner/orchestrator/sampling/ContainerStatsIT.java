package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.provision.container.ContainerImages;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.container.TestcontainersSetup;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * The stats sampler against the engine's other witnesses, on a container that keeps one core busy and holds both
 * anonymous memory and page cache: the cgroup's own files read at the same moment, and {@code docker stats
 * --no-stream}. Tolerances: memory within 5 % or 8 MiB (the samples are a second apart, the memory is steady);
 * CPU within 15 points of one core (the windows differ by up to a second of a 100 % load).
 */
class ContainerStatsIT {
    private static final double MIB = 1024 * 1024;
    private static final double MEMORY_SLACK_MB = 8;
    private static final double CPU_SLACK_POINTS = 15;
    private static final String LOAD = "dd if=/dev/zero of=/tmp/cache bs=1M count=200 status=none && "
            + "x=$(head -c 120000000 /dev/zero | tr '\\0' a) && echo loaded && while :; do :; done";

    @Test
    void samplesAgreeWithTheCgroupAndDockerStats() throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        String base = ContainerImages.BASE_IMAGE;
        try (GenericContainer<?> busy = new GenericContainer<>(DockerImageName.parse(base))
                .withCommand("bash", "-c", LOAD).withLabels(ContainerOwners.labels("stats-check"))
                .waitingFor(Wait.forLogMessage("loaded\\s*", 1))) {
            busy.start();
            String id = busy.getContainerId();
            Cgroup cgroup = Cgroup.of(busy);
            ContainerStatsSampler sampler = new ContainerStatsSampler(TestcontainersSetup.client(), id);
            long cpuStart = cgroup.cpuNanos();
            long wallStart = System.nanoTime();
            sampler.start();
            Thread.sleep(6000);
            long usage = cgroup.memoryUsage();
            long inactiveFile = cgroup.inactiveFile();
            String cli = dockerStats(id);
            Thread.sleep(1500);
            ResourceUsage timeline = sampler.stop();
            // as runs use it: over a window, which leaves out the opening reading (CPU 0 over no time)
            ResourceUsage sampled = timeline.within(timeline.samples().get(0).second(),
                    timeline.samples().get(timeline.samples().size() - 1).second());
            double cgroupCpu = 100.0 * (cgroup.cpuNanos() - cpuStart) / (System.nanoTime() - wallStart);

            List<ResourceSample> samples = sampled.samples();
            assertThat(samples).hasSizeGreaterThanOrEqualTo(5);
            ResourceSample last = samples.get(samples.size() - 1);
            assertThat(usage / MIB).as("page cache and anonymous memory are both there")
                    .isGreaterThan(250);
            assertThat(last.memoryMb()).as("memory with page cache vs the cgroup's usage")
                    .isCloseTo(usage / MIB, within(Math.max(MEMORY_SLACK_MB, 0.05 * usage / MIB)));
            double noCache = (usage - inactiveFile) / MIB;
            assertThat(last.memoryNoCacheMb()).as("memory without page cache vs usage - inactive_file")
                    .isCloseTo(noCache, within(Math.max(MEMORY_SLACK_MB, 0.05 * noCache)));
            assertThat(sampled.avgCpuPercent()).as("CPU vs the cgroup's cpuacct over the window")
                    .isCloseTo(cgroupCpu, within(CPU_SLACK_POINTS));
            assertThat(cgroupCpu).as("the load keeps one core busy").isGreaterThan(80);

            Matcher m = Pattern.compile("([\\d.]+)%\\|([\\d.]+)(KiB|MiB|GiB)").matcher(cli);
            assertThat(m.find()).as("docker stats printed " + cli).isTrue();
            double cliCpu = Double.parseDouble(m.group(1));
            double cliMemMb = Double.parseDouble(m.group(2)) * switch (m.group(3)) {
                case "KiB" -> 1.0 / 1024;
                case "GiB" -> 1024.0;
                default -> 1.0;
            };
            assertThat(last.memoryNoCacheMb()).as("memory without cache vs docker stats")
                    .isCloseTo(cliMemMb, within(Math.max(MEMORY_SLACK_MB, 0.05 * cliMemMb)));
            assertThat(sampled.avgCpuPercent()).as("CPU vs docker stats").isCloseTo(cliCpu, within(CPU_SLACK_POINTS));
            System.out.printf(Locale.ROOT, "stats check: sampler cpu %.1f %% mem %.1f MB w/o cache %.1f MB; cgroup cpu "
                    + "%.1f %% mem %.1f MB w/o cache %.1f MB; docker stats %s%n", sampled.avgCpuPercent(),
                    last.memoryMb(), last.memoryNoCacheMb(), cgroupCpu, usage / MIB, noCache, cli);
        }
    }

    private static String dockerStats(String id) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("docker", "stats", "--no-stream", "--format", "{{.CPUPerc}}|{{.MemUsage}}", id)
                .redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(p.waitFor()).as(text).isZero();
        return text;
    }

    /**
     * The container's cgroup as the container itself sees it (its own cgroup is the root of its cgroup mounts: v1
     * {@code /sys/fs/cgroup/<controller>/}, v2 {@code /sys/fs/cgroup/}), read with {@code docker exec}: the same files
     * the host has under /sys/fs/cgroup/.../docker/ID, also where the harness itself runs in a container with the
     * host's engine socket and sees no host cgroup.
     */
    private record Cgroup(GenericContainer<?> container, boolean v2) {
        static Cgroup of(GenericContainer<?> container) throws IOException, InterruptedException {
            return new Cgroup(container, container.execInContainer("test", "-f", "/sys/fs/cgroup/memory.current")
                    .getExitCode() == 0);
        }

        long memoryUsage() throws IOException, InterruptedException {
            return Long.parseLong(read(v2 ? "memory.current" : "memory/memory.usage_in_bytes").trim());
        }

        long inactiveFile() throws IOException, InterruptedException {
            return stat(v2 ? "memory.stat" : "memory/memory.stat", v2 ? "inactive_file" : "total_inactive_file");
        }

        long cpuNanos() throws IOException, InterruptedException {
            return v2 ? stat("cpu.stat", "usage_usec") * 1000 : Long.parseLong(read("cpuacct/cpuacct.usage").trim());
        }

        private String read(String file) throws IOException, InterruptedException {
            var result = container.execInContainer("cat", "/sys/fs/cgroup/" + file);
            if (result.getExitCode() != 0) {
                throw new AssertionError("cat /sys/fs/cgroup/" + file + " in the container: " + result.getStderr());
            }
            return result.getStdout();
        }

        private long stat(String file, String key) throws IOException, InterruptedException {
            return read(file).lines().filter(l -> l.startsWith(key + " "))
                    .mapToLong(l -> Long.parseLong(l.substring(key.length() + 1).trim())).findFirst()
                    .orElseThrow(() -> new AssertionError(file + " has no " + key));
        }
    }
}
