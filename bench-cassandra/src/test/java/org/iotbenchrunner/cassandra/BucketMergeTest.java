package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class BucketMergeTest {
    private static final List<Sensor> SENSORS = List.of(new Sensor(0, "s_0", SensorType.INT32));

    @Test
    void sumsOfDevicesAddUpPerBucketOldestFirst() {
        BucketMerge merge = new BucketMerge("sum", SENSORS, false);
        merge.add(200, new Object[] {BigInteger.valueOf(5)});
        merge.add(100, new Object[] {BigInteger.valueOf(1)});
        merge.add(200, new Object[] {BigInteger.valueOf(7)});
        assertThat(emitted(merge)).containsExactly("null@100 s_0=1", "null@200 s_0=12");
    }

    @Test
    void anAverageIsTheMergedSumOverTheMergedCountNewestFirst() {
        BucketMerge merge = new BucketMerge("avg", SENSORS, true);
        merge.add(100, new Object[] {3.0, 1L});
        merge.add(100, new Object[] {5.0, 3L});
        merge.add(200, new Object[] {4.0, 2L});
        assertThat(emitted(merge)).containsExactly("null@200 s_0=2.0", "null@100 s_0=2.0");
    }

    @Test
    void maxAndMinCompareAndIgnoreNulls() {
        BucketMerge max = new BucketMerge("max", SENSORS, false);
        max.add(1, new Object[] {3});
        max.add(1, new Object[] {null});
        max.add(1, new Object[] {9});
        assertThat(emitted(max)).containsExactly("null@1 s_0=9");
        BucketMerge min = new BucketMerge("min_value", SENSORS, false);
        min.add(1, new Object[] {3});
        min.add(1, new Object[] {9});
        assertThat(emitted(min)).containsExactly("null@1 s_0=3");
    }

    @Test
    void countsAddUpAsLongs() {
        BucketMerge merge = new BucketMerge("count", SENSORS, false);
        merge.add(1, new Object[] {2L});
        merge.add(1, new Object[] {3L});
        List<Object> values = new ArrayList<>();
        merge.emit(new RowSink() {
            public boolean labelled() {
                return true;
            }

            public void row(String device, long time) {
            }

            public void value(String sensor, Object value) {
                values.add(value);
            }
        });
        assertThat(values).containsExactly(5L);
    }

    private static List<String> emitted(BucketMerge merge) {
        List<String> rows = new ArrayList<>();
        merge.emit(new RowSink() {
            public boolean labelled() {
                return true;
            }

            public void row(String device, long time) {
                rows.add(device + "@" + time);
            }

            public void value(String sensor, Object value) {
                rows.set(rows.size() - 1, rows.get(rows.size() - 1) + " " + sensor + "=" + value);
            }
        });
        return rows;
    }
}
