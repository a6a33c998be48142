package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A file's lines as QuestDB's ILP over TCP listener receives them, from a stand-in listener in this JVM. */
class IlpTcpLinesTest {
    private static final String CPU = "cpu,hostname=host_0 usage_user=58i 1451606400000000000";
    private static final String CPU_2 = "cpu,hostname=host_1 usage_user=84.5 1451606410000000000";

    private ServerSocket listener;

    @BeforeEach
    void listen() throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    }

    @AfterEach
    void stop() throws IOException {
        listener.close();
    }

    @Test
    void writesEachBatchsOwnBytesOnOneConnection() throws Exception {
        LineBatch batch = batch(CPU, CPU_2);
        try (IlpTcpLines lines = lines(Duration.ofSeconds(5))) {
            lines.write(batch);
            batch.clear();
            byte[] line = CPU.getBytes(StandardCharsets.UTF_8);
            batch.append(line, 0, line.length, 1);
            lines.write(batch);
            try (Socket accepted = listener.accept()) {
                lines.close();
                assertThat(new String(accepted.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
                        .isEqualTo(CPU + "\n" + CPU_2 + "\n" + CPU + "\n");
            }
        }
    }

    /** A listener that takes no bytes: the write gives up after the timeout, naming what is unsent. */
    @Test
    void aServerThatTakesNothingFailsTheWriteAfterTheTimeout() throws Exception {
        LineBatch big = new LineBatch(1 << 20);
        byte[] line = CPU.getBytes(StandardCharsets.UTF_8);
        while (big.length() < 64 << 20) {
            big.append(line, 0, line.length, 1);
        }
        try (IlpTcpLines lines = lines(Duration.ofMillis(300))) { // connected by the listener's backlog, never read
            assertThatThrownBy(() -> lines.write(big)).isInstanceOf(IOException.class)
                    .hasMessageContaining("QuestDB took no ILP bytes over TCP")
                    .hasMessageContaining("for 300 ms (WRITE_OPERATION_TIMEOUT_MS)");
        }
    }

    /** After a dropped connection the next batch connects again. */
    @Test
    void theBatchAfterADroppedConnectionConnectsAgain() throws Exception {
        try (IlpTcpLines lines = lines(Duration.ofSeconds(5))) {
            lines.write(batch(CPU));
            try (Socket first = listener.accept()) {
                first.getInputStream().readNBytes(CPU.length() + 1);
            }
            lines.close();
            lines.write(batch(CPU_2));
            try (Socket second = listener.accept(); InputStream in = second.getInputStream()) {
                lines.close();
                assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(CPU_2 + "\n");
            }
        }
    }

    @Test
    void noListenerFailsNamingTheAddress() throws Exception {
        int port = listener.getLocalPort();
        listener.close();
        try (IlpTcpLines lines = new IlpTcpLines(new InetSocketAddress(InetAddress.getLoopbackAddress(), port),
                Duration.ofSeconds(2))) {
            assertThatThrownBy(() -> lines.write(batch(CPU))).isInstanceOf(IOException.class)
                    .hasMessageStartingWith("QuestDB's ILP over TCP port does not answer at ");
        }
    }

    private IlpTcpLines lines(Duration timeout) {
        return new IlpTcpLines(new InetSocketAddress(InetAddress.getLoopbackAddress(), listener.getLocalPort()),
                timeout);
    }

    private static LineBatch batch(String... lines) {
        LineBatch batch = new LineBatch(64);
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            batch.append(bytes, 0, bytes.length, 1);
        }
        return batch;
    }
}
