package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.provision.container.ContainerImages;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.container.TestcontainersSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.BindMode;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.output.OutputFrame;
import org.testcontainers.containers.output.WaitingConsumer;
import org.testcontainers.utility.DockerImageName;

/**
 * The stats sampler's I/O bytes against the container's own cgroup counters: a container writes 32 MiB past the
 * page cache ({@code oflag=direct}, which cgroup v1 charges to the writer too, unlike buffered writeback) into a
 * directory of the host; the bytes sampled over the run are at least those, at most what the cgroup counted from
 * just before sampling began to just after it ended, and the host directory's device saw them. Where the kernel's
 * blkio accounts nothing (the cgroup's own count stays 0, as on this project's cgroup v1 test machine), the sampled
 * figures must be unknown rather than 0, unless the container's processes are visible from here: then on cgroup v1
 * their own counters are used, and must hold the 32 MiB.
 */
class ContainerIoIT {
    private static final long WRITTEN = 32L << 20;
    private static final String LOAD = "sleep 1.5; dd if=/dev/zero of=/data/f bs=1M count=32 oflag=direct status=none"
            + " && echo written; sleep 60";

    @Test
    void bytesWrittenAgreeWithTheCgroupsOwnCounters(@TempDir Path data) throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        try (GenericContainer<?> writer = new GenericContainer<>(DockerImageName.parse(ContainerImages.BASE_IMAGE))
                .withCommand("bash", "-c", LOAD).withLabels(ContainerOwners.labels("io-check"))
                .withFileSystemBind(data.toString(), "/data", BindMode.READ_WRITE)) {
            writer.start();
            long cgroupBefore = cgroupWritten(writer);
            ContainerStatsSampler sampler = new ContainerStatsSampler(TestcontainersSetup.client(),
                    writer.getContainerId(), data);
            long started = System.nanoTime();
            sampler.start();
            WaitingConsumer written = new WaitingConsumer();
            writer.followOutput(written, OutputFrame.OutputType.STDOUT);
            written.waitUntil(f -> f.getUtf8String().contains("written"), 20, java.util.concurrent.TimeUnit.SECONDS);
            double end = (System.nanoTime() - started) / 1e9;
            ResourceUsage usage = sampler.stop();
            long cgroupDelta = cgroupWritten(writer) - cgroupBefore;
            List<ResourceSample> samples = usage.samples();
            DiskIo io = sampler.diskIo(usage, samples.get(0).second(), end, null, null);
            System.out.printf("io check: sampled %s, cgroup %d bytes written%n", io, cgroupDelta);
            if (io.source().equals("process-io")) {
                assertThat(io.writeBytes()).as("the container's processes, seen from the host (cgroup v1)")
                        .isBetween(WRITTEN, WRITTEN + (1L << 20));
                return;
            }
            if (cgroupDelta == 0) {
                assertThat(io.measured()).as("a cgroup that accounts nothing gives unknown, not 0: %s", io).isFalse();
                assertThat(io.note()).contains("list no device");
                return;
            }
            assertThat(io.source()).isEqualTo("cgroup-blkio");
            assertThat(cgroupDelta).as("the cgroup's own count").isGreaterThanOrEqualTo(WRITTEN);
            assertThat(io.writeBytes()).as("sampled against the cgroup's %d: %s", cgroupDelta, samples)
                    .isBetween(WRITTEN, cgroupDelta);
            if (io.device() != null) {
                assertThat(io.deviceWriteBytes()).as("the device of " + data).isGreaterThanOrEqualTo(WRITTEN);
            }
        }
    }

    /** Bytes written by the container's cgroup: v2 {@code io.stat} wbytes, v1 the blkio throttle's Write lines. */
    private static long cgroupWritten(GenericContainer<?> c) throws Exception {
        var v2 = c.execInContainer("cat", "/sys/fs/cgroup/io.stat");
        if (v2.getExitCode() == 0) {
            return v2.getStdout().lines().flatMap(l -> java.util.Arrays.stream(l.split(" ")))
                    .filter(f -> f.startsWith("wbytes=")).mapToLong(f -> Long.parseLong(f.substring(7))).sum();
        }
        var v1 = c.execInContainer("cat", "/sys/fs/cgroup/blkio/blkio.throttle.io_service_bytes_recursive");
        assertThat(v1.getExitCode()).as(v1.getStderr()).isZero();
        return v1.getStdout().lines().map(l -> l.split(" ")).filter(f -> f.length == 3 && f[1].equals("Write"))
                .mapToLong(f -> Long.parseLong(f[2])).sum();
    }
}
