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
            String name = row.tags().isEmpty() ? null : row.tags().get(0).value();
            add(row.timestampNanos(), name != null, name == null ? 0
                    : ThermoDevices.MEASUREMENT.equals(row.measurement()) ? devid(name) : number(name) + 1);
        }

        /**
         * A row of {@code measurement} at {@code timestamp} whose first tag's value is {@code name[from, to)}, or that
         * lacks it ({@code from} < 0): the same as {@link #add(UseCaseRow)}, without a String.
         */
        void add(String measurement, long timestamp, byte[] name, int from, int to) {
            add(timestamp, from >= 0, from < 0 ? 0 : ThermoDevices.MEASUREMENT.equals(measurement)
                    ? parseInt(name, from, to) : number(name, from, to) + 1);
        }

        /** {@code implied}: the scale the row's first tag implies, when it has one ({@code named}). */
        private void add(long timestamp, boolean named, int implied) {
            first = Math.min(first, timestamp);
            last = Math.max(last, timestamp);
            if (named && !otherNames) {
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

        /** {@link #number(String)} of an ASCII name's bytes. */
        private static int number(byte[] name, int from, int to) {
            int underscore = to - 1;
            while (underscore >= from && name[underscore] != '_') {
                underscore--;
            }
            return underscore < from || underscore == to - 1 ? -1 : parseInt(name, underscore + 1, to);
        }

        /** {@code Integer.parseInt} of ASCII bytes, -1 where it would throw. */
        static int parseInt(byte[] text, int from, int to) {
            boolean negative = from < to && text[from] == '-';
            int start = from < to && (negative || text[from] == '+') ? from + 1 : from;
            if (start >= to) {
                return -1;
            }
            long value = 0;
            for (int i = start; i < to; i++) {
                byte b = text[i];
                value = value * 10 + (b - '0');
                if (b < '0' || b > '9' || value > (long) Integer.MAX_VALUE + 1) {
                    return -1;
                }
            }
            value = negative ? -value : value;
            return value > Integer.MAX_VALUE ? -1 : (int) value;
        }

        private static Instant instant(long nanos) {
            return Instant.ofEpochSecond(Math.floorDiv(nanos, 1_000_000_000L), Math.floorMod(nanos, 1_000_000_000L));
        }
    }
}
