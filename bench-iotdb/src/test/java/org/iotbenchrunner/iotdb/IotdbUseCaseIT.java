package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.UseCaseData.tag;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a private IoTDB ({@link IotdbLocalServer}, from the distribution
 * IOTDB_HOME points at, else IoTDB 2.0.1-beta's assembled jars; skipped with the reason where there is none) and
 * read back by statements of the test's own; the server's own counts of non-null values and rows without each tag
 * agree, each device is one of its measurement's template, and rows without their primary tag are kept in unnamed
 * devices.
 */
class IotdbUseCaseIT extends UseCaseLoadKit {
    private static final IotdbBinding BINDING = new IotdbBinding();
    private static final UseCaseLayout LAYOUT = new UseCaseLayout("test");

    IotdbUseCaseIT() {
        super(new IotdbLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "iotdb-local");
    }

    @Override
    protected StoredRows stored(UseCaseSchema schema) throws Exception {
        StoredRows stored = new StoredRows();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            read(m, LAYOUT.devices(m.name()), stored);
        }
        return stored;
    }

    /**
     * Each measurement's non-null values and rows without each tag, as the server counts them; the device of its first
     * row is one of its template.
     */
    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) throws Exception {
        for (UseCaseSchema.Measurement m : data.schema().measurements()) {
            String devices = LAYOUT.devices(m.name());
            long rows = data.rowsPerMeasurement().get(m.name());
            assertThat(sumOfCounts(m.fields().stream().map(UseCaseSchema.Field::name).toList(), devices))
                    .as(devices + " non-null values").isEqualTo(data.metricsPerMeasurement().get(m.name()));
            for (String key : m.tagKeys()) {
                assertThat(rows - sumOfCounts(List.of(key), devices)).as(devices + " rows without " + key)
                        .isEqualTo(data.rowsWithout(m.name(), key));
            }
            assertSeriesOfTheTemplate(m, data.rowsOf(m.name()).get(0));
        }
    }

    /**
     * The device of a row is one of its measurement's template (a thermo row's under its group's node), whose series
     * have the configured encodings.
     */
    private void assertSeriesOfTheTemplate(UseCaseSchema.Measurement m, UseCaseRow row) throws Exception {
        String primary = tag(row, m.tagKeys().get(0));
        String device = UseCaseLayout.grouped(m.name())
                ? LAYOUT.device(m.name(), UseCaseLayout.groupNode(tag(row, "devgroup")), primary)
                : LAYOUT.device(m.name(), primary);
        String template = LAYOUT.template(m.name());
        assertThat(IotdbItSupport.rows(server().endpoint(), "SHOW PATHS USING DEVICE TEMPLATE " + template))
                .extracting(r -> r.values().iterator().next().replace("`", "")).contains(device.replace("`", ""));
        Map<String, String> series = new LinkedHashMap<>();
        for (Map<String, String> r : IotdbItSupport.rows(server().endpoint(), "SHOW TIMESERIES " + device + ".*")) {
            series.put(r.get("Timeseries").substring(r.get("Timeseries").lastIndexOf('.') + 1),
                    r.get("DataType") + " " + r.get("Encoding") + " " + r.get("Compression"));
        }
        Map<String, String> expected = new LinkedHashMap<>();
        m.fields().forEach(f -> expected.put(f.name(), f.integer() ? "INT64 TS_2DIFF LZ4" : "DOUBLE GORILLA LZ4"));
        m.tagKeys().forEach(key -> expected.put(key,
                m.integerTag(key) ? "INT64 TS_2DIFF LZ4" : "TEXT DICTIONARY LZ4"));
        assertThat(series).isEqualTo(expected);
    }

    /** Rows without their name are kept, each in an unnamed device, with everything else they have. */
    @Test
    void rowsWithoutTheirNameAreKeptInUnnamedDevices() throws Exception {
        UseCaseData data = UseCaseData.of(UseCase.IOT, 123);
        load(data);
        for (UseCaseSchema.Measurement m : data.schema().measurements()) {
            List<UseCaseRow> nameless = data.rowsOf(m.name()).stream().filter(r -> tag(r, "name") == null).toList();
            System.out.printf("IotdbUseCaseIT iot %s: %d rows without a name%n", m.name(), nameless.size());
            StoredRows unnamed = new StoredRows();
            read(m, LAYOUT.measurementPath(m.name()) + "." + UnnamedDevices.PREFIX + "*", unnamed);

            assertThat(nameless).isNotEmpty();
            assertThat(StoredRows.of(nameless).differences(unnamed, 10, 0)).as(m.name() + " rows that differ")
                    .isEmpty();
            assertThat(unnamed.duplicates()).as(m.name() + " values read twice").isZero();
        }
    }

    /** Every row of {@code devices} of measurement {@code m}: its present tags and non-null fields. */
    private void read(UseCaseSchema.Measurement m, String devices, StoredRows into) throws Exception {
        IotdbItSupport.query(server().endpoint(), "SELECT * FROM " + devices + " ALIGN BY DEVICE", result -> {
            List<String> columns = result.columns();
            Map<String, String> tags = new TreeMap<>();
            for (String key : m.tagKeys()) {
                int c = columns.indexOf(key);
                if (!result.isNull(c)) {
                    tags.put(key, result.getString(c));
                }
            }
            for (UseCaseSchema.Field f : m.fields()) {
                int c = columns.indexOf(f.name());
                if (!result.isNull(c)) {
                    into.add(m.name(), tags, result.time() * 1_000_000, f.name(),
                            f.integer() ? (Number) result.getLong(c) : (Number) result.getDouble(c));
                }
            }
        });
    }

    /** The sum over the devices of {@code count(series)} for each of {@code series}. */
    private long sumOfCounts(List<String> series, String devices) throws Exception {
        long[] sum = {0};
        IotdbItSupport.query(server().endpoint(), "SELECT " + series.stream()
                .map(s -> "count(" + UseCaseLayout.quoted(s) + ")").collect(Collectors.joining(", ")) + " FROM "
                + devices + " ALIGN BY DEVICE", result -> {
                    for (int c = 0; c < result.columns().size(); c++) {
                        if (!result.columns().get(c).equals(IotdbReader.DEVICE_COLUMN) && !result.isNull(c)) {
                            sum[0] += result.getLong(c);
                        }
                    }
                });
        return sum[0];
    }
}
