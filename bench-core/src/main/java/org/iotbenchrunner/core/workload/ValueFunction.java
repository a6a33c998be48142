package org.iotbenchrunner.core.workload;

import java.util.Random;

/**
 * A synthetic signal over time: the function families of the iot-benchmark model, with parameters of our own
 * catalogue ({@link FunctionCatalog}), since its function.xml is not ours to ship.
 */
public record ValueFunction(Family family, NumberKind kind, double min, double max, long cycle) {

    /** Family order matters: the ratio slices are laid out in this order (spec §3.3). */
    public enum Family { CONSTANT, LINE, RANDOM, SIN, SQUARE }

    public enum NumberKind { INT, FLOAT, DOUBLE }

    /** The value at timestamp {@code t}; RANDOM draws from the shared {@code random}. */
    public Number valueAt(long t, Random random) {
        double x = switch (family) {
            case CONSTANT, LINE -> min + ((max - min) / cycle) * Math.floorMod(t, cycle);
            case SIN -> {
                double amplitude = (max - min) / 2;
                long period = cycle * 1000;
                yield min + amplitude + amplitude * Math.sin(2 * Math.PI * Math.floorMod(t, period) / period);
            }
            case SQUARE -> Math.floorMod(t, cycle) < cycle / 2.0 ? max : min;
            case RANDOM -> min + (max - min) * random.nextDouble();
        };
        return switch (kind) {
            case INT -> (int) x;
            case FLOAT -> (float) x;
            case DOUBLE -> x;
        };
    }
}
