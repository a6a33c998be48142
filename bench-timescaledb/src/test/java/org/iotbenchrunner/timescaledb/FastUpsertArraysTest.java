package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Row;
import org.junit.jupiter.api.Test;

class FastUpsertArraysTest {

    @Test
    void keepsTheLastRowOfEachTimestamp() {
        Row first = new Row(10, new Object[] {1});
        Row other = new Row(20, new Object[] {2});
        Row again = new Row(10, new Object[] {3});
        Row third = new Row(10, new Object[] {4});

        Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(first, other, again, third));

        assertThat(FastUpsertArrays.lastPerTimestamp(batch)).containsExactly(3, 1);
    }

    @Test
    void leavesRowsWithDistinctTimestampsAsTheyAre() {
        Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(new Row(30, new Object[0]), new Row(10, new Object[0])));

        assertThat(FastUpsertArrays.lastPerTimestamp(batch)).containsExactly(0, 1);
    }

    @Test
    void buildsOneTypedArrayPerColumnFromTheDeduplicatedRows() {
        Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(
                new Row(1000, new Object[] {true, 7, 8L, 1.1f, -2.5, "ab"}),
                new Row(2000, new Object[] {false, -1, 0L, 0.3f, 3.0, "cd"}),
                new Row(1000, new Object[] {false, 9, 9L, 2.2f, 4.5, "ef"})));

        List<FastUpsertArrays.Column> columns = FastUpsertArrays.of(batch);

        assertThat(columns).extracting(FastUpsertArrays.Column::elementType)
                .containsExactly("int8", "text", "text", "bool", "int4", "int8", "float8", "float8", "text");
        assertThat(columns).extracting(c -> List.of(c.values())).containsExactly(
                List.of(1000L, 2000L), List.of("g_1", "g_1"), List.of("d_1", "d_1"), List.of(false, false),
                List.of(9, -1), List.of(9L, 0L), List.of(2.2, 0.3), List.of(4.5, 3.0), List.of("ef", "cd"));
        assertThat(columns.get(6).values()).isInstanceOf(Double[].class);
    }
}
