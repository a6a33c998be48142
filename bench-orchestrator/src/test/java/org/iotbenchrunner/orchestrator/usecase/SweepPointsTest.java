package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** A type's queries by sweep point, and the points' outcomes as the type's. */
class SweepPointsTest {

    @Test
    void queriesGroupByTheirBoundInTheOrderTheBoundsFirstCome() {
        List<UseCaseQuery> queries = List.of(UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 10),
                UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 20),
                UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 10));

        List<SweepPoints.Point> points = SweepPoints.of(queries);

        assertThat(points).extracting(SweepPoints.Point::devgroup).containsExactly(10, 20);
        assertThat(points.get(0).indices()).containsExactly(0, 2);
        assertThat(points.get(0).condition()).isEqualTo("devgroup < 10");
        assertThat(SweepPoints.of(List.of(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 0))).get(0)
                .condition()).isEqualTo("devgroup = 0");
        assertThat(SweepPoints.of(List.of())).isEmpty();
    }

    @Test
    void mergedOutcomesAddCountsAndLatenciesOverTheWholeWindow() {
        Histogram a = new Histogram(3);
        a.recordValue(1_000_000);
        Histogram b = new Histogram(3);
        b.recordValue(3_000_000);
        UseCaseQueryWorkers.Outcome merged = SweepPoints.merged(List.of(
                new UseCaseQueryWorkers.Outcome(1, 0, List.of(), a, 5, 10, 100, 200),
                new UseCaseQueryWorkers.Outcome(1, 1, List.of("E: boom"), b, 7, 14, 300, 400)));

        assertThat(merged.done()).isEqualTo(2);
        assertThat(merged.failed()).isEqualTo(1);
        assertThat(merged.errors()).containsExactly("E: boom");
        assertThat(merged.latencyNanos().getTotalCount()).isEqualTo(2);
        assertThat(merged.rows()).isEqualTo(12);
        assertThat(merged.values()).isEqualTo(24);
        assertThat(merged.firstStartNanos()).isEqualTo(100);
        assertThat(merged.lastEndNanos()).isEqualTo(400);
    }
}
