package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.InfluxDBClientFactory;
import com.influxdb.query.FluxRecord;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a real private InfluxDB 2.x and read back by the test with its own
 * Flux; the server's own count of each measurement's values agrees, and integer fields are stored as integers.
 */
class Influx2UseCaseIT extends UseCaseLoadKit {
    private static final String ORG = "bench";
    /** The columns of a Flux record that are not the series' tags. */
    private static final Set<String> NOT_TAGS = Set.of("result", "table", "_start", "_stop", "_time", "_value",
            "_field", "_measurement");

    Influx2UseCaseIT() {
        super(new Influx2LocalServer(), new Influx2Binding(), new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.INFLUXDB_ORG, ORG).build(), "influxdb-local");
    }

    @Override
    protected StoredRows stored(UseCaseSchema schema) {
        StoredRows stored = new StoredRows();
        try (InfluxDBClient influx = connect()) {
            for (UseCaseSchema.Measurement m : schema.measurements()) {
                records(influx, m).forEach(record -> stored.add(m.name(), StoredRows.tags(record.getValues(),
                        NOT_TAGS), nanos(record.getTime()), record.getField(), (Number) record.getValue()));
            }
        }
        return stored;
    }

    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) {
        String what = data.schema().useCase().id();
        try (InfluxDBClient influx = connect()) {
            assertThat(countedByServer(influx, data.schema())).as("%s: count() per measurement", what)
                    .isEqualTo(data.metricsPerMeasurement());
            assertThat(fieldTypes(influx, data.schema())).as("%s: field types", what)
                    .isEqualTo(expectedTypes(data.schema()));
        }
    }

    /** Each field's value class, as the records of the use case's measurements hold it. */
    private Map<String, Class<?>> fieldTypes(InfluxDBClient influx, UseCaseSchema schema) {
        Map<String, Class<?>> types = new HashMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            records(influx, m).forEach(record -> types.put(m.name() + "." + record.getField(),
                    record.getValue().getClass()));
        }
        return types;
    }

    private List<FluxRecord> records(InfluxDBClient influx, UseCaseSchema.Measurement m) {
        return influx.getQueryApi().query(from(m.name())).stream().flatMap(table -> table.getRecords().stream())
                .toList();
    }

    private Map<String, Long> countedByServer(InfluxDBClient influx, UseCaseSchema schema) {
        Map<String, Long> counts = new TreeMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            for (var table : influx.getQueryApi().query(from(m.name()) + " |> count() |> group() |> sum()")) {
                for (FluxRecord record : table.getRecords()) {
                    counts.merge(m.name(), ((Number) record.getValue()).longValue(), Long::sum);
                }
            }
        }
        return counts;
    }

    private String from(String measurement) {
        return "from(bucket: \"" + server().endpoint().database() + "\") |> range(start: 0)"
                + " |> filter(fn: (r) => r._measurement == \"" + measurement + "\")";
    }

    private static Map<String, Class<?>> expectedTypes(UseCaseSchema schema) {
        Map<String, Class<?>> types = new HashMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            m.fields().forEach(f -> types.put(m.name() + "." + f.name(), f.integer() ? Long.class : Double.class));
        }
        return types;
    }

    private InfluxDBClient connect() {
        Endpoint endpoint = server().endpoint();
        return InfluxDBClientFactory.create("http://" + endpoint.host() + ":" + endpoint.port(),
                endpoint.token().toCharArray(), ORG);
    }

    private static long nanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }
}
