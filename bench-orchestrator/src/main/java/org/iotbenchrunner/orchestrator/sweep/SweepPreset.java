package org.iotbenchrunner.orchestrator.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.sweep.SweepMode;

/**
 * A named list of sweeps ({@code --sweep-preset}), each into its own folder under {@code <out>/<preset>/}. The
 * {@code iot-study} presets are seed 001's one-factor study of IoTDB (Liu et al., IoTDB 0.13.4 with IoT-Benchmark)
 * scaled to this host; see docs/study-iotdb.md.
 */
public record SweepPreset(String id, String purpose, List<SweepSpec> sweeps) {

    /** iot-benchmark's Q6, AGG_RANGE_VALUE (count over a time range with a value filter): the study's Qa. */
    public static final String QA = "OPERATION_PROPORTION=0:0:0:0:0:0:1:0:0:0:0:0:0";
    private static final List<Scenario> WRITE_READ = List.of(Scenario.WRITE, Scenario.READ);
    private static final List<Scenario> READ = List.of(Scenario.READ);
    /** INSERT_DATATYPE_PROPORTION with every sensor of one type, in the weights' order BOOLEAN, INT32, ... */
    private static final String INT32 = "0:1:0:0:0:0:0:0:0:0:0";
    private static final String INT64 = "0:0:1:0:0:0:0:0:0:0:0";
    private static final String FLOAT = "0:0:0:1:0:0:0:0:0:0:0";
    private static final String DOUBLE = "0:0:0:0:1:0:0:0:0:0:0";

    public static final List<String> IDS = List.of("iot-study", "iot-study-tiny");

    public static SweepPreset of(String id) {
        return switch (id.trim()) {
            case "iot-study" -> study("iot-study", false);
            case "iot-study-tiny" -> study("iot-study-tiny", true);
            default -> throw new ConfigException("--sweep-preset must be one of " + String.join(", ", IDS)
                    + " (got " + id + ")");
        };
    }

    /**
     * The study's defaults (DOUBLE, PLAIN, UNCOMPRESSED, 16 clients, POINT_STEP 400 ms, batch 100; queries over 10
     * sensors of 5 devices in a 1,800 s window, Qa) with fewer loops; tiny: 2 clients and two values per factor.
     */
    private static SweepPreset study(String id, boolean tiny) {
        List<String> defaults = new ArrayList<>(List.of("INSERT_DATATYPE_PROPORTION=" + DOUBLE,
                "ENCODING_INT32=PLAIN", "ENCODING_INT64=PLAIN", "ENCODING_FLOAT=PLAIN", "ENCODING_DOUBLE=PLAIN",
                "COMPRESSOR=UNCOMPRESSED", "POINT_STEP=400", "IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_MODE=POISSON",
                "OUT_OF_ORDER_RATIO=0", QA));
        defaults.addAll(clients(tiny ? 2 : 16));
        defaults.addAll(tiny ? List.of("DEVICE_NUMBER=4", "SENSOR_NUMBER=4",
                "BATCH_SIZE_PER_WRITE=10", "LOOP=20", "QUERY_DEVICE_NUM=1", "QUERY_SENSOR_NUM=2",
                "QUERY_INTERVAL=20000", "STEP_SIZE=1", "TEST_MAX_TIME=60000")
                : List.of("DEVICE_NUMBER=64", "SENSOR_NUMBER=25", "BATCH_SIZE_PER_WRITE=100",
                        "LOOP=100", "QUERY_DEVICE_NUM=5", "QUERY_SENSOR_NUM=10", "QUERY_INTERVAL=1800000",
                        "STEP_SIZE=1", "TEST_MAX_TIME=120000"));
        List<String> compaction = new ArrayList<>(defaults);
        compaction.add(tiny ? "LOOP=10" : "LOOP=50"); // the study halves the write loop here (5,000 of 10,000)
        List<SweepSpec> sweeps = List.of(
                new SweepSpec("workload", SweepMode.ONE_FACTOR, tiny
                        ? List.of("CLIENT_NUMBER=1,*2", "BATCH_SIZE_PER_WRITE=5,*10", "OUT_OF_ORDER_RATIO=*0,0.5",
                                "INSERT_DATATYPE_PROPORTION=" + INT32 + ",*" + DOUBLE)
                        : List.of("CLIENT_NUMBER=1,4,*16,32,48,64", "BATCH_SIZE_PER_WRITE=10,*100,500",
                                "OUT_OF_ORDER_RATIO=*0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1",
                                "INSERT_DATATYPE_PROPORTION=" + INT32 + "," + INT64 + "," + FLOAT + ",*" + DOUBLE),
                        defaults, WRITE_READ),
                new SweepSpec("query", SweepMode.ONE_FACTOR, tiny
                        ? List.of("QUERY_INTERVAL=10000,*20000", "QUERY_DEVICE_NUM=*1,2", "QUERY_SENSOR_NUM=1,*2")
                        : List.of("QUERY_INTERVAL=600000,1200000,*1800000,2400000,3000000",
                                "QUERY_DEVICE_NUM=1,*5,10,15,20,25", "QUERY_SENSOR_NUM=1,5,*10,15,20,25"),
                        defaults, READ),
                new SweepSpec("storage", SweepMode.ONE_FACTOR, tiny
                        ? List.of("iotdb:page_size_in_byte=4096,*65536", "ENCODING_DOUBLE=*PLAIN,GORILLA",
                                "COMPRESSOR=*UNCOMPRESSED,LZ4")
                        : List.of("iotdb:page_size_in_byte=1024,4096,16384,*65536,262144",
                                "ENCODING_DOUBLE=*PLAIN,RLE,TS_2DIFF,GORILLA", "COMPRESSOR=*UNCOMPRESSED,SNAPPY,LZ4,GZIP"),
                        defaults, WRITE_READ),
                new SweepSpec("compaction", SweepMode.GRID, tiny
                        ? List.of("iotdb:compaction_priority=*BALANCE,CROSS_INNER", "OUT_OF_ORDER_RATIO=*0.1,0.9")
                        : List.of("iotdb:compaction_priority=*BALANCE,INNER_CROSS,CROSS_INNER",
                                "OUT_OF_ORDER_RATIO=*0.1,0.5,0.9"),
                        compaction, WRITE_READ));
        return new SweepPreset(id, "seed 001's one-factor study of IoTDB (client number, batch, out-of-order ratio, "
                + "data type; query window, devices and sensors per query; page size, encoding, compressor; compaction "
                + "priority x out-of-order as a grid) " + (tiny ? "at a test's size: 2 clients, 4 devices of 4 sensors, "
                + "batch 10, LOOP 20, two values per factor" : "scaled to a small host: 16 clients, 64 devices of 25 "
                + "sensors, batch 100, LOOP 100 for writes and queries alike (the study: 10,000 and 40), each test "
                + "capped at 120 s") + "; storage devices are not swept (one disk here)", sweeps);
    }

    /** iot-benchmark's CLIENT_NUMBER: the data clients and the schema's, which a scale sets on their own. */
    private static List<String> clients(int n) {
        return List.of("CLIENT_NUMBER=" + n, "DATA_CLIENT_NUMBER=" + n, "SCHEMA_CLIENT_NUMBER=" + n);
    }

    /**
     * The preset's sweeps on {@code databases}: an axis no database of them has (another database's server setting,
     * a key only other databases read) is left out, and a sweep left with none, each said in {@code said}.
     */
    public List<SweepSpec> on(List<DatabaseBinding> databases, List<String> said) {
        List<SweepSpec> kept = new ArrayList<>();
        for (SweepSpec spec : sweeps) {
            List<String> axes = new ArrayList<>();
            for (String axis : spec.axes()) {
                String key = axis.substring(0, axis.indexOf('='));
                if (databases.stream().anyMatch(b -> applies(key, b))) {
                    axes.add(axis);
                } else {
                    said.add(id + "/" + spec.name() + ": " + key + " left out, no database of --db ("
                            + databases.stream().map(DatabaseBinding::id).collect(Collectors.joining(","))
                            + ") has it");
                }
            }
            if (!axes.isEmpty()) {
                kept.add(new SweepSpec(spec.name(), spec.mode(), axes, spec.assignments(), spec.tests()));
            } else {
                said.add(id + "/" + spec.name() + ": skipped, none of its factors means something to --db");
            }
        }
        return kept;
    }

    private static boolean applies(String key, DatabaseBinding binding) {
        if (key.contains(":")) {
            return key.substring(0, key.indexOf(':')).equals(binding.id());
        }
        ConfigKey configKey = ConfigKey.valueOf(key);
        return !ConfigKey.DATABASE_SPECIFIC.contains(configKey) || binding.ownKeys().contains(configKey);
    }

    @Override
    public String toString() {
        return id + ": " + purpose + " (" + Arrays.toString(sweeps.stream().map(SweepSpec::name).toArray()) + ")";
    }
}
