package org.iotbenchrunner.influxdb;

import java.util.List;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBException;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/** One influxdb-java connection: line-protocol writes to {@code /write}, InfluxQL to {@code /query}. */
final class Influx1Client implements DatabaseClient {
    private final InfluxDB influx;
    private final String database;
    private final TimePrecision precision;
    private final InfluxQl influxQl;

    Influx1Client(InfluxDB influx, String database, TimePrecision precision) {
        this.influx = influx;
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
        return Influx1Answers.of(execute(influxQl.answer(query), database), query, precision);
    }

    private long points(Query query) {
        return points(execute(influxQl.query(query), database));
    }

    /** Non-null values in every column but {@code time}; tags of GROUP BY come as series tags, not columns. */
    static long points(QueryResult result) {
        long points = 0;
        for (QueryResult.Result statement : result.getResults()) {
            if (statement.getSeries() == null) {
                continue;
            }
            for (QueryResult.Series series : statement.getSeries()) {
                List<String> columns = series.getColumns();
                if (series.getValues() == null) {
                    continue;
                }
                for (List<Object> row : series.getValues()) {
                    for (int c = 0; c < columns.size(); c++) {
                        if (row.get(c) != null && !columns.get(c).equals("time")) {
                            points++;
                        }
                    }
                }
            }
        }
        return points;
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
