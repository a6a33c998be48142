package org.iotbenchrunner.core.usecase;

import java.util.List;
import java.util.SplittableRandom;

/**
 * One thermohydrometer of the {@code thermo} use case, as the TDengine/Cassandra study's generator describes it: its
 * tags and two normal streams around centres drawn once per device, each value clipped to three standard deviations
 * of its centre. {@code temperature}: centre an integer drawn uniformly from 0..99 and clamped to 35..65, σ = 35/3,
 * the value truncated to an integer; {@code humidity}: centre drawn uniformly from 0..21, σ = 17/3, the value rounded
 * to 4 decimals (the study's file writes 4).
 */
final class ThermoDevice {
    static final double TEMPERATURE_SIGMA = 35.0 / 3;
    static final double HUMIDITY_SIGMA = 17.0 / 3;
    static final int TEMPERATURE_CENTRE_MIN = 35;
    static final int TEMPERATURE_CENTRE_MAX = 65;
    static final int HUMIDITY_CENTRES = 22;
    private static final double CLIP = 3;
    private static final double HUMIDITY_SCALE = 10_000;

    private final List<UseCaseRow.Tag> tags;
    private final int temperatureCentre;
    private final int humidityCentre;
    private final SplittableRandom random;

    ThermoDevice(int devid, SplittableRandom random) {
        this.tags = List.of(new UseCaseRow.Tag(ThermoDevices.DEVID, Integer.toString(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVGROUP, Integer.toString(ThermoDevices.group(devid))));
        this.temperatureCentre = Math.max(TEMPERATURE_CENTRE_MIN,
                Math.min(TEMPERATURE_CENTRE_MAX, random.nextInt(100)));
        this.humidityCentre = random.nextInt(HUMIDITY_CENTRES);
        this.random = random;
    }

    int temperatureCentre() {
        return temperatureCentre;
    }

    int humidityCentre() {
        return humidityCentre;
    }

    /** The device's next row, at {@code timestampNanos}. */
    UseCaseRow row(long timestampNanos) {
        long temperature = (long) clippedNormal(temperatureCentre, TEMPERATURE_SIGMA);
        double humidity = Math.round(clippedNormal(humidityCentre, HUMIDITY_SIGMA) * HUMIDITY_SCALE) / HUMIDITY_SCALE;
        return new UseCaseRow(ThermoDevices.MEASUREMENT, tags, timestampNanos,
                List.of(new UseCaseRow.Field(ThermoDevices.TEMPERATURE, temperature),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, humidity)));
    }

    private double clippedNormal(double centre, double sigma) {
        double deviations = Math.max(-CLIP, Math.min(CLIP, random.nextGaussian()));
        return centre + deviations * sigma;
    }
}
