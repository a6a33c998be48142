package org.iotbenchrunner.iotdb;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.utils.Binary;
import org.apache.tsfile.write.record.Tablet;
import org.apache.tsfile.write.schema.MeasurementSchema;
import org.iotbenchrunner.core.usecase.RowColumns;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Use-case rows as one aligned tablet per device ({@link UseCaseLayout}): the device's rows in the order given, each
 * with its time in the server's unit, its fields and then its tags as the template's columns (an integer tag as an
 * INT64, its text parsed; one that is not an integer fails the batch, naming it), a missing one marked null in the
 * tablet's bitmap. A row's nanoseconds become the server's timestamp precision (rounded down): TSBS's
 * rows are whole seconds apart, so milliseconds lose nothing of theirs.
 */
final class UseCaseTablets {
    private final UseCaseLayout layout;
    private final long nanosPerUnit;
    private final UnnamedDevices unnamed;
    private final Map<String, Columns> columns = new HashMap<>();

    /** {@code precision}: the server's timestamp precision, {@code ms}, {@code us} or {@code ns}. */
    UseCaseTablets(UseCaseLayout layout, String precision, UnnamedDevices unnamed) {
        this.layout = layout;
        this.nanosPerUnit = switch (precision) {
            case "ms" -> 1_000_000L;
            case "us" -> 1_000L;
            case "ns" -> 1L;
            default -> throw new IllegalArgumentException("timestamp precision " + precision + ": not ms, us or ns");
        };
        this.unnamed = unnamed;
    }

    /** The tablets of {@code rows} by device path, in the order of each device's first row. */
    Map<String, Tablet> of(List<UseCaseRow> rows) {
        Map<String, DeviceRows> byDevice = new LinkedHashMap<>();
        for (UseCaseRow row : rows) {
            Columns c = columns.computeIfAbsent(row.measurement(), m -> new Columns(layout, m));
            long time = Math.floorDiv(row.timestampNanos(), nanosPerUnit);
            String group = c.groupNode(row);
            String primary = c.tag(row, c.primaryKey);
            String device = primary != null ? c.device(group, primary)
                    : c.path(group, unnamed.next(row.measurement(), time));
            byDevice.computeIfAbsent(device, d -> new DeviceRows(c)).add(row, time);
        }
        Map<String, Tablet> tablets = new LinkedHashMap<>();
        byDevice.forEach((device, deviceRows) -> tablets.put(device, deviceRows.tablet(device)));
        return tablets;
    }

    /** A measurement's tablet columns (fields, then tags) and the paths of its devices seen so far. */
    private static final class Columns {
        private final UseCaseLayout layout;
        private final String measurement;
        private final String primaryKey;
        private final boolean grouped;
        private final List<MeasurementSchema> schemas = new ArrayList<>();
        private final RowColumns values;
        private final Map<String, String> devices = new HashMap<>();

        Columns(UseCaseLayout layout, String measurement) {
            UseCaseSchema.Measurement m = UseCaseLayout.target(measurement).measurement();
            this.layout = layout;
            this.measurement = measurement;
            this.primaryKey = m.tagKeys().get(0);
            this.grouped = UseCaseLayout.grouped(measurement);
            for (UseCaseSchema.Field f : m.fields()) {
                schemas.add(new MeasurementSchema(f.name(), f.integer() ? TSDataType.INT64 : TSDataType.DOUBLE));
            }
            for (String key : m.tagKeys()) {
                schemas.add(new MeasurementSchema(key, m.integerTag(key) ? TSDataType.INT64 : TSDataType.TEXT));
            }
            this.values = new RowColumns(m);
        }

        static String tag(UseCaseRow row, String key) {
            for (UseCaseRow.Tag tag : row.tags()) {
                if (tag.key().equals(key)) {
                    return tag.value();
                }
            }
            return null;
        }

        /** The row's group node in a grouped measurement; null in the others. */
        String groupNode(UseCaseRow row) {
            return grouped ? UseCaseLayout.groupNode(tag(row, ThermoDevices.DEVGROUP)) : null;
        }

        String device(String groupNode, String primaryTag) {
            return devices.computeIfAbsent(groupNode == null ? primaryTag : groupNode + "/" + primaryTag,
                    key -> path(groupNode, primaryTag));
        }

        /** The device path of {@code node} (a primary tag's value, an unnamed device) in its group node if any. */
        String path(String groupNode, String node) {
            return groupNode == null ? layout.device(measurement, node) : layout.device(measurement, groupNode, node);
        }
    }

    /** One device's rows and their times in the server's unit. */
    private static final class DeviceRows {
        private final Columns columns;
        private final List<UseCaseRow> rows = new ArrayList<>();
        private long[] times = new long[8];

        DeviceRows(Columns columns) {
            this.columns = columns;
        }

        void add(UseCaseRow row, long time) {
            if (rows.size() == times.length) {
                times = Arrays.copyOf(times, 2 * times.length);
            }
            times[rows.size()] = time;
            rows.add(row);
        }

        Tablet tablet(String device) {
            Tablet tablet = new Tablet(device, columns.schemas, rows.size());
            int fields = columns.values.fieldCount();
            for (int r = 0; r < rows.size(); r++) {
                tablet.timestamps[r] = times[r];
                RowColumns row = columns.values.read(rows.get(r));
                for (int f = 0; f < fields; f++) {
                    Number value = row.field(f);
                    if (value == null) {
                        markNull(tablet, f, r);
                    } else if (tablet.values[f] instanceof long[] longs) {
                        longs[r] = RowColumns.exactLong(value, rows.get(r), columns.schemas.get(f).getMeasurementId());
                    } else {
                        ((double[]) tablet.values[f])[r] = value.doubleValue();
                    }
                }
                for (int t = 0; t < row.tagCount(); t++) {
                    String value = row.tag(t);
                    if (tablet.values[fields + t] instanceof long[] longs) {
                        if (value == null) {
                            markNull(tablet, fields + t, r);
                        } else {
                            longs[r] = integerTag(value, columns.schemas.get(fields + t).getMeasurementId(), r);
                        }
                    } else if (value == null) {
                        // marked null, yet the session still reads the cell's length
                        ((Binary[]) tablet.values[fields + t])[r] = Binary.EMPTY_VALUE;
                        markNull(tablet, fields + t, r);
                    } else {
                        ((Binary[]) tablet.values[fields + t])[r] = new Binary(value, StandardCharsets.UTF_8);
                    }
                }
            }
            tablet.rowSize = rows.size();
            return tablet;
        }

        private long integerTag(String value, String key, int r) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("tag " + key + " of a " + columns.measurement + " row at "
                        + rows.get(r).timestampNanos() + " ns: '" + value + "' is not an integer, and " + key
                        + " is an integer tag");
            }
        }

        private static void markNull(Tablet tablet, int column, int row) {
            if (tablet.bitMaps == null) {
                tablet.initBitMaps();
            }
            tablet.bitMaps[column].mark(row);
        }
    }
}
