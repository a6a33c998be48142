package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBException;
import org.influxdb.dto.QueryResult;
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

/** One influxdb-java connection: line-protocol writes to {@code /write}, InfluxQL to {@code /query}. */
final class Influx1Client implements DatabaseClient, UseCaseClient {
    private final InfluxDB influx;
    private final String database;
    private final TimePrecision precision;
    private final InfluxQl influxQl;
    private final LineWriter lines;

    Influx1Client(InfluxDB influx, LineWriter lines, String database, TimePrecision precision) {
        this.influx = influx;
        this.lines = lines;
        this.database = database;
        this.precision = precision;
        this.influxQl = new InfluxQl(precision);
    }

    @Override
    public void cleanup() {
        execute(InfluxQl.dropDatabase(database), null);
    }

    @Override
    public void registerSchema(List<DeviceSchema> devices) {
        execute(InfluxQl.createDatabase(database), null);
    }

    /** One {@code /write} request per batch, into the database's default retention policy. */
    @Override
    public void insert(Batch batch) {
        influx.write(database, null, InfluxDB.ConsistencyLevel.ALL, precision.unit(), LineProtocol.lines(batch));
    }

    /**
     * A use case goes into the configured database, beside the iot-benchmark groups: the database is created when
     * missing and each of the use case's measurements dropped, so the load starts empty.
     */
    @Override
    public void registerUseCase(UseCaseSchema schema) {
        execute(InfluxQl.createDatabase(database), null);
        for (UseCaseSchema.Measurement measurement : schema.measurements()) {
            execute(InfluxQl.dropMeasurement(measurement.name()), database);
        }
    }

    /** One {@code /write} request, in nanoseconds (the rows' precision) whatever TIMESTAMP_PRECISION says. */
    @Override
    public void insertRows(List<UseCaseRow> rows) {
        if (!rows.isEmpty()) {
            influx.write(database, null, InfluxDB.ConsistencyLevel.ALL, TimeUnit.NANOSECONDS, UseCaseLines.of(rows));
        }
    }

    @Override
    public boolean takesLines() {
        return true;
    }

    /** One {@code /write} request of the file's bytes as they are, in nanoseconds. */
    @Override
    public void insertLines(LineBatch batch) throws IOException {
        if (batch.rows() > 0) {
            lines.write(batch);
        }
    }

    /**
     * The measured statement, or its labelled variant for a labelled sink ({@link InfluxQl#answer}), read by the
     * one answer reader.
     */
    @Override
    public void query(Query query, RowSink sink) {
        String statement = sink.labelled() ? influxQl.answer(query) : influxQl.query(query);
        Influx1Answers.read(execute(statement, database), query, precision, sink);
    }

    /** The use case's statement ({@link InfluxQlUseCases}), read by its one answer reader. */
    @Override
    public void query(UseCaseQuery query, RowSink sink) {
        InfluxQlUseCase statement = InfluxQlUseCases.of(query);
        Influx1UseCaseAnswers.read(execute(statement.text(), database), statement, sink);
    }

    /** Statement errors arrive inside an HTTP 200 answer; they must fail the operation, not count 0 points. */
    private QueryResult execute(String statement, String db) {
        QueryResult result = influx.query(new org.influxdb.dto.Query(statement, db, true));
        if (result.getError() != null) {
            throw new InfluxDBException(result.getError() + " in: " + statement);
        }
        if (result.getResults() == null) {
            throw new InfluxDBException("no results for: " + statement);
        }
        for (QueryResult.Result statementResult : result.getResults()) {
            if (statementResult.getError() != null) {
                throw new InfluxDBException(statementResult.getError() + " in: " + statement);
            }
        }
        return result;
    }

    @Override
    public String serverVersion() {
        return "InfluxDB " + influx.version();
    }

    @Override
    public void close() {
        influx.close();
    }
}
