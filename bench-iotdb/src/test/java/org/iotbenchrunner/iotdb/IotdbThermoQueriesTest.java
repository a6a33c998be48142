package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The thermo statements' text (no server here: IotdbUseCaseQueryIT checks their answers on a real one). */
class IotdbThermoQueriesTest {
    private static final String DEVICES = "root.test.thermo.`devices`";
    private final IotdbUseCaseQueries ms = new IotdbUseCaseQueries(new UseCaseLayout("test"), "ms");

    @Test
    void q1ReadsTheOnePathOfItsGroupAlignedByDevice() {
        assertThat(statement(UseCaseQueryType.THERMO_READ_GROUP, 7)).isEqualTo("SELECT `temperature`, `humidity`,"
                + " `devid`, `devname`, `devgroup` FROM " + DEVICES + ".g7.* ALIGN BY DEVICE");
    }

    /** devgroup < 3 is the paths of groups 0, 1 and 2, merged at the measurement's node. */
    @Test
    void q2IsOneAggregateOverThePathsOfTheGroupsBelowN() {
        String groups = " FROM " + DEVICES + ".g0.*, " + DEVICES + ".g1.*, " + DEVICES + ".g2.* GROUP BY LEVEL = 3";
        assertThat(statement(UseCaseQueryType.THERMO_COUNT, 3)).isEqualTo("SELECT count(`devgroup`) AS `count`"
                + groups);
        assertThat(statement(UseCaseQueryType.THERMO_AVG, 3)).isEqualTo("SELECT avg(`temperature`) AS"
                + " `avg_temperature`" + groups);
        assertThat(statement(UseCaseQueryType.THERMO_MAX, 3)).startsWith("SELECT max_value(`temperature`) AS"
                + " `max_temperature` FROM");
        assertThat(statement(UseCaseQueryType.THERMO_MIN, 1)).isEqualTo("SELECT min_value(`temperature`) AS"
                + " `min_temperature` FROM " + DEVICES + ".g0.* GROUP BY LEVEL = 3");
    }

    /** Without avg in the statement: IoTDB 2.0.1-beta doubles count and sum beside it. */
    @Test
    void q3KeepsTheGroupsApartAtTheirLevelAndAsksNoAvg() {
        assertThat(statement(UseCaseQueryType.THERMO_BY_GROUP, 2)).isEqualTo("SELECT count(`temperature`),"
                + " sum(`temperature`) FROM " + DEVICES + ".g0.*, " + DEVICES + ".g1.* GROUP BY LEVEL = 4");
    }

    /** Minutes from the first time's minute to the last time, included. */
    @Test
    void q4IsMinutesAlignedToTheEpochOverTheGroupsTimeRange() {
        UseCaseQuery q = UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 1);
        assertThat(ms.range(q)).contains("SELECT min_time(`temperature`) AS first_time, max_time(`temperature`)"
                + " AS last_time FROM " + DEVICES + ".g0.* GROUP BY LEVEL = 3");
        assertThat(ms.statement(q, new IotdbUseCaseQueries.Range(90_500, 200_000))).isEqualTo("SELECT"
                + " count(`temperature`) AS `count_temperature`, sum(`temperature`) AS `sum_temperature` FROM "
                + DEVICES + ".g0.* GROUP BY ([60000, 200001), 60000ms), LEVEL = 3");
        IotdbUseCaseQueries ns = new IotdbUseCaseQueries(new UseCaseLayout("test"), "ns");
        assertThat(ns.statement(q, new IotdbUseCaseQueries.Range(90_500_000_000L, 200_000_000_000L)))
                .endsWith("GROUP BY ([60000000000, 200000000001), 60000000000ns), LEVEL = 3");
    }

    @Test
    void onlyTheBoundsBelowOneReadNothing() {
        assertThat(IotdbThermoQueries.readsNothing(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 0))).isTrue();
        assertThat(IotdbThermoQueries.readsNothing(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 1))).isFalse();
        assertThat(IotdbThermoQueries.readsNothing(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 0)))
                .isFalse();
    }

    private String statement(UseCaseQueryType type, int devgroup) {
        return ms.statement(UseCaseQuery.thermo(type, devgroup), null);
    }
}
