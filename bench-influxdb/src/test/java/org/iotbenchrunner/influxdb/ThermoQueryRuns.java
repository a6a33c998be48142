package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * Thermo's q1-q4 on hand-made devices, each answer compared with the expected one ({@link UseCaseAnswers}):
 * devices in groups 1-7, and 105 and 250 (groups 5 and 50: a group of two devices, a group only every group reads),
 * none in group 0; rows 25 s apart over three minutes (so minutes hold two or three rows of a device). Each type is
 * asked with bounds selecting one group, several, every group and none (q2 over no row: a count of 0, the other
 * aggregates no row); integers must come back as integers.
 */
final class ThermoQueryRuns {
    private static final Instant START = Instant.parse("2017-07-14T02:40:00Z");
    private static final long SECOND = 1_000_000_000L;
    private static final List<Integer> DEVICES = List.of(1, 2, 3, 4, 5, 6, 7, 105, 250);
    private static final List<String> INTEGERS = List.of(ThermoDevices.TEMPERATURE, "count", "count_temperature",
            "sum_temperature", "max_temperature", "min_temperature");

    private ThermoQueryRuns() {
    }

    static void answersEveryTypeOnHandMadeDevices(DatabaseBinding binding, UseCaseClient client) throws Exception {
        List<UseCaseRow> rows = handMadeDevices();
        UseCaseLoading.load(client, UseCaseSchema.of(UseCase.THERMO), rows::forEach);
        for (UseCaseQueryType type : UseCaseQueryType.of(UseCase.THERMO)) {
            for (int bound : type == UseCaseQueryType.THERMO_READ_GROUP ? List.of(5, 50, 0) : List.of(6, 1, 100)) {
                UseCaseQuery query = UseCaseQuery.thermo(type, bound);
                UseCaseAnswer expected = UseCaseAnswers.of(rows, query);
                UseCaseAnswer actual = UseCaseAnswerRows.of(client, query);
                System.out.printf("%s, hand-made devices: %s -> %d rows%n", binding.displayName(),
                        query.describe(), actual.rows().size());
                assertThat(UseCaseAnswerComparison.DEFAULT.difference(type, expected, actual)).as(query.describe())
                        .isEmpty();
                actual.rows().forEach(row -> row.values().forEach((name, value) -> assertThat(value)
                        .as("%s: %s", query.describe(), name)
                        .isInstanceOf(INTEGERS.contains(name) ? Long.class : Double.class)));
            }
        }
    }

    static List<UseCaseRow> handMadeDevices() {
        List<UseCaseRow> rows = new ArrayList<>();
        for (int devid : DEVICES) {
            List<UseCaseRow.Tag> tags = List.of(new UseCaseRow.Tag(ThermoDevices.DEVID, String.valueOf(devid)),
                    new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                    new UseCaseRow.Tag(ThermoDevices.DEVGROUP, String.valueOf(ThermoDevices.group(devid))));
            for (int step = 0; step < 8; step++) {
                long time = START.getEpochSecond() * SECOND + step * 25 * SECOND + devid * 1_000_000L;
                rows.add(new UseCaseRow(ThermoDevices.MEASUREMENT, tags, time, List.of(
                        new UseCaseRow.Field(ThermoDevices.TEMPERATURE, (long) ((devid * 7 + step * 3) % 40 + 10)),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, devid + step / 4.0))));
            }
        }
        return rows;
    }
}
