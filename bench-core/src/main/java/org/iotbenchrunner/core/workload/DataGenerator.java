package org.iotbenchrunner.core.workload;

import org.iotbenchrunner.core.config.BenchmarkConfig;

/**
 * Rows for (device, row offset), a pure function of the configuration. Only out-of-order shifting keeps
 * state, one stream per device, so any client count produces the same data.
 */
public final class DataGenerator {
    private final WorkloadSchema schema;
    private final ValueBuffer buffer;
    private final BenchmarkConfig config;
    private final long start;
    private final long step;
    private final int batchSize;
    private final OutOfOrder shifts;

    public DataGenerator(BenchmarkConfig config, WorkloadSchema schema) {
        this.config = config;
        this.schema = schema;
        this.buffer = new ValueBuffer(config, schema.sensors());
        this.start = config.startTime();
        this.step = config.pointStep();
        this.batchSize = config.batchSize();
        this.shifts = OutOfOrder.of(config);
    }

    /** A fresh cursor over one device's batches, starting at loop 0. */
    public DeviceStream stream(DeviceSchema device) {
        return new DeviceStream(device, shifts != null ? shifts.shifter(device.id()) : null);
    }

    /** Timestamp of in-order row {@code rowOffset}: data starts one step after START (spec §3.2). */
    public long timestamp(long rowOffset) {
        return start + step * rowOffset + step;
    }

    public Object value(DeviceSchema device, int sensor, long rowOffset) {
        return buffer.value(sensor, bufferIndex(device, rowOffset));
    }

    public Object[] values(DeviceSchema device, long rowOffset) {
        int index = bufferIndex(device, rowOffset);
        Object[] row = new Object[schema.sensors().size()];
        for (int s = 0; s < row.length; s++) {
            row[s] = buffer.value(s, index);
        }
        return row;
    }

    private int bufferIndex(DeviceSchema device, long rowOffset) {
        return (int) Math.floorMod(rowOffset * (device.id() + 1L), (long) buffer.size());
    }

    /** Values repeat every {@code bufferSize()} rows on every device: row r and row r + bufferSize() are equal. */
    public int bufferSize() {
        return buffer.size();
    }

    /**
     * The raw size of one written row: 8 bytes of timestamp plus, per sensor, BOOLEAN 1, INT32 4, INT64 8,
     * FLOAT 4, DOUBLE 8, TEXT its UTF-8 length (every TEXT value of a sensor has the same length).
     */
    public long rawBytesPerRow() {
        long bytes = Long.BYTES;
        for (Sensor s : schema.sensors()) {
            bytes += switch (s.type()) {
                case BOOLEAN -> 1;
                case INT32, FLOAT -> 4;
                case INT64, DOUBLE -> 8;
                default -> String.valueOf(buffer.value(s.index(), 0))
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
            };
        }
        return bytes;
    }

    /** About what one batch kept for later costs in heap: a few words, and its timestamps when out of order. */
    public long retainedBytesPerBatch() {
        return 96 + (shifts != null ? 16 + 8L * batchSize : 0);
    }

    /** How this run's writes move rows back in time; null when they are in order. */
    public OutOfOrder shifts() {
        return shifts;
    }

    public WorkloadSchema schema() {
        return schema;
    }

    public int batchSize() {
        return batchSize;
    }

    /** Successive batches of one device, as its owning client writes them. */
    public final class DeviceStream {
        private final DeviceSchema device;
        private final OutOfOrderShifter shifter;
        private long loop;

        private DeviceStream(DeviceSchema device, OutOfOrderShifter shifter) {
            this.device = device;
            this.shifter = shifter;
        }

        public Batch nextBatch() {
            long first = loop * batchSize;
            long[] times = null;
            if (shifter != null) {
                times = new long[batchSize];
                for (int j = 0; j < batchSize; j++) {
                    times[j] = timestamp(shifter.shift(first + j));
                }
            }
            loop++;
            return new Batch(device, batchSize, timestamp(first), step, times,
                    (row, sensor) -> buffer.value(sensor, bufferIndex(device, first + row)));
        }
    }
}
