package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.iotbenchrunner.core.config.CacheMode;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ServerProfile;
import org.junit.jupiter.api.Test;

class ServerResourcesTest {
    private static final long GIB = ServerResources.GIB;

    @Test
    void theServerGetsTheHostLessTheHarnessHeap() {
        assertThat(ServerResources.besideHarness(24 * GIB, 6 * GIB, 2)).isEqualTo(new ServerResources(18 * GIB, 2));
        assertThat(ServerResources.besideHarness(4 * GIB, 6 * GIB, 1))
                .as("never below a quarter of the host").isEqualTo(new ServerResources(GIB, 1));
        assertThat(new ServerResources(18 * GIB, 2)).hasToString("18.0 GiB, 2 cores");
        assertThat(new ServerResources(18 * GIB, 2).memoryMb()).isEqualTo(18 * 1024);
    }

    @Test
    void thisHostHasMemoryAndCores() {
        ServerResources here = ServerResources.sharedWithHarness();
        assertThat(here.memoryBytes()).isPositive();
        assertThat(here.cores()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThatThrownBy(() -> new ServerResources(0, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void profileAndCacheModeParseOrSayWhatIsAllowed() {
        assertThat(ServerProfile.of(" Tuned ")).isEqualTo(ServerProfile.TUNED);
        assertThat(CacheMode.of("cold")).isEqualTo(CacheMode.COLD);
        assertThatThrownBy(() -> ServerProfile.of("max")).isInstanceOf(ConfigException.class)
                .hasMessage("--profile must be one of default, tuned, study-timeouts (got max)");
        assertThatThrownBy(() -> CacheMode.of("hot")).isInstanceOf(ConfigException.class)
                .hasMessage("--cache must be one of warm, cold (got hot)");
        assertThat(ServerOptions.defaults().tuned()).isFalse();
    }
}
