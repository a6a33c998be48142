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
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.StoredRows;
import org.iotbenchrunner.core.testing.UseCaseLoadKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * {@link UseCaseLoadKit}'s use cases loaded into a real private VictoriaMetrics and exported by the test
 * ({@code /api/v1/export}): a sample per non-null value, under the series {@code <measurement>_<field>} with the
 * row's present tags and the {@code db} label; IoT's and thermo's values (a few decimals) exact, DevOps's to
 * VictoriaMetrics' twelve significant digits.
 */
class VictoriaMetricsUseCaseIT extends UseCaseLoadKit {
    private static final VictoriaMetricsBinding BINDING = new VictoriaMetricsBinding();
    private static final long NANOS_PER_MS = 1_000_000L;
    /**
     * VictoriaMetrics keeps about 12 significant decimal digits of a float64 (its FAQ: its compression "may reduce
     * precision for float values with more than 12 significant decimal digits"); DevOps's gauges have up to 17.
     */
    private static final double TWELVE_DIGITS = 1e-11;

    VictoriaMetricsUseCaseIT() {
        super(new VictoriaMetricsLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "victoriametrics-local");
    }

    @Override
    protected double relativeTolerance(UseCase useCase) {
        return useCase == UseCase.IOT || useCase == UseCase.THERMO ? 0 : TWELVE_DIGITS;
    }

    /** Every sample of the use case's measurements' series in the database, as rows again. */
    @Override
    protected StoredRows stored(UseCaseSchema schema) throws Exception {
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
