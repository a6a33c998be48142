package org.iotbenchrunner.core.workload;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;

/**
 * How a write moves rows back in time (spec §3.4), as the keys of the writing run set it: the mode (POISSON or
 * BATCH), the share of rows moved, the Poisson delay model, the data seed and the LOOP that BATCH mode rotates by.
 * Carried from the write that loaded a baseline to the read run that checks answers over it.
 */
public record OutOfOrder(String mode, double ratio, double lambda, int maxK, long seed, long loop) {

    /** The shifts of a run; null when it writes in order. */
    public static OutOfOrder of(BenchmarkConfig config) {
        if (!config.getBoolean(ConfigKey.IS_OUT_OF_ORDER)) {
            return null;
        }
        return new OutOfOrder(config.getString(ConfigKey.OUT_OF_ORDER_MODE),
                config.getDouble(ConfigKey.OUT_OF_ORDER_RATIO), config.getDouble(ConfigKey.LAMBDA),
                config.getInt(ConfigKey.MAX_K), config.getLong(ConfigKey.DATA_SEED), config.loop());
    }

    public boolean batchMode() {
        return mode.equals("BATCH");
    }

    /** A fresh replay of the offsets device {@code deviceId}'s rows are written at, from row 0 on. */
    public OutOfOrderShifter shifter(int deviceId) {
        return new OutOfOrderShifter(this, deviceId);
    }

    /** The Poisson delays a row may be moved back by, in rows (rescaled ones need not rise). */
    public long[] poissonDelays() {
        return OutOfOrderShifter.PoissonDelta.of(lambda, maxK).all();
    }
}
