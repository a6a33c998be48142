package org.iotbenchrunner.core.usecase;

import java.util.List;

/**
 * The names of the {@code thermo} use case, as the TDengine/Cassandra study (seed 002) has them: one measurement
 * {@code devices} with the tags {@code devid} (an integer, 1..devices), {@code devname} ({@code dev_<devid>}) and
 * {@code devgroup} (an integer, {@code devid % 100}), an integer {@code temperature} and a decimal {@code humidity}.
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

    private ThermoDevices() {
    }

    public static String name(int devid) {
        return "dev_" + devid;
    }

    public static int group(int devid) {
        return devid % GROUPS;
    }
}
