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
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

/**
 * TSBS's use cases loaded into a real private InfluxDB 2.x through {@code registerUseCase} and {@code insertRows},
 * then read back by the test with its own Flux: every row, tag and value as generated.
 */
class Influx2UseCaseIT extends PrivateServerKit {
    private static final String ORG = "bench";
    /** The columns of a Flux record that are not the series' tags. */
    private static final Set<String> NOT_TAGS = Set.of("result", "table", "_start", "_stop", "_time", "_value",
            "_field", "_measurement");
    private static final Influx2LocalServer LOCAL = new Influx2LocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .set(ConfigKey.INFLUXDB_ORG, ORG).build();

    Influx2UseCaseIT() {
        super(LOCAL, CONFIG, "influxdb-local");
    }

    /**
     * DevOps, then IoT twice (another seed first): registering IoT again deletes only its own measurements' points,
     * so the bucket holds exactly the DevOps rows and the second IoT data set, with integer fields as integers.
     */
    @Test
    void storesEveryRowOfEachUseCaseAndReRegisteringReplacesOnlyItsOwnMeasurements() throws Exception {
        UseCaseData devops = UseCaseData.devops();
        UseCaseData earlierIot = UseCaseData.iot(7);
        UseCaseData iot = UseCaseData.iot(123);
        assertThat(iot.hasMissingFieldsAndTags()).isTrue();
        try (DatabaseClient client = new Influx2Binding().open(server().endpoint(), CONFIG)) {
            devops.load(client);
            earlierIot.load(client);
            iot.load(client);
        }
        try (InfluxDBClient influx = connect()) {
            for (UseCaseData data : List.of(devops, iot)) {
                String what = data.schema().useCase().id();
                Map<String, Class<?>> types = new HashMap<>();
                data.assertStoredExactly(stored(influx, data.schema(), types), what);
                assertThat(countedByServer(influx, data.schema())).as("%s: count() per measurement", what)
                        .isEqualTo(data.metricsPerMeasurement());
                assertThat(types).as("%s: field types", what).isEqualTo(expectedTypes(data.schema()));
            }
        }
    }

    /** Every value of the use case's measurements; {@code types} gets each field's value class. */
    private StoredRows stored(InfluxDBClient influx, UseCaseSchema schema, Map<String, Class<?>> types) {
        StoredRows stored = new StoredRows();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            influx.getQueryApi().query(from(m.name())).stream()
                    .flatMap(table -> table.getRecords().stream())
                    .forEach(record -> {
                        Number value = (Number) record.getValue();
                        types.put(m.name() + "." + record.getField(), value.getClass());
                        stored.add(m.name(), StoredRows.tags(record.getValues(), NOT_TAGS), nanos(record.getTime()),
                                record.getField(), value);
                    });
        }
        return stored;
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
