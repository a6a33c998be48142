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

    /**
     * The bytes of the row's line, newline included (all ASCII), counted without building the line: a loader may
     * count every row it sends.
     */
    public static long bytes(UseCaseRow row) {
        long humidity = scaledHumidity(row);
        long integerPart = humidity / HUMIDITY_SCALE;
        int minusOfASmallNegative = humidity < 0 && integerPart == 0 ? 1 : 0;
        return tag(row, ThermoDevices.DEVID).length() + 1 + tag(row, ThermoDevices.DEVNAME).length() + 1
                + tag(row, ThermoDevices.DEVGROUP).length() + 1
                + digits(Math.floorDiv(row.timestampNanos(), 1_000_000L)) + 1
                + digits(field(row, ThermoDevices.TEMPERATURE).longValue()) + 1
                + digits(integerPart) + minusOfASmallNegative + 1 + HUMIDITY_DECIMALS + 1;
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
    static int digits(long value) {
        if (value < 0) {
            return value == Long.MIN_VALUE ? 20 : 1 + digits(-value);
        }
        int digits = 1;
        for (long rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        return digits;
    }

    private static String tag(UseCaseRow row, String key) {
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.key().equals(key) && tag.value() != null) {
                return tag.value();
            }
        }
        throw new IllegalArgumentException("row of " + row.measurement() + " has no tag " + key + ": not a thermo row");
    }

    private static Number field(UseCaseRow row, String name) {
        for (UseCaseRow.Field field : row.fields()) {
            if (field.name().equals(name) && field.value() != null) {
                return field.value();
            }
        }
        throw new IllegalArgumentException("row of " + row.measurement() + " has no field " + name
                + ": not a thermo row");
    }
}
