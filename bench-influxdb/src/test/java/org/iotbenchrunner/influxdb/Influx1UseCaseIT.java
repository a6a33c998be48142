package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBFactory;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a real private InfluxDB 1.x and read back by the test with its own
 * InfluxQL; the server's own count of each measurement's values agrees, and integer fields are stored as integers.
 */
class Influx1UseCaseIT extends UseCaseLoadKit {
    Influx1UseCaseIT() {
        super(new Influx1LocalServer(), new Influx1Binding(), new ConfigLayers().scale(Scale.TINY).build(),
                "influxdb1-local");
    }

    @Override
    protected void assertTheDatabaseHolds(UseCaseData data) {
        String what = data.schema().useCase().id();
        assertThat(countedByServer(data.schema())).as("%s: count(*) per measurement", what)
                .isEqualTo(data.metricsPerMeasurement());
        assertThat(fieldTypes(data.schema())).as("%s: field types", what).isEqualTo(expectedTypes(data.schema()));
    }

    /** Every point of the use case's measurements, time as RFC 3339 (exact to the nanosecond). */
    @Override
    protected StoredRows stored(UseCaseSchema schema) {
        StoredRows stored = new StoredRows();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            Set<String> tagKeys = Set.copyOf(m.tagKeys());
            for (QueryResult.Series series : series("SELECT * FROM " + InfluxQl.identifier(m.name()))) {
                List<String> columns = series.getColumns();
                for (List<Object> row : series.getValues()) {
                    Map<String, String> tags = new TreeMap<>();
                    for (int c = 1; c < columns.size(); c++) {
                        if (tagKeys.contains(columns.get(c)) && row.get(c) != null) {
                            tags.put(columns.get(c), (String) row.get(c));
                        }
                    }
                    long time = nanos(Instant.parse((String) row.get(0)));
                    for (int c = 1; c < columns.size(); c++) {
                        if (!tagKeys.contains(columns.get(c)) && row.get(c) != null) {
                            stored.add(m.name(), tags, time, columns.get(c), (Number) row.get(c));
                        }
                    }
                }
            }
        }
        return stored;
    }

    private Map<String, Long> countedByServer(UseCaseSchema schema) {
        Map<String, Long> counts = new TreeMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            for (QueryResult.Series series : series("SELECT count(*) FROM " + InfluxQl.identifier(m.name()))) {
                for (List<Object> row : series.getValues()) {
                    for (int c = 1; c < row.size(); c++) {
                        counts.merge(m.name(), ((Number) row.get(c)).longValue(), Long::sum);
                    }
                }
            }
        }
        return counts;
    }

    private Map<String, String> fieldTypes(UseCaseSchema schema) {
        Map<String, String> types = new HashMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            for (QueryResult.Series series : series("SHOW FIELD KEYS FROM " + InfluxQl.identifier(m.name()))) {
                series.getValues().forEach(row -> types.put(m.name() + "." + row.get(0), (String) row.get(1)));
            }
        }
        return types;
    }

    private static Map<String, String> expectedTypes(UseCaseSchema schema) {
        Map<String, String> types = new HashMap<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            m.fields().forEach(f -> types.put(m.name() + "." + f.name(), f.integer() ? "integer" : "float"));
        }
        return types;
    }

    private List<QueryResult.Series> series(String statement) {
        String url = "http://" + server().endpoint().host() + ":" + server().endpoint().port();
        try (InfluxDB influx = InfluxDBFactory.connect(url)) {
            QueryResult result = influx.query(new org.influxdb.dto.Query(statement, server().endpoint().database()));
            assertThat(result.getError()).as(statement).isNull();
            QueryResult.Result statementResult = result.getResults().get(0);
            assertThat(statementResult.getError()).as(statement).isNull();
            return statementResult.getSeries() == null ? List.of() : statementResult.getSeries();
        }
    }

    private static long nanos(Instant instant) {
        return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
    }
}
