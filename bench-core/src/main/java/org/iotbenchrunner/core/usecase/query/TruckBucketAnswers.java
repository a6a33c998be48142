package org.iotbenchrunner.core.usecase.query;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.iotbenchrunner.core.query.QueryAnswer;

/**
 * The answers of the per-bucket truck types from their buckets: per truck (name first, then the tags the type
 * groups by), the mean reading of each bucket in time order. Definitions as in {@link UseCaseAnswers}.
 */
final class TruckBucketAnswers {
    private static final long DAY = Duration.ofDays(1).toNanos();
    private static final long MINUTE = Duration.ofMinutes(1).toNanos();
    private static final double BUCKETS_PER_HOUR = 6;

    private TruckBucketAnswers() {
    }

    /** Trucks whose mean velocity over the window is low: one bucket per truck. */
    static List<UseCaseAnswer.Row> stationary(Map<List<String>, NavigableMap<Long, Mean>> trucks) {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        trucks.forEach((truck, buckets) -> {
            if (buckets.firstEntry().getValue().value() < UseCaseQuery.STATIONARY_VELOCITY) {
                rows.add(named(truck));
            }
        });
        return sorted(rows);
    }

    /** Trucks with more driving buckets than {@code threshold} in the window. */
    static List<UseCaseAnswer.Row> longSessions(Map<List<String>, NavigableMap<Long, Mean>> trucks, int threshold) {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        trucks.forEach((truck, buckets) -> {
            long driving = buckets.values().stream().filter(TruckBucketAnswers::driving).count();
            if (driving > threshold) {
                rows.add(named(truck));
            }
        });
        return sorted(rows);
    }

    /** Per truck, the mean over its days with driving of the hours driven (driving buckets / 6). */
    static List<UseCaseAnswer.Row> avgDailyDrivingDuration(Map<List<String>, NavigableMap<Long, Mean>> trucks) {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        trucks.forEach((truck, buckets) -> {
            Map<Long, Long> drivingPerDay = new HashMap<>();
            buckets.forEach((bucket, velocity) -> {
                if (driving(velocity)) {
                    drivingPerDay.merge(RowFilter.bucket(bucket, DAY), 1L, Long::sum);
                }
            });
            if (!drivingPerDay.isEmpty()) {
                Mean hours = new Mean();
                drivingPerDay.values().forEach(count -> hours.add(count / BUCKETS_PER_HOUR));
                rows.add(new UseCaseAnswer.Row(truck.get(0), QueryAnswer.NO_TIME, Map.of(),
                        Map.of("avg_daily_hours", hours.value())));
            }
        });
        return sorted(rows);
    }

    /**
     * Per truck and day, the mean length in minutes of the driving sessions starting that day: a session starts at
     * a bucket that drives (mean velocity above {@link UseCaseQuery#SESSION_VELOCITY}) after one that did not, and
     * stops at the next bucket that does not; a truck's first bucket starts nothing (nothing before it is known)
     * and a session still driving at the truck's last bucket has no length. Buckets without readings (a truck
     * offline) are skipped, not counted as stops.
     */
    static List<UseCaseAnswer.Row> avgDailyDrivingSession(Map<List<String>, NavigableMap<Long, Mean>> trucks) {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        trucks.forEach((truck, buckets) -> {
            Map<Long, Mean> perDay = new TreeMap<>();
            Boolean previous = null;
            Long sessionStart = null;
            for (Map.Entry<Long, Mean> bucket : buckets.entrySet()) {
                boolean drives = bucket.getValue().value() > UseCaseQuery.SESSION_VELOCITY;
                if (previous != null && drives != previous) {
                    if (drives) {
                        sessionStart = bucket.getKey();
                    } else if (sessionStart != null) {
                        perDay.computeIfAbsent(RowFilter.bucket(sessionStart, DAY), d -> new Mean())
                                .add((double) (bucket.getKey() - sessionStart) / MINUTE);
                        sessionStart = null;
                    }
                }
                previous = drives;
            }
            perDay.forEach((day, minutes) -> rows.add(new UseCaseAnswer.Row(truck.get(0), day, Map.of(),
                    Map.of("avg_session_minutes", minutes.value()))));
        });
        return sorted(rows);
    }

    /**
     * Per fleet, model and day, the active buckets of its trucks (mean status below
     * {@link UseCaseQuery#ACTIVE_STATUS}) over {@link UseCaseQuery#BUCKETS_PER_DAY}: the truck-days of activity.
     */
    static List<UseCaseAnswer.Row> dailyActivity(Map<List<String>, NavigableMap<Long, Mean>> trucks) {
        Map<Group, Long> active = new HashMap<>();
        trucks.forEach((truck, buckets) -> buckets.forEach((bucket, status) -> {
            if (status.value() < UseCaseQuery.ACTIVE_STATUS) {
                active.merge(new Group(RowFilter.bucket(bucket, DAY), truck.get(1), truck.get(2)), 1L, Long::sum);
            }
        }));
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        active.forEach((group, count) -> rows.add(new UseCaseAnswer.Row(null, group.day(),
                UseCaseAnswer.labels("fleet", group.fleet(), "model", group.model()),
                Map.of("daily_activity", (double) count / UseCaseQuery.BUCKETS_PER_DAY))));
        return sorted(rows);
    }

    /**
     * Per model, how often its trucks broke down: buckets broken down (at least
     * {@link UseCaseQuery#BROKEN_DOWN_SHARE} of the statuses not 0) whose truck's previous bucket was not. Models
     * without a breakdown are not in the answer.
     */
    static List<UseCaseAnswer.Row> breakdownFrequency(Map<List<String>, NavigableMap<Long, Mean>> trucks) {
        Map<String, Long> breakdowns = new TreeMap<>();
        trucks.forEach((truck, buckets) -> {
            Boolean previous = null;
            for (Mean share : buckets.values()) {
                boolean broken = share.value() >= UseCaseQuery.BROKEN_DOWN_SHARE;
                if (Boolean.FALSE.equals(previous) && broken) {
                    breakdowns.merge(truck.get(1), 1L, Long::sum);
                }
                previous = broken;
            }
        });
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        breakdowns.forEach((model, count) -> rows.add(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                UseCaseAnswer.labels("model", model), Map.of("breakdowns", count))));
        return rows;
    }

    private static boolean driving(Mean velocity) {
        return velocity.value() > UseCaseQuery.DRIVING_VELOCITY;
    }

    private static UseCaseAnswer.Row named(List<String> truck) {
        return new UseCaseAnswer.Row(truck.get(0), QueryAnswer.NO_TIME, Map.of(), Map.of());
    }

    private static List<UseCaseAnswer.Row> sorted(List<UseCaseAnswer.Row> rows) {
        rows.sort(AnswerOrder.DEVICE_FIRST);
        return rows;
    }

    private record Group(long day, String fleet, String model) {
    }
}
