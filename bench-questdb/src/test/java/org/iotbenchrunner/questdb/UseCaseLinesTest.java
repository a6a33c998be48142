package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.questdb.client.Sender;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

/** The sender calls of a use-case row, recorded by a stand-in sender (no server, no buffer). */
class UseCaseLinesTest {
    private final List<String> calls = new ArrayList<>();
    private final Sender recorder = (Sender) Proxy.newProxyInstance(Sender.class.getClassLoader(),
            new Class<?>[] {Sender.class}, (proxy, method, args) -> {
                calls.add(method.getName() + (args == null ? "" : Arrays.toString(args)));
                return method.getReturnType() == Sender.class ? proxy : null;
            });
    private final UseCaseLines lines = new UseCaseLines();

    @Test
    void presentTagsAreSymbolsPresentFieldsAreTypedAsTheirColumnAndTimeIsInNanoseconds() {
        UseCaseRow row = new UseCaseRow("diagnostics", List.of(new UseCaseRow.Tag("name", "truck_1"),
                new UseCaseRow.Tag("fleet", null), new UseCaseRow.Tag("driver", "Seth")), 1_451_606_400_000_000_001L,
                List.of(new UseCaseRow.Field("fuel_state", 0.5), new UseCaseRow.Field("current_load", null),
                        new UseCaseRow.Field("status", 3L)));

        lines.append(recorder, row);

        assertThat(calls).containsExactly("table[diagnostics]", "symbol[name, truck_1]", "symbol[driver, Seth]",
                "doubleColumn[fuel_state, 0.5]", "longColumn[status, 3]", "at[1451606400000000001, Nanos]");
    }

    /** A whole double in an integer field (a file's {@code status=3}) is that integer; a long in a double one too. */
    @Test
    void numbersAreConvertedToTheirColumnsTypeWhereExact() {
        lines.append(recorder, new UseCaseRow("diagnostics", List.of(), 1, List.of(
                new UseCaseRow.Field("status", 3.0), new UseCaseRow.Field("fuel_state", 1L))));

        assertThat(calls).containsExactly("table[diagnostics]", "longColumn[status, 3]",
                "doubleColumn[fuel_state, 1.0]", "at[1, Nanos]");
    }

    /** ILP takes symbols before columns: the integer tags follow the symbols, as integers for their INT columns. */
    @Test
    void integerTagsAreIntegerColumnsAfterTheSymbols() {
        lines.append(recorder, new UseCaseRow("devices", List.of(new UseCaseRow.Tag("devid", "307"),
                new UseCaseRow.Tag("devname", "dev_307"), new UseCaseRow.Tag("devgroup", "7")), 1, List.of(
                new UseCaseRow.Field("temperature", 21L), new UseCaseRow.Field("humidity", 40.5))));

        assertThat(calls).containsExactly("table[devices]", "symbol[devname, dev_307]", "longColumn[devid, 307]",
                "longColumn[devgroup, 7]", "longColumn[temperature, 21]", "doubleColumn[humidity, 40.5]",
                "at[1, Nanos]");
        assertThatThrownBy(() -> lines.append(recorder, new UseCaseRow("devices", List.of(
                new UseCaseRow.Tag("devgroup", "7.5")), 1, List.of())))
                .hasMessage("the integer tag devgroup of a devices row holds '7.5': expected an integer from "
                        + "-2147483648 to 2147483647");
    }

    @Test
    void unknownTagsFieldsMeasurementsAndFractionalIntegersAreRefused() {
        assertThatThrownBy(() -> lines.append(recorder, new UseCaseRow("diagnostics",
                List.of(new UseCaseRow.Tag("colour", "red")), 1, List.of())))
                .hasMessage("a diagnostics row has the tag colour, which its use case's diagnostics has not");
        assertThatThrownBy(() -> lines.append(recorder, new UseCaseRow("diagnostics", List.of(), 1,
                List.of(new UseCaseRow.Field("speed", 1.0)))))
                .hasMessage("a diagnostics row has the field speed, which its use case's diagnostics has not");
        assertThatThrownBy(() -> lines.append(recorder, new UseCaseRow("diagnostics", List.of(), 1,
                List.of(new UseCaseRow.Field("status", 2.5)))))
                .hasMessage("the integer field status of a diagnostics row holds 2.5");
        assertThatThrownBy(() -> lines.append(recorder, new UseCaseRow("weather", List.of(), 1, List.of())))
                .hasMessageStartingWith("no use case has the measurement weather");
    }
}
