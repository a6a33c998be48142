package org.iotbenchrunner.influxdb;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.domain.Bucket;
import com.influxdb.client.domain.Organization;
import com.influxdb.client.domain.WritePrecision;
import com.influxdb.query.FluxRecord;
import com.influxdb.query.FluxTable;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/** One influxdb-client-java connection to an InfluxDB 2.x org and bucket; query errors propagate as failures. */
final class Influx2Client implements DatabaseClient {
    private final InfluxDBClient influx;
    private final String org;
    private final String bucket;
    private final WritePrecision writePrecision;
    private final FluxQueries flux;
    private final TimePrecision precision;

    Influx2Client(InfluxDBClient influx, String org, String bucket, TimePrecision precision) {
        this.influx = influx;
        this.org = org;
        this.bucket = bucket;
        this.writePrecision = switch (precision) {
            case MS -> WritePrecision.MS;
            case US -> WritePrecision.US;
            case NS -> WritePrecision.NS;
        };
        this.flux = new FluxQueries(bucket, precision);
        this.precision = precision;
    }

    @Override
    public void cleanup() {
        existingBucket().ifPresent(b -> influx.getBucketsApi().deleteBucket(b));
    }

    /** Creates the org when it is missing (the token must be allowed to), then the bucket with infinite retention. */
    @Override
    public void registerSchema(List<DeviceSchema> devices) {
        Organization organization = organization()
                .orElseGet(() -> influx.getOrganizationsApi().createOrganization(org));
        if (existingBucket().isEmpty()) {
            influx.getBucketsApi().createBucket(bucket, organization);
        }
    }

    /** The whole batch in one write request. */
    @Override
    public void insert(Batch batch) {
        influx.getWriteApiBlocking().writeRecord(bucket, org, writePrecision, LineProtocol.lines(batch));
    }

    @Override
    public long preciseQuery(Query.PreciseQuery query) {
        return points(query);
    }

    @Override
    public long rangeQuery(Query.RangeQuery query) {
        return points(query);
    }

    @Override
    public long valueRangeQuery(Query.ValueRangeQuery query) {
        return points(query);
    }

    @Override
    public long aggRangeQuery(Query.AggRangeQuery query) {
        return points(query);
    }

    @Override
    public long aggValueQuery(Query.AggValueQuery query) {
        return points(query);
    }

    @Override
    public long aggRangeValueQuery(Query.AggRangeValueQuery query) {
        return points(query);
    }

    @Override
    public long groupByQuery(Query.GroupByQuery query) {
        return points(query);
    }

    @Override
    public long latestPointQuery(Query.LatestPointQuery query) {
        return points(query);
    }

    @Override
    public QueryAnswer answer(Query query) {
        return FluxAnswers.of(influx.getQueryApi().query(flux.query(query), org), query, precision);
    }

    private long points(Query query) {
        return points(influx.getQueryApi().query(flux.query(query), org), query.sensors());
    }

    /**
     * Non-null values: a record in InfluxDB's native shape holds one value in {@code _value}; a pivoted record
     * holds one column per sensor.
     */
    static long points(List<FluxTable> tables, List<Sensor> sensors) {
        long points = 0;
        for (FluxTable table : tables) {
            for (FluxRecord record : table.getRecords()) {
                Map<String, Object> values = record.getValues();
                if (values.containsKey("_value")) {
                    points += values.get("_value") != null ? 1 : 0;
                } else {
                    points += sensors.stream().filter(s -> values.get(s.name()) != null).count();
                }
            }
        }
        return points;
    }

    private Optional<Organization> organization() {
        return influx.getOrganizationsApi().findOrganizations().stream().filter(o -> org.equals(o.getName()))
                .findFirst();
    }

    private Optional<Bucket> existingBucket() {
        Optional<Organization> organization = organization();
        if (organization.isEmpty()) {
            return Optional.empty();
        }
        Bucket found = influx.getBucketsApi().findBucketByName(bucket);
        return Optional.ofNullable(found).filter(b -> organization.get().getId().equals(b.getOrgID()));
    }

    @Override
    public String serverVersion() {
        return "InfluxDB " + influx.version().replaceFirst("^v", "");
    }

    @Override
    public void close() {
        influx.close();
    }
}
