package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HarnessOwnerTest {

    /** A process of this host that has ended, as a killed harness would have. */
    static HarnessOwner ended() throws Exception {
        Process p = new ProcessBuilder("sleep", "60").start();
        HarnessOwner owner = HarnessOwner.of(p.toHandle(), HarnessOwner.current().host());
        p.destroyForcibly().waitFor();
        return owner;
    }

    @Test
    void encodesAndDecodesAndTellsAnEndedOwner() throws Exception {
        HarnessOwner me = HarnessOwner.current();
        assertThat(HarnessOwner.decode(me.encode())).isEqualTo(me);
        assertThat(me.ended()).isFalse();
        HarnessOwner ended = ended();
        assertThat(ended.startedMillis()).isPositive();
        assertThat(ended.ended()).isTrue();
        assertThat(new HarnessOwner(me.pid(), me.startedMillis() - 1000, me.host()).ended())
                .as("the same pid started at another time: a reused pid").isTrue();
        assertThat(new HarnessOwner(1L << 40, 0, "another-host").ended()).as("never judged from elsewhere").isFalse();
        String hostname = HostInfo.current().hostname();
        assertThat(new HarnessOwner(1L << 40, 0, HarnessOwner.host(hostname, "pid:[4026532181]")).ended())
                .as("same host name, another pid namespace (a container on the host's network)")
                .isEqualTo(me.host().equals(HarnessOwner.host(hostname, "pid:[4026532181]")));
        assertThat(HarnessOwner.decode(new HarnessOwner(1, 2, HarnessOwner.host("h", "pid:[4026532181]")).encode())
                .host()).isEqualTo("h (pid:[4026532181])");
        assertThat(HarnessOwner.decode("not an owner")).isNull();
        assertThat(HarnessOwner.decode(null)).isNull();
    }

    @Test
    void theMachinesOwnPidNamespaceKeepsThePlainHostName() {
        assertThat(HarnessOwner.host("vm", HarnessOwner.INITIAL_PID_NAMESPACE)).isEqualTo("vm");
        assertThat(HarnessOwner.host("vm", "pid:[4026532181]")).isEqualTo("vm (pid:[4026532181])");
        assertThat(HarnessOwner.host("vm", null)).isEqualTo("vm (pid namespace unknown)");
    }

    @Test
    void runningResultsOfEndedHarnessesAreMarkedCrashed(@TempDir Path out) throws Exception {
        RunResult sample = ResultSamples.run("timescaledb", "write", 0);
        Path abandoned = out.resolve("small/timescaledb/write.json");
        Path live = out.resolve("small/influxdb1/write.json");
        Path done = out.resolve("small/iotdb/write.json");
        HarnessOwner gone = ended();
        ResultFiles.write(abandoned, running(sample, gone));
        ResultFiles.write(live, running(sample, HarnessOwner.current()));
        ResultFiles.write(done, sample);

        assertThat(ResultFiles.markAbandoned(out)).containsExactly(abandoned);
        assertThat(ResultFiles.read(abandoned).status()).isEqualTo(RunStatus.CRASHED);
        assertThat(ResultFiles.read(abandoned).error()).isEqualTo("the harness (" + gone.describe()
                + ") ended during this run");
        assertThat(List.of(ResultFiles.read(live).status(), ResultFiles.read(done).status()))
                .containsExactly(RunStatus.RUNNING, sample.status());
        assertThat(ResultFiles.markAbandoned(out)).as("marked once").isEmpty();
    }

    private static RunResult running(RunResult r, HarnessOwner owner) {
        Protocol p = r.protocol();
        return RunResult.builder().harnessVersion(r.identity().harnessVersion()).status(RunStatus.RUNNING)
                .scenario(r.scenario()).scale(r.scale()).database(r.database()).host(r.environment().host())
                .config(r.environment().config()).startedAt(r.measurement().startedAt())
                .protocol(new Protocol(p.campaign(), p.run(), p.runs(), p.warmupOperations(), p.verify(), owner))
                .build();
    }
}
