package org.iotbenchrunner.core.workload;

import java.util.List;
import java.util.Random;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.workload.ValueFunction.Family;

/** WORKLOAD_BUFFER_SIZE precomputed values per sensor, built single-threaded from DATA_SEED (spec §3.3). */
public final class ValueBuffer {
    private static final String CHARACTERS = "1234567890abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final Family[] RATIO_ORDER = Family.values();

    private final Object[][] values;
    private final ValueFunction[] functions;

    public ValueBuffer(BenchmarkConfig config, List<Sensor> sensors) {
        long seed = config.getLong(ConfigKey.DATA_SEED);
        this.functions = assignFunctions(config, sensors.size(), seed);
        int size = config.getInt(ConfigKey.WORKLOAD_BUFFER_SIZE);
        int decimals = config.getInt(ConfigKey.DOUBLE_LENGTH);
        int stringLength = config.getInt(ConfigKey.STRING_LENGTH);
        long step = config.pointStep();
        long start = config.startTime();
        Random randomValues = new Random(seed);
        Random randomText = new Random(seed);
        this.values = new Object[sensors.size()][size];
        for (Sensor sensor : sensors) {
            ValueFunction f = functions[sensor.index()];
            for (int i = 0; i < size; i++) {
                long t = start + step * i + step;
                values[sensor.index()][i] = convert(sensor.type(), f, f.valueAt(t, randomValues), decimals,
                        stringLength, randomText);
            }
        }
    }

    static ValueFunction[] assignFunctions(BenchmarkConfig config, int sensorCount, long seed) {
        double[] ratios = {
            config.getDouble(ConfigKey.CONSTANT_RATIO), config.getDouble(ConfigKey.LINE_RATIO),
            config.getDouble(ConfigKey.RANDOM_RATIO), config.getDouble(ConfigKey.SIN_RATIO),
            config.getDouble(ConfigKey.SQUARE_RATIO)};
        double total = 0;
        for (double r : ratios) {
            total += r;
        }
        if (total <= 0) {
            throw new org.iotbenchrunner.core.config.ConfigException(
                    "the value function ratios (CONSTANT_RATIO, LINE_RATIO, RANDOM_RATIO, SIN_RATIO, SQUARE_RATIO) "
                            + "must not all be 0");
        }
        Random property = new Random(seed);
        ValueFunction[] result = new ValueFunction[sensorCount];
        for (int i = 0; i < sensorCount; i++) {
            double p = property.nextDouble();
            double middle = new Random(seed + 1 + i).nextDouble();
            Family family = RATIO_ORDER[RATIO_ORDER.length - 1];
            double upper = 0;
            for (int f = 0; f < ratios.length; f++) {
                upper += ratios[f] / total;
                if (ratios[f] > 0 && p < upper) {
                    family = RATIO_ORDER[f];
                    break;
                }
            }
            List<ValueFunction> candidates = FunctionCatalog.family(family);
            result[i] = candidates.get((int) (middle * candidates.size()));
        }
        return result;
    }

    private static Object convert(SensorType type, ValueFunction f, Number x, int decimals, int stringLength,
            Random text) {
        double scale = Math.pow(10, decimals);
        return switch (type) {
            case BOOLEAN -> x.floatValue() > (f.max() + f.min()) / 2;
            case INT32 -> x.intValue();
            case INT64 -> x.longValue();
            case FLOAT -> (float) (Math.round(x.doubleValue() * scale) / scale);
            case DOUBLE -> Math.round(x.doubleValue() * scale) / scale;
            default -> randomText(stringLength, text);
        };
    }

    private static String randomText(int length, Random random) {
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) {
            chars[i] = CHARACTERS.charAt(random.nextInt(CHARACTERS.length()));
        }
        return new String(chars);
    }

    public int size() {
        return values.length == 0 ? 0 : values[0].length;
    }

    public Object value(int sensor, int index) {
        return values[sensor][index];
    }

    public ValueFunction function(int sensor) {
        return functions[sensor];
    }
}
