package org.iotbenchrunner.core.spi;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;

/** Free TCP ports on 127.0.0.1 for a private server, so that servers of concurrent runs never share a port. */
public final class LoopbackPorts {
    private LoopbackPorts() {
    }

    /** One free port. */
    public static int free() throws IOException {
        return free(1)[0];
    }

    /** {@code count} distinct free ports: all held open until each is known, so none is handed out twice. */
    public static int[] free(int count) throws IOException {
        InetAddress loopback = InetAddress.getByName("127.0.0.1");
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            int[] ports = new int[count];
            for (int i = 0; i < count; i++) {
                ServerSocket socket = new ServerSocket(0, 1, loopback);
                sockets.add(socket);
                ports[i] = socket.getLocalPort();
            }
            return ports;
        } finally {
            for (ServerSocket socket : sockets) {
                socket.close();
            }
        }
    }
}
