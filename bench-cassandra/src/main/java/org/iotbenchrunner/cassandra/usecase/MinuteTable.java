package org.iotbenchrunner.cassandra.usecase;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;

/**
 * q4's table, {@code thermo.devices_by_minute}: the {@code devices} rows again with their minute (UTC, from the
 * epoch) first in the key, {@code PRIMARY KEY ((minute), devgroup, devid, devname, ts)}, since CQL groups only by a
 * prefix of the key. The study filled it by loading its files a second time; here a step after the load and before
 * the queries ({@link #fill}) reads {@code devices} and writes each row again, so the load itself, and the write
 * grid's rates, stay one table's, and the step is timed apart. A marker row in {@code thermo.query_tables} says the
 * table is complete; registering the use case drops the keyspace, and with it table and marker.
 */
final class MinuteTable {
    static final String MINUTE = "minute";
    static final UseCaseTable TABLE = table();
    static final String MARKER_TABLE = UseCaseTable.keyspaceOf(UseCase.THERMO)
            + ".query_tables";
    /** Rows per batch written: one minute partition's rows in order, well under the commit log's mutation limit. */
    private static final int BATCH_ROWS = 500;
    /** Batches in flight at once. */
    private static final int IN_FLIGHT = 32;

    private MinuteTable() {
    }

    /** The tables to create beside the use case's (empty until {@link #fill}). */
    static List<String> creates() {
        return List.of(TABLE.create(), "CREATE TABLE " + MARKER_TABLE + " (name text PRIMARY KEY, rows bigint)");
    }

    /** The rows a completed {@link #fill} copied, from its marker; empty when the table is not filled. */
    static OptionalLong filled(CqlSession session) {
        Row marker = session.execute(SimpleStatement.newInstance("SELECT rows FROM " + MARKER_TABLE
                + " WHERE name = ?", TABLE.name())).one();
        return marker == null ? OptionalLong.empty() : OptionalLong.of(marker.getLong("rows"));
    }

    /** Copies every {@code devices} row into the minute table, then marks it complete; returns the rows copied. */
    static long fill(CqlSession session, Duration timeout) {
        UseCaseTable devices = UseCaseTable.of(ThermoDevices.MEASUREMENT);
        PreparedStatement insert = session.prepare(TABLE.insert());
        long rows = 0;
        List<BoundStatement> batch = new ArrayList<>(BATCH_ROWS);
        Instant batchMinute = null;
        List<CompletableFuture<AsyncResultSet>> inFlight = new ArrayList<>();
        for (Row row : session.execute(SimpleStatement.newInstance("SELECT * FROM " + devices.qualifiedName())
                .setTimeout(timeout))) {
            Map<String, Object> values = new LinkedHashMap<>();
            Instant ts = row.getInstant(devices.time());
            Instant minute = ts.truncatedTo(ChronoUnit.MINUTES);
            if (!batch.isEmpty() && (!minute.equals(batchMinute) || batch.size() == BATCH_ROWS)) {
                inFlight.add(send(session, batch, inFlight));
                batch = new ArrayList<>(BATCH_ROWS);
            }
            batchMinute = minute;
            values.put(MINUTE, minute);
            devices.columns().keySet().forEach(c -> values.put(c, row.getObject(UseCaseTable.quoted(c))));
            batch.add(RowWriter.bind(insert, TABLE, values));
            rows++;
        }
        if (!batch.isEmpty()) {
            inFlight.add(send(session, batch, inFlight));
        }
        RowWriter.awaitAll(inFlight);
        session.execute(SimpleStatement.newInstance("INSERT INTO " + MARKER_TABLE + " (name, rows) VALUES (?, ?)",
                TABLE.name(), rows));
        return rows;
    }

    private static CompletableFuture<AsyncResultSet> send(CqlSession session, List<BoundStatement> batch,
            List<CompletableFuture<AsyncResultSet>> inFlight) {
        if (inFlight.size() >= IN_FLIGHT) {
            RowWriter.awaitAll(inFlight);
            inFlight.clear();
        }
        return session.executeAsync(BatchStatement.newInstance(BatchType.UNLOGGED,
                batch.toArray(new BoundStatement[0]))).toCompletableFuture();
    }

    private static UseCaseTable table() {
        UseCaseTable devices = UseCaseTable.of(ThermoDevices.MEASUREMENT);
        Map<String, UseCaseTable.CqlType> columns = new LinkedHashMap<>();
        columns.put(MINUTE, UseCaseTable.CqlType.TIMESTAMP);
        columns.putAll(devices.columns());
        List<String> clustering = new ArrayList<>(devices.partitionKey());
        clustering.addAll(devices.clustering());
        return new UseCaseTable(devices.keyspace(), devices.name() + "_by_minute", devices.time(), List.of(MINUTE),
                clustering, columns);
    }
}
