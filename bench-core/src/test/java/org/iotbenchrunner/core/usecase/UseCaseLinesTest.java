package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.iotbenchrunner.core.usecase.UseCaseRow.Field;
import org.iotbenchrunner.core.usecase.UseCaseRow.Tag;
import org.junit.jupiter.api.Test;

/** Also lends its rows to modules' client tests, through the test-jar. */
public class UseCaseLinesTest {
    public static final UseCaseRow CPU = new UseCaseRow("cpu", List.of(new Tag("hostname", "host_0"),
            new Tag("region", "eu-west-1")), 1451606400000000000L, List.of(new Field("usage_user", 58.25),
            new Field("usage_system", 2.0)));
    /** A truck without a name and a reading without its elevation. */
    public static final UseCaseRow READING = new UseCaseRow("readings", List.of(new Tag("name", null),
            new Tag("fleet", "East")), 1451606410000000000L, List.of(new Field("latitude", 52.5),
            new Field("elevation", null), new Field("status", 3L)));

    @Test
    void oneLinePerRowInNanosecondsWithoutItsMissingTagsAndFields() {
        assertThat(UseCaseLines.of(List.of(CPU, READING))).isEqualTo(
                "cpu,hostname=host_0,region=eu-west-1 usage_user=58.25,usage_system=2 1451606400000000000\n"
                        + "readings,fleet=East latitude=52.5,status=3i 1451606410000000000\n");
    }

    @Test
    void aRowWithoutFieldsFailsTheBatchNamingIt() {
        UseCaseRow empty = new UseCaseRow("diagnostics", List.of(new Tag("name", "truck_1")), 5L,
                List.of(new Field("fuel_state", null)));
        assertThatThrownBy(() -> UseCaseLines.of(List.of(CPU, empty))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("row 1 of the batch has no field, which line protocol cannot hold: "
                        + "diagnostics,name=truck_1 5");
    }

    @Test
    void noRowsNoLines() {
        assertThat(UseCaseLines.of(List.of())).isEmpty();
    }
}
