package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.UseCaseLoadResult.GridCell;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The write grid: its cells in order, their files, the axes given by hand, and each cell's load. */
class WriteGridTest {

    @Test
    void cellsRunRowsPerRequestByRowsPerRequestEachWithItsClientsNumberedFromOne() {
        WriteGrid grid = WriteGrid.STUDY.narrowed("100,1", "1,4");

        assertThat(grid.cells()).containsExactly(new GridCell(100, 1, 1, 4), new GridCell(100, 4, 2, 4),
                new GridCell(1, 1, 3, 4), new GridCell(1, 4, 4, 4));
        assertThat(grid.cells()).extracting(WriteGrid::fileName).containsExactly("write-r100-c1.json",
                "write-r100-c4.json", "write-r1-c1.json", "write-r1-c4.json");
        assertThat(WriteGrid.STUDY.narrowed(null, "2").cells()).extracting(GridCell::rowsPerRequest)
                .containsExactly(1, 10, 50, 100, 500, 1000, 2000);
        assertThat(WriteGrid.STUDY.cells()).hasSize(49).last().isEqualTo(new GridCell(2000, 7, 49, 49));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-1", "x", "", "1,,2", "1,1", "1.5"})
    void anAxisIsWholeNumbersOfAtLeastOneEachOnce(String text) {
        assertThatThrownBy(() -> WriteGrid.axis("--grid-clients", text)).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("--grid-clients " + text + ": '")
                .hasMessageEndingWith("is not allowed; give whole numbers of at least 1, each once, comma-separated, "
                        + "e.g. 1,4");
        assertThat(WriteGrid.axis("--grid-clients", " 7, 1 ,3")).containsExactly(7, 1, 3);
    }

    @Test
    void aCellsLoadIsTheSameRowsWithItsRowsPerRequestAndClients() {
        UseCaseSpec spec = new UseCaseSpec(UseCase.THERMO, 123, 2, Instant.parse("2019-07-16T04:01:40Z"),
                Instant.parse("2019-07-16T04:01:50Z"), Duration.ofSeconds(1));
        LoadRequest load = new LoadRequest(UseCase.THERMO, spec, null, null, 1, 10_000, null);
        GridCell cell = new GridCell(500, 3, 2, 4);

        LoadRequest forCell = load.forCell(cell);

        assertThat(forCell.spec()).isEqualTo(spec);
        assertThat(forCell.batchSize()).isEqualTo(500);
        assertThat(forCell.workers()).isEqualTo(3);
        assertThat(forCell.grid()).isEqualTo(cell);
        assertThat(load.grid()).isNull();
        assertThat(List.of(load.folder(), forCell.folder())).containsOnly("thermo");
    }
}
