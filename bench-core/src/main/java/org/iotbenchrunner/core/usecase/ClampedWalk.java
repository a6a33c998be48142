package org.iotbenchrunner.core.usecase;

import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;

/**
 * A random walk held between a minimum and a maximum, read rounded to a number of decimals: the shape of TSBS
 * IoT's truck signals. A refilling walk jumps back to its maximum when it reaches its minimum (a refuelled tank).
 */
final class ClampedWalk {
    private final ToDoubleFunction<SplittableRandom> step;
    private final double min;
    private final double max;
    private final double scale;
    private final boolean refills;
    private double state;

    ClampedWalk(ToDoubleFunction<SplittableRandom> step, double min, double max, double start, int decimals,
            boolean refills) {
        this.step = step;
        this.min = min;
        this.max = max;
        this.scale = Math.pow(10, decimals);
        this.refills = refills;
        this.state = start;
    }

    static ToDoubleFunction<SplittableRandom> uniform(double low, double high) {
        return random -> low + (high - low) * random.nextDouble();
    }

    static ToDoubleFunction<SplittableRandom> normal() {
        return SplittableRandom::nextGaussian;
    }

    double value() {
        return Math.round(state * scale) / scale;
    }

    void advance(SplittableRandom random) {
        state = Math.max(min, Math.min(max, state + step.applyAsDouble(random)));
        if (refills && state == min) {
            state = max;
        }
    }
}
