package org.iotbenchrunner.core.usecase;

import static org.iotbenchrunner.core.usecase.ClampedWalk.normal;
import static org.iotbenchrunner.core.usecase.ClampedWalk.uniform;

import java.util.List;
import java.util.SplittableRandom;

/**
 * One truck's signals with TSBS IoT's ranges, steps and precision. Readings (all doubles): latitude -90..90 and
 * longitude -180..180 (5 decimals, steps of ±0.005), elevation 0..5000 and velocity 0..100 (steps of ±10), heading
 * 0..360 and grade 0..100 (steps of ±5), fuel_consumption 0..50 (1 decimal, steps of ±5, from 25). Diagnostics:
 * fuel_state 1..0 (1 decimal, draining up to 0.001 a step, refuelled at empty), current_load 0..5000 (a new uniform
 * load in 5 % of the steps, from 0), status 0..5 (an integer, a normal walk from 0).
 */
final class TruckSignals {
    static final List<String> READINGS = List.of("latitude", "longitude", "elevation", "velocity", "heading",
            "grade", "fuel_consumption");
    static final List<String> DIAGNOSTICS = List.of("fuel_state", "current_load", "status");

    private static final double MAX_LOAD = 5000;
    private static final double LOAD_CHANGE = 0.05;

    private final ClampedWalk[] readings;
    private final ClampedWalk fuelState;
    private final ClampedWalk status;
    private double load;

    TruckSignals(SplittableRandom random) {
        readings = new ClampedWalk[] {
            new ClampedWalk(uniform(-0.005, 0.005), -90, 90, 90 * random.nextDouble(), 5, false),
            new ClampedWalk(uniform(-0.005, 0.005), -180, 180, 180 * random.nextDouble(), 5, false),
            new ClampedWalk(uniform(-10, 10), 0, 5000, 500 * random.nextDouble(), 0, false),
            new ClampedWalk(uniform(-10, 10), 0, 100, 0, 0, false),
            new ClampedWalk(uniform(-5, 5), 0, 360, 360 * random.nextDouble(), 0, false),
            new ClampedWalk(uniform(-5, 5), 0, 100, 0, 0, false),
            new ClampedWalk(uniform(-5, 5), 0, 50, 25, 1, false)
        };
        fuelState = new ClampedWalk(uniform(-0.001, 0), 0, 1, 1, 1, true);
        status = new ClampedWalk(normal(), 0, 5, 0, 0, false);
    }

    Number[] readings() {
        Number[] values = new Number[readings.length];
        for (int i = 0; i < readings.length; i++) {
            values[i] = readings[i].value();
        }
        return values;
    }

    Number[] diagnostics() {
        return new Number[] {fuelState.value(), (double) Math.round(load), (long) status.value()};
    }

    void advance(SplittableRandom random) {
        for (ClampedWalk walk : readings) {
            walk.advance(random);
        }
        fuelState.advance(random);
        if (random.nextDouble() < LOAD_CHANGE) {
            load = MAX_LOAD * random.nextDouble();
        }
        status.advance(random);
    }
}
