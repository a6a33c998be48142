package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A use case's load then its queries end to end through the CLI into the in-process noop database, which translates
 * no query type: every type is recorded as not run, with the reason, none dropped.
 */
class UseCaseQueriesIT {
    @TempDir
    Path out;

    @Test
    void noopRecordsEveryIotTypeAsNotRun() {
        CommandRun o = CommandRun.of("--db", "noop", "--workload", "iot", "--use-case-scale", "5",
                "--timestamp-end", "2016-01-01T01:00:00Z", "--queries", "all", "--query-count", "3", "--verify",
                "--out", out.toString());

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("[noop iot last-loc] not run: not supported by noop: ",
                "[noop iot queries] type", "[noop iot queries] result: ");
        UseCaseQueryResult r = ResultFiles.readQueries(out.resolve("iot/noop/queries.json"));
        assertThat(r.kind()).isEqualTo("use-case-queries");
        assertThat(r.schemaVersion()).isEqualTo(UseCaseQueryResult.SCHEMA_VERSION);
        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.workload()).isEqualTo("iot");
        assertThat(r.database().id()).isEqualTo("noop");
        assertThat(r.asked()).isEqualTo(new UseCaseQueryResult.Asked(UseCaseQueryType.of(UseCase.IOT).stream()
                .map(UseCaseQueryType::id).toList(), 3, 1, 123, true));
        assertThat(r.types()).extracting(TypeResult::type).containsExactlyElementsOf(r.asked().types());
        for (TypeResult t : r.types()) {
            assertThat(t.run()).isFalse();
            assertThat(t.notRunReason()).startsWith("not supported by noop: ");
            assertThat(t.done()).isNull();
            assertThat(t.latencyMs()).isNull();
            assertThat(t.queriesPerSecond()).isNull();
            assertThat(t.verification().outcome()).isEqualTo(Verification.Outcome.NOT_RUN);
        }
        assertThat(ResultFiles.readAll(out)).as("a use case's results are not tests'").isEmpty();
    }
}
