package org.iotbenchrunner.victoriametrics;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The one reader of VictoriaMetrics' answers: export JSON lines or a query API answer, read once as series, then
 * passed to the sink as the rows {@link QueryAnswer} describes ({@link VmRequest.Shape}). VictoriaMetrics keeps
 * float64 samples only, so each value is given back as its sensor's type: 0/1 of a BOOLEAN as false/true, an
 * integral value of INT32/INT64 as a long, a FLOAT as the float it was written as, counts as longs, sums of integers
 * as longs, averages as doubles.
 */
final class VmAnswers {
    private static final JsonFactory JSON = new JsonFactory();
    /** Integers up to 2^53 are exact in a float64. */
    private static final double EXACT_INTEGERS = 9007199254740992d;

    private VmAnswers() {
    }

    /** One series of the answer: the labels the harness reads, and its samples (ms) in time order. */
    static final class Series {
        String name;
        String sensor;
        String device;
        String field;
        /** The labels not read into the fields above (a use case's tags: hostname, name, fleet, ...). */
        final Map<String, String> labels = new HashMap<>();
        long[] times = new long[8];
        double[] values = new double[8];
        int size;

        void add(long time, double value) {
            if (size == times.length) {
                times = Arrays.copyOf(times, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            times[size] = time;
            values[size++] = value;
        }

        /** The metric name the series stands for: the {@code sensor} label where the query copied it, else its own. */
        String metric() {
            return sensor != null ? sensor : name;
        }
    }

    /** How a value is given back. */
    private enum Kind { RAW, COUNT, SUM, AVG }

    static void read(InputStream body, Query query, VmRequest.Shape shape, RowSink sink) throws IOException {
        if (shape == VmRequest.Shape.NONE) {
            return;
        }
        List<Series> series = shape == VmRequest.Shape.EXPORT_ROWS ? readExport(body) : readQueryAnswer(body);
        rows(series, query, shape, sink);
    }

    /** Makes rows of {@code series} as {@code shape} says and passes them on. */
    static void rows(List<Series> series, Query query, VmRequest.Shape shape, RowSink sink) throws IOException {
        Map<String, Sensor> sensors = sensorsByMetric(query);
        Kind kind = kind(query, shape);
        switch (shape) {
            case EXPORT_ROWS -> {
                for (Map.Entry<String, List<Series>> device : byDevice(series, query).entrySet()) {
                    merge(device.getKey(), device.getValue(), sensors, kind, sink);
                }
            }
            case BUCKETS -> merge(null, series, sensors, kind, sink);
            case PER_DEVICE -> {
                for (Map.Entry<String, List<Series>> device : byDevice(series, query).entrySet()) {
                    sink.row(device.getKey(), QueryAnswer.NO_TIME);
                    for (Series s : device.getValue()) {
                        Sensor sensor = sensor(sensors, s);
                        for (int i = 0; i < s.size; i++) {
                            emit(sink, sensor, s.values[i], kind);
                        }
                    }
                }
            }
            case NEWEST_ROW -> {
                long time = QueryAnswer.NO_TIME;
                List<Series> values = new ArrayList<>(series.size());
                for (Series s : series) {
                    if (s.field == null) {
                        values.add(s);
                    } else if (s.size > 0) {
                        time = VmTime.millis(s.values[0]);
                    }
                }
                for (Map.Entry<String, List<Series>> device : byDevice(values, query).entrySet()) {
                    sink.row(device.getKey(), time);
                    for (Series s : device.getValue()) {
                        Sensor sensor = sensor(sensors, s);
                        for (int i = 0; i < s.size; i++) {
                            emit(sink, sensor, s.values[i], kind);
                        }
                    }
                }
            }
            case NONE -> {
            }
            case USE_CASE -> throw new IllegalArgumentException("a use-case answer is read by VmUseCaseAnswers");
        }
    }

    /**
     * A row per timestamp present in any of {@code series} (each in time order), with the value of each series that
     * has a sample at that time.
     */
    private static void merge(String device, List<Series> series, Map<String, Sensor> sensors, Kind kind,
            RowSink sink) throws IOException {
        int k = series.size();
        Sensor[] sensorOf = new Sensor[k];
        for (int i = 0; i < k; i++) {
            sensorOf[i] = sensor(sensors, series.get(i));
        }
        int[] next = new int[k];
        while (true) {
            long time = Long.MAX_VALUE;
            for (int i = 0; i < k; i++) {
                Series s = series.get(i);
                if (next[i] < s.size && s.times[next[i]] < time) {
                    time = s.times[next[i]];
                }
            }
            if (time == Long.MAX_VALUE) {
                return;
            }
            sink.row(device, time);
            for (int i = 0; i < k; i++) {
                Series s = series.get(i);
                if (next[i] < s.size && s.times[next[i]] == time) {
                    emit(sink, sensorOf[i], s.values[next[i]++], kind);
                }
            }
        }
    }

    private static void emit(RowSink sink, Sensor sensor, double v, Kind kind) {
        String name = sensor.name();
        if (Double.isNaN(v)) {
            return;
        }
        switch (kind) {
            case COUNT -> integralOrDouble(sink, name, v);
            case AVG -> sink.value(name, v);
            case SUM -> {
                switch (sensor.type()) {
                    case BOOLEAN, INT32, INT64 -> integralOrDouble(sink, name, v);
                    default -> sink.value(name, v);
                }
            }
            case RAW -> {
                switch (sensor.type()) {
                    case BOOLEAN -> {
                        if (v == 1) {
                            sink.value(name, true);
                        } else if (v == 0) {
                            sink.value(name, false);
                        } else {
                            sink.value(name, v);
                        }
                    }
                    case INT32, INT64 -> integralOrDouble(sink, name, v);
                    case FLOAT -> sink.value(name, (double) (float) v);
                    default -> sink.value(name, v);
                }
            }
        }
    }

    private static void integralOrDouble(RowSink sink, String name, double v) {
        if (v == Math.rint(v) && Math.abs(v) <= EXACT_INTEGERS) {
            sink.value(name, (long) v);
        } else {
            sink.value(name, v);
        }
    }

    private static Kind kind(Query query, VmRequest.Shape shape) {
        if (shape == VmRequest.Shape.EXPORT_ROWS || shape == VmRequest.Shape.NEWEST_ROW || query.function() == null) {
            return Kind.RAW;
        }
        return switch (VmFunction.of(query.function())) {
            case COUNT -> Kind.COUNT;
            case SUM -> Kind.SUM;
            case AVG -> Kind.AVG;
            default -> Kind.RAW;
        };
    }

    /** The query's metric names ({@code <group>_<sensor>}) and the sensors they are. */
    private static Map<String, Sensor> sensorsByMetric(Query query) {
        Map<String, Sensor> sensors = new HashMap<>();
        for (DeviceSchema d : query.devices()) {
            for (Sensor s : query.sensors()) {
                sensors.put(d.group() + "_" + s.name(), s);
            }
        }
        return sensors;
    }

    private static Sensor sensor(Map<String, Sensor> sensors, Series s) throws IOException {
        Sensor sensor = sensors.get(s.metric());
        if (sensor == null) {
            throw new IOException("VictoriaMetrics answered the series " + s.metric() + " of " + s.device
                    + ", which the query did not ask for");
        }
        return sensor;
    }

    /** The series of each queried device, in the query's device order; a series of another device fails. */
    private static Map<String, List<Series>> byDevice(List<Series> series, Query query) throws IOException {
        Map<String, List<Series>> devices = new LinkedHashMap<>();
        for (DeviceSchema d : query.devices()) {
            devices.put(d.name(), new ArrayList<>(query.sensors().size()));
        }
        for (Series s : series) {
            List<Series> of = s.device == null ? null : devices.get(s.device);
            if (of == null) {
                throw new IOException("VictoriaMetrics answered a series of device " + s.device
                        + ", which the query did not ask for");
            }
            of.add(s);
        }
        devices.values().removeIf(List::isEmpty);
        return devices;
    }

    /** {@code /api/v1/export}: one JSON object per series, {"metric":{...},"values":[...],"timestamps":[...]}. */
    static List<Series> readExport(InputStream body) throws IOException {
        List<Series> series = new ArrayList<>();
        try (JsonParser p = JSON.createParser(body)) {
            JsonToken token;
            while ((token = p.nextToken()) != null) {
                if (token != JsonToken.START_OBJECT) {
                    throw new IOException("unexpected " + token + " in an export answer");
                }
                Series s = new Series();
                long[] times = null;
                double[] values = null;
                int timeCount = 0;
                int valueCount = 0;
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    switch (field) {
                        case "metric" -> labels(p, s);
                        case "values" -> {
                            values = new double[16];
                            while (p.nextToken() != JsonToken.END_ARRAY) {
                                if (valueCount == values.length) {
                                    values = Arrays.copyOf(values, valueCount * 2);
                                }
                                values[valueCount++] = number(p);
                            }
                        }
                        case "timestamps" -> {
                            times = new long[16];
                            while (p.nextToken() != JsonToken.END_ARRAY) {
                                if (timeCount == times.length) {
                                    times = Arrays.copyOf(times, timeCount * 2);
                                }
                                times[timeCount++] = p.getLongValue();
                            }
                        }
                        default -> p.skipChildren();
                    }
                }
                if (timeCount != valueCount) {
                    throw new IOException("an export line of " + s.name + " has " + valueCount + " values and "
                            + timeCount + " timestamps");
                }
                s.times = times == null ? new long[0] : times;
                s.values = values == null ? new double[0] : values;
                s.size = timeCount;
                series.add(s);
            }
        }
        return series;
    }

    /**
     * {@code /api/v1/query} and {@code /api/v1/query_range}: {"status":"success","data":{"resultType":...,
     * "result":[{"metric":{...},"value":[t,"v"]} or {"metric":{...},"values":[[t,"v"],...]}]}}.
     */
    static List<Series> readQueryAnswer(InputStream body) throws IOException {
        List<Series> series = new ArrayList<>();
        String status = null;
        String error = null;
        try (JsonParser p = JSON.createParser(body)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IOException("a query answer is not a JSON object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "status" -> status = p.getText();
                    case "error" -> error = p.getText();
                    case "data" -> data(p, series);
                    default -> p.skipChildren();
                }
            }
        }
        if (!"success".equals(status)) {
            throw new IOException("VictoriaMetrics answered " + status + (error == null ? "" : ": " + error));
        }
        return series;
    }

    private static void data(JsonParser p, List<Series> series) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            p.nextToken();
            if (!field.equals("result")) {
                p.skipChildren();
                continue;
            }
            while (p.nextToken() == JsonToken.START_OBJECT) {
                Series s = new Series();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    switch (name) {
                        case "metric" -> labels(p, s);
                        case "value" -> sample(p, s);
                        case "values" -> {
                            while (p.nextToken() == JsonToken.START_ARRAY) {
                                sample(p, s);
                            }
                        }
                        default -> p.skipChildren();
                    }
                }
                series.add(s);
            }
        }
    }

    /** {@code [t, "v"]}, the parser on its START_ARRAY; t in float seconds. */
    private static void sample(JsonParser p, Series s) throws IOException {
        p.nextToken();
        long time = VmTime.millis(p.getDoubleValue());
        p.nextToken();
        double value = number(p);
        p.nextToken();
        s.add(time, value);
    }

    private static void labels(JsonParser p, Series s) throws IOException {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String label = p.currentName();
            p.nextToken();
            switch (label) {
                case "__name__" -> s.name = p.getText();
                case VmQueries.SENSOR_LABEL -> s.sensor = p.getText();
                case "device" -> s.device = p.getText();
                case VmQueries.FIELD_LABEL -> s.field = p.getText();
                default -> s.labels.put(label, p.getText());
            }
        }
    }

    /** A JSON number, or the text VictoriaMetrics writes sample values as ("1.5", "NaN", "+Inf"). */
    private static double number(JsonParser p) throws IOException {
        if (p.currentToken() == JsonToken.VALUE_STRING) {
            String text = p.getText();
            return switch (text) {
                case "NaN" -> Double.NaN;
                case "+Inf", "Inf" -> Double.POSITIVE_INFINITY;
                case "-Inf" -> Double.NEGATIVE_INFINITY;
                default -> Double.parseDouble(text);
            };
        }
        return p.getDoubleValue();
    }
}
