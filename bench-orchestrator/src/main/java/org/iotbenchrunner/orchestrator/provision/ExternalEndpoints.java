package org.iotbenchrunner.orchestrator.provision;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * The nodes of an external server from host and port lists, as iot-benchmark's HOST and PORT take them: one host or
 * several ({@code a,b,c}), and one port for every host or one per host.
 */
public final class ExternalEndpoints {
    private ExternalEndpoints() {
    }

    /**
     * {@code hostKey} and {@code portKey} name where the lists came from ({@code --host} or {@code HOST}) in the
     * one-line error a bad list gives.
     */
    public static List<Endpoint> parse(String hostKey, String hosts, String portKey, String ports, String user,
            String password, String database, String token) {
        List<String> hostList = items(hostKey, hosts);
        List<Integer> portList = items(portKey, ports).stream().map(p -> port(portKey, p)).toList();
        if (portList.size() != 1 && portList.size() != hostList.size()) {
            throw new ConfigException(portKey + " " + ports + ": " + portList.size() + " ports for the "
                    + hostList.size() + " hosts of " + hostKey + " " + hosts + "; give one port for every host or "
                    + "one per host");
        }
        List<Endpoint> endpoints = new ArrayList<>();
        for (int i = 0; i < hostList.size(); i++) {
            int p = portList.get(portList.size() == 1 ? 0 : i);
            endpoints.add(new Endpoint(hostList.get(i), p, user, password, database, token));
        }
        return List.copyOf(endpoints);
    }

    private static List<String> items(String key, String list) {
        List<String> items = Arrays.stream(list == null ? new String[0] : list.split(",", -1)).map(String::trim)
                .toList();
        if (items.isEmpty() || items.stream().anyMatch(String::isEmpty)) {
            throw new ConfigException(key + " " + list + ": must be one value or a comma list without empty items");
        }
        return items;
    }

    private static int port(String key, String text) {
        try {
            int p = Integer.parseInt(text);
            if (p >= 1 && p <= 65535) {
                return p;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new ConfigException(key + " " + text + ": must be a port number between 1 and 65535");
    }
}
