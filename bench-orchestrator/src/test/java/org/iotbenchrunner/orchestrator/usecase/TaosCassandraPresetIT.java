package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.usecase.ThermoStudyFormat;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The taos-cassandra preset end to end through the CLI on the in-process noop database, at a tiny scale with a 2x2
 * write grid: a result per cell, every thermo type's sweep answered and verified point by point, the disk against
 * the raw size on the last cell, and --grid-resume keeping what completed.
 */
class TaosCassandraPresetIT {
    private static final Instant START = Instant.parse("2019-07-16T04:01:40Z");
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.THERMO, 123, 3, START, START.plusSeconds(20),
            java.time.Duration.ofSeconds(1));

    @TempDir
    Path out;

    private CommandRun run(String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("load", "--db", "noop", "--use-case-preset",
                "taos-cassandra", "--use-case-scale", "3", "--timestamp-end", SPEC.end().toString(),
                "--grid-rows-per-request", "1,50", "--grid-clients", "1,2", "--verify", "--out", out.toString()));
        args.addAll(List.of(more));
        return CommandRun.of(args.toArray(String[]::new));
    }

    @Test
    void eachCellLoadsTheWholeDataSetThenTheSweepAndTheDiskAgainstRawFollowTheLastCell() throws Exception {
        CommandRun o = run();

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("Write grid: rows per request [1, 50] x clients [1, 2], 4 loads",
                "noop taos-cassandra write r1 c1, cell 1/4", "noop taos-cassandra write r50 c2, cell 4/4",
                "60/60 rows (100.0 %)", "disk against raw:");
        Path folder = out.resolve("taos-cassandra/noop");
        for (String cell : List.of("r1-c1", "r1-c2", "r50-c1", "r50-c2")) {
            UseCaseLoadResult r = ResultFiles.readLoad(folder.resolve("write-" + cell + ".json"));
            assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
            assertThat(r.good()).isTrue();
            assertThat(r.workload()).isEqualTo("thermo");
            assertThat(r.done().rows()).isEqualTo(60);
            assertThat(r.asked().batchSize()).isEqualTo(r.asked().grid().rowsPerRequest());
            assertThat(r.asked().workers()).isEqualTo(r.asked().grid().clients());
            assertThat(r.asked().preset().scaling()).isEqualTo("by hand: --use-case-scale 3 (the study's: 10000), "
                    + "--timestamp-end 2019-07-16T04:02:00Z (the study's: 2019-07-16T06:48:20Z)");
            assertThat(r.asked().generated().scale()).isEqualTo(3);
        }
        UseCaseLoadResult last = ResultFiles.readLoad(folder.resolve("write-r50-c2.json"));
        assertThat(last.asked().grid()).isEqualTo(new UseCaseLoadResult.GridCell(50, 2, 4, 4));
        assertThat(last.diskAgainstRaw().rawBytes()).isEqualTo(ThermoStudyFormat.bytes(UseCaseGenerator.of(SPEC)));
        assertThat(last.diskAgainstRaw().diskBytes()).as("noop has no disk: unknown, not 0").isNull();
        assertThat(last.diskAgainstRaw().diskToRaw()).isNull();
        assertThat(last.diskAgainstRaw().dataFileBytes()).isNull();
        assertThat(ResultFiles.readLoad(folder.resolve("write-r1-c1.json")).diskAgainstRaw()).isNull();

        UseCaseQueryResult q = ResultFiles.readQueries(folder.resolve("queries.json"));
        assertThat(q.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(q.asked().queriesPerPoint()).isEqualTo(1);
        assertThat(q.types()).extracting(UseCaseQueryResult.TypeResult::type).containsExactlyElementsOf(
                UseCaseQueryType.of(UseCase.THERMO).stream().map(UseCaseQueryType::id).toList());
        assertThat(q.types()).allSatisfy(t -> {
            assertThat(t.asked()).isEqualTo(10);
            assertThat(t.done()).isEqualTo(10);
            assertThat(t.verification().outcome()).isEqualTo(UseCaseQueryResult.Verification.Outcome.VERIFIED);
            assertThat(t.points()).hasSize(10).allSatisfy(p -> {
                assertThat(p.asked()).isEqualTo(1);
                assertThat(p.done()).isEqualTo(1);
                assertThat(p.latencyMs()).isNotNull();
                assertThat(p.verification().checked()).isEqualTo(1);
                assertThat(p.verification().outcome()).isEqualTo(UseCaseQueryResult.Verification.Outcome.VERIFIED);
            });
        });
        assertThat(q.types().get(0).points()).extracting(UseCaseQueryResult.Point::condition)
                .startsWith("devgroup = 0", "devgroup = 10").endsWith("devgroup = 90");
        assertThat(q.types().get(1).points()).extracting(UseCaseQueryResult.Point::devgroup)
                .containsExactly(10, 20, 30, 40, 50, 60, 70, 80, 90, 100);
        assertThat(Files.list(folder).map(p -> p.getFileName().toString()).sorted().toList()).containsExactly(
                "queries.json", "write-r1-c1.json", "write-r1-c2.json", "write-r50-c1.json", "write-r50-c2.json");
    }

    @Test
    void gridResumeKeepsTheCompletedCellsAndLoadsTheOthers() throws Exception {
        assertThat(run().exit()).isZero();
        Path folder = out.resolve("taos-cassandra/noop");
        Instant before = ResultFiles.readLoad(folder.resolve("write-r1-c1.json")).window().startedAt();
        Files.delete(folder.resolve("write-r1-c2.json"));

        CommandRun o = run("--grid-resume");

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains("write r1 c1, cell 1/4] kept", "write r50 c2, cell 4/4] kept")
                .contains("write r1 c2, cell 2/4] result:");
        assertThat(ResultFiles.readLoad(folder.resolve("write-r1-c1.json")).window().startedAt()).isEqualTo(before);
        assertThat(ResultFiles.readLoad(folder.resolve("write-r1-c2.json")).status()).isEqualTo(RunStatus.COMPLETED);
    }
}
