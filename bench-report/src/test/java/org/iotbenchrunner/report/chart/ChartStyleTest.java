package org.iotbenchrunner.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A database's colour comes from its results (its binding's), else from the palette: the report names none. */
class ChartStyleTest {
    @Test
    void aRecordedColourIsTheDatabases() {
        assertThat(ChartStyle.color("questdb", List.of("timescaledb", "questdb"), Map.of("questdb", "#A23154")))
                .isEqualTo(new Color(0xA23154));
    }

    @Test
    void withoutOneTheDatabaseTakesThePalettesColourForItsPlace() {
        List<String> all = List.of("timescaledb", "newdb");
        assertThat(ChartStyle.color("newdb", all, Map.of())).isEqualTo(ChartStyle.color(1));
        assertThat(ChartStyle.color("timescaledb", all, Map.of())).isEqualTo(ChartStyle.color(0));
    }
}
