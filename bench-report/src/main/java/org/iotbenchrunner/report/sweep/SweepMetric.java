package org.iotbenchrunner.report.sweep;

import java.util.function.Function;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;

/**
 * The columns of the study's tables: throughput, average latency, average server CPU and disk I/O (bytes read and
 * written over the measured phase), of the write test and of the query test. Null where a run did not measure it.
 */
public enum SweepMetric {
    WRITE_THROUGHPUT(true, "throughput", metric(Metric.THROUGHPUT)),
    WRITE_LATENCY(true, "latency", metric(Metric.AVG_LATENCY)),
    WRITE_CPU(true, "cpu", metric(Metric.AVG_CPU)),
    WRITE_IO(true, "io", SweepMetric::ioBytes),
    QUERY_THROUGHPUT(false, "throughput", metric(Metric.THROUGHPUT)),
    QUERY_LATENCY(false, "latency", metric(Metric.AVG_LATENCY)),
    QUERY_CPU(false, "cpu", metric(Metric.AVG_CPU)),
    QUERY_IO(false, "io", SweepMetric::ioBytes);

    private final boolean write;
    private final String kind;
    private final Function<RunResult, Double> reader;

    SweepMetric(boolean write, String kind, Function<RunResult, Double> reader) {
        this.write = write;
        this.kind = kind;
        this.reader = reader;
    }

    public boolean write() {
        return write;
    }

    /** The label key of the column, e.g. {@code sweep.metric.write.throughput}. */
    public String labelKey() {
        return "sweep.metric." + (write ? "write." : "query.") + kind;
    }

    /** The label key of the column's short name, for a chart's axis, e.g. {@code sweep.short.write.throughput}. */
    public String shortLabelKey() {
        return labelKey().replace("sweep.metric.", "sweep.short.");
    }

    /** The measure without its phase: throughput, latency, cpu or io. */
    public String kind() {
        return kind;
    }

    /** The value of a run of the right phase; null when the run is of the other phase or did not measure it. */
    public Double of(RunResult r) {
        return isWrite(r.scenario()) == write ? reader.apply(r) : null;
    }

    /** Whether a test writes (write, out-of-order, batch-*); anything else (read, latest-point...) queries. */
    static boolean isWrite(String scenario) {
        try {
            return scenario != null && Scenario.of(scenario).isWrite();
        } catch (ConfigException e) {
            return false;
        }
    }

    private static Function<RunResult, Double> metric(Metric m) {
        return r -> {
            double v = m.of(r);
            return Double.isFinite(v) ? v : null;
        };
    }

    private static Double ioBytes(RunResult r) {
        DiskIo io = r.diskIo();
        Long total = io == null ? null : io.totalBytes();
        return total == null ? null : total.doubleValue();
    }
}
