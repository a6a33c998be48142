package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server whose work is done by short-lived children (as PostgreSQL's parallel workers): a shell that runs one
 * busy child after another, each for a tenth of a second. Sampling only the processes alive at each sample would
 * see almost none of it; with the reaped children's time the sampler counts what the children used. The reference
 * is the shell's own account of its children's CPU time ({@code times}), not a wall-clock expectation, so a busy
 * host slows both alike.
 */
class ProcessTreeSamplerIT {
    private static final Pattern TIME = Pattern.compile("(\\d+)m([0-9.]+)s");

    @Test
    void workOfChildrenThatEndBetweenSamplesIsCounted() throws Exception {
        Process shell = new ProcessBuilder("bash", "-c",
                "for i in $(seq 30); do timeout 0.1 sh -c 'while :; do :; done'; done; times; sleep 5").start();
        try {
            ProcessTreeSampler sampler = new ProcessTreeSampler(List.of(shell.pid()));
            sampler.start();
            BufferedReader out = new BufferedReader(new InputStreamReader(shell.getInputStream(),
                    StandardCharsets.UTF_8));
            out.readLine();
            double childrenSeconds = seconds(out.readLine());
            Thread.sleep(1500);
            ResourceUsage usage = sampler.stop();
            assertThat(childrenSeconds).as("the children were busy").isGreaterThan(0.5);
            assertThat(cpuSeconds(usage)).as("CPU counted against the children's %.2f s: %s", childrenSeconds,
                    usage.samples()).isBetween(0.7 * childrenSeconds, 1.3 * childrenSeconds);
        } finally {
            shell.destroyForcibly();
        }
    }

    /**
     * Two children each write 16 MiB past the page cache ({@code oflag=direct}), a second apart, and are reaped by
     * the shell: the bytes sampled over the tree are the shell's own counter afterwards (the kernel adds a reaped
     * child's bytes to its parent's), each child's counted once, and at least the 32 MiB written.
     */
    @Test
    void bytesWrittenByChildrenThatEndBetweenSamplesAreCountedOnce(@TempDir Path dir) throws Exception {
        String dd = "dd if=/dev/zero of=" + dir + "/f$i bs=1M count=16 oflag=direct status=none";
        Process shell = new ProcessBuilder("bash", "-c", "grep ^write_bytes /proc/$$/io; sleep 0.5; for i in 1 2; do "
                + dd + "; sleep 1.2; done; grep ^write_bytes /proc/$$/io; sleep 5").start();
        try {
            ProcessTreeSampler sampler = new ProcessTreeSampler(List.of(shell.pid()), dir);
            sampler.start();
            BufferedReader out = new BufferedReader(new InputStreamReader(shell.getInputStream(),
                    StandardCharsets.UTF_8));
            long before = bytes(out.readLine());
            long after = bytes(out.readLine());
            Thread.sleep(1500);
            ResourceUsage usage = sampler.stop();
            List<ResourceSample> samples = usage.samples();
            DiskIo io = sampler.diskIo(usage, 0, samples.get(samples.size() - 1).second(), 32L, null);
            assertThat(after - before).as("the shell's own count").isGreaterThanOrEqualTo(32L << 20);
            assertThat(io.writeBytes()).as("sampled, against the shell's %d: %s", after - before, samples)
                    .isEqualTo(after - before);
            assertThat(io.source()).isEqualTo("process-io");
            assertThat(io.writeBytesPerPoint()).isEqualTo((after - before) / 32.0);
            if (io.device() != null) {
                assertThat(io.deviceWriteBytes()).as("the device saw at least what the children wrote")
                        .isGreaterThanOrEqualTo(32L << 20);
            }
        } finally {
            shell.destroyForcibly();
        }
    }

    private static long bytes(String ioLine) {
        return Long.parseLong(ioLine.substring(ioLine.indexOf(':') + 1).trim());
    }

    /** Stopped just after a sample, the sampler still closes the run with a reading, merged into that sample. */
    @Test
    void aStopJustAfterASampleStillEndsWithAReading() throws Exception {
        Process shell = new ProcessBuilder("bash", "-c", "sleep 30").start();
        try {
            ProcessTreeSampler sampler = new ProcessTreeSampler(List.of(shell.pid()));
            long started = System.nanoTime();
            sampler.start();
            Thread.sleep(1020);
            double stoppedAt = (System.nanoTime() - started) / 1e9;
            List<ResourceSample> samples = sampler.stop().samples();
            assertThat(samples).as("the opening and one sample: %s", samples).hasSize(2);
            assertThat(samples.get(1).second()).isGreaterThanOrEqualTo(stoppedAt - 0.005);
            assertThat(samples.get(1).io()).isNotNull();
        } finally {
            shell.destroyForcibly();
        }
    }

    /** User plus system seconds of a {@code times} line, e.g. {@code 0m2.913s 0m0.090s}. */
    private static double seconds(String timesLine) {
        Matcher m = TIME.matcher(timesLine);
        double seconds = 0;
        while (m.find()) {
            seconds += Long.parseLong(m.group(1)) * 60 + Double.parseDouble(m.group(2));
        }
        return seconds;
    }

    private static double cpuSeconds(ResourceUsage usage) {
        double seconds = 0;
        double previous = 0;
        for (ResourceSample sample : usage.samples()) {
            seconds += sample.cpuPercent() / 100 * (sample.second() - previous);
            previous = sample.second();
        }
        return seconds;
    }
}
