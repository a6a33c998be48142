package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.iotbenchrunner.orchestrator.sampling.ProcessTreeSampler.Io;
import org.iotbenchrunner.orchestrator.sampling.ProcessTreeSampler.Times;
import org.junit.jupiter.api.Test;

class ProcessTreeSamplerTest {

    @Test
    void statFieldsAreOwnAndReapedChildrenTimesAndTheParent() {
        String stat = "4242 (postgres: walwriter) S 4000 4242 4242 0 -1 4194560 100 0 0 0 7 3 20 5 20 0 1 0 "
                + "123 456 789";
        assertThat(ProcessTreeSampler.parseStat(stat)).isEqualTo(new Times(7 + 3 + 20 + 5, 4000));
    }

    /** A worker counted up to 50 ticks, then ended with 70 and was reaped by the postmaster: 20 more, not 70. */
    @Test
    void aReapedChildsTimeIsCountedOnce() {
        Map<Long, Times> before = Map.of(1L, new Times(100, 0), 2L, new Times(50, 1));
        Map<Long, Times> after = Map.of(1L, new Times(100 + 70, 0), 3L, new Times(5, 1));
        assertThat(ProcessTreeSampler.cpuTicks(before, after)).isEqualTo(20 + 5);
    }

    /** A process that left the tree without being reaped inside it took its counted time along. */
    @Test
    void aProcessReapedElsewhereIsNotTakenOff() {
        Map<Long, Times> before = Map.of(1L, new Times(100, 0), 2L, new Times(50, 99));
        Map<Long, Times> after = Map.of(1L, new Times(110, 0));
        assertThat(ProcessTreeSampler.cpuTicks(before, after)).isEqualTo(10);
    }

    @Test
    void ioFieldsAreTheStorageBytesNotTheSyscallCharacters() {
        String io = "rchar: 6976\nwchar: 123\nsyscr: 10\nsyscw: 1\nread_bytes: 4096\nwrite_bytes: 33554432\n"
                + "cancelled_write_bytes: 0\n";
        assertThat(ProcessTreeSampler.parseIo(io)).isEqualTo(new Io(4096, 33_554_432));
    }

    /** dd wrote 32 MiB, was counted up to 8, then ended and was reaped by its shell: 24 more, not 32. */
    @Test
    void aReapedChildsBytesAreCountedOnce() {
        Map<Long, Times> before = Map.of(1L, new Times(0, 0), 2L, new Times(0, 1));
        Map<Long, Io> ioBefore = Map.of(1L, new Io(10, 100), 2L, new Io(0, 8 << 20));
        Map<Long, Times> after = Map.of(1L, new Times(0, 0));
        Map<Long, Io> ioAfter = Map.of(1L, new Io(10, 100 + (32 << 20)));
        assertThat(ProcessTreeSampler.ioDelta(before, ioBefore, after, ioAfter)).isEqualTo(new Io(0, 24 << 20));
    }

    /** A process that left the tree without being reaped inside it took its counted bytes along. */
    @Test
    void bytesOfAProcessReapedElsewhereAreNotTakenOff() {
        Map<Long, Times> before = Map.of(1L, new Times(0, 0), 2L, new Times(0, 99));
        Map<Long, Io> ioBefore = Map.of(1L, new Io(0, 0), 2L, new Io(5, 50));
        Map<Long, Io> ioAfter = Map.of(1L, new Io(1, 10));
        assertThat(ProcessTreeSampler.ioDelta(before, ioBefore, Map.of(1L, new Times(0, 0)), ioAfter))
                .isEqualTo(new Io(1, 10));
    }
}
