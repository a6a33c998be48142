package org.iotbenchrunner.report.data;

import java.util.Map;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.result.RunResult;

/**
 * How much data a write run holds, in points, read from the result itself so that a ratio between scales is
 * computed, never assumed (the seed thesis misstated its own).
 */
public final class DataAmount {
    private DataAmount() {
    }

    /**
     * The points the run set out to write: its planned work where recorded, otherwise its configuration's devices ×
     * sensors × batch size × loops; NaN when neither is known (e.g. a published figure).
     */
    public static double planned(RunResult r) {
        if (r.planned() != null && r.planned().points() != null) {
            return r.planned().points();
        }
        Map<String, String> config = r.environment().config();
        if (config == null) {
            return Double.NaN;
        }
        double points = 1;
        for (ConfigKey key : new ConfigKey[]{ConfigKey.DEVICE_NUMBER, ConfigKey.SENSOR_NUMBER,
            ConfigKey.BATCH_SIZE_PER_WRITE, ConfigKey.LOOP}) {
            points *= number(config.get(key.name()));
        }
        return points;
    }

    /** The points the run wrote successfully; NaN when not measured or not published. */
    public static double written(RunResult r) {
        return r.total() == null || r.total().okPoints() < 0 ? Double.NaN : r.total().okPoints();
    }

    private static double number(String text) {
        try {
            return text == null ? Double.NaN : Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
