package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunResultTest {
    /** ResultSamples' run: 10 ok operations and 1000 ok points at 500 points/s over 2 s. */
    @Test
    void statisticsAreDerivedWhenTheResultIsBuilt() {
        RunResult r = ResultSamples.run("timescaledb", "write", 0);
        assertThat(r.statistics().pointsPerSecond()).isEqualTo(500);
        assertThat(r.statistics().operationsPerSecond()).isEqualTo(5);
        assertThat(r.statistics().operationsPerSecondByOperation()).containsExactly(Map.entry("INGESTION", 5.0));
        assertThat(r.operationsPerSecond(r.total())).isEqualTo(5);
        assertThat(r.statistics().firstOperationsAvgMs()).as("no first operations recorded").isNull();

        RunResult slower = r.toBuilder().elapsedSeconds(4).build();
        assertThat(slower.statistics().operationsPerSecond()).as("derived again").isEqualTo(2.5);
    }

    @Test
    void whatWasNotMeasuredIsUnknownNotZero() {
        RunResult running = RunResult.builder().status(RunStatus.RUNNING).scenario("write").build();
        assertThat(running.statistics()).isEqualTo(new RunResult.Statistics(null, null, Map.of(), null));
        assertThat(running.total()).isNull();
        assertThat(running.failedOperations()).isZero();
        assertThat(running.operations()).isEmpty();
        assertThat(running.coResident()).isEmpty();
        assertThat(running.schemaVersion()).isEqualTo(RunResult.SCHEMA_VERSION);

        OperationResult total = ResultSamples.run("timescaledb", "write", 0).total();
        RunResult noWindow = RunResult.builder().operations(List.of(total)).total(total).elapsedSeconds(0).build();
        assertThat(noWindow.statistics().pointsPerSecond()).isNull();
        assertThat(noWindow.operationsPerSecond(total)).isNull();
    }

    /** A published source's figures stand until the measurement they describe is replaced. */
    @Test
    void givenStatisticsAreKeptUntilTheMeasurementChanges() {
        RunResult.Statistics published = new RunResult.Statistics(123.0, null, Map.of(), null);
        RunResult r = ResultSamples.run("timescaledb", "write", 0).toBuilder().statistics(published).build();
        assertThat(r.statistics()).isEqualTo(published);
        assertThat(r.withStatus(RunStatus.CRASHED, "gone").statistics()).isEqualTo(published);
        assertThat(r.toBuilder().total(r.total()).build().statistics().pointsPerSecond()).isEqualTo(500);
    }

    @Test
    void aStatusChangeKeepsEveryGroup() {
        RunResult r = ResultSamples.run("timescaledb", "read", 0).toBuilder()
                .clientBound(true, "harness 190 %").disk(DiskFootprint.notMeasured(10, "read")).build();
        RunResult crashed = r.withStatus(RunStatus.CRASHED, "interrupted");
        assertThat(crashed.status()).isEqualTo(RunStatus.CRASHED);
        assertThat(crashed.error()).isEqualTo("interrupted");
        assertThat(crashed.identity()).isEqualTo(r.identity());
        assertThat(crashed.resources()).isEqualTo(r.resources());
        assertThat(crashed.environment()).isEqualTo(r.environment());
        assertThat(crashed.checks()).isEqualTo(r.checks());
        assertThat(crashed.toBuilder().build()).isEqualTo(crashed);
    }
}
