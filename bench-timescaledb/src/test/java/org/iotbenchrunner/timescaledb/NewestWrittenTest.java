package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.junit.jupiter.api.Test;

/** Which batches the copy path may COPY: only those that cannot meet a row already written. */
class NewestWrittenTest {
    private final NewestWritten newest = new NewestWritten();

    @Test
    void inOrderBatchesBeyondTheNewestWrittenGoByCopy() {
        assertThat(copies(TimescaleSqlTest.D1, 10, 20, 30)).isTrue();
        assertThat(copies(TimescaleSqlTest.D1, 40, 50, 60)).isTrue();
    }

    @Test
    void aLateRowOrARepeatedTimestampGoesByUpsert() {
        assertThat(copies(TimescaleSqlTest.D1, 10, 20, 30)).isTrue();
        assertThat(copies(TimescaleSqlTest.D1, 40, 25, 50)).as("a row older than one in the batch").isFalse();
        assertThat(copies(TimescaleSqlTest.D1, 60, 70, 70)).as("a timestamp repeated in the batch").isFalse();
        assertThat(copies(TimescaleSqlTest.D1, 70, 80)).as("the newest written timestamp again").isFalse();
        assertThat(copies(TimescaleSqlTest.D1, 65, 90)).as("older than the newest written").isFalse();
        assertThat(copies(TimescaleSqlTest.D1, 91, 92)).as("in order again").isTrue();
    }

    @Test
    void eachDeviceHasItsOwnNewest() {
        assertThat(copies(TimescaleSqlTest.D1, 100, 200)).isTrue();
        assertThat(copies(TimescaleSqlTest.D3, 10, 20)).isTrue();
    }

    @Test
    void rowsTheClientDidNotWriteStopCopyForThatDeviceUntilCleared() {
        newest.foreignRows(TimescaleSqlTest.D1);

        assertThat(copies(TimescaleSqlTest.D1, 10, 20)).isFalse();
        assertThat(copies(TimescaleSqlTest.D3, 10, 20)).isTrue();
        newest.clear();
        assertThat(copies(TimescaleSqlTest.D1, 10, 20)).isTrue();
    }

    /** Decides, then records the batch as written (by whichever path), as the client does. */
    private boolean copies(DeviceSchema device, long... times) {
        Batch batch = Batch.of(device, Arrays.stream(times).mapToObj(t -> new Row(t, new Object[6])).toList());
        boolean copy = newest.allNew(batch);
        newest.wrote(batch);
        return copy;
    }
}
