package org.iotbenchrunner.cassandra.usecase;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * Writes a batch of use-case rows ({@link #WRITE_PATH}): per table and partition one unlogged batch (one plain insert
 * for a partition of one row), all sent at once on the session, the call returning when every one is acknowledged.
 * A batch of one partition is applied as one mutation and is not subject to Cassandra's batch size thresholds,
 * which fail multi-partition batches above 50 KiB. A missing tag or field is left unset (no cell, no tombstone).
 */
final class RowWriter {
    static final String WRITE_PATH = "one unlogged batch per partition of each insertRows call (the study's rows per "
            + "request), the partitions' batches sent concurrently on one session, prepared INSERTs";

    private final CqlSession session;
    private final Map<String, PreparedStatement> inserts = new HashMap<>();

    RowWriter(CqlSession session) {
        this.session = session;
    }

    void write(List<UseCaseRow> rows) {
        Map<List<Object>, List<BoundStatement>> partitions = new LinkedHashMap<>();
        for (UseCaseRow row : rows) {
            UseCaseTable table = UseCaseTable.of(row.measurement());
            Map<String, Object> values = values(table, row);
            List<Object> partition = new ArrayList<>(table.partitionKey().size() + 1);
            partition.add(table.name());
            table.partitionKey().forEach(k -> partition.add(values.get(k)));
            partitions.computeIfAbsent(partition, p -> new ArrayList<>()).add(bind(table, values));
        }
        List<CompletableFuture<AsyncResultSet>> sent = new ArrayList<>(partitions.size());
        for (List<BoundStatement> statements : partitions.values()) {
            Statement<?> request = statements.size() == 1 ? statements.get(0)
                    : BatchStatement.newInstance(BatchType.UNLOGGED, statements.toArray(new BoundStatement[0]));
            sent.add(session.executeAsync(request).toCompletableFuture());
        }
        awaitAll(sent);
    }

    /** Waits for every request (each bounded by the driver's request timeout), then throws the first failure. */
    static void awaitAll(List<? extends CompletionStage<?>> sent) {
        RuntimeException first = null;
        for (CompletionStage<?> request : sent) {
            try {
                request.toCompletableFuture().join();
            } catch (CompletionException e) {
                if (first == null) {
                    first = e.getCause() instanceof RuntimeException r ? r : e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    /** The row's values by column, typed as the table's columns; a key column without a value is refused. */
    static Map<String, Object> values(UseCaseTable table, UseCaseRow row) {
        Map<String, Object> values = new HashMap<>();
        values.put(table.time(), Instant.ofEpochMilli(Math.floorDiv(row.timestampNanos(), 1_000_000L)));
        for (UseCaseRow.Tag tag : row.tags()) {
            UseCaseTable.CqlType type = column(table, tag.key(), "tag", row);
            if (tag.value() != null) {
                values.put(tag.key(), type == UseCaseTable.CqlType.INT ? integerTag(tag, row) : tag.value());
            }
        }
        for (UseCaseRow.Field field : row.fields()) {
            UseCaseTable.CqlType type = column(table, field.name(), "field", row);
            if (field.value() != null) {
                values.put(field.name(), switch (type) {
                    case INT -> Math.toIntExact(field.value().longValue());
                    case BIGINT -> field.value().longValue();
                    default -> field.value().doubleValue();
                });
            }
        }
        if (table.columns().containsKey(UseCaseTable.ROW_ID)) {
            values.put(UseCaseTable.ROW_ID, Uuids.timeBased());
        }
        for (String key : table.keyColumns()) {
            if (values.get(key) == null) {
                throw new IllegalArgumentException("a row of " + table.name() + " without " + key + " cannot be "
                        + "stored: " + key + " is part of the table's primary key (" + row + ")");
            }
        }
        return values;
    }

    private static UseCaseTable.CqlType column(UseCaseTable table, String name, String kind, UseCaseRow row) {
        UseCaseTable.CqlType type = table.columns().get(name);
        if (type == null || name.equals(table.time()) || name.equals(UseCaseTable.ROW_ID)) {
            throw new IllegalArgumentException("unknown " + kind + " " + name + " of " + table.name() + ": expected "
                    + "one of " + table.columns().keySet() + " (" + row + ")");
        }
        return type;
    }

    private static Integer integerTag(UseCaseRow.Tag tag, UseCaseRow row) {
        try {
            return Integer.valueOf(tag.value());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("tag " + tag.key() + "=" + tag.value() + " is not an integer, as "
                    + row.measurement() + "'s schema says it is (" + row + ")");
        }
    }

    private BoundStatement bind(UseCaseTable table, Map<String, Object> values) {
        return bind(inserts.computeIfAbsent(table.name(), n -> session.prepare(table.insert())), table, values);
    }

    /** Binds by position ({@link UseCaseTable#insert}'s markers are the columns in order); absent values stay unset. */
    static BoundStatement bind(PreparedStatement insert, UseCaseTable table, Map<String, Object> values) {
        BoundStatementBuilder builder = insert.boundStatementBuilder();
        int index = 0;
        for (String column : table.columns().keySet()) {
            Object value = values.get(column);
            if (value != null) {
                builder = builder.set(index, value, codecClass(value));
            }
            index++;
        }
        return builder.build();
    }

    @SuppressWarnings("unchecked")
    private static <T> Class<T> codecClass(Object value) {
        return (Class<T>) value.getClass();
    }
}
