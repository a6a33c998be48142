package org.iotbenchrunner.core.usecase;

/**
 * The TDengine/Cassandra study's text layout of a {@code thermo} row, one line
 * {@code <devid> dev_<devid> <devgroup> <ms> <temperature> <humidity with 4 decimals>}: its size tells a data set's
 * "raw data" bytes as the study measured them (3,941 MB for its 10<sup>8</sup> rows), to put beside a database's
 * disk use, without writing the file.
 */
public final class ThermoStudyFormat {
    private static final int HUMIDITY_DECIMALS = 4;
    private static final long HUMIDITY_SCALE = 10_000;

    private ThermoStudyFormat() {
    }

    /** The row as the study's file holds it, without the newline. */
    public static String line(UseCaseRow row) {
        long humidity = scaledHumidity(row);
        String sign = humidity < 0 ? "-" : "";
        long magnitude = Math.abs(humidity);
        String decimals = String.format("%0" + HUMIDITY_DECIMALS + "d", magnitude % HUMIDITY_SCALE);
        return tag(row, ThermoDevices.DEVID) + " " + tag(row, ThermoDevices.DEVNAME) + " "
                + tag(row, ThermoDevices.DEVGROUP) + " " + Math.floorDiv(row.timestampNanos(), 1_000_000L) + " "
                + field(row, ThermoDevices.TEMPERATURE).longValue() + " " + sign + magnitude / HUMIDITY_SCALE + "."
                + decimals;
    }

    /** The bytes of the row's line, newline included (all ASCII), counted without building the line. */
    public static long bytes(UseCaseRow row) {
        long humidity = scaledHumidity(row);
        return tag(row, ThermoDevices.DEVID).length() + 1 + tag(row, ThermoDevices.DEVNAME).length() + 1
                + tag(row, ThermoDevices.DEVGROUP).length() + 1
                + digits(Math.floorDiv(row.timestampNanos(), 1_000_000L)) + 1
                + digits(field(row, ThermoDevices.TEMPERATURE).longValue()) + 1
                + digits(humidity / HUMIDITY_SCALE) + (humidity < 0 && humidity > -HUMIDITY_SCALE ? 1 : 0)
                + 1 + HUMIDITY_DECIMALS + 1;
    }

    /** The raw bytes of all the rows: the size of the study's files for this data set. */
    public static long bytes(UseCaseRows rows) {
        long[] total = {0};
        rows.forEachRow(row -> total[0] += bytes(row));
        return total[0];
    }

    private static long scaledHumidity(UseCaseRow row) {
        return Math.round(field(row, ThermoDevices.HUMIDITY).doubleValue() * HUMIDITY_SCALE);
    }

    /** The characters of a decimal integer, its minus sign included. */
    private static int digits(long value) {
        return Long.toString(value).length();
    }

    private static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst()
                .map(UseCaseRow.Tag::value)
                .orElseThrow(() -> new IllegalArgumentException("row of " + row.measurement() + " has no tag " + key
                        + ": not a thermo row"));
    }

    private static Number field(UseCaseRow row, String name) {
        return row.fields().stream().filter(f -> f.name().equals(name) && f.value() != null).findFirst()
                .map(UseCaseRow.Field::value)
                .orElseThrow(() -> new IllegalArgumentException("row of " + row.measurement() + " has no field "
                        + name + ": not a thermo row"));
    }
}
