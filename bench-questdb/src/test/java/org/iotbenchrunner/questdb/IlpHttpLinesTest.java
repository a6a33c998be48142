package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A file's lines as QuestDB's ILP over HTTP endpoint receives them, from a stand-in server in this JVM. */
class IlpHttpLinesTest {
    private static final String CPU = "cpu,hostname=host_0,region=eu-central-1 usage_user=58i,usage_system=2i "
            + "1451606400000000000";
    private static final String CPU_2 = "cpu,hostname=host_1 usage_user=84.5,usage_system=11i 1451606410000000000";

    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final List<byte[]> bodies = new CopyOnWriteArrayList<>();
    private HttpServer server;
    private volatile int status = 204;

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
    void postsTheBatchsBytesExactlyInOneRequestInNanoseconds() throws Exception {
        LineBatch batch = batch(CPU, CPU_2);

        lines().post(batch);

        assertThat(requests).containsExactly("POST /write?precision=n text/plain; charset=utf-8");
        assertThat(bodies.get(0)).isEqualTo((CPU + "\n" + CPU_2 + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A reused buffer sends only the batch's own bytes, not what a longer earlier batch left behind it. */
    @Test
    void aRefilledBufferSendsOnlyItsNewLines() throws Exception {
        LineBatch batch = batch(CPU, CPU_2);
        IlpHttpLines lines = lines();
        lines.post(batch);
        batch.clear();
        byte[] line = CPU_2.getBytes(StandardCharsets.UTF_8);
        batch.append(line, 0, line.length, 2);

        lines.post(batch);

        assertThat(bodies.get(1)).isEqualTo((CPU_2 + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aRejectedBatchFailsWithTheServersAnswer() {
        status = 400;

        assertThatThrownBy(() -> lines().post(batch(CPU)))
                .isInstanceOf(IOException.class)
                .hasMessage("QuestDB answered HTTP 400 to an ILP batch of 1 rows: {\"code\":\"invalid\"}");
    }

    /** Thermo's integer tags become integer fields for their INT columns, so its lines are shaped, not forwarded. */
    @Test
    void takesTheLinesOfUseCasesWithoutIntegerTags() {
        QuestdbClient client = new QuestdbClient(null, "test", Precision.MS, new IlpAddress("127.0.0.1", 1_000),
                false);

        assertThat(client.takesLines(UseCaseSchema.of(UseCase.CPU_ONLY))).isTrue();
        assertThat(client.takesLines(UseCaseSchema.of(UseCase.IOT))).isTrue();
        assertThat(client.takesLines(UseCaseSchema.of(UseCase.THERMO))).isFalse();
    }

    private IlpHttpLines lines() {
        return new IlpHttpLines(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/write?precision=n"),
                Duration.ofSeconds(10));
    }

    /** Lines appended from one shared array at offsets, as the file reader appends them from its read buffer. */
    private static LineBatch batch(String... lines) {
        String all = "#" + String.join("\n", lines);
        byte[] source = all.getBytes(StandardCharsets.UTF_8);
        LineBatch batch = new LineBatch(8);
        int from = 1;
        for (String line : lines) {
            int length = line.getBytes(StandardCharsets.UTF_8).length;
            batch.append(source, from, length, 2);
            from += length + 1;
        }
        return batch;
    }

    private void answer(HttpExchange exchange) throws IOException {
        requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                + exchange.getRequestHeaders().getFirst("Content-Type"));
        bodies.add(exchange.getRequestBody().readAllBytes());
        byte[] body = status == 204 ? new byte[0] : "{\"code\":\"invalid\"}".getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, status == 204 ? -1 : body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }
}
