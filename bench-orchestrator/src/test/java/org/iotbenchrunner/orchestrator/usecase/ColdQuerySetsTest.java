package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --cache cold} on the use-case queries: one restart before each type that runs (none before a type not run),
 * its record on that type, the clients opened again after it and the verification on the restarted server's.
 */
class ColdQuerySetsTest {
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.IOT, 5, 10,
            Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T06:00:00Z"), Duration.ofMinutes(1));
    private static final UseCaseGenerator ROWS = UseCaseGenerator.of(SPEC);

    /** Answers from the rows while open; a closed client fails, as a connection a restart ended would. */
    private static final class Client implements UseCaseClient {
        final int openedAfterRestart;
        final List<UseCaseQueryType> asked = new ArrayList<>();
        boolean closed;

        Client(int openedAfterRestart) {
            this.openedAfterRestart = openedAfterRestart;
        }

        @Override
        public synchronized void query(UseCaseQuery query, RowSink sink) {
            if (closed) {
                throw new IllegalStateException("connection closed by the restart");
            }
            asked.add(query.type());
            for (UseCaseAnswer.Row row : UseCaseAnswers.of(ROWS, query).rows()) {
                sink.row(row.device(), row.time());
                row.values().forEach(sink::value);
            }
        }

        @Override
        public void registerUseCase(UseCaseSchema schema) {
        }

        @Override
        public void insertRows(List<UseCaseRow> rows) {
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    private final List<Client> opened = new ArrayList<>();
    private final List<Client> clients = new ArrayList<>();
    private int restarts;

    private void open(int workers) {
        for (int i = 0; i < workers; i++) {
            Client c = new Client(restarts);
            opened.add(c);
            clients.add(c);
        }
    }

    /** What UseCaseLoads does: the clients closed, the server restarted, the clients opened again in place. */
    private ColdStart restart() {
        clients.forEach(Client::close);
        clients.clear();
        restarts++;
        open(2);
        return new ColdStart(true, 0.5 * restarts, "stopped and started again on the same data", false,
                "not permitted in a unit test");
    }

    private UseCaseQueryResult run(QueryRequest request, Map<UseCaseQueryType, String> unsupported)
            throws Exception {
        UseCaseQueries queries = new UseCaseQueries(request, UseCaseQueryPlan.draw(request, SPEC), ROWS,
                new PrintStream(OutputStream.nullOutputStream()), false, System::nanoTime);
        UseCaseLoadResult load = new UseCaseLoadResult(null, 1, "test", RunStatus.COMPLETED, null, "iot",
                new DatabaseInfo("fake", "Fake", "1", "in-test", null, null), null, null, null, null, null, null);
        open(2);
        List<UseCaseClient> given = new ArrayList<>();
        UseCaseQueries.ColdRestart cold = () -> {
            ColdStart done = restart();
            given.clear();
            given.addAll(clients);
            return done;
        };
        given.addAll(clients);
        return queries.run(queries.pending(load), unsupported, given, () -> null, "not sampled in a unit test",
                cold);
    }

    @Test
    void eachTypeThatRunsIsItsOwnColdQuerySet() throws Exception {
        QueryRequest request = new QueryRequest(List.of(UseCaseQueryType.LAST_LOC, UseCaseQueryType.AVG_LOAD,
                UseCaseQueryType.HIGH_LOAD), 4, 2, 3, true);

        UseCaseQueryResult r = run(request, Map.of(UseCaseQueryType.AVG_LOAD, "no GROUP BY yet"));

        assertThat(restarts).isEqualTo(2);
        TypeResult lastLoc = r.types().get(0);
        TypeResult avgLoad = r.types().get(1);
        TypeResult highLoad = r.types().get(2);
        assertThat(lastLoc.coldStart().serverRestarted()).isTrue();
        assertThat(lastLoc.coldStart().restartSeconds()).isEqualTo(0.5);
        assertThat(highLoad.coldStart().restartSeconds()).isEqualTo(1.0);
        assertThat(highLoad.coldStart().describe()).isEqualTo("server restarted (1.0 s), page cache not dropped: "
                + "not permitted in a unit test");
        assertThat(avgLoad.run()).isFalse();
        assertThat(avgLoad.coldStart()).isNull();
        // every query ran on clients opened after its type's restart, none on a connection the restart ended
        assertThat(lastLoc.failed()).isZero();
        assertThat(highLoad.failed()).isZero();
        assertThat(opened.stream().filter(c -> c.openedAfterRestart == 1).flatMap(c -> c.asked.stream()))
                .contains(UseCaseQueryType.LAST_LOC).doesNotContain(UseCaseQueryType.HIGH_LOAD);
        assertThat(opened.stream().filter(c -> c.openedAfterRestart == 0).flatMap(c -> c.asked.stream()))
                .isEmpty();
        // the answers checked after the last restart: the data survived it
        assertThat(lastLoc.verification().outcome()).isEqualTo(Verification.Outcome.VERIFIED);
        assertThat(highLoad.verification().outcome()).isEqualTo(Verification.Outcome.VERIFIED);
        assertThat(opened.stream().filter(c -> c.openedAfterRestart == 2).flatMap(c -> c.asked.stream()))
                .contains(UseCaseQueryType.LAST_LOC, UseCaseQueryType.HIGH_LOAD);
    }

    @Test
    void warmRunsRecordNoColdStartAndTheColdRecordSurvivesTheFile(@TempDir java.nio.file.Path dir)
            throws Exception {
        QueryRequest request = new QueryRequest(List.of(UseCaseQueryType.LAST_LOC), 2, 2, 3, false);
        UseCaseQueryResult cold = run(request, Map.of());
        java.nio.file.Path file = dir.resolve("queries.json");
        ResultFiles.writeQueries(file, cold);

        UseCaseQueryResult read = ResultFiles.readQueries(file);

        assertThat(read.schemaVersion()).isEqualTo(4);
        assertThat(read.types().get(0).coldStart()).isEqualTo(cold.types().get(0).coldStart());
        UseCaseQueryResult warm = new UseCaseQueries(request, UseCaseQueryPlan.draw(request, SPEC), ROWS,
                new PrintStream(OutputStream.nullOutputStream()), false, System::nanoTime).run(cold, Map.of(),
                List.copyOf(clients), null, "not sampled");
        assertThat(warm.types().get(0).coldStart()).isNull();
        assertThat(warm.types().get(0).server().measured()).isFalse();
    }
}
