package org.iotbenchrunner.victoriametrics;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.Query.AggRangeQuery;
import org.iotbenchrunner.core.query.Query.GroupByQuery;
import org.iotbenchrunner.core.query.Query.LatestPointQuery;
import org.iotbenchrunner.core.query.Query.PreciseQuery;
import org.iotbenchrunner.core.query.Query.RangeQuery;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The request of each query type, over the series {@code <group>_<sensor>{db="<DB_NAME>", device="..."}} that
 * {@link LineProtocol} writes. Every window is exact to the millisecond: VictoriaMetrics' rollup window
 * {@code f(m[d])} evaluated at {@code t} covers (t - d, t], and every time parameter is sent as {@link VmTime} says.
 * <ul>
 * <li>PRECISE_POINT and TIME_RANGE: {@code /api/v1/export} of the device's sensors' series between start and end,
 * both inclusive (raw samples);</li>
 * <li>AGG_RANGE: an instant query {@code f_over_time(m[end - start + 1ms])} at {@code end}, one value per device and
 * sensor;</li>
 * <li>GROUP_BY: {@code query_range} with step = the interval, evaluated at each bucket start with the window
 * looking forward ({@code [G] offset -(G - 1ms)}: [bucket start, bucket start + G)), the devices merged per sensor;
 * a last bucket cut by the end of the window is computed over its own shorter window at end - 1 ms
 * ({@code [r] @ end - 1ms}) and takes the last evaluation time's place;</li>
 * <li>LATEST_POINT: an instant query over everything since 1970-01-01T01:00Z up to two days ahead (VictoriaMetrics
 * refuses samples further in the future): of one device whose newest sample is the newest of all
 * ({@code topk(1, ...)}, evaluated once: where devices tie, VictoriaMetrics may pick another one each time), the
 * sensors' last values whose time is that newest time, and that time ({@code max(tlast_over_time(...))}, no device
 * label).</li>
 * </ul>
 * The other types cannot be expressed exactly ({@link VictoriaMetricsBinding#unsupportedOperations()}); their
 * methods fail.
 */
final class VmQueries implements Query.Visitor<VmRequest> {
    static final String EXPORT = "/api/v1/export";
    static final String INSTANT = "/api/v1/query";
    static final String RANGE = "/api/v1/query_range";
    /** How far ahead of the client's clock LATEST_POINT looks: VictoriaMetrics refuses samples beyond now + 2 days. */
    static final long LATEST_AHEAD_MS = 2 * 24 * 3_600_000L;
    /**
     * Where LATEST_POINT's window begins. A window reaching back to the epoch itself returns nothing: VictoriaMetrics
     * reads from the window's start minus its default step (5 minutes), which must not be before 1970.
     */
    static final long LATEST_FROM_MS = 3_600_000L;
    /** The label LATEST_POINT's answer marks the newest row's time with. */
    static final String FIELD_LABEL = "vm_field";
    static final String SENSOR_LABEL = "sensor";

    private final String database;
    private final LongSupplier clock;

    VmQueries(String database) {
        this(database, System::currentTimeMillis);
    }

    VmQueries(String database, LongSupplier clock) {
        this.database = database;
        this.clock = clock;
    }

    @Override
    public VmRequest precise(PreciseQuery q) {
        return export(q.devices(), q.sensors(), q.time(), q.time());
    }

    @Override
    public VmRequest range(RangeQuery q) {
        if (q.descending()) {
            return unsupported(q);
        }
        return export(q.devices(), q.sensors(), q.start(), q.end());
    }

    private VmRequest export(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end) {
        if (end < start) {
            return VmRequest.NONE;
        }
        return VmRequest.of(EXPORT, VmRequest.Shape.EXPORT_ROWS, "match[]", selector(devices, sensors),
                "start", VmTime.seconds(start), "end", VmTime.seconds(end));
    }

    @Override
    public VmRequest aggRange(AggRangeQuery q) {
        long window = q.end() - q.start() + 1;
        if (window <= 0) {
            return VmRequest.NONE;
        }
        String expression = VmFunction.of(q.function()).rollup() + "(" + selector(q.devices(), q.sensors()) + "["
                + VmTime.duration(window) + "]) keep_metric_names";
        return VmRequest.of(INSTANT, VmRequest.Shape.PER_DEVICE, "query", expression,
                "time", VmTime.seconds(q.end()), "nocache", "1");
    }

    @Override
    public VmRequest groupBy(GroupByQuery q) {
        if (q.descending()) {
            return unsupported(q);
        }
        long span = q.end() - q.start();
        long g = q.interval();
        if (span <= 0) {
            return VmRequest.NONE;
        }
        long buckets = (span + g - 1) / g;
        long lastStart = q.start() + (buckets - 1) * g;
        long lastLength = q.end() - lastStart;
        String selector = selector(q.devices(), q.sensors());
        VmFunction function = VmFunction.of(q.function());
        boolean merge = q.devices().size() > 1;
        String whole = bucketExpression(function, selector, "[" + VmTime.duration(g) + "]"
                + (g > 1 ? " offset -" + VmTime.duration(g - 1) : ""), merge);
        String expression;
        if (lastLength == g) {
            expression = whole;
        } else {
            String cut = bucketExpression(function, selector, "[" + VmTime.duration(lastLength) + "] @ "
                    + VmTime.seconds(q.end() - 1), merge);
            if (buckets == 1) {
                expression = cut;
            } else {
                // half a millisecond before the last evaluation time, so no float comparison is ever an equality
                String last = "time() > " + VmTime.seconds(lastStart - 1);
                expression = "(" + whole + " unless on () (" + last + ")) or (" + cut + " and on () (" + last + "))";
            }
        }
        return VmRequest.of(RANGE, VmRequest.Shape.BUCKETS, "query", expression, "start", VmTime.seconds(q.start()),
                "end", VmTime.seconds(lastStart), "step", VmTime.duration(g), "nocache", "1");
    }

    /**
     * One bucket's aggregate per sensor (label {@code sensor}) over the rollup window {@code window}, the devices
     * merged: sums and counts add up, an average is their quotient, first and last are the value at the earliest or
     * latest sample time across the devices (any of them where devices tie).
     */
    static String bucketExpression(VmFunction function, String selector, String window, boolean merge) {
        return switch (function) {
            case COUNT -> "sum by (sensor) (" + rollup("count", selector, window) + ")";
            case SUM -> "sum by (sensor) (" + rollup("sum", selector, window) + ")";
            case MAX -> "max by (sensor) (" + rollup("max", selector, window) + ")";
            case MIN -> "min by (sensor) (" + rollup("min", selector, window) + ")";
            case AVG -> merge
                    ? "sum by (sensor) (" + rollup("sum", selector, window) + ") / sum by (sensor) ("
                            + rollup("count", selector, window) + ")"
                    : "max by (sensor) (" + rollup("avg", selector, window) + ")";
            case FIRST -> merge ? extreme("first", "tfirst", "min", selector, window)
                    : "max by (sensor) (" + rollup("first", selector, window) + ")";
            case LAST -> merge ? extreme("last", "tlast", "max", selector, window)
                    : "max by (sensor) (" + rollup("last", selector, window) + ")";
        };
    }

    private static String extreme(String value, String time, String pick, String selector, String window) {
        return "max by (sensor) (" + rollup(value, selector, window) + " and on (device, sensor) ("
                + rollup(time, selector, window) + " == on (sensor) group_left " + pick + " by (sensor) ("
                + rollup(time, selector, window) + ")))";
    }

    /** {@code <f>_over_time} of each series, with the series' name copied to the label {@code sensor}. */
    private static String rollup(String function, String selector, String window) {
        return "label_copy(" + function + "_over_time(" + selector + window + ") keep_metric_names, \"__name__\", \""
                + SENSOR_LABEL + "\")";
    }

    @Override
    public VmRequest latestPoint(LatestPointQuery q) {
        long at = clock.getAsLong() + LATEST_AHEAD_MS;
        String s = selector(q.devices(), q.sensors()) + "[" + VmTime.duration(at - LATEST_FROM_MS) + "]";
        String times = "tlast_over_time(" + s + ") keep_metric_names";
        String expression = "union(label_copy(last_over_time(" + s + ") keep_metric_names, \"__name__\", \""
                + SENSOR_LABEL + "\") and on (device, sensor) (label_copy(" + times + ", \"__name__\", \""
                + SENSOR_LABEL + "\") == on (device) group_left topk(1, max by (device) (" + times + "))), "
                + "label_set(max(" + times + "), \"" + FIELD_LABEL + "\", \"time\"))";
        return VmRequest.of(INSTANT, VmRequest.Shape.NEWEST_ROW, "query", expression, "time", VmTime.seconds(at),
                "nocache", "1");
    }

    /** The types that cannot be expressed exactly, declared in {@link VictoriaMetricsBinding#UNSUPPORTED}. */
    @Override
    public VmRequest unsupported(Query q) {
        throw VictoriaMetricsBinding.UNSUPPORTED.exception(q.type());
    }

    /**
     * The series of {@code sensors} of {@code devices}: {@code {__name__=~"g_0_(s_1|s_3)",db="test",device=~"d_0|d_1"}}
     * (names quoted for the regular expression and the string literal).
     */
    String selector(List<DeviceSchema> devices, List<Sensor> sensors) {
        Set<String> groups = new LinkedHashSet<>();
        Set<String> names = new LinkedHashSet<>();
        for (DeviceSchema d : devices) {
            groups.add(regex(d.group()));
            names.add(d.name());
        }
        StringBuilder metric = new StringBuilder();
        metric.append(groups.size() == 1 ? groups.iterator().next() : "(" + String.join("|", groups) + ")");
        metric.append('_');
        if (sensors.size() == 1) {
            metric.append(regex(sensors.get(0).name()));
        } else {
            metric.append('(').append(String.join("|", sensors.stream().map(s -> regex(s.name())).toList()))
                    .append(')');
        }
        StringBuilder s = new StringBuilder("{__name__=~").append(literal(metric.toString()))
                .append(",db=").append(literal(database)).append(",device");
        if (names.size() == 1) {
            s.append('=').append(literal(names.iterator().next()));
        } else {
            s.append("=~").append(literal(String.join("|", names.stream().map(VmQueries::regex).toList())));
        }
        return s.append('}').toString();
    }

    /** {@code text} matched literally by a (RE2) regular expression. */
    static String regex(String text) {
        StringBuilder out = new StringBuilder(text.length() + 4);
        for (char c : text.toCharArray()) {
            if ("\\.+*?()|[]{}^$".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /** A MetricsQL string literal. */
    static String literal(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
