package org.iotbenchrunner.report.data;

import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;

/** A number read from a run result; {@link Double#NaN} when the run did not measure it. */
public enum Metric {
    /** Successful points per second of the measured phase, as stored with the result. */
    THROUGHPUT("throughput", "unit.throughput", true, 2, r -> orNaN(r.statistics().pointsPerSecond())),
    AVG_LATENCY("avgLatency", "unit.ms", false, 2, r -> latency(r) ? r.total().latencyMs().avg() : Double.NaN),
    P99_LATENCY("p99Latency", "unit.ms", false, 2, r -> latency(r) ? r.total().latencyMs().p99() : Double.NaN),
    /** Open-loop runs only: response time from each operation's intended start. */
    RESPONSE_AVG("responseAvg", "unit.ms", false, 2, r -> response(r) ? r.total().responseMs().avg() : Double.NaN),
    RESPONSE_P99("responseP99", "unit.ms", false, 2, r -> response(r) ? r.total().responseMs().p99() : Double.NaN),
    AVG_CPU("avgCpu", "unit.percent", false, 1, r -> server(r, ResourceUsage::avgCpuPercent)),
    PEAK_CPU("peakCpu", "unit.percent", false, 1, r -> server(r, ResourceUsage::peakCpuPercent)),
    AVG_MEMORY("avgMemory", "unit.mb", false, 1, r -> server(r, ResourceUsage::avgMemoryMb)),
    PEAK_MEMORY("peakMemory", "unit.mb", false, 1, r -> server(r, ResourceUsage::peakMemoryMb)),
    /** Containers only: memory usage less the page cache the kernel reclaims first (inactive file pages). */
    AVG_MEMORY_NO_CACHE("avgMemoryNoCache", "unit.mb", false, 1, r -> server(r, s -> orNaN(s.avgMemoryNoCacheMb()))),
    PEAK_MEMORY_NO_CACHE("peakMemoryNoCache", "unit.mb", false, 1,
            r -> server(r, s -> orNaN(s.peakMemoryNoCacheMb()))),
    HARNESS_CPU("harnessCpu", "unit.percent", false, 1, r -> r.resources().harness() != null
            ? r.resources().harness().avgCpuPercent() : Double.NaN),
    /** MB (2^20 bytes) on disk after a write test. */
    DISK("disk", "unit.mb", false, 1, r -> r.disk() != null && r.disk().diskBytes() != null
            ? r.disk().diskBytes() / (1024.0 * 1024.0) : Double.NaN),
    /** Raw size of the written points over the size on disk. */
    COMPRESSION("compression", "unit.ratio", true, 2, r -> r.disk() != null && r.disk().compressionRatio() != null
            ? r.disk().compressionRatio() : Double.NaN),
    /** MB (2^20 bytes) the server read from storage over the measured phase. */
    DISK_READ("diskRead", "unit.mb", false, 1, r -> io(r) != null ? io(r).readBytes() / (1024.0 * 1024.0)
            : Double.NaN),
    /** MB (2^20 bytes) the server wrote to storage over the measured phase. */
    DISK_WRITTEN("diskWritten", "unit.mb", false, 1, r -> io(r) != null ? io(r).writeBytes() / (1024.0 * 1024.0)
            : Double.NaN),
    /** Bytes the server wrote over the logical bytes of the points written. */
    WRITE_AMPLIFICATION("writeAmplification", "unit.ratio", false, 2, r -> io(r) != null
            ? orNaN(io(r).writeAmplification()) : Double.NaN);

    private final String key;
    private final String unitKey;
    private final boolean higherIsBetter;
    private final int decimals;
    private final ToDoubleFunction<RunResult> reader;

    Metric(String key, String unitKey, boolean higherIsBetter, int decimals, ToDoubleFunction<RunResult> reader) {
        this.key = key;
        this.unitKey = unitKey;
        this.higherIsBetter = higherIsBetter;
        this.decimals = decimals;
        this.reader = reader;
    }

    public double of(RunResult r) {
        return reader.applyAsDouble(r);
    }

    /** The metric's short name, e.g. {@code avgLatency}. */
    public String id() {
        return key;
    }

    /** The label key of the metric's name, e.g. {@code metric.throughput}. */
    public String labelKey() {
        return "metric." + key;
    }

    public String unitKey() {
        return unitKey;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    public int decimals() {
        return decimals;
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    /** The server's disk I/O where it was measured, else null. */
    private static DiskIo io(RunResult r) {
        DiskIo io = r.resources() == null ? null : r.diskIo();
        return io != null && io.measured() ? io : null;
    }

    private static boolean latency(RunResult r) {
        OperationResult total = r.total();
        return total != null && total.okOperations() > 0 && total.latencyMs() != null;
    }

    private static boolean response(RunResult r) {
        return latency(r) && r.total().responseMs() != null;
    }

    /**
     * A figure of the server's usage where it was measured: samples were taken, or (published figures) averages
     * came without samples.
     */
    private static double server(RunResult r, ToDoubleFunction<ResourceUsage> figure) {
        ResourceUsage s = r.resources().server();
        return s != null && s.measured() ? figure.applyAsDouble(s) : Double.NaN;
    }
}
