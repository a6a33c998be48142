package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
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

    /** The thermo preset's form: a type swept over the device group bound, each point verified. */
    static UseCaseQueryResult thermoSample() {
        UseCaseLoadResult load = UseCaseLoadResultTest.sample(RunStatus.COMPLETED, HarnessOwner.current());
        Verification verified = new Verification(Verification.Outcome.VERIFIED, 1, 0, null, null, null);
        List<UseCaseQueryResult.Point> points = List.of(
                new UseCaseQueryResult.Point(10, "devgroup < 10", 1, 1, 0,
                        new UseCaseQueryResult.Latency(3.0, 3.0, 3.0, 3.0, 3.0), 1L, verified),
                new UseCaseQueryResult.Point(20, "devgroup < 20", 1, 1, 0,
                        new UseCaseQueryResult.Latency(5.0, 5.0, 5.0, 5.0, 5.0), 1L, verified));
        TypeResult count = new TypeResult("q2-count", null, 2, 2, 0, List.of(), 1,
                new UseCaseQueryResult.Latency(4.0, 3.0, 5.0, 3.0, 5.0), 250.0,
                new UseCaseQueryResult.Window(Instant.parse("2026-11-27T00:00:00Z"),
                        Instant.parse("2026-11-27T00:00:00.008Z"), 0.008), 2L, 2L, ResourceUsage.none("not sampled"),
                new Verification(Verification.Outcome.VERIFIED, 2, 0, null, null, null), points);
        return new UseCaseQueryResult(null, UseCaseQueryResult.SCHEMA_VERSION, "test", RunStatus.COMPLETED, null,
                "thermo", load.database(), new UseCaseQueryResult.Asked(List.of("q2-count"), 2, 1, 123, true, 1),
                List.of(count), load.environment());
    }

    @Test
    void aSweptTypeKeepsItsPointsAndAVersionOneDocumentReadsWithout(@TempDir Path out) throws Exception {
        UseCaseQueryResult result = thermoSample();
        Path file = out.resolve("taos-cassandra/timescaledb/queries.json");
        ResultFiles.writeQueries(file, result);

        assertThat(ResultFiles.readQueries(file)).isEqualTo(result);
        JsonNode json = new ObjectMapper().readTree(file.toFile());
        assertThat(json.at("/asked/queriesPerPoint").asInt()).isEqualTo(1);
        assertThat(json.at("/types/0/points/1/devgroup").asInt()).isEqualTo(20);
        assertThat(json.at("/types/0/points/1/condition").asText()).isEqualTo("devgroup < 20");
        assertThat(json.at("/types/0/points/1/verification/outcome").asText()).isEqualTo("VERIFIED");

        Path old = out.resolve("iot/timescaledb/queries.json");
        Files.createDirectories(old.getParent());
        Files.copy(UseCaseQueryResultTest.class.getResourceAsStream("/results/use-case-v1/queries.json"), old);
        UseCaseQueryResult v1 = ResultFiles.readQueries(old);
        assertThat(v1.schemaVersion()).isEqualTo(1);
        assertThat(v1.asked().queriesPerPoint()).isNull();
        assertThat(v1.types()).allSatisfy(t -> assertThat(t.points()).isEmpty());
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
