package org.iotbenchrunner.cassandra.usecase;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * One session loading and querying use cases ({@link UseCaseTable}, {@link RowWriter}, {@link ThermoCql}). Before
 * the thermo queries, {@link #prepareQueries} fills q4's minute table ({@link MinuteTable}); a q4 asked without it
 * fills the table first itself, and says so on stderr, since its time then counts in that query's.
 */
public final class CassandraUseCaseClient implements UseCaseClient {
    /** Creating and dropping keyspaces and tables waits for the schema to settle: longer than a request. */
    private static final Duration SCHEMA_TIMEOUT = Duration.ofSeconds(60);
    private static final Object MINUTE_TABLE_LOCK = new Object();

    private final CqlSession session;
    private final Duration queryTimeout;
    private final RowWriter writer;
    private boolean minuteTableFilled;

    /** {@code queryTimeout}: how long a query and the minute table's copy may take. */
    public CassandraUseCaseClient(CqlSession session, Duration queryTimeout) {
        this.session = session;
        this.queryTimeout = queryTimeout;
        this.writer = new RowWriter(session);
    }

    /** Drops the use case's keyspace (its earlier tables), creates it with one replica, then its tables. */
    @Override
    public void registerUseCase(UseCaseSchema schema) {
        String keyspace = UseCaseTable.keyspaceOf(schema.useCase());
        List<String> statements = new ArrayList<>(List.of("DROP KEYSPACE IF EXISTS " + keyspace,
                "CREATE KEYSPACE " + keyspace + " WITH replication = {'class': 'SimpleStrategy', "
                        + "'replication_factor': 1}"));
        UseCaseTable.of(schema).forEach(t -> statements.add(t.create()));
        if (schema.useCase() == UseCase.THERMO) {
            statements.addAll(MinuteTable.creates());
        }
        for (String statement : statements) {
            session.execute(SimpleStatement.newInstance(statement).setTimeout(SCHEMA_TIMEOUT));
        }
        minuteTableFilled = false;
    }

    @Override
    public void insertRows(List<UseCaseRow> rows) {
        writer.write(rows);
    }

    /** Thermo's q4 table, filled from the loaded {@code devices} (the study loaded its data set again). */
    @Override
    public Optional<String> prepareQueries(UseCaseSchema schema) {
        if (schema.useCase() != UseCase.THERMO) {
            return Optional.empty();
        }
        long rows = fillMinuteTable();
        return Optional.of("q4's table " + MinuteTable.TABLE.qualifiedName() + " (minute first in its key) filled "
                + "with the " + rows + " rows of the devices table");
    }

    @Override
    public void query(UseCaseQuery query, RowSink sink) {
        String cql = ThermoCql.cql(query);
        if (query.type() == UseCaseQueryType.THERMO_BY_MINUTE && !minuteTableFilled) {
            minuteTableFilled = MinuteTable.filled(session).isPresent();
            if (!minuteTableFilled) {
                long started = System.nanoTime();
                long rows = fillMinuteTable();
                System.err.printf("cassandra: q4's minute table was not filled before the queries: filled it now "
                        + "(%d rows, %.1f s), counted in this q4's time%n", rows,
                        (System.nanoTime() - started) / 1e9);
            }
        }
        ThermoAnswers.read(query, session.execute(SimpleStatement.newInstance(cql).setTimeout(queryTimeout)), sink);
    }

    private long fillMinuteTable() {
        synchronized (MINUTE_TABLE_LOCK) {
            long rows = MinuteTable.filled(session).orElseGet(() -> MinuteTable.fill(session, queryTimeout));
            minuteTableFilled = true;
            return rows;
        }
    }

    @Override
    public void close() {
        session.close();
    }
}
