package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProcessCpuTest {

    @Test
    void outsideIsTheProcessCpuTheWindowsDidNotTake() {
        ProcessCpu cpu = ProcessCpu.of(5.5, 1.25);

        assertThat(cpu.outsideSeconds()).isEqualTo(4.25);
        assertThat(cpu.line()).isEqualTo("process CPU outside the window: 4.25 s; inside: 1.25 s; in all: 5.50 s");
    }

    /** Co-resident tests' windows overlap: their sum may pass the process's CPU, never making outside negative. */
    @Test
    void overlappingWindowsLeaveNothingOutsideRatherThanLessThanNothing() {
        assertThat(ProcessCpu.of(1.0, 1.5).outsideSeconds()).isZero();
    }

    @Test
    void aResultKeepsItsProcessCpuAndOlderResultsHaveNone(@TempDir Path dir) throws Exception {
        HarnessUsage usage = new HarnessUsage(1.0, 50.0).withProcess(ProcessCpu.of(3.0, 1.0));
        RunResult written = ResultSamples.run("noop", "write", 0).toBuilder().harness(usage).build();
        Path file = dir.resolve("write.json");

        ResultFiles.write(file, written);

        assertThat(ResultFiles.read(file).resources().harness().process()).isEqualTo(ProcessCpu.of(3.0, 1.0));
        assertThat(new HarnessUsage(1.0, 50.0).process()).isNull();
    }
}
