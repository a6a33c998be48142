package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --cache cold} with a use case's queries on a local TimescaleDB: a tiny IoT load, then two query types, each
 * its own query set after a restart on the loaded data, each recording it, every answer right after the restarts.
 */
class ColdUseCaseQueriesIT {
    @TempDir
    Path out;

    @Test
    void eachQueryTypeRunsAfterItsOwnRestartOnTheLoadedData() {
        DatabaseBinding binding = ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals("timescaledb")).findFirst().orElseThrow();
        RealServers.require("timescaledb-local", binding.localServer().orElseThrow().unavailableReason()
                .orElse(null));

        CommandRun o = CommandRun.of("load", "--db", "timescaledb", "--provider", "local", "--workload", "iot",
                "--use-case-scale", "5", "--timestamp-end", "2016-01-01T03:00:00Z", "--queries", "last-loc,high-load",
                "--query-count", "3", "--verify", "--cache", "cold", "--out", out.toString());

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("[timescaledb iot last-loc] cold caches: server restarted (",
                "[timescaledb iot high-load] cold caches: server restarted (");
        UseCaseQueryResult r = ResultFiles.readQueries(out.resolve("iot/timescaledb/queries.json"));
        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.types()).extracting(TypeResult::type).containsExactly("last-loc", "high-load");
        for (TypeResult t : r.types()) {
            ColdStart cold = t.coldStart();
            assertThat(cold.serverRestarted()).as(t.type()).isTrue();
            assertThat(cold.restartSeconds()).isPositive();
            if (Files.isWritable(PageCache.LINUX_CONTROL)) {
                assertThat(cold.pageCacheDropped()).as(cold.pageCacheNote()).isTrue();
            } else {
                assertThat(cold.pageCacheNote()).isNotBlank();
            }
            assertThat(t.done()).as("the first query after the restart is measured").isEqualTo(3);
            assertThat(t.failed()).isZero();
            assertThat(t.verification().outcome()).as("the data survived the restarts")
                    .isEqualTo(Verification.Outcome.VERIFIED);
            assertThat(t.server().measured()).as("sampled on the restarted server").isTrue();
        }
    }
}
