package org.iotbenchrunner.influxdb;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.domain.Bucket;
import com.influxdb.client.domain.Organization;
import com.influxdb.client.domain.Dialect;
import com.influxdb.client.domain.WritePrecision;
import com.influxdb.client.service.QueryService;
import com.influxdb.exceptions.InfluxException;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import okhttp3.ResponseBody;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCaseLines;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import retrofit2.Response;

/** One influxdb-client-java connection to an InfluxDB 2.x org and bucket; query errors propagate as failures. */
final class Influx2Client implements DatabaseClient, UseCaseClient {
    /** Annotated CSV as influxdb-client-java asks for it: the types, groups and defaults of each table. */
    private static final Dialect DIALECT = new Dialect().header(true).delimiter(",").commentPrefix("#")
            .annotations(List.of(Dialect.AnnotationsEnum.DATATYPE, Dialect.AnnotationsEnum.GROUP,
                    Dialect.AnnotationsEnum.DEFAULT));
    /** The earliest and latest instants InfluxDB stores (nanoseconds in a signed 64-bit integer): all of time. */
    static final OffsetDateTime EARLIEST = OffsetDateTime.parse("1677-09-21T00:12:43.145224194Z");
    static final OffsetDateTime LATEST = OffsetDateTime.parse("2262-04-11T23:47:16.854775806Z");

    private final InfluxDBClient influx;
    private final QueryService queries;
    private final String org;
    private final String bucket;
    private final WritePrecision writePrecision;
    private final FluxQueries flux;
    private final FluxUseCases useCases;
    private final TimePrecision precision;
    private final LineWriter lines;

    Influx2Client(InfluxDBClient influx, LineWriter lines, String org, String bucket, TimePrecision precision) {
        this.influx = influx;
        this.queries = influx.getService(QueryService.class);
        this.org = org;
        this.bucket = bucket;
        this.writePrecision = switch (precision) {
            case MS -> WritePrecision.MS;
            case US -> WritePrecision.US;
            case NS -> WritePrecision.NS;
        };
        this.flux = new FluxQueries(bucket, precision);
        this.useCases = new FluxUseCases(bucket);
        this.precision = precision;
        this.lines = lines;
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

    /**
     * A use case goes into the configured bucket, beside the iot-benchmark groups: the org and bucket are created as
     * {@link #registerSchema} does, then each of the use case's measurements deleted over all of time (the delete
     * API takes one measurement per request: its predicates have no OR).
     */
    @Override
    public void registerUseCase(UseCaseSchema schema) {
        registerSchema(List.of());
        for (UseCaseSchema.Measurement measurement : schema.measurements()) {
            influx.getDeleteApi().delete(EARLIEST, LATEST, measurementPredicate(measurement.name()), bucket, org);
        }
    }

    /** The delete API's predicate for every point of {@code measurement}. */
    static String measurementPredicate(String measurement) {
        return "_measurement=\"" + measurement.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** One write request, in nanoseconds (the rows' precision) whatever TIMESTAMP_PRECISION says. */
    @Override
    public void insertRows(List<UseCaseRow> rows) {
        if (!rows.isEmpty()) {
            influx.getWriteApiBlocking().writeRecord(bucket, org, WritePrecision.NS, UseCaseLines.of(rows));
        }
    }

    @Override
    public boolean takesLines() {
        return true;
    }

    /** One {@code /api/v2/write} request of the file's bytes as they are, in nanoseconds. */
    @Override
    public void insertLines(LineBatch batch) throws IOException {
        if (batch.rows() > 0) {
            lines.write(batch);
        }
    }

    /**
     * Runs the Flux script and streams its annotated CSV into the one answer reader, so that the measured path builds
     * no records; a labelled sink gets the same script's records merged into rows.
     */
    @Override
    public void query(Query query, RowSink sink) throws IOException {
        try (ResponseBody answer = post(flux.query(query))) {
            FluxAnswers.read(answer.charStream(), query, precision, sink);
        }
    }

    /** The use case's script ({@link FluxUseCases}), streamed into its one answer reader. */
    @Override
    public void query(UseCaseQuery query, RowSink sink) throws IOException {
        FluxUseCase statement = useCases.of(query);
        try (ResponseBody answer = post(statement.script())) {
            FluxUseCaseAnswers.read(answer.charStream(), statement, sink);
        }
    }

    private ResponseBody post(String script) throws IOException {
        com.influxdb.client.domain.Query body = new com.influxdb.client.domain.Query().query(script).dialect(DIALECT);
        Response<ResponseBody> response = queries.postQueryResponseBody(null, null, null, org, null, body).execute();
        if (!response.isSuccessful()) {
            throw new InfluxException(response);
        }
        return response.body();
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
