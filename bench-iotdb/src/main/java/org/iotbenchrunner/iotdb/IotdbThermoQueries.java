package org.iotbenchrunner.iotdb;

import java.time.Duration;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The IoTDB statements of the thermo use case's query types (the TDengine/Cassandra study's q1-q4), over the loader's
 * layout ({@link UseCaseLayout}: a device per devid under its group's node, {@code ...devices.g<devgroup>.<devid>}).
 * {@code devgroup = N} is the one path {@code g<N>.*} and {@code devgroup < N} the paths {@code g0.*, ...,
 * g<N-1>.*}, so a statement reads only the devices it asks for; {@code GROUP BY LEVEL} merges the groups at the
 * measurement's node ({@link IotdbUseCaseQueries#MEASUREMENT_LEVEL}: q2, q4) or keeps them apart at theirs
 * ({@link UseCaseLayout#GROUP_LEVEL}: q3).
 *
 * <p>q3 and q4 ask {@code count} and {@code sum} only, and their reader divides: IoTDB 2.0.1-beta doubles the count
 * and sum of a series under {@code GROUP BY LEVEL} when the same statement also asks its {@code avg} (seen on this
 * layout: count 10 for 5 rows), while {@code avg} asked alone (q2-avg) is right. q2-count counts the devgroup series,
 * which every row under a group node has, so it counts rows ({@code count(*)}) whatever fields a row lacks. Sums of
 * the INT64 temperature come back as doubles, exact up to 2^53 ({@link IotdbThermoAnswers}).
 */
final class IotdbThermoQueries {
    /** The aliases of q4's columns and of {@link #range}'s. */
    static final String COUNT = "count_temperature";
    static final String SUM = "sum_temperature";

    private static final Duration MINUTE = Duration.ofMinutes(1);

    private final UseCaseLayout layout;
    private final long nanosPerUnit;
    private final String unit;

    IotdbThermoQueries(UseCaseLayout layout, long nanosPerUnit, String unit) {
        this.layout = layout;
        this.nanosPerUnit = nanosPerUnit;
        this.unit = unit;
    }

    /** Whether {@code q} reads no group at all ({@code devgroup < N} with N &lt;= 0): then nothing is asked. */
    static boolean readsNothing(UseCaseQuery q) {
        return q.type() != UseCaseQueryType.THERMO_READ_GROUP && q.devgroup() <= 0;
    }

    /** q1: every row of group N, with its tags. */
    String readGroup(UseCaseQuery q) {
        return "SELECT `temperature`, `humidity`, `devid`, `devname`, `devgroup` FROM "
                + layout.groupDevices(q.devgroup()) + " ALIGN BY DEVICE";
    }

    /** q2: one aggregate over the groups below N, merged at the measurement's node, under its answer's name. */
    String aggregate(UseCaseQuery q, ThermoAggregate aggregate) {
        String column = switch (aggregate) {
            case COUNT -> "count(`devgroup`)";
            case AVG -> "avg(`temperature`)";
            case SUM -> "sum(`temperature`)";
            case MAX -> "max_value(`temperature`)";
            case MIN -> "min_value(`temperature`)";
        };
        return "SELECT " + column + " AS " + UseCaseLayout.quoted(aggregate.valueName()) + " FROM " + groups(q)
                + " GROUP BY LEVEL = " + IotdbUseCaseQueries.MEASUREMENT_LEVEL;
    }

    /** q3: per group below N (a column per group and function), count and sum of temperature. */
    String perGroup(UseCaseQuery q) {
        return "SELECT count(`temperature`), sum(`temperature`) FROM " + groups(q) + " GROUP BY LEVEL = "
                + UseCaseLayout.GROUP_LEVEL;
    }

    /** q4's first statement: the first and last time of the groups' temperatures, which bound its minutes. */
    String range(UseCaseQuery q) {
        return "SELECT min_time(`temperature`) AS " + IotdbUseCaseQueries.FIRST + ", max_time(`temperature`) AS "
                + IotdbUseCaseQueries.LAST + " FROM " + groups(q) + " GROUP BY LEVEL = "
                + IotdbUseCaseQueries.MEASUREMENT_LEVEL;
    }

    /** q4: per minute (aligned to the epoch) from the range's first to its last time, count and sum. */
    String perMinute(UseCaseQuery q, IotdbUseCaseQueries.Range range) {
        long width = MINUTE.toNanos() / nanosPerUnit;
        return "SELECT count(`temperature`) AS `" + COUNT + "`, sum(`temperature`) AS `" + SUM + "` FROM "
                + groups(q) + " GROUP BY ([" + Math.floorDiv(range.first(), width) * width + ", "
                + (range.last() + 1) + "), " + width + unit + "), LEVEL = " + IotdbUseCaseQueries.MEASUREMENT_LEVEL;
    }

    /** The devices of the groups below N: {@code g0.*, ..., g<N-1>.*} (devgroup is devid % 100, never negative). */
    private String groups(UseCaseQuery q) {
        return IntStream.range(0, q.devgroup()).mapToObj(layout::groupDevices).collect(Collectors.joining(", "));
    }
}
