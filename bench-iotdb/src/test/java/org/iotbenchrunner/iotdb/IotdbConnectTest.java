package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import org.apache.iotdb.rpc.IoTDBConnectionException;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.Endpoint;
import org.junit.jupiter.api.Test;

/** Opening wires the whole client stack (session, thrift, tsfile) without a server to talk to. */
class IotdbConnectTest {

    @Test
    void aServerThatIsNotThereFailsTheConnection() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = socket.getLocalPort();
        }
        Endpoint nobody = new Endpoint("127.0.0.1", port, "root", "root", "test", null);
        assertThatThrownBy(() -> new IotdbBinding().open(nobody, BenchmarkConfig.defaults()))
                .isInstanceOf(IoTDBConnectionException.class);
    }
}
