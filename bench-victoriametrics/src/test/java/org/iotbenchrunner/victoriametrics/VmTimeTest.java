package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VmTimeTest {
    @Test
    void secondsCarryHalfAMillisecond() {
        assertThat(VmTime.seconds(1640966440002L)).isEqualTo("1640966440.0025");
        assertThat(VmTime.seconds(1640966440000L)).isEqualTo("1640966440.0005");
        assertThat(VmTime.seconds(1640966440999L)).isEqualTo("1640966440.9995");
        assertThat(VmTime.seconds(5)).isEqualTo("0.0055");
        assertThat(VmTime.seconds(0)).isEqualTo("0.0005");
    }

    /** What VictoriaMetrics 1.79 does with a time parameter: {@code int64(ParseFloat(s) * 1e3)}. */
    private static long asVictoriaMetricsReadsIt(String seconds) {
        return (long) (Double.parseDouble(seconds) * 1e3);
    }

    @Test
    void victoriaMetricsReadsEveryTimestampAsSent() {
        // plain sss.mmm would not: 1082248348.534 is read as ...533
        assertThat(asVictoriaMetricsReadsIt("1082248348.534")).isEqualTo(1082248348533L);
        assertThat(asVictoriaMetricsReadsIt(VmTime.seconds(1082248348534L))).isEqualTo(1082248348534L);
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < 1_000_000; i++) {
            long ms = random.nextLong(0, 8_589_934_592_000L);
            assertThat(asVictoriaMetricsReadsIt(VmTime.seconds(ms))).as("%d", ms).isEqualTo(ms);
        }
    }

    @Test
    void answerTimesRoundToMilliseconds() {
        assertThat(VmTime.millis(1640966419.999)).isEqualTo(1640966419999L);
        assertThat(VmTime.millis(1640966440.0)).isEqualTo(1640966440000L);
        assertThat(VmTime.duration(20000)).isEqualTo("20000ms");
    }
}
