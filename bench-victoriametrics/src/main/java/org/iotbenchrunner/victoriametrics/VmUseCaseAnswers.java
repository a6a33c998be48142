package org.iotbenchrunner.victoriametrics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The one reader of the answers to {@link VmUseCaseQueries}' requests: the series of a query API answer
 * ({@link VmAnswers#readQueryAnswer}) passed to a {@link RowSink} in the shape
 * {@code UseCaseClient.query(UseCaseQuery, RowSink)} defines. A row's device is its series' {@code hostname} or
 * {@code name} label, its labels the {@code fleet}, {@code model} and {@code load_capacity} labels, its time a
 * {@code query_range} point (a bucket's or day's start) or, for the newest rows, the value of the series
 * {@link VmUseCaseQueries#FIELD}{@code ="time"}; a field's value is given back as its schema's type (VictoriaMetrics
 * keeps float64s).
 */
final class VmUseCaseAnswers implements UseCaseQueryVisitor<VmUseCaseAnswers.AnswerReader> {
    private static final long NANOS_PER_MS = 1_000_000L;

    /** How a type's answer is read: the answer's series passed to {@code sink}. */
    interface AnswerReader {
        void read(List<VmAnswers.Series> series, RowSink sink);
    }

    private static final VmUseCaseAnswers READERS = new VmUseCaseAnswers();

    private VmUseCaseAnswers() {
    }

    /** Passes the answer to {@code q}, {@code series}, to {@code sink}. */
    static void read(UseCaseQuery q, List<VmAnswers.Series> series, RowSink sink) {
        q.accept(READERS).read(series, sink);
    }

    @Override
    public AnswerReader maxOfHosts(UseCaseQuery q) {
        return (series, sink) -> buckets(series, null, "max_", Integer.MAX_VALUE, sink);
    }

    @Override
    public AnswerReader meanPerHost(UseCaseQuery q) {
        return (series, sink) -> buckets(series, "hostname", "mean_", Integer.MAX_VALUE, sink);
    }

    @Override
    public AnswerReader lastpoint(UseCaseQuery q) {
        return (series, sink) -> newestRows(series, "hostname", "cpu", sink);
    }

    @Override
    public AnswerReader groupbyOrderbyLimit(UseCaseQuery q) {
        return (series, sink) -> buckets(series, null, "max_", UseCaseQuery.ORDERBY_LIMIT, sink);
    }

    @Override
    public AnswerReader lastLoc(UseCaseQuery q) {
        return (series, sink) -> newestRows(series, "name", "readings", sink);
    }

    @Override
    public AnswerReader lowFuel(UseCaseQuery q) {
        return (series, sink) -> newestRows(series, "name", "diagnostics", sink);
    }

    @Override
    public AnswerReader highLoad(UseCaseQuery q) {
        return (series, sink) -> newestRows(series, "name", "diagnostics", sink);
    }

    @Override
    public AnswerReader stationaryTrucks(UseCaseQuery q) {
        return VmUseCaseAnswers::names;
    }

    @Override
    public AnswerReader longSessions(UseCaseQuery q, int threshold) {
        return VmUseCaseAnswers::names;
    }

    @Override
    public AnswerReader avgDailyDrivingDuration(UseCaseQuery q) {
        return (series, sink) -> perSeries(series, "name", List.of(), false, "avg_daily_hours", false, sink);
    }

    @Override
    public AnswerReader avgLoad(UseCaseQuery q) {
        return (series, sink) -> perSeries(series, null, List.of("fleet", "model", "load_capacity"), false,
                "avg_load_ratio", false, sink);
    }

    @Override
    public AnswerReader dailyActivity(UseCaseQuery q) {
        return (series, sink) -> perSeries(series, null, List.of("fleet", "model"), true, "daily_activity", false,
                sink);
    }

    @Override
    public AnswerReader breakdownFrequency(UseCaseQuery q) {
        return (series, sink) -> perSeries(series, null, List.of("model"), false, "breakdowns", true, sink);
    }

    @Override
    public AnswerReader readGroup(UseCaseQuery q) {
        return VmThermoAnswers::readGroup;
    }

    @Override
    public AnswerReader aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return (series, sink) -> VmThermoAnswers.aggregate(aggregate, series, sink);
    }

    @Override
    public AnswerReader perGroup(UseCaseQuery q) {
        return VmThermoAnswers::perGroup;
    }

    @Override
    public AnswerReader perMinute(UseCaseQuery q) {
        return VmThermoAnswers::perMinute;
    }

    @Override
    public AnswerReader unsupported(UseCaseQuery q) {
        throw VmUseCaseQueries.UNSUPPORTED.exception(q.type());
    }

    /** The data's first and last time (ms) of a {@link VmUseCaseQueries#range} answer; null without data. */
    static VmUseCaseQueries.Range range(List<VmAnswers.Series> series) {
        Long first = null;
        Long last = null;
        for (VmAnswers.Series s : series) {
            if (s.size == 0 || Double.isNaN(s.values[0])) {
                continue;
            }
            if ("first".equals(s.field)) {
                first = VmTime.millis(s.values[0]);
            } else if ("last".equals(s.field)) {
                last = VmTime.millis(s.values[0]);
            }
        }
        return first == null || last == null ? null : new VmUseCaseQueries.Range(first, last);
    }

    /** How many distinct times the answer's series have: groupby-orderby-limit's minutes with a value. */
    static int times(List<VmAnswers.Series> series) {
        TreeSet<Long> times = new TreeSet<>();
        for (VmAnswers.Series s : series) {
            for (int i = 0; i < s.size; i++) {
                times.add(s.times[i]);
            }
        }
        return times.size();
    }

    /**
     * Bucket rows of a {@code query_range} answer, a series per sensor (and per {@code device} label when given):
     * a row per device and point time, each sensor's value named {@code prefix + field}; only the {@code newest}
     * latest times.
     */
    private static void buckets(List<VmAnswers.Series> series, String device, String prefix, int newest,
                                RowSink sink) {
        TreeMap<Long, Map<String, Map<String, Object>>> rows = new TreeMap<>();
        for (VmAnswers.Series s : series) {
            String name = device == null ? null : s.labels.get(device);
            for (int i = 0; i < s.size; i++) {
                if (!Double.isNaN(s.values[i])) {
                    rows.computeIfAbsent(s.times[i], t -> new LinkedHashMap<>())
                            .computeIfAbsent(name, d -> new LinkedHashMap<>())
                            .put(prefix + field(s.metric()), s.values[i]);
                }
            }
        }
        int kept = 0;
        for (Map.Entry<Long, Map<String, Map<String, Object>>> time : rows.descendingMap().entrySet()) {
            if (kept++ == newest) {
                return;
            }
            time.getValue().forEach((name, values) -> {
                sink.row(name, time.getKey() * NANOS_PER_MS);
                values.forEach(sink::value);
            });
        }
    }

    /**
     * Newest rows: per device, the row at the time its {@code vm_field="time"} series holds, with the values of its
     * other series (named by field, typed by the measurement's schema); a device without such values is no row.
     */
    private static void newestRows(List<VmAnswers.Series> series, String device, String measurement,
                                   RowSink sink) {
        UseCaseSchema.Measurement schema = measurementOf(measurement);
        Map<String, Long> times = new TreeMap<>();
        Map<String, Map<String, Object>> values = new TreeMap<>();
        for (VmAnswers.Series s : series) {
            if (s.size == 0 || Double.isNaN(s.values[0])) {
                continue;
            }
            String name = s.labels.get(device);
            if ("time".equals(s.field)) {
                times.put(name, VmTime.millis(s.values[0]));
            } else {
                String field = field(s.metric());
                values.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(field, typed(schema, field,
                        s.values[0]));
            }
        }
        values.forEach((name, row) -> {
            Long time = times.get(name);
            if (time == null) {
                throw new IllegalStateException("VictoriaMetrics answered values of " + name + " without its time");
            }
            sink.row(name, time * NANOS_PER_MS);
            row.forEach(sink::value);
        });
    }

    private static void names(List<VmAnswers.Series> series, RowSink sink) {
        new TreeSet<>(series.stream().map(s -> s.labels.get("name")).toList())
                .forEach(name -> sink.row(name, QueryAnswer.NO_TIME));
    }

    /**
     * A row per series and point: device the {@code device} label (when given), labels {@code labels}, time the
     * point's when {@code timed} (a {@code query_range} answer: daily-activity's days), the value under
     * {@code value}, an integer when {@code integer}.
     */
    private static void perSeries(List<VmAnswers.Series> series, String device, List<String> labels, boolean timed,
                                  String value, boolean integer, RowSink sink) {
        for (VmAnswers.Series s : series) {
            for (int i = 0; i < s.size; i++) {
                if (Double.isNaN(s.values[i])) {
                    continue;
                }
                sink.row(device == null ? null : s.labels.get(device),
                        timed ? s.times[i] * NANOS_PER_MS : QueryAnswer.NO_TIME);
                for (String label : labels) {
                    sink.label(label, s.labels.get(label));
                }
                if (integer) {
                    sink.value(value, Math.round(s.values[i]));
                } else {
                    sink.value(value, s.values[i]);
                }
            }
        }
    }

    /** The field a series stands for: its metric name without the measurement, e.g. usage_user of cpu_usage_user. */
    static String field(String metric) {
        return metric.substring(metric.indexOf('_') + 1);
    }

    private static Object typed(UseCaseSchema.Measurement measurement, String field, double value) {
        boolean integer = measurement.fields().stream().anyMatch(f -> f.name().equals(field) && f.integer());
        return integer ? (Object) Math.round(value) : (Object) value;
    }

    private static UseCaseSchema.Measurement measurementOf(String measurement) {
        return UseCaseSchema.of(measurement.equals("cpu") ? UseCase.CPU_ONLY : UseCase.IOT).measurement(measurement);
    }
}
