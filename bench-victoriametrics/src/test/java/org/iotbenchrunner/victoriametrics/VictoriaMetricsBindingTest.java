package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.junit.jupiter.api.Test;

class VictoriaMetricsBindingTest {
    private final VictoriaMetricsBinding binding = new VictoriaMetricsBinding();

    private ConfigLayers withDefaults() {
        return new ConfigLayers().databaseDefaults(binding.configDefaults());
    }

    @Test
    void isFoundByTheServiceLoader() {
        assertThat(ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::type))
                .contains(VictoriaMetricsBinding.class);
        assertThat(binding.id()).isEqualTo("victoriametrics");
        assertThat(binding.displayName()).isEqualTo("VictoriaMetrics");
        assertThat(binding.chartColor()).matches("#[0-9A-F]{6}")
                .isNotIn("#2E8BC0", "#E8734A", "#B4532A", "#3CB043");
        assertThat(binding.inAll()).isTrue();
        assertThat(binding.ownKeys()).isEmpty();
    }

    @Test
    void runsExactlyWhatItCanExpress() {
        assertThat(binding.supportedOperations()).containsExactlyInAnyOrder(OperationType.INGESTION,
                OperationType.PRECISE_POINT, OperationType.TIME_RANGE, OperationType.AGG_RANGE,
                OperationType.GROUP_BY, OperationType.LATEST_POINT);
        assertThat(binding.unsupportedOperations().keySet()).containsExactlyInAnyOrderElementsOf(EnumSet.of(
                OperationType.VALUE_RANGE, OperationType.VALUE_RANGE_QUERY_DESC, OperationType.AGG_VALUE,
                OperationType.AGG_RANGE_VALUE, OperationType.RANGE_QUERY_DESC, OperationType.GROUP_BY_DESC,
                OperationType.SET_OPERATION));
        assertThat(binding.unsupportedOperations().values()).allSatisfy(reason -> assertThat(reason)
                .isNotBlank().hasSizeLessThan(120).doesNotContain("\n"));
    }

    @Test
    void defaultsLeaveTextOut() {
        assertThat(binding.configDefaults()).containsOnlyKeys(ConfigKey.INSERT_DATATYPE_PROPORTION);
        BenchmarkConfig config = withDefaults().build();
        assertThat(config.getString(ConfigKey.INSERT_DATATYPE_PROPORTION)).isEqualTo("1:1:1:1:1:0:0:0:0:0:0");
        assertThatCode(() -> binding.validate(config)).doesNotThrowAnyException();
        // what the user sets wins over the database's default, and is then refused
        BenchmarkConfig text = withDefaults().set(ConfigKey.INSERT_DATATYPE_PROPORTION, "1:1:1:1:1:1:0:0:0:0:0")
                .build();
        assertThatThrownBy(() -> binding.validate(text)).isInstanceOf(ConfigException.class)
                .hasMessage("INSERT_DATATYPE_PROPORTION=1:1:1:1:1:1:0:0:0:0:0 gives TEXT a share, but VictoriaMetrics "
                        + "stores numbers only: give shares to BOOLEAN, INT32, INT64, FLOAT, DOUBLE only (e.g. "
                        + "1:1:1:1:1:0:0:0:0:0:0)");
    }

    @Test
    void refusesPrecisionsOtherThanMilliseconds() {
        for (String precision : new String[] {"us", "ns"}) {
            BenchmarkConfig config = withDefaults().set(ConfigKey.TIMESTAMP_PRECISION, precision).build();
            assertThatThrownBy(() -> binding.validate(config)).isInstanceOf(ConfigException.class)
                    .hasMessage("TIMESTAMP_PRECISION=" + precision + " cannot be stored by VictoriaMetrics, whose "
                            + "timestamps are milliseconds: use ms");
        }
    }

    @Test
    void refusesAnUnknownAggregateOnlyWhereAQueryAggregates() {
        BenchmarkConfig write = withDefaults().set(ConfigKey.QUERY_AGGREGATE_FUN, "stddev")
                .set(ConfigKey.OPERATION_PROPORTION, "1:0:0:0:0:0:0:0:0:0:0:0:0").build();
        assertThatCode(() -> binding.validate(write)).doesNotThrowAnyException();
        BenchmarkConfig read = withDefaults().set(ConfigKey.QUERY_AGGREGATE_FUN, "stddev")
                .set(ConfigKey.OPERATION_PROPORTION, "0:0:0:0:0:0:0:1:0:0:0:0:0").build();
        assertThatThrownBy(() -> binding.validate(read)).hasMessageStartingWith("QUERY_AGGREGATE_FUN=stddev ");
        BenchmarkConfig alias = withDefaults().set(ConfigKey.QUERY_AGGREGATE_FUN, "max_value")
                .set(ConfigKey.OPERATION_PROPORTION, "0:0:0:0:0:0:0:1:0:0:0:0:0").build();
        assertThatCode(() -> binding.validate(alias)).doesNotThrowAnyException();
    }

    @Test
    void refusesAStartBefore1970() {
        BenchmarkConfig config = withDefaults().set(ConfigKey.START_TIME, "1969-12-31T00:00:00Z").build();
        assertThatThrownBy(() -> binding.validate(config)).hasMessageStartingWith("START_TIME=1969-12-31T00:00:00Z ");
    }

    @Test
    void recordsTheClientAndTheTunedSettings() {
        assertThat(binding.clientInfo(BenchmarkConfig.defaults())).containsKeys("driver", "driverVersion",
                "writePath");
        assertThat(binding.tunedSettings(new org.iotbenchrunner.core.spi.ServerResources(8L << 30, 4)))
                .containsOnlyKeys("memory.allowedBytes", "search.maxConcurrentRequests", "maxConcurrentInserts");
        assertThat(binding.localServer()).containsInstanceOf(VictoriaMetricsLocalServer.class);
    }

    @Test
    void serverVersionComesFromMetrics() {
        assertThat(VictoriaMetricsClient.version("# HELP\nvm_app_version{version=\"victoria-metrics-20220802-133021-"
                + "tags-v1.79.5-0-g8fc9fc2\", short_version=\"v1.79.5\"} 1\n")).isEqualTo(
                "VictoriaMetrics v1.79.5 (victoria-metrics-20220802-133021-tags-v1.79.5-0-g8fc9fc2)");
        assertThat(VictoriaMetricsClient.version("vm_app_version{version=\"\", short_version=\"\"} 1\n"))
                .isEqualTo("VictoriaMetrics (this build reports no version)");
    }
}
