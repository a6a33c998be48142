package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.ProcessCpu;
import org.junit.jupiter.api.Test;

class ProcessCpuClockTest {

    @Test
    void eachWindowCountsInsideOnceAndTheProcessCpuIsTheWholeProcesss() {
        ProcessCpu before = ProcessCpuClock.now();

        HarnessUsage usage = ProcessCpuClock.afterWindow(new HarnessUsage(0.75, 10.0));

        assertThat(usage.cpuSeconds()).isEqualTo(0.75);
        assertThat(usage.process().insideSeconds()).isEqualTo(before.insideSeconds() + 0.75);
        assertThat(usage.process().totalSeconds()).isGreaterThanOrEqualTo(before.totalSeconds()).isPositive();
        assertThat(ProcessCpuClock.now().insideSeconds()).isEqualTo(usage.process().insideSeconds());
    }

    @Test
    void noUsageStaysNone() {
        assertThat(ProcessCpuClock.afterWindow(null)).isNull();
    }
}
