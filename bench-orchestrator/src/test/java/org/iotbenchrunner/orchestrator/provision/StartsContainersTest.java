package org.iotbenchrunner.orchestrator.provision;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Test;

/** Only providers that may start containers have a campaign ask the Docker engine for ended runs' containers. */
class StartsContainersTest {
    @Test
    void externalAndLocalServersNeedNoContainerLookUp() {
        DatabaseBinding timescale = binding("timescaledb");
        assertThat(new ExternalProvider(new Endpoint("127.0.0.1", 1, "u", "p", "test", null))
                .startsContainers(timescale)).isFalse();
        assertThat(new LocalProvider().startsContainers(timescale)).isFalse();
    }

    @Test
    void autoOnlyForADatabaseWithAnImageAndWithoutAskingDocker() {
        AutoProvider auto = new AutoProvider(System.out, () -> {
            throw new AssertionError("asked Docker");
        }, ContainerProvider::hasImage, null, null);
        assertThat(auto.startsContainers(binding("timescaledb"))).isTrue();
        assertThat(auto.startsContainers(binding("noop"))).isFalse();
    }

    @Test
    void anyOtherProviderMayStartThem() {
        Provider other = new Provider() {
            @Override
            public String name() {
                return "other";
            }

            @Override
            public String unavailableReason(DatabaseBinding binding) {
                return null;
            }

            @Override
            public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
                throw new UnsupportedOperationException();
            }
        };
        assertThat(other.startsContainers(binding("noop"))).isTrue();
    }

    private static DatabaseBinding binding(String id) {
        return new DatabaseRegistry().select(id).databases().get(0);
    }
}
