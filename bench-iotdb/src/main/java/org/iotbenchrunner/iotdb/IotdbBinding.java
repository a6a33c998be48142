package org.iotbenchrunner.iotdb;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.iotdb.isession.util.Version;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.LibraryVersion;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.workload.SensorType;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;

/**
 * Apache IoTDB 1.3 or 2.0 (tree model) through the official iotdb-session client: database {@code root.<DB_NAME>.<group>}
 * per group, one (aligned, with VECTOR) device per benchmark device, writes by tablet or by records as DB_SWITCH
 * says.
 */
public final class IotdbBinding implements DatabaseBinding {
    /** The binaries of its local server and of an image built here: null, those of {@link IotdbLocalServer}. */
    private final IotdbLocalServer binaries;

    public IotdbBinding() {
        this(null);
    }

    IotdbBinding(IotdbLocalServer binaries) {
        this.binaries = binaries;
    }

    private IotdbLocalServer binaries() {
        return binaries != null ? binaries : new IotdbLocalServer();
    }

    /** The session's write mode and the schema's encodings, compressor, template and debug switches. */
    @Override
    public Set<ConfigKey> ownKeys() {
        return EnumSet.of(ConfigKey.DB_SWITCH, ConfigKey.VECTOR, ConfigKey.TEMPLATE,
                ConfigKey.COMPRESSOR, ConfigKey.ENCODING_BOOLEAN, ConfigKey.ENCODING_INT32, ConfigKey.ENCODING_INT64,
                ConfigKey.ENCODING_FLOAT, ConfigKey.ENCODING_DOUBLE, ConfigKey.ENCODING_TEXT,
                ConfigKey.ENABLE_THRIFT_COMPRESSION, ConfigKey.IOTDB_USE_DEBUG);
    }

    @Override
    public String id() {
        return "iotdb";
    }

    @Override
    public String displayName() {
        return "IoTDB";
    }

    /** The seed thesis's colour for IoTDB. */
    @Override
    public String chartColor() {
        return "#3CB043";
    }

    /** SET_OPERATION: only IoTDB 2.0's table model has set operations (spec §6.5). */
    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("iotdb", Map.of(
            OperationType.SET_OPERATION, "IoTDB's tree model (1.3 and 2.0) has no set operations (UNION, INTERSECT,"
                    + " EXCEPT); only IoTDB 2.0's table model has them"));

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_BATCH,
                "IoTDB overwrites a point written again to a time series' timestamp; which of two rows of "
                        + "one tablet at one timestamp it keeps is not documented");
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return UNSUPPORTED.reasons();
    }

    /**
     * Every TSBS use-case query type runs ({@link IotdbUseCaseQueries}); those IoTDB answers per truck or per truck's
     * bucket are finished in the client ({@link UseCaseAnswerSteps}).
     */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport(
                "aligned tablets (insertAlignedTablets), one device per host or truck, one call per batch",
                this::client));
    }

    @Override
    public void validate(BenchmarkConfig config) {
        InsertMode.of(config);
        IotdbTypes.compressor(config);
        for (SensorType type : List.of(SensorType.BOOLEAN, SensorType.INT32, SensorType.INT64, SensorType.FLOAT,
                SensorType.DOUBLE, SensorType.TEXT)) {
            IotdbTypes.encoding(config, type);
        }
        if (config.getBoolean(ConfigKey.TEMPLATE)) {
            throw new ConfigException("TEMPLATE is supported only as false by the iotdb binding (got true)");
        }
        if (config.getBoolean(ConfigKey.IOTDB_USE_DEBUG)) {
            throw new ConfigException("IOTDB_USE_DEBUG is supported only as false by the iotdb binding (got true)");
        }
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "iotdb-session");
        info.put("driverVersion", LibraryVersion.of(Session.class, "org.apache.iotdb", "iotdb-session"));
        info.put("writePath", InsertMode.of(config).name());
        info.put("aligned", String.valueOf(config.getBoolean(ConfigKey.VECTOR)));
        return info;
    }

    /**
     * One session to the endpoint. Redirection is off: there is one endpoint to talk to (under round-robin, this
     * client's node of a cluster), and a server in a container may advertise addresses the harness cannot reach.
     * RPCs are bounded by a socket timeout of the larger of WRITE_ and READ_OPERATION_TIMEOUT_MS, and queries by
     * READ_OPERATION_TIMEOUT_MS on the server.
     */
    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        return client(endpoint, config);
    }

    /**
     * {@code --nodes N}: a local cluster of 1 ConfigNode + N DataNodes ({@link IotdbCluster}); {@code --spread
     * all-nodes}: one session given every DataNode ({@link #openAllNodes}).
     */
    @Override
    public Optional<ClusterSupport> cluster() {
        return Optional.of(new ClusterSupport(IotdbCluster.TOPOLOGY, new IotdbCluster(binaries()),
                this::openAllNodes));
    }

    /**
     * iot-benchmark's cluster mode: one session built with the {@code nodeUrls} of every DataNode and redirection
     * on, so that it sends each device's writes to the DataNode leading its region once the server has said which.
     * Credentials and database are the first node's.
     */
    DatabaseClient openAllNodes(List<Endpoint> nodes, BenchmarkConfig config) throws Exception {
        List<String> urls = nodes.stream().map(n -> n.host() + ":" + n.port()).toList();
        return client(nodes.get(0), config, new Session.Builder().nodeUrls(urls).enableRedirection(true));
    }

    /** One client for the iot-benchmark tests and the use cases alike. */
    private IotdbClient client(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        return client(endpoint, config, new Session.Builder().host(endpoint.host()).port(endpoint.port())
                .enableRedirection(false));
    }

    private IotdbClient client(Endpoint endpoint, BenchmarkConfig config, Session.Builder nodes) throws Exception {
        validate(config);
        long write = config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS);
        long read = config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS);
        Session session = nodes
                .username(endpoint.user() == null || endpoint.user().isEmpty() ? "root" : endpoint.user())
                .password(endpoint.password() == null ? "" : endpoint.password())
                .version(Version.V_1_0)
                .timeOut(read)
                .build();
        session.open(config.getBoolean(ConfigKey.ENABLE_THRIFT_COMPRESSION),
                (int) Math.min(Integer.MAX_VALUE, Math.max(write, read)));
        String database = endpoint.database() == null || endpoint.database().isEmpty()
                ? config.getString(ConfigKey.DB_NAME) : endpoint.database();
        return new IotdbClient(session, database, config);
    }

    /** Property names of iotdb-system.properties, and the start scripts' JVM option variables for memory. */
    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return IotdbTuning.tuned(resources).settings();
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(IotdbContainer.spec(config, request, binaries()));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(binaries());
    }
}
