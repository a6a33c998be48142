package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What the harness process itself used during the measured phase, so a reader can tell whether the client, not the
 * server, was the limit on a shared host. {@code cpuSeconds} and {@code avgCpuPercent} (100 % = one core; runs under
 * a second sum the JVM's thread CPU times, as the process counter ticks every 10 ms); {@code cpuNanosPerPoint}: that
 * CPU per successful point (null without points). For write tests, {@code generation} says how batches were made
 * ({@code inline} as iot-benchmark does, or {@code pregenerated} before the clock started) and
 * {@code generationCpuSeconds} the client threads' CPU building batches inside the window (timestamps and
 * out-of-order shifts; values are read in place from the precomputed buffer while the client serialises), with
 * {@code pregenerationSeconds} the wall time spent building them before the clock. {@code peakHeapBytes}: the sum of
 * each heap pool's peak over the window (an upper bound of the heap's peak), of {@code maxHeapBytes} (-Xmx);
 * {@code gcSeconds} and {@code gcCount}: collections in the window; {@code process}: the whole process's CPU inside and
 * outside the measured windows up to the result's writing. Null where not measured, never 0 for unknown.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HarnessUsage(double cpuSeconds, double avgCpuPercent, Double cpuNanosPerPoint, String generation,
        Double generationCpuSeconds, Double pregenerationSeconds, Long peakHeapBytes, Long maxHeapBytes,
        Double gcSeconds, Long gcCount, ProcessCpu process) {

    public static final String INLINE = "inline";
    public static final String PREGENERATED = "pregenerated";

    /** CPU only (results of earlier versions, published sources, tests). */
    public HarnessUsage(double cpuSeconds, double avgCpuPercent) {
        this(cpuSeconds, avgCpuPercent, null, null, null, null, null, null, null, null);
    }

    /** The window's usage, before the process's CPU is known. */
    public HarnessUsage(double cpuSeconds, double avgCpuPercent, Double cpuNanosPerPoint, String generation,
            Double generationCpuSeconds, Double pregenerationSeconds, Long peakHeapBytes, Long maxHeapBytes,
            Double gcSeconds, Long gcCount) {
        this(cpuSeconds, avgCpuPercent, cpuNanosPerPoint, generation, generationCpuSeconds, pregenerationSeconds,
                peakHeapBytes, maxHeapBytes, gcSeconds, gcCount, null);
    }

    public HarnessUsage withProcess(ProcessCpu measured) {
        return new HarnessUsage(cpuSeconds, avgCpuPercent, cpuNanosPerPoint, generation, generationCpuSeconds,
                pregenerationSeconds, peakHeapBytes, maxHeapBytes, gcSeconds, gcCount, measured);
    }

    /** The share of the harness's CPU its clients spent building batches; null when not measured. */
    public Double generationShare() {
        return generationCpuSeconds == null || !(cpuSeconds > 0) ? null : generationCpuSeconds / cpuSeconds;
    }
}
