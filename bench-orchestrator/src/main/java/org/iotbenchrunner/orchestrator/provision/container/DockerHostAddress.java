package org.iotbenchrunner.orchestrator.provision.container;

import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Where the ports a container publishes answer, decided without a helper container. Over TCP the engine's own host
 * (Testcontainers takes it from the address). Over a socket the engine runs on this machine or beside it, and
 * publishes on all its interfaces: localhost, unless the harness itself runs in a container on one of the engine's
 * networks (a mounted socket, its own network namespace), where the engine's host is its default route's gateway.
 */
public final class DockerHostAddress {
    static final String LOCALHOST = "localhost";

    private DockerHostAddress() {
    }

    /**
     * Empty where Testcontainers' own answer needs no container (TCP, or an unknown scheme). {@code gateway} is this
     * machine's default route's; {@code engineSubnets} are asked only inside a container.
     */
    static Optional<String> decide(URI engine, boolean inContainer, Optional<String> gateway,
            Supplier<List<String>> engineSubnets) {
        String scheme = String.valueOf(engine.getScheme());
        if (!scheme.equals("unix") && !scheme.equals("npipe")) {
            return Optional.empty();
        }
        if (!inContainer || gateway.isEmpty()) {
            return Optional.of(LOCALHOST);
        }
        boolean onEngineNetwork = engineSubnets.get().stream().anyMatch(s -> inSubnet(gateway.get(), s));
        return Optional.of(onEngineNetwork ? gateway.get() : LOCALHOST);
    }

    /** The default route's gateway in {@code /proc/net/route}'s text (addresses in little-endian hex). */
    static Optional<String> defaultGateway(String procNetRoute) {
        return procNetRoute.lines().skip(1).map(l -> l.trim().split("\\s+"))
                .filter(f -> f.length > 3 && f[1].equals("00000000") && (Integer.parseInt(f[3], 16) & 2) != 0)
                .map(f -> ipv4(Long.parseLong(f[2], 16))).findFirst();
    }

    /** Whether an IPv4 address lies in a subnet such as 172.17.0.0/16; false for anything else. */
    static boolean inSubnet(String address, String cidr) {
        String[] parts = cidr.split("/");
        Long ip = bits(address);
        Long net = bits(parts[0]);
        if (ip == null || net == null || parts.length != 2) {
            return false;
        }
        int prefix = Integer.parseInt(parts[1]);
        long mask = prefix == 0 ? 0 : (0xFFFFFFFFL << (32 - prefix)) & 0xFFFFFFFFL;
        return (ip & mask) == (net & mask);
    }

    private static String ipv4(long littleEndian) {
        return (littleEndian & 0xFF) + "." + (littleEndian >> 8 & 0xFF) + "." + (littleEndian >> 16 & 0xFF) + "."
                + (littleEndian >> 24 & 0xFF);
    }

    private static Long bits(String dotted) {
        String[] octets = dotted.split("\\.");
        if (octets.length != 4) {
            return null;
        }
        long value = 0;
        try {
            for (String o : octets) {
                int octet = Integer.parseInt(o);
                if (octet < 0 || octet > 255) {
                    return null;
                }
                value = value << 8 | octet;
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return value;
    }
}
