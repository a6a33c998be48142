package org.iotbenchrunner.core.usecase;

import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * The names of the {@code thermo} use case, as the TDengine/Cassandra study (seed 002) has them: one measurement
 * {@code devices} with the tags {@code devid} (an integer, 1..devices), {@code devname} ({@code dev_<devid>}) and
 * {@code devgroup} (an integer, {@code devid % 100}), an integer {@code temperature} and a decimal {@code humidity};
 * and the study's data set: 10,000 devices of 10,000 rows each, one a second from 2019-07-16T04:01:40Z.
 */
public final class ThermoDevices {
    public static final String MEASUREMENT = "devices";
    public static final String DEVID = "devid";
    public static final String DEVNAME = "devname";
    public static final String DEVGROUP = "devgroup";
    public static final String TEMPERATURE = "temperature";
    public static final String HUMIDITY = "humidity";
    public static final List<String> TAG_KEYS = List.of(DEVID, DEVNAME, DEVGROUP);
    public static final List<String> INTEGER_TAGS = List.of(DEVID, DEVGROUP);
    /** Device groups: a device's group is its id modulo this, as the study's generator has it. */
    public static final int GROUPS = 100;
    public static final int STUDY_DEVICES = 10_000;
    public static final int STUDY_ROWS_PER_DEVICE = 10_000;
    /** The study's first timestamp, 1563249700000 ms. */
    public static final Instant STUDY_START = Instant.ofEpochMilli(1_563_249_700_000L);
    public static final Duration STUDY_INTERVAL = Duration.ofSeconds(1);

    private ThermoDevices() {
    }

    public static String name(int devid) {
        return "dev_" + devid;
    }

    public static int group(int devid) {
        return devid % GROUPS;
    }

    /** The study's data set (its devices, rows per device, start and interval) drawn from {@code seed}. */
    public static UseCaseSpec studySpec(long seed) {
        return new UseCaseSpec(UseCase.THERMO, seed, STUDY_DEVICES, STUDY_START,
                STUDY_START.plus(STUDY_INTERVAL.multipliedBy(STUDY_ROWS_PER_DEVICE)), STUDY_INTERVAL);
    }
}
