package org.iotbenchrunner.core.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.ConfigException;
import org.junit.jupiter.api.Test;

class SweepTest {
    private static final SweepAxis CLIENTS = SweepAxis.parse("CLIENT_NUMBER=1,*2", null);
    private static final SweepAxis BATCH = SweepAxis.parse("BATCH_SIZE_PER_WRITE=10,20", "20");

    @Test
    void theBaselineIsTheMarkedValueElseTheConfiguredOneElseTheFirst() {
        assertThat(CLIENTS.baseline()).isEqualTo("2");
        assertThat(BATCH.baseline()).isEqualTo("20");
        assertThat(SweepAxis.parse("LOOP=5,6", "7").baseline()).isEqualTo("5");
        SweepAxis page = SweepAxis.parse("iotdb:page_size_in_byte=1024,*65536", null);
        assertThat(page.serverSetting()).isTrue();
        assertThat(page.database()).isEqualTo("iotdb");
        assertThat(page.setting()).isEqualTo("page_size_in_byte");
    }

    @Test
    void aGridIsTheProductOfItsAxes() {
        List<SweepCell> cells = new Sweep(SweepMode.GRID, List.of(CLIENTS, BATCH)).cells();
        assertThat(cells).extracting(SweepCell::parameters).containsExactly(
                Map.of("CLIENT_NUMBER", "1", "BATCH_SIZE_PER_WRITE", "10"),
                Map.of("CLIENT_NUMBER", "1", "BATCH_SIZE_PER_WRITE", "20"),
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "10"),
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "20"));
        assertThat(cells).extracting(SweepCell::baseline).containsExactly(false, false, false, true);
    }

    @Test
    void oneFactorVariesOneKeyAtATimeAroundTheBaselineCell() {
        List<SweepCell> cells = new Sweep(SweepMode.ONE_FACTOR, List.of(CLIENTS, BATCH)).cells();
        assertThat(cells).extracting(SweepCell::parameters).containsExactly(
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "20"),
                Map.of("CLIENT_NUMBER", "1", "BATCH_SIZE_PER_WRITE", "20"),
                Map.of("CLIENT_NUMBER", "2", "BATCH_SIZE_PER_WRITE", "10"));
        assertThat(cells.get(0).baseline()).isTrue();
        assertThat(cells.get(1).directory()).isEqualTo("02-CLIENT_NUMBER-1_BATCH_SIZE_PER_WRITE-20");
        assertThat(new SweepCell(3, Map.of("iotdb:compaction_priority", "CROSS_INNER"), false).directory())
                .isEqualTo("03-iotdb.compaction_priority-CROSS_INNER");
    }

    @Test
    void badAxesAreOneLineEach() {
        assertThatThrownBy(() -> SweepAxis.parse("CLIENT_NUMBER", null)).isInstanceOf(ConfigException.class)
                .hasMessage("--sweep must be KEY=v1,v2,... (got CLIENT_NUMBER)");
        assertThatThrownBy(() -> SweepAxis.parse("LOOP=1,1", null)).isInstanceOf(ConfigException.class)
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> SweepAxis.parse("LOOP=*1,*2", null)).isInstanceOf(ConfigException.class)
                .hasMessageContaining("one value may be marked *");
        assertThatThrownBy(() -> new Sweep(SweepMode.GRID, List.of(CLIENTS, CLIENTS)))
                .isInstanceOf(ConfigException.class).hasMessageContaining("is given twice");
        assertThatThrownBy(() -> SweepMode.of("diagonal")).isInstanceOf(ConfigException.class)
                .hasMessage("--sweep-mode must be one of grid, one-factor (got diagonal)");
    }
}
