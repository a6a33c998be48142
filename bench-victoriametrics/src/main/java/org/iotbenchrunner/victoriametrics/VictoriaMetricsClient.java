package org.iotbenchrunner.victoriametrics;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.LinePost;
import org.iotbenchrunner.core.usecase.UseCaseLines;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * One connection to VictoriaMetrics' HTTP API through the JDK's {@link HttpClient} (HTTP/1.1, one keep-alive
 * connection per client thread): line protocol to {@code /write}, queries as {@link VmQueries} builds them, answers
 * read by {@link VmAnswers}; a use case's rows as {@link UseCaseSeries} says. The benchmark's data is every series
 * labelled {@code db="<DB_NAME>"}.
 */
final class VictoriaMetricsClient implements DatabaseClient, UseCaseClient {
    private static final Pattern VERSION = Pattern.compile("^vm_app_version\\{version=\"([^\"]*)\", "
            + "short_version=\"([^\"]*)\"\\}", Pattern.MULTILINE);
    private static final Pattern ACTIVE_MERGES = Pattern.compile("^vm_active_force_merges (\\d+)", Pattern.MULTILINE);
    private static final long MERGE_WAIT_MS = 600_000;
    private static final long MERGE_POLL_MS = 200;
    private static final int ERROR_CHARS = 500;

    private final HttpClient http;
    private final String base;
    private final String database;
    private final String authorization;
    private final Duration writeTimeout;
    private final Duration readTimeout;
    private final VmQueries queries;
    private final VmUseCaseQueries useCaseQueries;
    private final URI write;
    private final URI useCaseWrite;
    private LinePost linePost;
    private boolean wrote;

    VictoriaMetricsClient(Endpoint endpoint, BenchmarkConfig config) {
        long writeMs = config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS);
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofMillis(Math.max(1, writeMs / 2))).build();
        this.base = url(endpoint);
        this.database = database(endpoint, config);
        this.authorization = endpoint.user() == null || endpoint.user().isEmpty() ? null
                : "Basic " + Base64.getEncoder().encodeToString((endpoint.user() + ":"
                        + (endpoint.password() == null ? "" : endpoint.password())).getBytes(StandardCharsets.UTF_8));
        this.writeTimeout = Duration.ofMillis(writeMs);
        this.readTimeout = Duration.ofMillis(config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS));
        this.queries = new VmQueries(database);
        this.useCaseQueries = new VmUseCaseQueries(database, System::currentTimeMillis);
        this.write = URI.create(base + "/write?db=" + URLEncoder.encode(database, StandardCharsets.UTF_8)
                + "&precision=ms");
        this.useCaseWrite = URI.create(base + UseCaseSeries.writePath(database));
    }

    static String url(Endpoint endpoint) {
        String host = endpoint.host();
        return "http://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":"
                + endpoint.port();
    }

    /** The endpoint's database, else DB_NAME: the value of the {@code db} label of every series written. */
    static String database(Endpoint endpoint, BenchmarkConfig config) {
        return endpoint.database() == null || endpoint.database().isEmpty() ? config.getString(ConfigKey.DB_NAME)
                : endpoint.database();
    }

    /** Deletes every series of {@code db="<DB_NAME>"}, the use cases' too, as {@link #delete} does. */
    @Override
    public void cleanup() throws Exception {
        delete(VmRequest.of(UseCaseSeries.DELETE_SERIES, VmRequest.Shape.NONE, "match[]",
                "{db=" + VmQueries.literal(database) + "}"));
    }

    /**
     * Deletes the series {@code deletion} matches, then merges the partitions so that their samples leave the disk
     * too (VictoriaMetrics only marks deleted series; a forced merge drops their samples) and waits for it. Flushes
     * first: a deletion finds only searchable series, and rows written in the last second or so are not yet.
     */
    private void delete(VmRequest deletion) throws Exception {
        flush();
        send(post(deletion.path(), deletion.form(), writeTimeout));
        send(get("/internal/force_merge", writeTimeout));
        long deadline = System.currentTimeMillis() + MERGE_WAIT_MS;
        while (activeForceMerges() > 0 && System.currentTimeMillis() < deadline) {
            Thread.sleep(MERGE_POLL_MS);
        }
    }

    private long activeForceMerges() throws Exception {
        Matcher m = ACTIVE_MERGES.matcher(metrics());
        return m.find() ? Long.parseLong(m.group(1)) : 0;
    }

    /** Nothing to create: a series exists once its first sample is written. */
    @Override
    public void registerSchema(List<DeviceSchema> devices) {
    }

    /** One {@code /write} request per batch. */
    @Override
    public void insert(Batch batch) throws Exception {
        HttpRequest request = request(write, writeTimeout).header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(LineProtocol.lines(batch), StandardCharsets.UTF_8)).build();
        send(request);
        wrote = true;
    }

    /** Deletes the series of the use case's measurements (in this database), as {@link #delete} does. */
    @Override
    public void registerUseCase(UseCaseSchema schema) throws Exception {
        delete(UseCaseSeries.deletion(schema, database));
    }

    /** One request to {@code /influx/write}. */
    @Override
    public void insertRows(List<UseCaseRow> rows) throws Exception {
        if (rows.isEmpty()) {
            return;
        }
        send(request(useCaseWrite, writeTimeout).header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofString(UseCaseLines.of(rows), StandardCharsets.UTF_8)).build());
        wrote = true;
    }

    @Override
    public boolean takesLines() {
        return true;
    }

    /** The file's lines as read, posted from the batch's buffer without a copy. */
    @Override
    public void insertLines(LineBatch lines) throws Exception {
        if (lines.rows() == 0) {
            return;
        }
        if (linePost == null) {
            linePost = new LinePost(useCaseWrite, writeTimeout, authorization == null ? Map.of()
                    : Map.of("Authorization", authorization));
        }
        LinePost.Refusal refusal = linePost.post(lines);
        if (refusal != null) {
            throw new IOException("VictoriaMetrics answered HTTP " + refusal.status() + " to POST "
                    + useCaseWrite.getPath() + ": " + refusal.body());
        }
        wrote = true;
    }

    /** The one statement of the query (there is no separate labelled variant: every answer names its device). */
    @Override
    public void query(Query query, RowSink sink) throws Exception {
        VmRequest request = query.accept(queries);
        if (request.shape() == VmRequest.Shape.NONE) {
            return;
        }
        HttpResponse<InputStream> response = http.send(post(request.path(), request.form(), readTimeout),
                HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            if (response.statusCode() / 100 != 2) {
                throw new IOException("VictoriaMetrics answered HTTP " + response.statusCode() + " to "
                        + request.path() + ": " + abbreviate(new String(body.readAllBytes(), StandardCharsets.UTF_8)));
            }
            VmAnswers.read(body, query, request.shape(), sink);
        }
    }

    /**
     * Runs the MetricsQL of {@link VmUseCaseQueries} and passes its answer to the sink through
     * {@link VmUseCaseAnswers}. The types over the whole data set ask its time range first (none: no answer);
     * groupby-orderby-limit asks its last five minutes, and every minute before the end only when those are not all
     * there; a thermo type over no group ({@code devgroup < N}, N &lt;= 0) answers unasked.
     */
    @Override
    public void query(UseCaseQuery query, RowSink sink) throws Exception {
        if (query.type().thermo() && VmThermoQueries.readsNothing(query)) {
            VmThermoAnswers.nothing(query.aggregate(), sink);
            return;
        }
        VmUseCaseQueries.Range range = null;
        Optional<VmRequest> rangeRequest = useCaseQueries.range(query);
        if (rangeRequest.isPresent()) {
            range = VmUseCaseAnswers.range(series(rangeRequest.get()));
            if (range == null) {
                return;
            }
        }
        List<VmAnswers.Series> answer = series(useCaseQueries.request(query, range));
        if (query.type() == UseCaseQueryType.GROUPBY_ORDERBY_LIMIT
                && VmUseCaseAnswers.times(answer) < UseCaseQuery.ORDERBY_LIMIT) {
            VmUseCaseQueries.Range data = VmUseCaseAnswers.range(series(useCaseQueries.dataBefore(query)));
            if (data != null) {
                answer = series(useCaseQueries.request(query, data));
            }
        }
        VmUseCaseAnswers.read(query, answer, sink);
    }

    /** The series of a query API answer, or of an export's. */
    private List<VmAnswers.Series> series(VmRequest request) throws Exception {
        HttpResponse<InputStream> response = http.send(post(request.path(), request.form(), readTimeout),
                HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            if (response.statusCode() / 100 != 2) {
                throw new IOException("VictoriaMetrics answered HTTP " + response.statusCode() + " to "
                        + request.path() + ": " + abbreviate(new String(body.readAllBytes(), StandardCharsets.UTF_8)));
            }
            return request.path().equals(VmQueries.EXPORT) ? VmAnswers.readExport(body)
                    : VmAnswers.readQueryAnswer(body);
        }
    }

    /**
     * Makes everything written searchable and on disk ({@code /internal/force_flush}); the size itself is the data
     * directory's, which the server's provider measures.
     */
    @Override
    public Optional<DiskSize> diskSize() throws Exception {
        flush();
        return Optional.empty();
    }

    /** As {@link #diskSize()}: the data directory holds every store's series. */
    @Override
    public Optional<DiskSize> useCaseDiskSize(UseCaseSchema schema) throws Exception {
        return diskSize();
    }

    /**
     * VictoriaMetrics makes written rows searchable within about a second, in the background;
     * {@code /internal/force_flush} does it at once.
     */
    void flush() throws Exception {
        send(get("/internal/force_flush", writeTimeout));
    }

    /** {@code vm_app_version} of {@code /metrics}; Debian's build leaves it empty. */
    @Override
    public String serverVersion() throws Exception {
        return version(metrics());
    }

    static String version(String metrics) {
        Matcher m = VERSION.matcher(metrics);
        if (m.find()) {
            if (!m.group(2).isEmpty()) {
                return "VictoriaMetrics " + m.group(2) + " (" + m.group(1) + ")";
            }
            if (!m.group(1).isEmpty()) {
                return "VictoriaMetrics " + m.group(1);
            }
        }
        return "VictoriaMetrics (this build reports no version)";
    }

    private String metrics() throws Exception {
        return send(get("/metrics", readTimeout));
    }

    /** A connection that wrote makes its rows searchable before it goes, for the reads that follow. */
    @Override
    public void close() {
        if (wrote) {
            try {
                flush();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (Exception e) {
                // the server is gone or unreachable: nothing left to flush through this connection
            }
        }
    }

    private HttpRequest post(String path, String form, Duration timeout) {
        return request(URI.create(base + path), timeout).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form, StandardCharsets.UTF_8)).build();
    }

    private HttpRequest get(String path, Duration timeout) {
        return request(URI.create(base + path), timeout).GET().build();
    }

    private HttpRequest.Builder request(URI uri, Duration timeout) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(uri).timeout(timeout);
        if (authorization != null) {
            builder.header("Authorization", authorization);
        }
        return builder;
    }

    /** The body of a 2xx answer; any other status fails with the server's message. */
    private String send(HttpRequest request) throws Exception {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IOException("VictoriaMetrics answered HTTP " + response.statusCode() + " to "
                    + request.method() + " " + request.uri().getPath() + ": " + abbreviate(response.body()));
        }
        return response.body();
    }

    private static String abbreviate(String text) {
        String t = text.strip();
        return t.length() <= ERROR_CHARS ? t : t.substring(0, ERROR_CHARS) + "...";
    }
}
