package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A use case's load and every one of its query types end to end through the CLI on each real database in a fresh
 * container, with data sets large and long enough for every type (the 8-host types, the 12- and 24-hour windows): each
 * type the database translates answered without failure and verified; the others recorded as not run with the
 * database's own reason.
 */
class UseCaseQueriesContainerIT {

    @ParameterizedTest
    @ValueSource(strings = {"timescaledb", "questdb", "influxdb1", "influxdb", "iotdb", "victoriametrics"})
    void everyIotTypeRunsAndIsVerified(String db, @TempDir Path out) {
        RealServers.require(db + "-container", ContainerProviderIT.containerUnavailable(db));
        CommandRun o = CommandRun.of("--provider", "docker", "--db", db, "--workload", "iot", "--use-case-scale",
                "5", "--timestamp-end", "2016-01-02T06:00:00Z", "--log-interval", "1m", "--queries", "all",
                "--query-count", "3", "--query-workers", "2", "--verify", "--out", out.toString());

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        UseCaseQueryResult r = ResultFiles.readQueries(out.resolve("iot/" + db + "/queries.json"));
        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.types()).hasSize(12);
        assertEveryTranslatedTypeVerified(db, r, 3);
        for (TypeResult t : r.types().stream().filter(TypeResult::run).toList()) {
            assertThat(t.workers()).isEqualTo(2);
            assertThat(t.latencyMs().median()).as(t.type()).isPositive();
            assertThat(t.queriesPerSecond()).as(t.type()).isPositive();
            assertThat(t.server().measured()).as(t.type() + ": " + t.server().note()).isTrue();
        }
        assertThat(o.stdout()).contains("[" + db + " iot queries] type", "3/3");
    }

    /**
     * The DevOps types over 8 hosts (the 8-host types' need) and 13 hours (the 12-hour windows'), through the CLI on
     * one database: every database's answers to every DevOps type are verified on its own server by its module's
     * {@code UseCaseQueryKit}, and the container path of each by {@link #everyIotTypeRunsAndIsVerified}.
     */
    @ParameterizedTest
    @ValueSource(strings = {"timescaledb"})
    void everyDevopsTypeRunsAndIsVerified(String db, @TempDir Path out) {
        RealServers.require(db + "-container", ContainerProviderIT.containerUnavailable(db));
        CommandRun o = CommandRun.of("--provider", "docker", "--db", db, "--workload", "devops", "--use-case-scale",
                "8", "--timestamp-end", "2016-01-01T13:00:00Z", "--log-interval", "1m", "--queries", "all",
                "--query-count", "2", "--verify", "--out", out.toString());

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        UseCaseQueryResult r = ResultFiles.readQueries(out.resolve("devops/" + db + "/queries.json"));
        assertThat(r.types()).hasSize(15);
        assertEveryTranslatedTypeVerified(db, r, 2);
    }

    private static void assertEveryTranslatedTypeVerified(String db, UseCaseQueryResult r, int count) {
        Map<UseCaseQueryType, String> unsupported = new DatabaseRegistry().select(db).databases().get(0)
                .useCases().orElseThrow().unsupportedQueries();
        assertThat(r.types()).as("some type runs").anyMatch(TypeResult::run);
        for (TypeResult t : r.types()) {
            String reason = unsupported.get(UseCaseQueryType.parse(t.type()));
            if (reason != null) {
                assertThat(t.notRunReason()).isEqualTo("not supported by " + db + ": " + reason);
                continue;
            }
            assertThat(t.notRunReason()).as(t.type()).isNull();
            assertThat(t.asked()).as(t.type()).isEqualTo(count);
            assertThat(t.failed()).as(t.type() + " " + t.errors()).isZero();
            assertThat(t.done()).as(t.type()).isEqualTo(count);
            assertThat(t.verification().outcome()).as(t.type() + ": " + t.verification().firstDifference() + " in "
                    + t.verification().firstMismatchQuery()).isEqualTo(Verification.Outcome.VERIFIED);
            assertThat(t.verification().checked()).isEqualTo(count);
        }
    }
}
