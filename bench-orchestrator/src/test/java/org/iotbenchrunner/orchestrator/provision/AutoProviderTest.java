package org.iotbenchrunner.orchestrator.provision;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;
import org.junit.jupiter.api.Test;

/** The choices of --provider auto, with the Docker check replaced: nothing here talks to a Docker engine. */
class AutoProviderTest {
    private final ByteArrayOutputStream log = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(log, true, StandardCharsets.UTF_8);
    private final AtomicInteger checks = new AtomicInteger();

    private record Fixed(String name, String reason) implements Provider {
        @Override
        public String unavailableReason(DatabaseBinding binding) {
            return reason;
        }

        @Override
        public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
            throw new UnsupportedOperationException();
        }
    }

    private record Able(String name) implements Provider {
        @Override
        public String unavailableReason(DatabaseBinding binding) {
            return null;
        }

        @Override
        public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean appliesProfiles() {
            return true;
        }

        @Override
        public boolean restartsServers() {
            return true;
        }
    }

    private static DatabaseBinding binding(String id) {
        return new DatabaseRegistry().select(id).databases().get(0);
    }

    private AutoProvider auto(String dockerMissing, Provider local) {
        Supplier<String> check = () -> {
            checks.incrementAndGet();
            return dockerMissing;
        };
        return new AutoProvider(out, check, ContainerProvider::hasImage, new Fixed("docker", null), local);
    }

    private String log() {
        return log.toString(StandardCharsets.UTF_8);
    }

    @Test
    void containersWhenAnEngineAnswersAskedOnceWhenFirstNeeded() {
        AutoProvider auto = auto(null, new Fixed("local", "unused"));
        assertThat(checks).hasValue(0);
        assertThat(auto.unavailableReason(binding("iotdb"))).isNull();
        assertThat(auto.name()).isEqualTo("docker");
        assertThat(auto.unavailableReason(binding("timescaledb"))).isNull();
        assertThat(checks).hasValue(1);
        assertThat(log()).isEqualTo("Provider: docker for each database with an image, a Docker engine answers\n");
    }

    /** Both providers configure and restart their servers: asking Docker could not change the answer. */
    @Test
    void abilitiesBothProvidersShareNeedNoDocker() {
        AutoProvider auto = new AutoProvider(out, () -> {
            checks.incrementAndGet();
            return null;
        }, ContainerProvider::hasImage, new Able("docker"), new Able("local"));
        assertThat(auto.appliesProfiles()).isTrue();
        assertThat(auto.restartsServers()).isTrue();
        assertThat(checks).hasValue(0);
        assertThat(log()).isEmpty();
    }

    /** Docker's abilities count only when Docker answers, so differing abilities ask it. */
    @Test
    void abilitiesThatDifferAskDockerOnce() {
        AutoProvider auto = new AutoProvider(out, () -> {
            checks.incrementAndGet();
            return "no engine";
        }, ContainerProvider::hasImage, new Able("docker"), new Fixed("local", null));
        assertThat(auto.appliesProfiles()).isFalse();
        assertThat(auto.restartsServers()).isFalse();
        assertThat(checks).hasValue(1);
    }

    /** The noop database has no image: it runs in-process whatever Docker says, and Docker is not asked. */
    @Test
    void aDatabaseWithoutAnImageRunsLocallyWithoutAskingDocker() {
        AutoProvider auto = auto(null, new Fixed("local", null));
        assertThat(auto.unavailableReason(binding("noop"))).isNull();
        assertThat(auto.name()).isEqualTo("local");
        assertThat(checks).hasValue(0);
        assertThat(log()).isEmpty();
    }

    @Test
    void localServersWithoutDockerAndASkipSaysWhyNeitherWorks() {
        AutoProvider auto = auto("no Docker engine answers here", new Fixed("local", "IOTDB_HOME is not set"));
        assertThat(auto.unavailableReason(binding("iotdb")))
                .isEqualTo("no Docker engine answers here; and locally: IOTDB_HOME is not set");
        assertThat(auto.name()).isEqualTo("local");
        assertThat(log()).isEqualTo("Provider: local servers, no Docker engine answers here\n");
    }

    @Test
    void aDatabaseThatRunsLocallyNeedsNoExcuse() {
        assertThat(auto("no Docker engine answers here", new Fixed("local", null))
                .unavailableReason(binding("timescaledb"))).isNull();
    }

    @Test
    void aDatabaseWhoseImageCannotBeHadRunsLocallyAndTheResultSaysWhy() throws Exception {
        ServerSession session = new ServerSession("local", new Endpoint("127.0.0.1", 1, "u", "p", "test", null), null,
                "not sampled", java.util.Optional::empty, () -> { });
        Provider local = new Provider() {
            @Override
            public String name() {
                return "local";
            }

            @Override
            public String unavailableReason(DatabaseBinding binding) {
                return null;
            }

            @Override
            public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
                return session;
            }
        };
        String noImage = "influxdb:1.8.10 cannot be pulled";
        AutoProvider auto = new AutoProvider(out, () -> null, ContainerProvider::hasImage,
                new Fixed("docker", noImage), local);
        DatabaseBinding influx1 = binding("influxdb1");
        assertThat(auto.unavailableReason(influx1)).isNull();
        assertThat(auto.start(influx1, null).provider()).isEqualTo("local (auto: " + noImage + ")");
        assertThat(log()).isEqualTo("Provider: docker for each database with an image, a Docker engine answers\n"
                + "Provider for " + influx1.displayName() + ": a local server, " + noImage + "\n");
    }
}
