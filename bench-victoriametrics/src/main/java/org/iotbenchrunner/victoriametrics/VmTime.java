package org.iotbenchrunner.victoriametrics;

/**
 * Millisecond timestamps as VictoriaMetrics 1.79 reads {@code start}, {@code end}, {@code time} and {@code @}:
 * decimal seconds, which it turns into milliseconds with {@code int64(secs * 1e3)}. That truncation puts about one
 * in 170 {@code sss.mmm} values one millisecond early (1082248348.534 is read as ...533), and RFC 3339 text is worse
 * (it goes through nanoseconds as a float64). Half a millisecond more ({@code sss.mmm5}) is read as the intended
 * millisecond for every timestamp: the float64 error is far below 0.5 ms.
 */
final class VmTime {
    private VmTime() {
    }

    /** {@code ms} as seconds with a trailing half millisecond, e.g. 1640966440002 as {@code 1640966440.0025}. */
    static String seconds(long ms) {
        long secs = Math.floorDiv(ms, 1000);
        long millis = Math.floorMod(ms, 1000);
        StringBuilder s = new StringBuilder(20).append(secs).append('.');
        if (millis < 100) {
            s.append('0');
        }
        if (millis < 10) {
            s.append('0');
        }
        return s.append(millis).append('5').toString();
    }

    /** A duration literal of MetricsQL in milliseconds, e.g. {@code 20000ms}. */
    static String duration(long ms) {
        return ms + "ms";
    }

    /** A timestamp of an answer (float seconds) as milliseconds. */
    static long millis(double seconds) {
        return Math.round(seconds * 1000);
    }
}
