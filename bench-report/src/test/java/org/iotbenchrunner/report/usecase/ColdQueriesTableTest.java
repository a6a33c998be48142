package org.iotbenchrunner.report.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

/** A cold query set's type says in the queries table what was done before it; a warm one says nothing more. */
class ColdQueriesTableTest {
    @Test
    void eachColdTypeSaysItsRestartAndPageCache() {
        UseCaseLoadResult load = UseCaseFixtures.load("timescaledb", "TimescaleDB", null, 1000, null);
        ColdStart cold = new ColdStart(true, 1.5, "stopped and started again on the same data", false,
                "not permitted: /proc/sys/vm/drop_caches is read-only");
        UseCaseStudy study = new UseCaseStudy("iot", List.of(new UseCaseStudy.DataSet("iot", List.of(
                new UseCaseLoad(load, List.of(UseCaseFixtures.queries(load, 1,
                        UseCaseFixtures.answered("last-loc", 1, 2).withColdStart(cold),
                        UseCaseFixtures.answered("low-fuel", 1, 3))), Instant.EPOCH)))));

        DerivedTable en = new UseCaseTables(Labels.of(Language.EN)).queries(study).orElseThrow();
        DerivedTable pt = new UseCaseTables(Labels.of(Language.PT_BR)).queries(study).orElseThrow();

        assertThat(en.rows()).extracting(r -> r.get(9)).containsExactly("verified (1/1); cold: server restarted "
                + "(1.5 s), page cache not dropped: not permitted: /proc/sys/vm/drop_caches is read-only",
                "verified (1/1)");
        assertThat(pt.rows().get(0).get(9)).contains("; frio: server restarted (1.5 s)");
        assertThat(en.note()).contains("--cache cold");
    }
}
