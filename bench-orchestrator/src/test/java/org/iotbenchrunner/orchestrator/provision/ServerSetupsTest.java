package org.iotbenchrunner.orchestrator.provision;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.HostArrangement;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.iotbenchrunner.orchestrator.sampling.PageCache;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerSetupsTest {
    private static final Endpoint ENDPOINT = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);
    private static final ServerOptions TUNED = new ServerOptions(ServerProfile.TUNED,
            new ServerResources(18 * ServerResources.GIB, 2));

    @TempDir
    Path temp;

    /** Stands in for a launcher's server: counts restarts and moves to a new pid on each. */
    private static final class RestartingServer implements RunningServer {
        long pid = 100;
        int restarts;

        @Override
        public Endpoint endpoint() {
            return ENDPOINT;
        }

        @Override
        public long pid() {
            return pid;
        }

        @Override
        public Map<String, String> settings() {
            return Map.of("shared_buffers", "4608MB");
        }

        @Override
        public boolean restartable() {
            return true;
        }

        @Override
        public void restart() {
            restarts++;
            pid++;
        }

        @Override
        public void close() {
        }
    }

    private static ServerSession session(RunningServer server) {
        return new ServerSession("local", ENDPOINT, null, null, Optional::empty, () -> { },
                server);
    }

    private RunPlan plan(Provider provider, ServerOptions server, CacheMode cache) {
        return new RunPlan(new DatabaseRegistry().select("noop"), List.of(Scenario.READ), "tiny", new ConfigLayers(),
                List.of(), temp, provider, false, 0, 1, RunOptions.DEFAULT_VALUE_QUERIES, 0, server, cache,
                HostArrangement.DEFAULT, false);
    }

    @Test
    void aColdStartRestartsTheServerThenDropsThePageCache() throws Exception {
        RestartingServer server = new RestartingServer();
        ServerSession session = session(server);
        Path control = Files.createFile(temp.resolve("drop_caches"));

        ColdStart cold = ServerSetups.makeCold(session, new PageCache(control));

        assertThat(server.restarts).isEqualTo(1);
        assertThat(server.pid()).as("a new process, which the next run's sampler follows").isEqualTo(101);
        assertThat(cold.serverRestarted()).isTrue();
        assertThat(cold.pageCacheDropped()).isTrue();
        assertThat(Files.readString(control)).isEqualTo("3\n");
        assertThat(cold.describe()).matches("server restarted \\(\\d+\\.\\d s\\), page cache dropped");
    }

    @Test
    void withoutAServerProcessNothingIsRestartedAndThePageCacheIsLeftAlone() throws Exception {
        ServerSession session = new ServerSession("local", ENDPOINT, null, "none", Optional::empty,
                () -> { });
        Path control = Files.createFile(temp.resolve("drop_caches"));

        ColdStart cold = ServerSetups.makeCold(session, new PageCache(control));

        assertThat(cold.serverRestarted()).isFalse();
        assertThat(cold.pageCacheDropped()).isFalse();
        assertThat(Files.readString(control)).isEmpty();
        assertThat(cold.describe()).isEqualTo("server not restarted: no server process to restart, page cache not "
                + "dropped: no server whose files to evict");
        assertThatThrownBy(session::restart).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void theSetupRecordsProfileSizingSettingsAndCacheMode() {
        ServerSetup setup = ServerSetups.of(plan(new LocalProvider(), TUNED, CacheMode.COLD),
                session(new RestartingServer()));
        assertThat(setup.profile()).isEqualTo("tuned");
        assertThat(setup.sizedForMemoryMb()).isEqualTo(18 * 1024);
        assertThat(setup.sizedForCores()).isEqualTo(2);
        assertThat(setup.settings()).containsEntry("shared_buffers", "4608MB");
        assertThat(setup.cache()).isEqualTo("cold");
        assertThat(setup.describeProfile()).isEqualTo("tuned for 18432 MB, 2 cores");

        ServerSetup plain = ServerSetups.of(plan(new LocalProvider(), ServerOptions.defaults(), CacheMode.WARM),
                session(new RestartingServer()));
        assertThat(plain.describeProfile()).isEqualTo("default");
        assertThat(plain.sizedForMemoryMb()).isNull();
    }

    @Test
    void anExternalServerHasAnUnknownProfileAndCanBeNeitherTunedNorMadeCold() {
        ExternalProvider external = new ExternalProvider(ENDPOINT);
        ServerSetup setup = ServerSetups.of(plan(external, ServerOptions.defaults(), CacheMode.WARM),
                new ServerSession("external", ENDPOINT, null, "x", Optional::empty, () -> { }));
        assertThat(setup.profile()).isEqualTo("unknown (external server)");
        assertThat(setup.settings()).isEmpty();
        assertThatThrownBy(() -> plan(external, TUNED, CacheMode.WARM)).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("--profile tuned needs a server the harness starts (--provider local or docker)");
        assertThatThrownBy(() -> plan(external, ServerOptions.defaults(), CacheMode.COLD))
                .isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("--cache cold needs a server the harness can restart (--provider local or docker)");
    }

    @Test
    void requestedSettingsAreRecordedWithTheLinesOfThoseNotRunAsAsked() {
        ServerSession session = session(new RestartingServer()).withRequested("timescaledb",
                Map.of("shared_buffers", "4608MB"));
        ServerSetup setup = ServerSetups.of(plan(new LocalProvider(), TUNED, CacheMode.WARM), session);
        assertThat(setup.requested()).containsExactly(Map.entry("shared_buffers", "4608MB"));
        assertThat(setup.notApplied()).isEmpty();
        assertThat(ServerSetups.describe(new DatabaseRegistry().select("noop").databases().get(0), setup))
                .endsWith("; --server-set shared_buffers=4608MB (all read back as asked)");

        ServerSession other = session(new RestartingServer()).withRequested("timescaledb",
                Map.of("shared_buffers", "1GB", "work_mem", "8MB"));
        ServerSetup refused = ServerSetups.of(plan(new LocalProvider(), TUNED, CacheMode.WARM), other);
        assertThat(refused.notApplied()).containsExactlyInAnyOrder(
                "--server-set timescaledb:shared_buffers=1GB: the server reads back 4608MB",
                "--server-set timescaledb:work_mem=8MB: not read back (the server does not know it)");
        assertThat(ServerSetups.of(plan(new LocalProvider(), TUNED, CacheMode.WARM), session(new RestartingServer()))
                .requested()).as("nothing asked").isEmpty();
    }

    @Test
    void aServerThatFailsToStartWithSettingsNamesThem() {
        DatabaseBinding noop = new DatabaseRegistry().select("noop").databases().get(0);
        ServerOptions asked = ServerOptions.defaults().withServerSets(Map.of("work_mem", "abc"));
        assertThatThrownBy(() -> ServerLaunch.started(noop, asked, () -> {
            throw new java.io.IOException("postgres exited: invalid value for parameter \"work_mem\": \"abc\"\nmore");
        })).isInstanceOf(HarnessFailure.class).hasMessage("noop failed to start with --server-set noop:work_mem=abc: "
                + "postgres exited: invalid value for parameter \"work_mem\": \"abc\"");
        assertThat(ServerLaunch.reason("postgres exited with code 1:\nLOG:  starting\nFATAL:  invalid value for "
                + "parameter \"work_mem\": \"abc\"\n", java.util.Set.of("work_mem"))).isEqualTo("postgres exited with "
                + "code 1: FATAL:  invalid value for parameter \"work_mem\": \"abc\"");
        assertThatThrownBy(() -> ServerLaunch.started(noop, ServerOptions.defaults(), () -> {
            throw new java.io.IOException("no server");
        })).isInstanceOf(java.io.IOException.class).hasMessage("no server");
    }
}
