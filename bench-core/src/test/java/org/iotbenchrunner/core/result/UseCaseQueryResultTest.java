package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UseCaseQueryResultTest {

    static UseCaseQueryResult sample(RunStatus status, HarnessOwner owner) {
        UseCaseLoadResult load = UseCaseLoadResultTest.sample(RunStatus.COMPLETED, owner);
        TypeResult run = new TypeResult("last-loc", null, 3, 3, 0, List.of(), 2,
                new UseCaseQueryResult.Latency(2.5, 2.0, 4.0, 1.0, 4.0), 120.0,
                new UseCaseQueryResult.Window(Instant.parse("2026-11-23T00:00:00Z"),
                        Instant.parse("2026-11-23T00:00:00.025Z"), 0.025), 15L, 30L, ResourceUsage.none("not sampled"),
                new Verification(Verification.Outcome.VERIFIED, 3, 0, null, null, null));
        TypeResult notRun = new TypeResult("avg-load", "not supported by x: not yet", 3, null, null, null, null, null,
                null, null, null, null, null, Verification.notRun("not supported by x: not yet"));
        return new UseCaseQueryResult(null, UseCaseQueryResult.SCHEMA_VERSION, "test", status, null, "iot",
                load.database(), new UseCaseQueryResult.Asked(List.of("last-loc", "avg-load"), 3, 2, 123, true),
                List.of(run, notRun), load.environment());
    }

    @Test
    void roundTripsAsItsOwnKindWithUnknownsAsNull(@TempDir Path out) throws Exception {
        UseCaseQueryResult result = sample(RunStatus.COMPLETED, HarnessOwner.current());
        Path file = out.resolve("iot/timescaledb/queries.json");
        ResultFiles.writeQueries(file, result);

        assertThat(ResultFiles.readQueries(file)).isEqualTo(result);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertThat(json.get("kind").asText()).isEqualTo("use-case-queries");
        assertThat(json.at("/types/1/done").isNull()).as("not run: unknown, not 0").isTrue();
        assertThat(json.at("/types/1/latencyMs").isNull()).isTrue();
        assertThat(json.at("/types/0/verification/outcome").asText()).isEqualTo("VERIFIED");
        assertThat(result.good()).isTrue();
        assertThat(ResultFiles.readAll(out)).as("not a test's result").isEmpty();
    }

    @Test
    void abandonedQueriesAreMarkedCrashedWithTheLoads(@TempDir Path out) throws Exception {
        Path abandoned = out.resolve("iot/timescaledb/queries.json");
        ResultFiles.writeQueries(abandoned, sample(RunStatus.RUNNING, HarnessOwnerTest.ended()));

        assertThat(ResultFiles.markAbandoned(out)).as("tests' results only").isEmpty();
        assertThat(ResultFiles.markAbandonedLoads(out)).containsExactly(abandoned);
        assertThat(ResultFiles.readQueries(abandoned).status()).isEqualTo(RunStatus.CRASHED);
        assertThat(ResultFiles.readQueries(abandoned).error()).endsWith("ended during these queries");
    }
}
