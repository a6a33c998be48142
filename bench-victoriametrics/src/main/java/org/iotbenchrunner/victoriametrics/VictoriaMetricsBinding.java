package org.iotbenchrunner.victoriametrics;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * VictoriaMetrics (single node) over its HTTP API, without a client library: InfluxDB line protocol to
 * {@code /write} (series {@code <group>_<sensor>{db="<DB_NAME>", device="..."}}), raw rows from
 * {@code /api/v1/export}, aggregates through MetricsQL. It stores float64 samples with millisecond timestamps, so it
 * takes numeric and boolean sensors only, in milliseconds.
 */
public final class VictoriaMetricsBinding implements DatabaseBinding {
    /** INSERT_DATATYPE_PROPORTION's types in order; the first five are the ones a float64 sample holds. */
    private static final SensorType[] TYPES = SensorType.values();
    private static final int NUMERIC_TYPES = 5;
    static final String NUMERIC_PROPORTION = "1:1:1:1:1:0:0:0:0:0:0";
    private static final Set<OperationType> AGGREGATING = Set.of(OperationType.AGG_RANGE, OperationType.AGG_VALUE,
            OperationType.AGG_RANGE_VALUE, OperationType.GROUP_BY, OperationType.GROUP_BY_DESC);

    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("VictoriaMetrics", unsupported());

    /** Short reasons, as users read them per skipped test; docs/compatibility.md says more. */
    private static Map<OperationType, String> unsupported() {
        String rowFilter = "no filter across a row's sensors: series are filtered one at a time";
        String order = "answers come oldest first only";
        Map<OperationType, String> m = new EnumMap<>(OperationType.class);
        m.put(OperationType.VALUE_RANGE, rowFilter);
        m.put(OperationType.VALUE_RANGE_QUERY_DESC, rowFilter + "; " + order);
        m.put(OperationType.AGG_VALUE, rowFilter);
        m.put(OperationType.AGG_RANGE_VALUE, rowFilter);
        m.put(OperationType.RANGE_QUERY_DESC, order);
        m.put(OperationType.GROUP_BY_DESC, order);
        m.put(OperationType.SET_OPERATION, "no set operations on rows");
        return m;
    }

    @Override
    public String id() {
        return "victoriametrics";
    }

    @Override
    public String displayName() {
        return "VictoriaMetrics";
    }

    @Override
    public String noClusterReason() {
        return "VictoriaMetrics' cluster version (vminsert/vmselect/vmstorage) is in neither Debian's package "
                + "(victoria-metrics 1.79.5 ships the single-node server only) nor on the Go module proxy (it refuses "
                + "the -cluster versions: 403 for v1.79.5-cluster, v1.151.0-cluster): target one with --provider "
                + "external --host a,b,c";
    }

    /** VictoriaMetrics' brand purple. */
    @Override
    public String chartColor() {
        return "#621773";
    }

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.UNKNOWN,
                "VictoriaMetrics 1.79 deduplicates samples of one series and millisecond "
                        + "(dedup.minScrapeInterval=1ms) keeping one of them, not necessarily the last written");
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return UNSUPPORTED.reasons();
    }

    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport("line protocol, one /influx/write request per batch",
                VmUseCaseQueries.UNSUPPORTED.reasons(), VictoriaMetricsClient::new));
    }

    /** iot-benchmark's default gives TEXT a share; here the same without it. */
    @Override
    public Map<ConfigKey, String> configDefaults() {
        return Map.of(ConfigKey.INSERT_DATATYPE_PROPORTION, NUMERIC_PROPORTION);
    }

    /**
     * Refuses text-valued sensor types (TEXT, STRING, BLOB, TIMESTAMP, DATE, OBJECT are generated as text), a
     * timestamp precision other than ms, a START_TIME before 1970, and an aggregate function MetricsQL is not
     * asked here to compute.
     */
    @Override
    public void validate(BenchmarkConfig config) {
        String precision = config.getString(ConfigKey.TIMESTAMP_PRECISION);
        if (!precision.equals("ms")) {
            throw new ConfigException("TIMESTAMP_PRECISION=" + precision + " cannot be stored by VictoriaMetrics, "
                    + "whose timestamps are milliseconds: use ms");
        }
        double[] shares = config.typeProportions();
        List<String> text = new ArrayList<>();
        for (int i = NUMERIC_TYPES; i < shares.length; i++) {
            if (shares[i] > 0) {
                text.add(TYPES[i].name());
            }
        }
        if (!text.isEmpty()) {
            throw new ConfigException("INSERT_DATATYPE_PROPORTION=" + config.getString(
                    ConfigKey.INSERT_DATATYPE_PROPORTION) + " gives " + String.join(", ", text) + " a share, but "
                    + "VictoriaMetrics stores numbers only: give shares to BOOLEAN, INT32, INT64, FLOAT, DOUBLE only "
                    + "(e.g. " + NUMERIC_PROPORTION + ")");
        }
        if (config.startTimeMs() < 0) {
            throw new ConfigException("START_TIME=" + config.getString(ConfigKey.START_TIME) + " is before 1970, "
                    + "which VictoriaMetrics cannot store: use a later START_TIME");
        }
        String function = config.getString(ConfigKey.QUERY_AGGREGATE_FUN);
        if (VmFunction.parse(function).isEmpty()
                && config.activeOperations().stream().anyMatch(AGGREGATING::contains)) {
            throw new ConfigException("QUERY_AGGREGATE_FUN=" + function + " is not computed on VictoriaMetrics: use "
                    + "one of " + VmFunction.KNOWN);
        }
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "java.net.http.HttpClient (JDK)");
        info.put("driverVersion", Runtime.version().toString());
        info.put("writePath", "line-protocol /write?precision=ms");
        info.put("queryPath", "/api/v1/export (raw rows), MetricsQL /api/v1/query and /api/v1/query_range");
        return info;
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        return new VictoriaMetricsClient(endpoint, config);
    }

    /** Command-line flags, without their dash. */
    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return VictoriaMetricsFlags.tuned(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(VictoriaMetricsContainer.spec(config, request));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new VictoriaMetricsLocalServer());
    }
}
