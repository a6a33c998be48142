package org.iotbenchrunner.core.usecase.query;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * The IoT types that judge a truck by the mean of one reading per time bucket (velocity: stationary, driving;
 * status: active, broken down): per truck (its name and the other tags the type groups by) and bucket, the mean of
 * the rows' non-null readings; {@link TruckBucketAnswers} turns the buckets into the answer. A bucket without a
 * reading does not exist.
 */
final class TruckBuckets implements AnswerAccumulator {
    private final RowFilter filter;
    private final String field;
    private final boolean nonZero;
    private final LongUnaryOperator bucketOf;
    private final Function<Map<List<String>, NavigableMap<Long, Mean>>, List<UseCaseAnswer.Row>> answer;
    private final Map<List<String>, NavigableMap<Long, Mean>> trucks = new HashMap<>();

    private TruckBuckets(RowFilter filter, String field, boolean nonZero, LongUnaryOperator bucketOf,
            Function<Map<List<String>, NavigableMap<Long, Mean>>, List<UseCaseAnswer.Row>> answer) {
        this.filter = filter;
        this.field = field;
        this.nonZero = nonZero;
        this.bucketOf = bucketOf;
        this.answer = answer;
    }

    static TruckBuckets stationaryTrucks(UseCaseQuery query) {
        return new TruckBuckets(RowFilter.of(query, "readings", "name", "fleet"), "velocity", false, time -> 0,
                TruckBucketAnswers::stationary);
    }

    static TruckBuckets longSessions(UseCaseQuery query, int buckets) {
        return new TruckBuckets(RowFilter.of(query, "readings", "name", "fleet"), "velocity", false,
                byTenMinutes(query), t -> TruckBucketAnswers.longSessions(t, buckets));
    }

    static TruckBuckets avgDailyDrivingDuration(UseCaseQuery query) {
        return new TruckBuckets(RowFilter.of(query, "readings", "name"), "velocity", false, byTenMinutes(query),
                TruckBucketAnswers::avgDailyDrivingDuration);
    }

    static TruckBuckets avgDailyDrivingSession(UseCaseQuery query) {
        return new TruckBuckets(RowFilter.of(query, "readings", "name"), "velocity", false, byTenMinutes(query),
                TruckBucketAnswers::avgDailyDrivingSession);
    }

    static TruckBuckets dailyActivity(UseCaseQuery query) {
        return new TruckBuckets(RowFilter.of(query, "diagnostics", "name", "fleet", "model"), "status", false,
                byTenMinutes(query), TruckBucketAnswers::dailyActivity);
    }

    static TruckBuckets breakdownFrequency(UseCaseQuery query) {
        return new TruckBuckets(RowFilter.of(query, "diagnostics", "name", "model"), "status", true,
                byTenMinutes(query), TruckBucketAnswers::breakdownFrequency);
    }

    private static LongUnaryOperator byTenMinutes(UseCaseQuery query) {
        long tenMinutes = query.bucket().toNanos();
        return time -> RowFilter.bucket(time, tenMinutes);
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        Double value = tags == null ? null : RowFilter.number(row, field);
        if (value == null) {
            return;
        }
        trucks.computeIfAbsent(tags, t -> new TreeMap<>())
                .computeIfAbsent(bucketOf.applyAsLong(row.timestampNanos()), b -> new Mean())
                // breakdowns count the share of statuses that are not 0: the mean of 1 for each such, 0 else
                .add(nonZero ? (value != 0 ? 1 : 0) : value);
    }

    @Override
    public UseCaseAnswer answer() {
        return new UseCaseAnswer(answer.apply(trucks));
    }
}
