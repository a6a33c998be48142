package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.CanonicalRows.metrics;
import static org.iotbenchrunner.core.testing.CanonicalRows.tag;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.testing.CanonicalRows;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * TSBS use cases loaded into a private IoTDB 1.3 ({@link IotdbLocalServer}, from the distribution IOTDB_HOME points
 * at; skipped with the reason where there is none) by {@code registerUseCase} on one client and {@code insertRows}
 * in batches on another, then read back by statements of the test's own: rows per measurement, non-null values,
 * missing tags and fields, rows without their primary tag, and every row's values.
 */
class IotdbUseCaseIT extends PrivateServerKit {
    private static final IotdbLocalServer LOCAL = new IotdbLocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .databaseDefaults(new IotdbBinding().configDefaults()).build();
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int BATCH_ROWS = 1000;
    private static final UseCaseLayout LAYOUT = new UseCaseLayout("test");

    IotdbUseCaseIT() {
        super(LOCAL, CONFIG, "iotdb-local");
    }

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void everyRowIsStoredWithItsMissingTagsAndFieldsNull(UseCase useCase) throws Exception {
        UseCaseSchema schema = UseCaseSchema.of(useCase);
        List<UseCaseRow> rows = generated(useCase);
        load(schema, rows);

        for (UseCaseSchema.Measurement m : schema.measurements()) {
            List<UseCaseRow> expected = rows.stream().filter(r -> r.measurement().equals(m.name())).toList();
            String devices = LAYOUT.measurementPath(m.name()) + ".*";
            System.out.printf("IotdbUseCaseIT %s %s: %d rows, %d metrics%n", useCase.id(), m.name(),
                    expected.size(), metrics(expected));
            List<String> stored = stored(m);
            assertThat(stored).as(devices + " rows").hasSize(expected.size());
            assertThat(sumOfCounts(m.fields().stream().map(UseCaseSchema.Field::name).toList(), devices))
                    .as(devices + " non-null values").isEqualTo(metrics(expected));
            for (String key : m.tagKeys()) {
                assertThat(expected.size() - sumOfCounts(List.of(key), devices)).as(devices + " rows without " + key)
                        .isEqualTo(expected.stream().filter(r -> tag(r, key) == null).count());
            }
            assertThat(stored).as(devices + " every row").containsExactlyInAnyOrderElementsOf(
                    expected.stream().map(r -> canonical(m, r)).toList());
            assertSeriesOfTheTemplate(m, expected.get(0));
        }
    }

    /** The device of a row is one of its measurement's template, whose series have the configured encodings. */
    private void assertSeriesOfTheTemplate(UseCaseSchema.Measurement m, UseCaseRow row) throws Exception {
        String device = LAYOUT.measurementPath(m.name()) + "." + IotdbNames.node(tag(row, m.tagKeys().get(0)));
        String template = LAYOUT.template(m.name());
        assertThat(IotdbItSupport.rows(server().endpoint(), "SHOW PATHS USING DEVICE TEMPLATE " + template))
                .extracting(r -> r.values().iterator().next()).contains(device.replace("`", ""));
        Map<String, String> series = new LinkedHashMap<>();
        for (Map<String, String> r : IotdbItSupport.rows(server().endpoint(), "SHOW TIMESERIES " + device + ".*")) {
            series.put(r.get("Timeseries").substring(r.get("Timeseries").lastIndexOf('.') + 1),
                    r.get("DataType") + " " + r.get("Encoding") + " " + r.get("Compression"));
        }
        Map<String, String> expected = new LinkedHashMap<>();
        m.fields().forEach(f -> expected.put(f.name(), f.integer() ? "INT64 TS_2DIFF LZ4" : "DOUBLE GORILLA LZ4"));
        m.tagKeys().forEach(key -> expected.put(key, "TEXT DICTIONARY LZ4"));
        assertThat(series).isEqualTo(expected);
    }

    /** Rows without their name are kept, each in an unnamed device, with everything else they have. */
    @Test
    void rowsWithoutTheirNameAreKeptInUnnamedDevices() throws Exception {
        List<UseCaseRow> rows = generated(UseCase.IOT);
        load(UseCaseSchema.of(UseCase.IOT), rows);
        for (UseCaseSchema.Measurement m : UseCaseSchema.of(UseCase.IOT).measurements()) {
            List<String> expected = rows.stream()
                    .filter(r -> r.measurement().equals(m.name()) && tag(r, "name") == null)
                    .map(r -> canonical(m, r)).toList();
            System.out.printf("IotdbUseCaseIT iot %s: %d rows without a name%n", m.name(), expected.size());
            List<String> unnamed = new ArrayList<>();
            query("SELECT * FROM " + LAYOUT.measurementPath(m.name()) + "." + UnnamedDevices.PREFIX
                    + "* ALIGN BY DEVICE", result -> unnamed.add(row(m, result)));

            assertThat(expected).isNotEmpty();
            assertThat(unnamed).containsExactlyInAnyOrderElementsOf(expected);
        }
    }

    private static UseCaseSpec spec(UseCase useCase) {
        return new UseCaseSpec(useCase, 123, useCase == UseCase.IOT ? 5 : 2, START, START.plus(Duration.ofHours(2)),
                Duration.ofSeconds(10));
    }

    private static List<UseCaseRow> generated(UseCase useCase) {
        List<UseCaseRow> rows = new ArrayList<>();
        UseCaseGenerator.of(spec(useCase)).forEachRow(rows::add);
        return rows;
    }

    /** Registers on one client, inserts on another, as a loader's workers do. */
    private void load(UseCaseSchema schema, List<UseCaseRow> rows) throws Exception {
        IotdbBinding binding = new IotdbBinding();
        try (DatabaseClient registering = binding.open(server().endpoint(), CONFIG)) {
            registering.registerUseCase(schema);
        }
        try (DatabaseClient client = binding.open(server().endpoint(), CONFIG)) {
            for (int from = 0; from < rows.size(); from += BATCH_ROWS) {
                client.insertRows(rows.subList(from, Math.min(rows.size(), from + BATCH_ROWS)));
            }
        }
    }

    /** Every stored row of the measurement as {@link #canonical} text. */
    private List<String> stored(UseCaseSchema.Measurement m) throws Exception {
        List<String> rows = new ArrayList<>();
        query("SELECT * FROM " + LAYOUT.measurementPath(m.name()) + ".* ALIGN BY DEVICE",
                result -> rows.add(row(m, result)));
        return rows;
    }

    /** The current row of an ALIGN BY DEVICE answer as {@link #canonical} text. */
    private static String row(UseCaseSchema.Measurement m, IotdbReader.Result result) throws Exception {
        List<String> columns = result.columns();
        Map<String, Object> tags = new LinkedHashMap<>();
        for (String key : m.tagKeys()) {
            int c = columns.indexOf(key);
            tags.put(key, result.isNull(c) ? null : result.getString(c));
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        for (UseCaseSchema.Field f : m.fields()) {
            int c = columns.indexOf(f.name());
            fields.put(f.name(), result.isNull(c) ? null : f.integer() ? (Object) result.getLong(c)
                    : (Object) result.getDouble(c));
        }
        return CanonicalRows.stored(m.name(), result.time() * 1_000_000, tags, fields);
    }

    /** The sum over the devices of {@code count(series)} for each of {@code series}. */
    private long sumOfCounts(List<String> series, String devices) throws Exception {
        long[] sum = {0};
        query("SELECT " + series.stream().map(s -> "count(" + UseCaseLayout.quoted(s) + ")")
                .collect(Collectors.joining(", ")) + " FROM " + devices + " ALIGN BY DEVICE", result -> {
                    for (int c = 0; c < result.columns().size(); c++) {
                        if (!result.columns().get(c).equals(IotdbReader.DEVICE_COLUMN) && !result.isNull(c)) {
                            sum[0] += result.getLong(c);
                        }
                    }
                });
        return sum[0];
    }

    private interface RowReader {
        void read(IotdbReader.Result result) throws Exception;
    }

    /** Runs {@code statement} on a session of the test's own and passes each row on. */
    private void query(String statement, RowReader reader) throws Exception {
        Endpoint endpoint = server().endpoint();
        Session session = new Session.Builder().host(endpoint.host()).port(endpoint.port())
                .username(endpoint.user()).password(endpoint.password()).enableRedirection(false).build();
        session.open(false, 60_000);
        try {
            SessionDataSet data = session.executeQueryStatement(statement);
            try {
                IotdbReader.Result result = IotdbReader.of(data);
                while (result.next()) {
                    reader.read(result);
                }
            } finally {
                data.closeOperationHandle();
            }
        } finally {
            session.close();
        }
    }

    /** A generated row as stored: time in milliseconds, each present tag and field in the schema's order. */
    private static String canonical(UseCaseSchema.Measurement m, UseCaseRow row) {
        return CanonicalRows.generated(m, row, 1_000_000);
    }
}
