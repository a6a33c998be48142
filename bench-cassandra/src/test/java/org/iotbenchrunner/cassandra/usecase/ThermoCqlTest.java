package org.iotbenchrunner.cassandra.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

class ThermoCqlTest {

    private static String cql(UseCaseQueryType type, int n) {
        return ThermoCql.cql(UseCaseQuery.thermo(type, n));
    }

    @Test
    void q1ReadsOnePartitionAsTheStudy() {
        assertThat(cql(UseCaseQueryType.THERMO_READ_GROUP, 30))
                .isEqualTo("SELECT * FROM thermo.\"devices\" WHERE devgroup = 30");
    }

    @Test
    void q2CountsRowsOfTheGroupsBelowNByTheirPartitions() {
        assertThat(cql(UseCaseQueryType.THERMO_COUNT, 3))
                .isEqualTo("SELECT count(*) AS count FROM thermo.\"devices\" WHERE devgroup IN (0, 1, 2)");
    }

    @Test
    void q2SumsAndAveragesExactlyAndCountsTheRowsTheyAggregate() {
        assertThat(cql(UseCaseQueryType.THERMO_SUM, 2)).isEqualTo("SELECT count(temperature) AS aggregated_rows, "
                + "sum(CAST(temperature AS bigint)) AS sum_temperature FROM thermo.\"devices\" WHERE devgroup IN (0, 1)");
        assertThat(cql(UseCaseQueryType.THERMO_AVG, 1)).isEqualTo("SELECT count(temperature) AS aggregated_rows, "
                + "avg(CAST(temperature AS double)) AS avg_temperature FROM thermo.\"devices\" WHERE devgroup IN (0)");
        assertThat(cql(UseCaseQueryType.THERMO_MAX, 1)).contains("max(temperature) AS max_temperature");
        assertThat(cql(UseCaseQueryType.THERMO_MIN, 1)).contains("min(temperature) AS min_temperature");
    }

    @Test
    void everyGroupIsTheHundredGroupsAndNoneIsAnEmptyList() {
        assertThat(ThermoCql.groupsBelow(100)).startsWith("devgroup IN (0, 1, ").endsWith(", 98, 99)");
        assertThat(ThermoCql.groupsBelow(0)).isEqualTo("devgroup IN ()");
    }

    @Test
    void q3GroupsByThePartitionKey() {
        assertThat(cql(UseCaseQueryType.THERMO_BY_GROUP, 2)).isEqualTo("SELECT devgroup, count(temperature) AS "
                + "count_temperature, sum(CAST(temperature AS bigint)) AS sum_temperature, avg(CAST(temperature AS "
                + "double)) AS avg_temperature FROM thermo.\"devices\" WHERE devgroup IN (0, 1) GROUP BY devgroup");
    }

    @Test
    void q4GroupsTheMinuteTableByItsPartitionKeyFilteringTheGroupsAsTheStudy() {
        assertThat(cql(UseCaseQueryType.THERMO_BY_MINUTE, 40)).isEqualTo("SELECT minute, count(temperature) AS "
                + "count_temperature, sum(CAST(temperature AS bigint)) AS sum_temperature, avg(CAST(temperature AS "
                + "double)) AS avg_temperature FROM thermo.\"devices_by_minute\" WHERE devgroup < 40 GROUP BY minute "
                + "ALLOW FILTERING");
    }

    @Test
    void aTsbsTypeThrowsItsDeclaredReason() {
        UseCaseQuery lastpoint = new UseCaseQuery(UseCaseQueryType.LASTPOINT, null, UseCaseQuery.CPU_METRICS, null,
                null, null);
        assertThatThrownBy(() -> ThermoCql.cql(lastpoint)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("lastpoint is not supported by Cassandra: needs rows chosen by");
    }
}
