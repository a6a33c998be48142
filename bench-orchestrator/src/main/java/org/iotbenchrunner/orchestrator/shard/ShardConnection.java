package org.iotbenchrunner.orchestrator.shard;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** One end of a coordinator/shard connection: {@link ShardMessage}s as JSON lines; writes are serialised. */
final class ShardConnection implements AutoCloseable {
    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new JavaTimeModule())
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Socket socket;
    private final BufferedReader in;
    private final BufferedWriter out;

    ShardConnection(Socket socket) throws IOException {
        this.socket = socket;
        socket.setTcpNoDelay(true);
        this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        this.out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
    }

    synchronized void send(ShardMessage message) throws IOException {
        out.write(MAPPER.writeValueAsString(message));
        out.write('\n');
        out.flush();
    }

    /** The next message; throws {@link EOFException} when the other end closed the connection. */
    ShardMessage receive() throws IOException {
        String line = in.readLine();
        if (line == null) {
            throw new EOFException("the connection was closed");
        }
        return MAPPER.readValue(line, ShardMessage.class);
    }

    /** Bounds the next {@link #receive}s: a silent peer throws a SocketTimeoutException after {@code millis}. */
    void timeout(int millis) throws IOException {
        socket.setSoTimeout(millis);
    }

    String remote() {
        return socket.getInetAddress().getHostAddress();
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // closing: nothing left to do
        }
    }
}
