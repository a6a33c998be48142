package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DiskIoTest {
    private static ResourceSample at(double second, long read, long written) {
        return new ResourceSample(second, 10, 100, null, new IoCounters(read, written));
    }

    private static final List<ResourceSample> TIMELINE = List.of(at(0, 1_000, 5_000), at(1, 1_000, 6_000),
            at(2, 3_000, 16_000), at(3, 4_000, 26_000), at(4, 4_000, 46_000));

    /** The last reading at or before 1.5 s (1 s) and the first at or after 2.5 s (3 s). */
    @Test
    void bracketsTheMeasuredPhaseWithTheNearestReadings() {
        DiskIo io = DiskIo.over(TIMELINE, 1.5, 2.5, "process-io", 1_000L, 4_000L, null);
        assertThat(io.fromSecond()).isEqualTo(1.0);
        assertThat(io.toSecond()).isEqualTo(3.0);
        assertThat(io.readBytes()).isEqualTo(3_000);
        assertThat(io.writeBytes()).isEqualTo(20_000);
        assertThat(io.readBytesPerSecond()).isEqualTo(1_500.0);
        assertThat(io.writeBytesPerSecond()).isEqualTo(10_000.0);
        assertThat(io.writeBytesPerPoint()).isEqualTo(20.0);
        assertThat(io.writeAmplification()).isEqualTo(5.0);
        assertThat(io.measured()).isTrue();
    }

    @Test
    void aReadingExactlyAtTheEdgesIsTheBracket() {
        DiskIo io = DiskIo.over(TIMELINE, 2, 3, "process-io", null, null, null);
        assertThat(io.readBytes()).isEqualTo(1_000);
        assertThat(io.writeBytes()).isEqualTo(10_000);
    }

    @Test
    void aRunThatWroteNothingHasNoPerPointFigures() {
        DiskIo io = DiskIo.over(TIMELINE, 1, 2, "process-io", 0L, 0L, null);
        assertThat(io.writeBytesPerPoint()).isNull();
        assertThat(io.writeAmplification()).isNull();
        assertThat(DiskIo.over(TIMELINE, 1, 2, "process-io", 100L, null, null).writeAmplification())
                .as("raw bytes unknown").isNull();
    }

    @Test
    void deviceBytesOnlyWhereBothReadingsHaveThem() {
        List<ResourceSample> samples = List.of(
                new ResourceSample(0, 0, 1, null, new IoCounters(0, 0, 512L, 1_024L)),
                new ResourceSample(1, 0, 1, null, new IoCounters(0, 10, 1_024L, 4_096L)));
        DiskIo io = DiskIo.over(samples, 0, 1, "cgroup-blkio", null, null, "vda");
        assertThat(io.device()).isEqualTo("vda");
        assertThat(io.deviceReadBytes()).isEqualTo(512);
        assertThat(io.deviceWriteBytes()).isEqualTo(3_072);
        assertThat(DiskIo.over(TIMELINE, 0, 1, "process-io", null, null, null).deviceWriteBytes()).isNull();
    }

    @Test
    void withoutABracketTheFiguresAreUnknownNotZero() {
        DiskIo late = DiskIo.over(TIMELINE, 2, 9, "process-io", 10L, 10L, null);
        assertThat(late.measured()).isFalse();
        assertThat(late.source()).isEqualTo("none");
        assertThat(late.writeBytes()).isNull();
        assertThat(late.note()).contains("after the measured phase ended");
        List<ResourceSample> noCounters = List.of(new ResourceSample(0, 1, 1), new ResourceSample(5, 1, 1));
        assertThat(DiskIo.over(noCounters, 1, 2, "process-io", null, null, null).note())
                .isEqualTo("process-io gave no I/O counters");
    }

    @Test
    void theMatrixLineGivesMegabytesRatesAndAmplificationOrWhyNot() {
        DiskIo io = DiskIo.over(List.of(at(0, 0, 0), at(2, 1L << 20, 4L << 20)), 0, 2, "process-io", 1L << 19,
                2L << 20, null);
        assertThat(MatrixPrinter.diskIo(io)).isEqualTo("server disk I/O: read 1.0 MB, written 4.0 MB (2.00 MB/s), "
                + "8.00 bytes/point, write amplification 2.00 [process-io]");
        assertThat(MatrixPrinter.diskIo(DiskIo.none("external server")))
                .isEqualTo("server disk I/O: not measured (external server)");
    }
}
