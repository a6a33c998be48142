package org.iotbenchrunner.core.engine;

import java.util.List;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.BaselineRows;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * After a write run with {@code --verify}: does the database hold what it acknowledged? One count of every sensor per
 * device over the span of its written rows, against rows times sensors; written out of order, against the distinct
 * timestamps written times sensors (a database that keeps one row per timestamp, whichever write it keeps). A database may acknowledge a write it then
 * does not return (InfluxDB 1.6 did once in CI, see docs/compatibility.md); this says so at the write instead of as
 * wrong answers in the reads that follow. Devices with a failed batch are not checked: a failed write may have been
 * stored in part.
 */
final class StoredRowsCheck {
    private final AnswerCheck.Counts counts = new AnswerCheck.Counts();
    private final long rowsPerDevice;
    private final double seconds;
    private long notChecked;
    private String firstError;

    StoredRowsCheck(List<ClientRunner> runners, DatabaseClient client, DataGenerator data) {
        long begin = System.nanoTime();
        long most = 0;
        for (ClientRunner runner : runners) {
            for (int i = 0; i < runner.devices.size(); i++) {
                long rows = runner.rowsAcknowledged[i];
                most = Math.max(most, rows);
                if (!runner.batchFailed[i] && rows > 0) {
                    check(client, data, runner.devices.get(i), rows);
                }
            }
        }
        this.rowsPerDevice = most;
        this.seconds = (System.nanoTime() - begin) / 1e9;
    }

    /**
     * A count that fails leaves its device unchecked, as a failed query is in a read run's check; how many and the
     * first error are recorded, so that a check that could count nothing never reads as a clean one.
     */
    private void check(DatabaseClient client, DataGenerator data, DeviceSchema device, long rows) {
        BaselineRows.Offsets written = BaselineRows.offsetsWritten(data.shifts(), device.id(), rows);
        Query count = new Query.AggRangeQuery(List.of(device), data.schema().sensors(),
                data.timestamp(written.lowest()), data.timestamp(written.highest()), "count");
        try {
            counts.add(count, written.distinct() * count.sensors().size(),
                    storedPoints(AnswerRows.of(client, count)));
        } catch (Exception e) {
            notChecked++;
            if (firstError == null) {
                firstError = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
        }
    }

    private static long storedPoints(QueryAnswer answer) {
        long points = 0;
        for (QueryAnswer.Row row : answer.rows()) {
            for (Object value : row.values().values()) {
                points += value instanceof Number n ? n.longValue() : 0;
            }
        }
        return points;
    }

    AnswerCheck answers() {
        return new AnswerCheck(OperationType.INGESTION, counts);
    }

    Verification verification() {
        return new Verification(Verification.STORED_ROWS, rowsPerDevice, counts.verified, counts.mismatches, seconds,
                0, 0, 0, 0, 0, notChecked, firstError);
    }
}
