package org.iotbenchrunner.orchestrator.provision.container;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.dockerjava.transport.DockerHttpClient;
import com.github.dockerjava.zerodep.ZerodepDockerHttpClient;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.HarnessFailure;

/**
 * The few Docker Engine API requests the harness makes without Testcontainers (is an engine there, which containers
 * carry a label, remove one, the engine's subnets), each with a deadline. Asking these through Testcontainers would
 * start its client strategies and, on a machine that looks like a container, its search for the host's gateway,
 * which runs a helper container of an image only a registry gives.
 */
public final class EngineApi implements ContainerOwners.Engine, AutoCloseable {
    private static final Duration CONNECT = Duration.ofSeconds(3);
    private static final Duration PING = Duration.ofSeconds(5);
    private static final Duration REQUEST = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final URI address;
    private final DockerHttpClient http;

    EngineApi(URI address) {
        this.address = address;
        this.http = new ZerodepDockerHttpClient.Builder().dockerHost(address).connectionTimeout(CONNECT)
                .responseTimeout(REQUEST).maxConnections(4).build();
    }

    /** The engine the environment names, through the plain API; empty where none is named or it wants TLS. */
    static Optional<EngineApi> here() {
        Map<String, String> env = System.getenv();
        Path home = Path.of(System.getProperty("user.home"));
        return EngineAddress.find(env, home, Path.of("/")).filter(a -> !EngineAddress.needsTls(env, home, a))
                .map(EngineApi::new);
    }

    /** Null when the engine answers its ping within a few seconds; else why not, in a few words. */
    String unanswered() {
        try {
            int status = Bounded.call("the Docker engine at " + address, PING, () -> status("/_ping"));
            return status == 200 ? null : "the Docker engine at " + address + " answered its ping with HTTP " + status;
        } catch (Exception e) {
            return e instanceof HarnessFailure ? e.getMessage()
                    : "no Docker engine answers at " + address + " (" + ContainerImages.dockerMessage(e) + ")";
        }
    }

    @Override
    public List<ContainerOwners.Labelled> containers(String label) {
        String filter = URLEncoder.encode("{\"label\":[\"" + label + "\"]}", StandardCharsets.UTF_8);
        List<ContainerOwners.Labelled> found = new ArrayList<>();
        for (JsonNode c : get("/containers/json?all=1&filters=" + filter)) {
            Map<String, String> labels = JSON.convertValue(c.path("Labels"), JSON.getTypeFactory()
                    .constructMapType(Map.class, String.class, String.class));
            found.add(new ContainerOwners.Labelled(c.path("Id").asText(), labels == null ? Map.of() : labels));
        }
        return found;
    }

    @Override
    public void remove(String id) {
        int status = Bounded.get("removing container " + id, REQUEST, () -> status(
                DockerHttpClient.Request.Method.DELETE, "/containers/" + id + "?force=1&v=1"));
        if (status != 204 && status != 404) {
            throw new IllegalStateException("the engine refused to remove container " + id + " (HTTP " + status
                    + ")");
        }
    }

    /** The IPv4 subnets of the engine's networks, e.g. 172.17.0.0/16. */
    List<String> subnets() {
        List<String> subnets = new ArrayList<>();
        for (JsonNode network : get("/networks")) {
            for (JsonNode config : network.path("IPAM").path("Config")) {
                String subnet = config.path("Subnet").asText("");
                if (subnet.contains(".")) {
                    subnets.add(subnet);
                }
            }
        }
        return subnets;
    }

    private JsonNode get(String path) {
        return Bounded.get("the Docker engine at " + address + " (GET " + path + ")", REQUEST, () -> {
            try (DockerHttpClient.Response r = http.execute(request(DockerHttpClient.Request.Method.GET, path))) {
                if (r.getStatusCode() != 200) {
                    throw new IOException("HTTP " + r.getStatusCode() + " for GET " + path);
                }
                return JSON.readTree(r.getBody());
            }
        });
    }

    private int status(String path) throws IOException {
        return status(DockerHttpClient.Request.Method.GET, path);
    }

    private int status(DockerHttpClient.Request.Method method, String path) throws IOException {
        try (DockerHttpClient.Response r = http.execute(request(method, path))) {
            r.getBody().readAllBytes();
            return r.getStatusCode();
        }
    }

    private static DockerHttpClient.Request request(DockerHttpClient.Request.Method method, String path) {
        return DockerHttpClient.Request.builder().method(method).path(path).build();
    }

    @Override
    public void close() {
        try {
            http.close();
        } catch (IOException e) {
            // the connection is gone already
        }
    }
}
