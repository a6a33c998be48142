package org.iotbenchrunner.core.workload;

import java.util.Random;

/**
 * Moves a share of rows back in time (spec §3.4). Unlike iot-benchmark, whose one random is shared by all
 * client threads, each device has its own seeded stream, so the shifted rows do not depend on thread timing.
 */
public final class OutOfOrderShifter {
    private final boolean batchMode;
    private final double ratio;
    private final long loop;
    private final PoissonDelta poisson;
    private final Random random;

    OutOfOrderShifter(OutOfOrder shifts, int deviceId) {
        this.batchMode = shifts.batchMode();
        this.ratio = shifts.ratio();
        this.loop = shifts.loop();
        this.poisson = PoissonDelta.of(shifts.lambda(), shifts.maxK());
        this.random = new Random(shifts.seed() * 1_000_003L + deviceId);
    }

    /** The timestamp offset (in rows) at which row {@code rowOffset} is written; rows must be asked in order. */
    public long shift(long rowOffset) {
        if (batchMode) {
            return Math.floorMod(rowOffset + (long) Math.floor(loop * ratio), loop);
        }
        if (random.nextDouble() < ratio) {
            return rowOffset - poisson.sample(random.nextDouble());
        }
        return rowOffset;
    }

    /** Truncated Poisson delta in rows; large lambdas are rescaled from a lambda-10 model as iot-benchmark does. */
    record PoissonDelta(double[] cumulative, double lambda, int maxK, boolean rescaled) {
        private static final double BASE_LAMBDA = 10;
        private static final int BASE_MAX_K = 25;

        static PoissonDelta of(double lambda, int maxK) {
            boolean rescale = lambda >= 500;
            double l = rescale ? BASE_LAMBDA : lambda;
            int k = rescale ? BASE_MAX_K : maxK;
            double[] cumulative = new double[k];
            double p = Math.exp(-l);
            double sum = 0;
            for (int i = 0; i < k - 1; i++) {
                sum += p;
                cumulative[i] = sum;
                p = p * l / (i + 1);
            }
            cumulative[k - 1] = 1.0;
            return new PoissonDelta(cumulative, lambda, maxK, rescale);
        }

        /** Every delay {@link #sample} can return, by bucket. */
        long[] all() {
            long[] delays = new long[cumulative.length];
            for (int bucket = 0; bucket < delays.length; bucket++) {
                delays[bucket] = delta(bucket + 1);
            }
            return delays;
        }

        long sample(double v) {
            int bucket = 0;
            while (bucket < cumulative.length - 1 && v >= cumulative[bucket]) {
                bucket++;
            }
            return delta(bucket + 1);
        }

        private long delta(int n) {
            if (!rescaled) {
                return n;
            }
            return n <= BASE_LAMBDA
                    ? (long) (lambda + (n - BASE_LAMBDA) * lambda / BASE_LAMBDA)
                    : (long) (lambda + (n - BASE_LAMBDA) * (maxK - lambda) / (BASE_MAX_K - BASE_LAMBDA));
        }
    }
}
