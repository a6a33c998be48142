package org.iotbenchrunner.core.usecase;

import java.time.Instant;

/**
 * What a data set read from a file covers, for drawing queries over it as TSBS's query generator is told with
 * {@code --timestamp-start --timestamp-end --scale}: its first and last rows' times, and its scale, the highest
 * {@code host_N} or {@code truck_N} number plus one, or for thermo devices (numbered from 1) the highest
 * {@code devid} (null when a host, truck or device is named otherwise, so that no query asks for one that is not
 * there).
 */
public record UseCaseExtent(Instant first, Instant last, Integer scale) {

    /** Takes the rows one at a time. */
    static final class Tracker {
        private long first = Long.MAX_VALUE;
        private long last = Long.MIN_VALUE;
        private int scale = 0;
        private boolean otherNames;

        void add(UseCaseRow row) {
            first = Math.min(first, row.timestampNanos());
            last = Math.max(last, row.timestampNanos());
            String name = row.tags().isEmpty() ? null : row.tags().get(0).value();
            if (name != null && !otherNames) {
                int implied = ThermoDevices.MEASUREMENT.equals(row.measurement()) ? devid(name) : number(name) + 1;
                otherNames = implied < 1;
                scale = Math.max(scale, implied);
            }
        }

        /** Null when no row was taken. */
        UseCaseExtent extent() {
            if (first > last) {
                return null;
            }
            return new UseCaseExtent(instant(first), instant(last), otherNames || scale < 1 ? null : scale);
        }

        /** A thermo device's id (its first tag, 1..devices); -1 for anything else. */
        private static int devid(String text) {
            try {
                return Integer.parseInt(text);
            } catch (NumberFormatException e) {
                return -1;
            }
        }

        /** N of {@code host_N} or {@code truck_N}; -1 for any other name. */
        private static int number(String name) {
            int underscore = name.lastIndexOf('_');
            if (underscore < 0 || underscore == name.length() - 1) {
                return -1;
            }
            try {
                return Integer.parseInt(name.substring(underscore + 1));
            } catch (NumberFormatException e) {
                return -1;
            }
        }

        private static Instant instant(long nanos) {
            return Instant.ofEpochSecond(Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L));
        }
    }
}
