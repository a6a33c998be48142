package org.iotbenchrunner.influxdb;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.InfluxDBClientFactory;
import com.influxdb.client.InfluxDBClientOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.LibraryVersion;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;

/** InfluxDB 2.x through influxdb-client-java: org = INFLUXDB_ORG, bucket = DB_NAME, token from the endpoint. */
public final class Influx2Binding implements DatabaseBinding {

    @Override
    public Set<ConfigKey> ownKeys() {
        return Set.of(ConfigKey.INFLUXDB_ORG);
    }

    @Override
    public String id() {
        return "influxdb";
    }

    @Override
    public String displayName() {
        return "InfluxDB";
    }

    @Override
    public String noClusterReason() {
        return "InfluxDB clustering is InfluxDB Enterprise's, which is not open: target one with --provider external "
                + "--host a,b,c";
    }

    /** The seed thesis's colour for InfluxDB. */
    @Override
    public String chartColor() {
        return "#E8734A";
    }

    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("InfluxDB 2.x", Map.of(
            OperationType.GROUP_BY_DESC, "this binding has no Flux statement for newest-first buckets "
                    + "(aggregateWindow returns them oldest first)",
            OperationType.SET_OPERATION, "this binding has no Flux statement combining range queries as a set"));

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_WRITE,
                "InfluxDB overwrites the fields of a point written again to a series' timestamp, the later "
                        + "line of one request included; every line carries every field");
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return UNSUPPORTED.reasons();
    }

    /** Flux expresses every type ({@link FluxUseCases}). */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport("line protocol, one /api/v2/write request per batch", this::client));
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "influxdb-client-java");
        info.put("driverVersion", LibraryVersion.of(InfluxDBClient.class, "com.influxdb", "influxdb-client-java"));
        info.put("writePath", "line-protocol");
        return info;
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        return client(endpoint, config);
    }

    /** One client for the iot-benchmark tests and the use cases alike. */
    private Influx2Client client(Endpoint endpoint, BenchmarkConfig config) {
        String org = config.getString(ConfigKey.INFLUXDB_ORG);
        String bucket = HttpEndpoint.database(endpoint, config);
        String token = endpoint.token() == null ? config.getString(ConfigKey.TOKEN) : endpoint.token();
        InfluxDBClientOptions options = InfluxDBClientOptions.builder()
                .url(HttpEndpoint.url(endpoint))
                .authenticateToken(token.toCharArray())
                .org(org)
                .bucket(bucket)
                .okHttpClient(HttpEndpoint.http(config))
                .build();
        return new Influx2Client(InfluxDBClientFactory.create(options), LineWriter.v2(endpoint, config, org, bucket,
                token), org, bucket, TimePrecision.of(config));
    }

    /** As influxd environment variables, for a container. */
    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return InfluxTuning.influx2Environment(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(InfluxContainers.v2(config, request));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new Influx2LocalServer());
    }
}
