package org.iotbenchrunner.core.query;

import java.util.List;
import java.util.Optional;
import java.util.function.LongPredicate;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.OutOfOrder;
import org.iotbenchrunner.core.workload.OutOfOrderShifter;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The baseline every read test queries, as stored: {@code rowsPerDevice} generated rows per device. Positions are
 * time offsets k (timestamp {@code data.timestamp(k)}). Written in order, offset k holds generated row k, evenly
 * spaced, whose values repeat every {@code period} rows. Written out of order, generated row r lands on the offset its
 * shifter gives, and a repeated offset keeps the last write; each device's offsets are replayed once into an array of
 * the row stored at each offset (-1: empty), bounded by {@link #MAX_MODEL_BYTES}.
 */
public final class BaselineRows {
    /** The most heap the out-of-order model may take: above it, answers are not checked rather than the heap spent. */
    public static final long MAX_MODEL_BYTES = 256L << 20;
    private static final int EMPTY = -1;

    final DataGenerator data;
    final long rowsPerDevice;
    final long firstTimestamp;
    final long step;
    final long period;
    /** The lowest and highest offset any device stores a row at. */
    final long lowest;
    final long highest;
    /** Out of order: per device id, the row stored at offset {@code base + i}; null in order. */
    private final int[][] stored;
    private final long base;

    private BaselineRows(DataGenerator data, long rowsPerDevice, int[][] stored, long base, long lowest,
            long highest) {
        this.data = data;
        this.rowsPerDevice = rowsPerDevice;
        this.period = data.bufferSize();
        this.firstTimestamp = data.timestamp(0);
        this.step = data.timestamp(1) - firstTimestamp;
        this.stored = stored;
        this.base = base;
        this.lowest = lowest;
        this.highest = highest;
    }

    /** Rows 0 to {@code rowsPerDevice - 1} of every device at their own offsets. */
    public static BaselineRows inOrder(DataGenerator data, long rowsPerDevice) {
        return new BaselineRows(data, rowsPerDevice, null, 0, 0, rowsPerDevice - 1);
    }

    /**
     * The rows as a database that keeps repeated timestamps as {@code kept} says stores them after writing
     * {@code rowsPerDevice} rows per device shifted by {@code shifts} (null: in order).
     *
     * @throws IllegalArgumentException with the reason of {@link #unmodelled} when there is one
     */
    public static BaselineRows written(DataGenerator data, long rowsPerDevice, OutOfOrder shifts,
            RepeatedTimestamps kept) {
        if (inOrder(shifts)) {
            return inOrder(data, rowsPerDevice);
        }
        List<DeviceSchema> devices = data.schema().devices();
        unmodelled(shifts, rowsPerDevice, devices.size(), kept).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        long base = shifts.batchMode() ? 0 : -maxDelay(shifts);
        int span = (int) span(shifts, rowsPerDevice);
        int[][] stored = new int[devices.stream().mapToInt(DeviceSchema::id).max().orElse(-1) + 1][];
        long lowest = Long.MAX_VALUE;
        long highest = Long.MIN_VALUE;
        for (DeviceSchema device : devices) {
            int[] rows = replay(shifts.shifter(device.id()), rowsPerDevice, base, span);
            stored[device.id()] = rows;
            for (int i = 0; i < span; i++) {
                if (rows[i] != EMPTY) {
                    lowest = Math.min(lowest, base + i);
                    break;
                }
            }
            for (int i = span - 1; i >= 0; i--) {
                if (rows[i] != EMPTY) {
                    highest = Math.max(highest, base + i);
                    break;
                }
            }
        }
        if (lowest == Long.MAX_VALUE) {
            lowest = 0;
            highest = -1;
        }
        return new BaselineRows(data, rowsPerDevice, stored, base, lowest, highest);
    }

    /** Offsets replayed in row order: a later row at an offset replaces the earlier one, as the last write does. */
    private static int[] replay(OutOfOrderShifter shifter, long rows, long base, int span) {
        int[] stored = new int[span];
        java.util.Arrays.fill(stored, EMPTY);
        for (int r = 0; r < rows; r++) {
            stored[(int) (shifter.shift(r) - base)] = r;
        }
        return stored;
    }

    /** The offsets a device's first rows were written at: the lowest, the highest, and how many distinct ones. */
    public record Offsets(long lowest, long highest, long distinct) {
    }

    /**
     * The offsets the first {@code rows} rows of device {@code deviceId} are written at with {@code shifts}: what a
     * database that keeps one row per timestamp stores, whichever write it keeps.
     */
    public static Offsets offsetsWritten(OutOfOrder shifts, int deviceId, long rows) {
        if (inOrder(shifts) || rows <= 0) {
            return new Offsets(0, rows - 1, Math.max(rows, 0));
        }
        long base = shifts.batchMode() ? 0 : -maxDelay(shifts);
        java.util.BitSet seen = new java.util.BitSet((int) span(shifts, rows));
        OutOfOrderShifter shifter = shifts.shifter(deviceId);
        for (long r = 0; r < rows; r++) {
            seen.set((int) (shifter.shift(r) - base));
        }
        return new Offsets(base + seen.nextSetBit(0), base + seen.length() - 1, seen.cardinality());
    }

    /** Whether {@code shifts} leaves every row at its own offset (none, or POISSON moving no row). */
    public static boolean inOrder(OutOfOrder shifts) {
        return shifts == null || (!shifts.batchMode() && shifts.ratio() == 0);
    }

    /**
     * Why the stored rows of a baseline written with {@code shifts} cannot be modelled for a database that keeps
     * repeated timestamps as {@code kept} says; empty when they can (always in order).
     */
    public static Optional<String> unmodelled(OutOfOrder shifts, long rowsPerDevice, int devices,
            RepeatedTimestamps kept) {
        if (inOrder(shifts)) {
            return Optional.empty();
        }
        String written = "the baseline is written out of order (OUT_OF_ORDER_MODE=" + shifts.mode()
                + ", OUT_OF_ORDER_RATIO=" + shifts.ratio() + ")";
        if (kept.kept() == RepeatedTimestamps.Kept.UNKNOWN) {
            return Optional.of(written + " and which write of a repeated timestamp is kept is not known: " + kept.how());
        }
        long batch = rowsPerDevice / Math.max(1, shifts.loop());
        if (kept.kept() == RepeatedTimestamps.Kept.LAST_BATCH && twoRowsOfABatchMayMeet(shifts, batch)) {
            return Optional.of(written + ", two rows of one batch may land on one timestamp, and which of them is "
                    + "kept is not known: " + kept.how());
        }
        if (rowsPerDevice > Integer.MAX_VALUE) {
            return Optional.of(written + " with " + rowsPerDevice + " rows per device; the model of the stored rows "
                    + "indexes at most " + Integer.MAX_VALUE);
        }
        long bytes = 4L * span(shifts, rowsPerDevice) * devices;
        if (span(shifts, rowsPerDevice) > Integer.MAX_VALUE || bytes > MAX_MODEL_BYTES) {
            return Optional.of(written + "; the model of the stored rows would take " + (bytes >> 20) + " MB of heap, "
                    + "above its bound of " + (MAX_MODEL_BYTES >> 20) + " MB");
        }
        return Optional.empty();
    }

    /** Offsets a device's rows may land on: BATCH rotates within [0, LOOP); POISSON moves back by up to MAX_K. */
    private static long span(OutOfOrder shifts, long rowsPerDevice) {
        return shifts.batchMode() ? shifts.loop() : rowsPerDevice + maxDelay(shifts);
    }

    private static long maxDelay(OutOfOrder shifts) {
        return java.util.Arrays.stream(shifts.poissonDelays()).max().orElse(0);
    }

    /**
     * Whether two rows less than a batch apart may share an offset: BATCH when a batch holds more than LOOP rows;
     * POISSON when two possible delays (0 for a row not moved) differ by less than a batch.
     */
    static boolean twoRowsOfABatchMayMeet(OutOfOrder shifts, long batch) {
        if (shifts.batchMode()) {
            return batch > shifts.loop();
        }
        long[] delays = shifts.poissonDelays();
        java.util.Arrays.sort(delays);
        long previous = 0;
        for (long delay : delays) {
            if (delay - previous < batch) {
                return true;
            }
            previous = delay;
        }
        return false;
    }

    boolean inOrder() {
        return stored == null;
    }

    long timestamp(long offset) {
        return data.timestamp(offset);
    }

    /** Whether {@code device} stores a row at {@code offset}, which must be within [lowest, highest]. */
    boolean present(DeviceSchema device, long offset) {
        return stored == null || stored[device.id()][(int) (offset - base)] != EMPTY;
    }

    /** The generated row stored at {@code offset}, which must be present. */
    long row(DeviceSchema device, long offset) {
        return stored == null ? offset : stored[device.id()][(int) (offset - base)];
    }

    Object value(DeviceSchema device, int sensor, long offset) {
        return data.value(device, sensor, row(device, offset));
    }

    /** The highest offset {@code device} stores a row at; below {@link #lowest} when it stores none. */
    long newest(DeviceSchema device) {
        if (stored == null) {
            return highest;
        }
        for (long k = highest; k >= lowest; k--) {
            if (present(device, k)) {
                return k;
            }
        }
        return lowest - 1;
    }

    /** The first offset whose timestamp is >= t (may be past the highest). */
    long firstRowIn(long t) {
        if (t == Long.MIN_VALUE) {
            return lowest;
        }
        return Math.max(lowest, -Math.floorDiv(-(t - firstTimestamp), step));
    }

    /** The last offset whose timestamp is <= t (may be below the lowest). */
    long lastRowIn(long t) {
        if (t == Long.MAX_VALUE) {
            return highest;
        }
        return Math.min(Math.floorDiv(t - firstTimestamp, step), highest);
    }

    /** Offsets whose stored value of every sensor of {@code sensors} is above {@code threshold}, as doubles. */
    LongPredicate above(DeviceSchema device, List<Sensor> sensors, double threshold) {
        int[] indexes = sensors.stream().mapToInt(Sensor::index).toArray();
        return offset -> {
            long row = row(device, offset);
            for (int s : indexes) {
                if (((Number) data.value(device, s, row)).doubleValue() <= threshold) {
                    return false;
                }
            }
            return true;
        };
    }
}
