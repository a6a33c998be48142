package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.D1;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE_DEVICE;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseLines;
import org.iotbenchrunner.core.usecase.UseCaseLinesTest;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Row;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Runs the 2.x client against canned HTTP answers, so that machines without Docker still prove the
 * influxdb-client-java stack (Retrofit, OkHttp, Gson) works on the class path it shares with influxdb-java.
 */
class Influx2ClientWiringTest {
    private static final String CSV = """
            #datatype,string,long,dateTime:RFC3339,dateTime:RFC3339,dateTime:RFC3339,long,string,string,string
            #group,false,false,true,true,false,false,true,true,true
            #default,_result,,,,,,,,
            ,result,table,_start,_stop,_time,_value,_field,_measurement,device
            ,,0,2022-01-01T00:00:00Z,2022-01-02T00:00:00Z,2022-01-01T00:00:05Z,7,s_1,g_1,d_1
            ,,0,2022-01-01T00:00:00Z,2022-01-02T00:00:00Z,2022-01-01T00:00:10Z,8,s_1,g_1,d_1

            """;

    private final List<String> requests = new CopyOnWriteArrayList<>();
    private HttpServer server;
    private volatile boolean failQueries;

    @BeforeEach
    void startServer() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
    }

    @Test
    void writesOneRequestPerBatchAndCountsQueriedRecords() throws Exception {
        try (DatabaseClient client = open()) {
            client.insert(Batch.of(D1, List.of(
                    new Row(1640966405000L, new Object[] {true, 7, 8L, 1.5f, 2.5, "a"}),
                    new Row(1640966410000L, new Object[] {false, 8, 9L, 1.5f, 2.5, "b"}))));
            Query range = new Query.RangeQuery(ONE_DEVICE, ONE, 1640966400000L, 1640966410000L, false);
            long points = PointCount.of(client, range);

            assertThat(points).isEqualTo(2);
            assertThat(AnswerRows.of(client, range).rows()).containsExactly(
                    new QueryAnswer.Row("d_1", 1640995205000L, Map.of("s_1", 7L)),
                    new QueryAnswer.Row("d_1", 1640995210000L, Map.of("s_1", 8L)));
            assertThat(client.serverVersion()).isEqualTo("InfluxDB 2.7.10");
        }
        assertThat(requests).anySatisfy(r -> assertThat(r)
                .startsWith("POST /api/v2/write?org=bench&bucket=test&precision=ms\n")
                .endsWith("\ng_1,device=d_1 s_0=true,s_1=7i,s_2=8i,s_3=1.5,s_4=2.5,s_5=\"a\" 1640966405000\n"
                        + "g_1,device=d_1 s_0=false,s_1=8i,s_2=9i,s_3=1.5,s_4=2.5,s_5=\"b\" 1640966410000"));
        assertThat(requests).filteredOn(r -> r.startsWith("POST /api/v2/write")).hasSize(1);
        assertThat(requests).anySatisfy(r -> assertThat(r).startsWith("POST /api/v2/query?org=bench\n")
                .contains("range(start: time(v: 1640966400000000000), stop: time(v: 1640966410001000000))")
                .contains("\"annotations\":[\"datatype\",\"group\",\"default\"]"));
    }

    /** The bucket exists: registering deletes each measurement's points over all of time, one request each. */
    @Test
    void aUseCaseIsRegisteredByDeletesAndItsRowsWrittenInOneNanosecondRequest() throws Exception {
        try (UseCaseClient client = new Influx2Binding().useCases().orElseThrow().open(endpoint(), config())) {
            client.registerUseCase(UseCaseSchema.of(UseCase.IOT));
            client.insertRows(List.of(UseCaseLinesTest.CPU, UseCaseLinesTest.READING));
            client.insertRows(List.of());
        }
        ObjectMapper json = new ObjectMapper();
        List<String> deletes = requests.stream().filter(r -> r.startsWith("POST /api/v2/delete")).toList();
        assertThat(deletes).allSatisfy(r -> assertThat(r).startsWith("POST /api/v2/delete?org=bench&bucket=test\n"));
        List<JsonNode> bodies = deletes.stream().map(r -> read(json, r.substring(r.indexOf('\n') + 1))).toList();
        assertThat(bodies).extracting(b -> b.get("predicate").asText())
                .containsExactly("_measurement=\"readings\"", "_measurement=\"diagnostics\"");
        assertThat(bodies).allSatisfy(b -> {
            assertThat(Instant.parse(b.get("start").asText())).isEqualTo(Influx2Client.EARLIEST.toInstant());
            assertThat(Instant.parse(b.get("stop").asText())).isEqualTo(Influx2Client.LATEST.toInstant());
        });
        assertThat(requests).noneMatch(r -> r.startsWith("POST /api/v2/buckets"));
        List<String> writes = requests.stream().filter(r -> r.startsWith("POST /api/v2/write")).toList();
        assertThat(writes).hasSize(1);
        assertThat(writes.get(0).stripTrailing()).isEqualTo(("POST /api/v2/write?org=bench&bucket=test&precision=ns\n"
                + UseCaseLines.of(List.of(UseCaseLinesTest.CPU, UseCaseLinesTest.READING))).stripTrailing());
    }

    @Test
    void aMeasurementPredicateQuotesTheName() {
        assertThat(Influx2Client.measurementPredicate("cpu")).isEqualTo("_measurement=\"cpu\"");
        assertThat(Influx2Client.measurementPredicate("a\"b")).isEqualTo("_measurement=\"a\\\"b\"");
    }

    @Test
    void queryErrorsAreThrown() {
        failQueries = true;
        try (DatabaseClient client = open()) {
            assertThatThrownBy(() -> PointCount.of(client, new Query.LatestPointQuery(ONE_DEVICE, ONE)))
                    .hasMessageContaining("compilation failed");
        }
    }

    private DatabaseClient open() {
        return new Influx2Binding().open(endpoint(), config());
    }

    private Endpoint endpoint() {
        return new Endpoint("127.0.0.1", server.getAddress().getPort(), null, null, "test", "secret");
    }

    private static BenchmarkConfig config() {
        return new ConfigLayers().set(ConfigKey.INFLUXDB_ORG, "bench").build();
    }

    private static JsonNode read(ObjectMapper json, String body) {
        try {
            return json.readTree(body);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + body, e);
        }
    }

    private void answer(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + "\n" + body);
        String path = exchange.getRequestURI().getPath();
        exchange.getResponseHeaders().add("X-Influxdb-Version", "2.7.10");
        if (path.equals("/api/v2/orgs")) {
            reply(exchange, 200, "application/json", "{\"orgs\":[{\"id\":\"0000000000000001\",\"name\":\"bench\"}]}");
        } else if (path.equals("/api/v2/buckets") && exchange.getRequestMethod().equals("GET")) {
            reply(exchange, 200, "application/json", "{\"buckets\":[{\"id\":\"0000000000000002\",\"name\":\"test\","
                    + "\"orgID\":\"0000000000000001\",\"retentionRules\":[]}]}");
        } else if (path.equals("/api/v2/query") && failQueries) {
            reply(exchange, 400, "application/json", "{\"code\":\"invalid\",\"message\":\"compilation failed\"}");
        } else if (path.equals("/api/v2/query")) {
            reply(exchange, 200, "text/csv; charset=utf-8", CSV);
        } else {
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        }
    }

    private static void reply(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
        exchange.close();
    }
}
