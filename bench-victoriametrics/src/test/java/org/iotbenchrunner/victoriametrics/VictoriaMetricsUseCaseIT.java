package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

/**
 * TSBS's use cases loaded into a real private VictoriaMetrics through {@code registerUseCase} and
 * {@code insertRows}, then exported by the test ({@code /api/v1/export}): a sample per non-null value, under the
 * series {@code <measurement>_<field>} with the row's present tags and the {@code db} label; IoT's values (rounded to
 * a few decimals) exact, DevOps's to VictoriaMetrics' twelve significant digits.
 */
class VictoriaMetricsUseCaseIT extends PrivateServerKit {
    private static final VictoriaMetricsBinding BINDING = new VictoriaMetricsBinding();
    private static final VictoriaMetricsLocalServer LOCAL = new VictoriaMetricsLocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .databaseDefaults(BINDING.configDefaults()).build();
    private static final long NANOS_PER_MS = 1_000_000L;
    /**
     * VictoriaMetrics keeps about 12 significant decimal digits of a float64 (its FAQ: its compression "may reduce
     * precision for float values with more than 12 significant decimal digits"); DevOps's gauges have up to 17.
     */
    private static final double TWELVE_DIGITS = 1e-11;

    VictoriaMetricsUseCaseIT() {
        super(LOCAL, CONFIG, "victoriametrics-local");
    }

    /**
     * DevOps, then IoT twice (another seed first): registering IoT again deletes only its own series, so the server
     * holds exactly the DevOps samples and the second IoT data set's, searchable once the writing connection closed.
     */
    @Test
    void storesASamplePerValueOfEachUseCaseAndReRegisteringReplacesOnlyItsOwnSeries() throws Exception {
        UseCaseData devops = UseCaseData.devops();
        UseCaseData earlierIot = UseCaseData.iot(7);
        UseCaseData iot = UseCaseData.iot(123);
        assertThat(iot.hasMissingFieldsAndTags()).isTrue();
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            devops.load(client);
            earlierIot.load(client);
            iot.load(client);
        }
        iot.assertStoredExactly(exported(iot.schema()), "iot");
        devops.assertStored(exported(devops.schema()), "devops", TWELVE_DIGITS);
    }

    /** Every sample of the use case's measurements' series in the database, as rows again. */
    private StoredRows exported(UseCaseSchema schema) throws Exception {
        String database = server().endpoint().database();
        StoredRows stored = new StoredRows();
        ObjectMapper json = new ObjectMapper();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            String prefix = m.name() + "_";
            String match = "{__name__=~\"" + m.name() + "_.*\",db=\"" + database + "\"}";
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(export(match),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    JsonNode series = json.readTree(line);
                    Map<String, String> labels = labels(series.get("metric"));
                    assertThat(labels).containsEntry("db", database);
                    String field = labels.get("__name__").substring(prefix.length());
                    Map<String, String> tags = StoredRows.tags(labels, Set.of("__name__", "db"));
                    JsonNode values = series.get("values");
                    JsonNode timestamps = series.get("timestamps");
                    for (int i = 0; i < values.size(); i++) {
                        stored.add(m.name(), tags, timestamps.get(i).asLong() * NANOS_PER_MS, field,
                                values.get(i).asDouble());
                    }
                }
            }
        }
        return stored;
    }

    private InputStream export(String match) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(VictoriaMetricsClient.url(server().endpoint())
                + "/api/v1/export")).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("match[]=" + URLEncoder.encode(match,
                        StandardCharsets.UTF_8))).build();
        HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request,
                HttpResponse.BodyHandlers.ofInputStream());
        assertThat(response.statusCode()).as("export of %s", match).isEqualTo(200);
        return response.body();
    }

    private static Map<String, String> labels(JsonNode metric) {
        Map<String, String> labels = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = metric.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> label = it.next();
            labels.put(label.getKey(), label.getValue().asText());
        }
        return labels;
    }
}
