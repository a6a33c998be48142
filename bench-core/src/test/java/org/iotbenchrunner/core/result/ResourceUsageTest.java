package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResourceUsageTest {
    /** Set-up at 10 % CPU, the measured phase at 190 %, verification at 50 %: one sample a second, a short last one. */
    private static final List<ResourceSample> TIMELINE = List.of(
            new ResourceSample(1, 10, 100, 50.0), new ResourceSample(2, 190, 300, 150.0),
            new ResourceSample(3, 190, 310, 160.0), new ResourceSample(3.2, 50, 320, 170.0),
            new ResourceSample(4.2, 50, 120, 60.0));

    @Test
    void theSummaryIsTheMeasuredWindowsWeightedByOverlapAndTheTimelineIsKept() {
        ResourceUsage all = ResourceUsage.of("docker stats API, cgroup v1", TIMELINE);
        ResourceUsage measured = all.within(1.0, 3.1);

        assertThat(measured.samples()).isEqualTo(TIMELINE);
        assertThat(measured.window()).isEqualTo(new MeasuredWindow(1.0, 3.1, 3));
        assertThat(measured.avgCpuPercent()).isCloseTo((190 + 190 + 0.1 * 50) / 2.1, within(1e-9));
        assertThat(measured.peakCpuPercent()).isEqualTo(190);
        assertThat(measured.avgMemoryMb()).isCloseTo((300 + 310 + 0.1 * 320) / 2.1, within(1e-9));
        assertThat(measured.avgMemoryNoCacheMb()).isCloseTo((150 + 160 + 0.1 * 170) / 2.1, within(1e-9));
        assertThat(measured.peakMemoryMb()).isEqualTo(320);
        assertThat(measured.measured()).isTrue();
        assertThat(all.avgCpuPercent()).as("unwindowed: every sample alike, the old way").isEqualTo(98);
    }

    @Test
    void aWindowNoSampleCoversIsNotMeasured() {
        ResourceUsage outside = ResourceUsage.of("process-tree (PSS)", TIMELINE).within(5, 6);
        assertThat(outside.measured()).isFalse();
        assertThat(outside.window().samples()).isZero();
        assertThat(outside.note()).startsWith("no sample covers the measured window");
        assertThat(ResourceUsage.none("external").within(0, 1).measured()).isFalse();
    }
}
