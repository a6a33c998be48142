package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;

/**
 * A server whose work is done by short-lived children (as PostgreSQL's parallel workers): a shell that runs one
 * busy child after another, each for a tenth of a second. Sampling only the processes alive at each sample would
 * see almost none of it; with the reaped children's time the tree's one busy core shows.
 */
class ProcessTreeSamplerIT {

    @Test
    void workOfChildrenThatEndBetweenSamplesIsCounted() throws Exception {
        Process shell = new ProcessBuilder("bash", "-c",
                "for i in $(seq 40); do timeout 0.1 sh -c 'while :; do :; done'; done").start();
        try {
            ProcessTreeSampler sampler = new ProcessTreeSampler(List.of(shell.pid()));
            sampler.start();
            Thread.sleep(3500);
            ResourceUsage usage = sampler.stop();
            assertThat(usage.avgCpuPercent()).as("one busy core, in short-lived children: %s", usage.samples())
                    .isGreaterThan(60);
        } finally {
            shell.destroyForcibly();
        }
    }
}
