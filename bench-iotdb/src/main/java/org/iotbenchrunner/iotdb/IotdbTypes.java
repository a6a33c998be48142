package org.iotbenchrunner.iotdb;

import java.util.Locale;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.file.metadata.enums.CompressionType;
import org.apache.tsfile.file.metadata.enums.TSEncoding;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.workload.SensorType;

/** Data types, per-type encodings (ENCODING_* keys) and the compressor (COMPRESSOR) of each series (spec §1.6). */
final class IotdbTypes {
    private IotdbTypes() {
    }

    static TSDataType dataType(SensorType type) {
        return switch (type) {
            case BOOLEAN -> TSDataType.BOOLEAN;
            case INT32 -> TSDataType.INT32;
            case INT64 -> TSDataType.INT64;
            case FLOAT -> TSDataType.FLOAT;
            case DOUBLE -> TSDataType.DOUBLE;
            case TEXT -> TSDataType.TEXT;
            default -> throw new ConfigException("sensor type " + type + " is not supported by iotdb");
        };
    }

    static ConfigKey encodingKey(SensorType type) {
        return switch (type) {
            case BOOLEAN -> ConfigKey.ENCODING_BOOLEAN;
            case INT32 -> ConfigKey.ENCODING_INT32;
            case INT64 -> ConfigKey.ENCODING_INT64;
            case FLOAT -> ConfigKey.ENCODING_FLOAT;
            case DOUBLE -> ConfigKey.ENCODING_DOUBLE;
            default -> ConfigKey.ENCODING_TEXT;
        };
    }

    static TSEncoding encoding(BenchmarkConfig config, SensorType type) {
        ConfigKey key = encodingKey(type);
        return parse(TSEncoding.class, key, config.getString(key));
    }

    static CompressionType compressor(BenchmarkConfig config) {
        return parse(CompressionType.class, ConfigKey.COMPRESSOR, config.getString(ConfigKey.COMPRESSOR));
    }

    private static <E extends Enum<E>> E parse(Class<E> type, ConfigKey key, String value) {
        try {
            return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            StringBuilder allowed = new StringBuilder();
            for (E constant : type.getEnumConstants()) {
                allowed.append(allowed.length() == 0 ? "" : ", ").append(constant.name());
            }
            throw new ConfigException(key.name() + " must be one of " + allowed + " (got " + value + ")");
        }
    }
}
