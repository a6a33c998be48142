package org.iotbenchrunner.orchestrator.provision;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingValuesTest {
    @Test
    void theSameValueInTheServersSpellingIsTheSame() {
        assertThat(SettingValues.same("64MB", "65536kB")).isTrue();
        assertThat(SettingValues.same("64MB", "65536 kB")).isTrue();
        assertThat(SettingValues.same("2GB", "2048MB")).isTrue();
        assertThat(SettingValues.same("on", "ON")).isTrue();
        assertThat(SettingValues.same("0.90", "0.9")).isTrue();
        assertThat(SettingValues.same("BALANCE", "balance")).isTrue();
        assertThat(SettingValues.same("64MB", "32MB")).isFalse();
        assertThat(SettingValues.same("65536", "64kB")).as("a bare number is not a size in bytes").isFalse();
        assertThat(SettingValues.same("INNER_CROSS", "CROSS_INNER")).isFalse();
    }

    @Test
    void eachSettingNotRunAsAskedIsOneLine() {
        Map<String, String> asked = new LinkedHashMap<>();
        asked.put("work_mem", "64MB");
        asked.put("shared_buffers", "1GB");
        asked.put("foo", "bar");
        asked.put("bar", "1");
        assertThat(SettingValues.notApplied("timescaledb", asked, Map.of("work_mem", "65536kB",
                "shared_buffers", "128MB", "bar", ""))).containsExactly(
                "--server-set timescaledb:shared_buffers=1GB: the server reads back 128MB",
                "--server-set timescaledb:foo=bar: not read back (the server does not know it)",
                "--server-set timescaledb:bar=1: not read back (the server does not know it)");
    }
}
