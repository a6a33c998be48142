package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.DatabaseInfo;
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

/**
 * The per-type query runner against an in-test client that answers from the generated rows (the expected answer),
 * wrongly, or not at all: latency, counts, failures, verification and the types not run.
 */
class UseCaseQueryWorkersTest {
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.IOT, 7, 20,
            Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T06:00:00Z"), Duration.ofMinutes(1));
    private static final UseCaseGenerator ROWS = UseCaseGenerator.of(SPEC);

    /** Answers from the rows; fails the queries of {@code failing}; adds a row to those of {@code wrong}. */
    private static final class RowsClient implements UseCaseClient {
        final UseCaseQueryType failing;
        final UseCaseQueryType wrong;
        final List<UseCaseQuery> asked = Collections.synchronizedList(new ArrayList<>());

        RowsClient(UseCaseQueryType failing, UseCaseQueryType wrong) {
            this.failing = failing;
            this.wrong = wrong;
        }

        @Override
        public void query(UseCaseQuery query, RowSink sink) {
            asked.add(query);
            if (query.type() == failing) {
                throw new IllegalStateException("no such table");
            }
            UseCaseAnswer answer = UseCaseAnswers.of(ROWS, query);
            for (UseCaseAnswer.Row row : answer.rows()) {
                sink.row(row.device(), row.time());
                row.labels().forEach(sink::label);
                row.values().forEach(sink::value);
            }
            if (query.type() == wrong) {
                sink.row("truck_x", 0);
                sink.value("latitude", 1.0);
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
        }
    }

    private static UseCaseQueryResult run(QueryRequest request, Map<UseCaseQueryType, String> unsupported,
            List<UseCaseClient> clients) throws Exception {
        UseCaseQueries queries = new UseCaseQueries(request, UseCaseQueryPlan.draw(request, SPEC), ROWS,
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), false, System::nanoTime);
        UseCaseLoadResult load = new UseCaseLoadResult(null, 1, "test", RunStatus.COMPLETED, null, "iot",
                new DatabaseInfo("fake", "Fake", "1", "in-test", null, null), null, null, null, null, null, null);
        return queries.run(queries.pending(load), unsupported, clients, null, "not sampled in a unit test");
    }

    @Test
    void eachTypeIsTimedCountedAndVerifiedOrRecordedAsNotRun() throws Exception {
        RowsClient first = new RowsClient(UseCaseQueryType.LOW_FUEL, UseCaseQueryType.HIGH_LOAD);
        RowsClient second = new RowsClient(UseCaseQueryType.LOW_FUEL, UseCaseQueryType.HIGH_LOAD);
        QueryRequest request = new QueryRequest(List.of(UseCaseQueryType.LAST_LOC, UseCaseQueryType.LOW_FUEL,
                UseCaseQueryType.HIGH_LOAD, UseCaseQueryType.AVG_LOAD, UseCaseQueryType.LONG_DAILY_SESSIONS), 6, 2,
                11, true);

        UseCaseQueryResult r = run(request, Map.of(UseCaseQueryType.AVG_LOAD, "no GROUP BY yet"),
                List.of(first, second));

        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.types()).extracting(TypeResult::type).containsExactly("last-loc", "low-fuel", "high-load",
                "avg-load", "long-daily-sessions");
        TypeResult lastLoc = r.types().get(0);
        assertThat(lastLoc.asked()).isEqualTo(6);
        assertThat(lastLoc.done()).isEqualTo(6);
        assertThat(lastLoc.failed()).isZero();
        assertThat(lastLoc.workers()).isEqualTo(2);
        assertThat(lastLoc.rows()).isPositive();
        assertThat(lastLoc.values()).isEqualTo(2 * lastLoc.rows());
        assertThat(lastLoc.latencyMs().min()).isPositive().isLessThanOrEqualTo(lastLoc.latencyMs().median());
        assertThat(lastLoc.latencyMs().p99()).isLessThanOrEqualTo(lastLoc.latencyMs().max());
        assertThat(lastLoc.queriesPerSecond()).isEqualTo(6 / lastLoc.window().elapsedSeconds());
        assertThat(lastLoc.verification().outcome()).isEqualTo(Verification.Outcome.VERIFIED);
        assertThat(lastLoc.verification().checked()).isEqualTo(6);
        assertThat(lastLoc.server().measured()).isFalse();

        TypeResult lowFuel = r.types().get(1);
        assertThat(lowFuel.done()).isZero();
        assertThat(lowFuel.failed()).isEqualTo(6);
        assertThat(lowFuel.errors()).containsExactly("IllegalStateException: no such table");
        assertThat(lowFuel.latencyMs()).as("no answered query: unknown, not 0").isNull();
        assertThat(lowFuel.rows()).isZero();
        assertThat(lowFuel.verification().outcome()).isEqualTo(Verification.Outcome.MISMATCH);
        assertThat(lowFuel.verification().firstDifference()).startsWith("failed when run again: "
                + "IllegalStateException");

        TypeResult highLoad = r.types().get(2);
        assertThat(highLoad.verification().outcome()).isEqualTo(Verification.Outcome.MISMATCH);
        assertThat(highLoad.verification().mismatches()).isEqualTo(6);
        assertThat(highLoad.verification().firstDifference()).startsWith("unexpected row truck_x");
        assertThat(highLoad.verification().firstMismatchQuery()).startsWith("high-load fleet ");

        TypeResult avgLoad = r.types().get(3);
        assertThat(avgLoad.run()).isFalse();
        assertThat(avgLoad.notRunReason()).isEqualTo("not supported by fake: no GROUP BY yet");
        assertThat(avgLoad.done()).isNull();
        assertThat(avgLoad.latencyMs()).isNull();
        assertThat(avgLoad.verification().outcome()).isEqualTo(Verification.Outcome.NOT_RUN);
        TypeResult daily = r.types().get(4);
        assertThat(daily.notRunReason()).startsWith("the data set cannot answer it: needs a time range longer than "
                + "PT24H");
        assertThat(daily.asked()).isZero();
        assertThat(r.good()).isFalse();
        // measured: 6 per run type over both clients; verified: run again on the first client
        assertThat(first.asked.size() + second.asked.size()).isEqualTo(3 * 6 + 3 * 6);
        assertThat(second.asked).hasSizeLessThanOrEqualTo(18);
    }

    @Test
    void withoutVerifyAnswersAreNotRunTwiceAndTheSameSeedDrawsTheSameQueries() throws Exception {
        RowsClient client = new RowsClient(null, null);
        QueryRequest request = new QueryRequest(List.of(UseCaseQueryType.STATIONARY_TRUCKS), 4, 1, 3, false);

        UseCaseQueryResult r = run(request, Map.of(), List.of(client));

        assertThat(client.asked).hasSize(4);
        assertThat(client.asked).isEqualTo(UseCaseQueryPlan.draw(request, SPEC).types().get(0).queries());
        assertThat(r.types().get(0).verification().outcome()).isEqualTo(Verification.Outcome.NOT_VERIFIED);
        assertThat(r.good()).isTrue();
    }
}
