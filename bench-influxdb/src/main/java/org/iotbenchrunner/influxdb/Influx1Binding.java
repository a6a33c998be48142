package org.iotbenchrunner.influxdb;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import okhttp3.OkHttpClient;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBFactory;
import org.iotbenchrunner.core.config.BenchmarkConfig;
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

/** InfluxDB 1.x over its HTTP API through influxdb-java; database = DB_NAME, measurement = group. */
public final class Influx1Binding implements DatabaseBinding {

    @Override
    public String id() {
        return "influxdb1";
    }

    @Override
    public String displayName() {
        return "InfluxDB 1.x";
    }

    @Override
    public String noClusterReason() {
        return "InfluxDB clustering is InfluxDB Enterprise's, which is not open: target one with --provider external "
                + "--host a,b,c";
    }

    /** The seed thesis's InfluxDB colour, darker for the 1.x line so both can share a chart. */
    @Override
    public String chartColor() {
        return "#B4532A";
    }

    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("InfluxDB 1.x", Map.of(
            OperationType.SET_OPERATION,
            "InfluxQL has no set operators (UNION, INTERSECT, EXCEPT) to combine range queries"));

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

    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport("line protocol, one /write request per batch",
                InfluxQlUseCases.UNSUPPORTED.reasons(), this::client));
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "influxdb-java");
        info.put("driverVersion", LibraryVersion.of(InfluxDB.class, "org.influxdb", "influxdb-java"));
        info.put("writePath", "line-protocol");
        return info;
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        return client(endpoint, config);
    }

    /** One client for the iot-benchmark tests and the use cases alike. */
    private Influx1Client client(Endpoint endpoint, BenchmarkConfig config) {
        String url = HttpEndpoint.url(endpoint);
        OkHttpClient.Builder http = HttpEndpoint.http(config);
        // our private influxd runs without authentication; an external one may want credentials
        InfluxDB influx = endpoint.user() == null || endpoint.user().isEmpty()
                ? InfluxDBFactory.connect(url, http)
                : InfluxDBFactory.connect(url, endpoint.user(), endpoint.password() == null ? "" : endpoint.password(),
                        http);
        String database = HttpEndpoint.database(endpoint, config);
        return new Influx1Client(influx, LineWriter.v1(endpoint, config, database), database,
                TimePrecision.of(config));
    }

    /** As configuration-file keys ({@code section.key}). */
    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return InfluxTuning.influx1(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(InfluxContainers.v1(config, request));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new Influx1LocalServer());
    }
}
