package org.iotbenchrunner.questdb;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import org.iotbenchrunner.core.usecase.LineBatch;

/**
 * A file's ILP lines written as they are, from the batch's buffer, on one ILP over TCP connection, as TSBS's QuestDB
 * loader writes them (QUESTDB_ILP_TRANSPORT=tcp): the server answers nothing and commits on its own schedule, so a
 * batch counts as written once the server took its bytes, and rows the server refused are found only by counting the
 * stored rows after the load ({@link QuestdbClient#storedRows}). A server that dropped the connection fails the batch
 * being written; the next batch connects again. Connecting and each write wait at most the write timeout.
 */
final class IlpTcpLines implements AutoCloseable {
    private final InetSocketAddress address;
    private final Duration timeout;
    private SocketChannel channel;
    private Selector selector;

    IlpTcpLines(InetSocketAddress address, Duration timeout) {
        this.address = address;
        this.timeout = timeout;
    }

    void write(LineBatch lines) throws IOException {
        if (channel == null) {
            connect();
        }
        ByteBuffer bytes = ByteBuffer.wrap(lines.bytes(), 0, lines.length());
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (bytes.hasRemaining()) {
                if (channel.write(bytes) == 0) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0) {
                        throw new IOException("QuestDB took no ILP bytes over TCP at " + address + " for "
                                + timeout.toMillis() + " ms (WRITE_OPERATION_TIMEOUT_MS); " + bytes.remaining()
                                + " of " + lines.length() + " bytes of a batch of " + lines.rows() + " rows unsent");
                    }
                    selector.select(Math.max(1, left / 1_000_000));
                    selector.selectedKeys().clear();
                }
            }
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    private void connect() throws IOException {
        SocketChannel opened = SocketChannel.open();
        try {
            opened.socket().connect(address, (int) Math.min(Integer.MAX_VALUE, timeout.toMillis()));
            opened.configureBlocking(false);
            selector = Selector.open();
            opened.register(selector, SelectionKey.OP_WRITE);
            channel = opened;
        } catch (IOException e) {
            opened.close();
            throw new IOException("QuestDB's ILP over TCP port does not answer at " + address + ": " + e.getMessage(),
                    e);
        }
    }

    /** Closes the connection: the server commits what it took from it. */
    @Override
    public void close() {
        try {
            if (selector != null) {
                selector.close();
            }
            if (channel != null) {
                channel.close();
            }
        } catch (IOException ignored) {
            // closing a connection the server may have dropped already
        } finally {
            selector = null;
            channel = null;
        }
    }
}
