package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Where containers' ports answer, decided from the engine's address, /proc/net/route and the engine's subnets. */
class DockerHostAddressTest {
    private static final URI SOCKET = URI.create("unix:///var/run/docker.sock");
    private static final Supplier<List<String>> BRIDGE = () -> List.of("172.17.0.0/16", "172.18.0.0/16");
    private static final Supplier<List<String>> NEVER = () -> {
        throw new AssertionError("the engine's subnets are asked only inside a container");
    };

    /** This machine: its own default route on eth0, docker0 a local route without a gateway. */
    private static final String HOST_ROUTES = """
            Iface	Destination	Gateway 	Flags	RefCnt	Use	Metric	Mask		MTU	Window	IRTT
            eth0	00000000	010200C0	0003	0	0	0	00000000	0	0	0
            docker0	000011AC	00000000	0001	0	0	0	0000FFFF	0	0	0
            eth0	000200C0	00000000	0001	0	0	0	00FFFFFF	0	0	0
            """;
    /** A container on the default bridge: its default route goes through docker0's address. */
    private static final String BRIDGED_ROUTES = """
            Iface	Destination	Gateway 	Flags	RefCnt	Use	Metric	Mask		MTU	Window	IRTT
            eth0	00000000	010011AC	0003	0	0	0	00000000	0	0	0
            eth0	000011AC	00000000	0001	0	0	0	0000FFFF	0	0	0
            """;

    @Test
    void theDefaultRoutesGatewayIsReadFromProcNetRoute() {
        assertThat(DockerHostAddress.defaultGateway(HOST_ROUTES)).contains("192.0.2.1");
        assertThat(DockerHostAddress.defaultGateway(BRIDGED_ROUTES)).contains("172.17.0.1");
        assertThat(DockerHostAddress.defaultGateway(HOST_ROUTES.lines().limit(1).findFirst().orElseThrow()))
                .isEmpty();
    }

    @Test
    void outsideAContainerASocketsPortsAnswerOnLocalhost() {
        assertThat(DockerHostAddress.decide(SOCKET, false, Optional.of("192.0.2.1"), NEVER)).contains("localhost");
        assertThat(DockerHostAddress.decide(URI.create("npipe:////./pipe/docker_engine"), false, Optional.empty(),
                NEVER)).contains("localhost");
    }

    @Test
    void inAContainerOnTheEnginesHostNetworkTheyAnswerOnLocalhost() {
        assertThat(DockerHostAddress.decide(SOCKET, true, DockerHostAddress.defaultGateway(HOST_ROUTES), BRIDGE))
                .contains("localhost");
        assertThat(DockerHostAddress.decide(SOCKET, true, Optional.empty(), NEVER)).contains("localhost");
    }

    @Test
    void inAContainerOnOneOfTheEnginesNetworksTheyAnswerAtItsGateway() {
        assertThat(DockerHostAddress.decide(SOCKET, true, DockerHostAddress.defaultGateway(BRIDGED_ROUTES), BRIDGE))
                .contains("172.17.0.1");
        assertThat(DockerHostAddress.decide(SOCKET, true, Optional.of("172.18.0.1"), BRIDGE)).contains("172.18.0.1");
    }

    @Test
    void overTcpTestcontainersTakesTheAddressesHostItself() {
        assertThat(DockerHostAddress.decide(URI.create("tcp://10.0.0.5:2375"), true, Optional.of("172.17.0.1"),
                NEVER)).isEmpty();
    }

    @Test
    void subnetsAreIpv4Prefixes() {
        assertThat(DockerHostAddress.inSubnet("172.17.0.1", "172.17.0.0/16")).isTrue();
        assertThat(DockerHostAddress.inSubnet("172.18.0.1", "172.17.0.0/16")).isFalse();
        assertThat(DockerHostAddress.inSubnet("10.1.2.3", "0.0.0.0/0")).isTrue();
        assertThat(DockerHostAddress.inSubnet("fd00::1", "172.17.0.0/16")).isFalse();
        assertThat(DockerHostAddress.inSubnet("172.17.0.1", "fd00::/64")).isFalse();
        assertThat(DockerHostAddress.inSubnet("172.17.0.x", "172.17.0.0/16")).isFalse();
    }
}
