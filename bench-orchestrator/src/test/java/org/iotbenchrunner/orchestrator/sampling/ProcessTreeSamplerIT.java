package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;

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
