package org.iotbenchrunner.report.sweep;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.iotbenchrunner.core.workload.SensorType;
import org.iotbenchrunner.report.published.PublishedCsv;

/**
 * The IoTDB study's published Tables 3-11 (seed 001, IoTDB 0.13.4; shipped as {@code published/iotdb-study-tables.csv})
 * for the swept keys that map to one of them: which of our keys is which factor of the study, and how our values read
 * in its units. Its figures come from another machine: shown beside ours, never compared as expected values.
 */
public final class StudyTables {
    static final String FILE = "iotdb-study-tables.csv";

    /** One of our keys as a factor of the study, with its values converted to the study's; tables 10-11 transposed. */
    record Mapping(String factor, UnaryOperator<String> value, boolean transposed) {
    }

    /** Our keys (upper case; {@code ENCODING_*} any type's encoding) and server settings, to the study's factors. */
    private static final Map<String, Mapping> MAPPINGS = Map.ofEntries(
            Map.entry("CLIENT_NUMBER", new Mapping("client_number", v -> v, false)),
            Map.entry("QUERY_INTERVAL", new Mapping("query_interval_s", StudyTables::msToSeconds, false)),
            Map.entry("QUERY_DEVICE_NUM", new Mapping("query_device_num", v -> v, false)),
            Map.entry("QUERY_SENSOR_NUM", new Mapping("query_sensor_num", v -> v, false)),
            Map.entry("INSERT_DATATYPE_PROPORTION", new Mapping("data_type", StudyTables::onlyType, false)),
            Map.entry("DATA_TYPE", new Mapping("data_type", v -> v, false)),
            Map.entry("IOTDB:PAGE_SIZE_IN_BYTE", new Mapping("page_size", StudyTables::bytesToKb, false)),
            Map.entry("ENCODING", new Mapping("encoding", v -> v, true)),
            Map.entry("COMPRESSOR", new Mapping("compressor", v -> v, true)),
            Map.entry("IOTDB:COMPRESSOR", new Mapping("compressor", v -> v, true)));

    /** A published row: the study's value of the factor, absolute figures (I/O in GB, as printed) or % changes. */
    public record Row(String value, boolean baseline, Map<SweepMetric, Double> absolute,
            Map<SweepMetric, Double> changePct, String table) {
    }

    private StudyTables() {
    }

    /** The study's factor for one of our keys, if it maps to one. */
    static Optional<Mapping> mapping(String key) {
        String k = key.toUpperCase(Locale.ROOT);
        if (k.startsWith("ENCODING_") || k.matches("IOTDB:DEFAULT_[A-Z0-9]+_ENCODING")) {
            k = "ENCODING";
        }
        return Optional.ofNullable(MAPPINGS.get(k));
    }

    /** Whether the study prints the key's table transposed (factors as columns). */
    public static boolean transposed(String key) {
        return mapping(key).map(Mapping::transposed).orElse(false);
    }

    /** The study's value for our {@code value} of {@code key}, e.g. {@code 600} for QUERY_INTERVAL=600000. */
    public static Optional<String> studyValue(String key, String value) {
        return mapping(key).map(m -> m.value().apply(value.trim()));
    }

    /**
     * The study's rows for {@code key}, in its order, the write and query halves of one value merged (Tables 8 and
     * 9 print page size's apart); empty when the key maps to no table.
     */
    public static List<Row> rows(String key) {
        Optional<Mapping> mapping = mapping(key);
        if (mapping.isEmpty()) {
            return List.of();
        }
        List<Row> rows = new ArrayList<>();
        for (PublishedCsv.Row r : PublishedCsv.resource(FILE)) {
            String factor = r.text("factor");
            if (!(factor.equals(mapping.get().factor()) || factor.startsWith(mapping.get().factor() + " "))) {
                continue;
            }
            Row row = row(r);
            int same = indexOf(rows, row.value());
            rows.add(same < 0 ? row : merged(rows.remove(same), row));
        }
        return rows;
    }

    private static Row row(PublishedCsv.Row r) {
        Map<SweepMetric, Double> absolute = new EnumMap<>(SweepMetric.class);
        Map<SweepMetric, Double> change = new EnumMap<>(SweepMetric.class);
        for (SweepMetric m : SweepMetric.values()) {
            String phase = m.write() ? "write_" : "query_";
            String unit = switch (m.kind()) {
                case "throughput" -> "throughput_pts_s";
                case "latency" -> "latency_ms";
                case "cpu" -> "cpu_pct";
                default -> "io_gb";
            };
            number(r, phase + unit).ifPresent(v -> absolute.put(m, v));
            number(r, phase + unit.replaceAll("_(pts_s|ms|pct|gb)$", "") + "_chg_pct").ifPresent(v -> change.put(m, v));
        }
        return new Row(r.text("value"), r.text("value").equals(r.text("baseline")), absolute, change, r.text("table"));
    }

    private static Row merged(Row a, Row b) {
        Map<SweepMetric, Double> absolute = new EnumMap<>(SweepMetric.class);
        absolute.putAll(a.absolute());
        absolute.putAll(b.absolute());
        Map<SweepMetric, Double> change = new EnumMap<>(SweepMetric.class);
        change.putAll(a.changePct());
        change.putAll(b.changePct());
        return new Row(a.value(), a.baseline() || b.baseline(), absolute, change, a.table() + "+" + b.table());
    }

    private static int indexOf(List<Row> rows, String value) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).value().equalsIgnoreCase(value)) {
                return i;
            }
        }
        return -1;
    }

    private static Optional<Double> number(PublishedCsv.Row r, String column) {
        String text = r.column().containsKey(column) ? r.text(column) : "";
        return text.isEmpty() ? Optional.empty() : Optional.of(Double.parseDouble(text));
    }

    static String msToSeconds(String ms) {
        return whole(Double.parseDouble(ms) / 1000);
    }

    static String bytesToKb(String bytes) {
        return whole(Double.parseDouble(bytes) / 1024) + "KB";
    }

    /** The one type a proportion gives weight to, e.g. {@code INT32} for {@code 0:1:0:0:0:0}; else as given. */
    static String onlyType(String proportion) {
        String[] weights = proportion.split(":");
        int only = -1;
        for (int i = 0; i < weights.length; i++) {
            if (Double.parseDouble(weights[i].trim()) != 0) {
                if (only >= 0) {
                    return proportion;
                }
                only = i;
            }
        }
        return only >= 0 && only < SensorType.values().length ? SensorType.values()[only].name() : proportion;
    }

    private static String whole(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
