package org.iotbenchrunner.iotdb;

import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.iotdb.IotdbUseCaseAnswers.AnswerRow;

/**
 * The last steps of the IoT types that IoTDB 1.3's tree model cannot take (it neither groups by a value nor
 * aggregates an aggregate): over the per-truck aggregates or per-truck ten-minute buckets its statements return,
 * count, average or follow them in time order, as {@code UseCaseAnswers} defines. The rows given are a database
 * answer's (a few per truck or per truck and bucket), never raw rows; a truck's fleet, model and load capacity are
 * those its rows carry (the last of them where a statement asks per truck: TSBS's trucks keep theirs).
 */
final class UseCaseAnswerSteps {
    private static final long DAY = Duration.ofDays(1).toNanos();
    private static final long MINUTE = Duration.ofMinutes(1).toNanos();
    private static final double BUCKETS_PER_HOUR = 6;

    private UseCaseAnswerSteps() {
    }

    /** long-driving-sessions, long-daily-sessions: the trucks with more than {@code threshold} driving buckets. */
    static void trucksWithMoreRows(List<AnswerRow> drivingBuckets, int threshold, RowSink sink) {
        Map<String, Integer> buckets = new TreeMap<>();
        drivingBuckets.forEach(row -> buckets.merge(row.device(), 1, Integer::sum));
        buckets.forEach((truck, count) -> {
            if (count > threshold) {
                sink.row(truck, QueryAnswer.NO_TIME);
            }
        });
    }

    /** avg-vs-projected-fuel-consumption: per fleet, the sums and counts of its trucks summed. */
    static void fleetFuelConsumption(List<AnswerRow> trucks, RowSink sink) {
        Map<String, double[]> fleets = new TreeMap<>();
        for (AnswerRow truck : trucks) {
            double[] sums = fleets.computeIfAbsent((String) truck.values().get("fleet"), f -> new double[4]);
            sums[0] += sumOf(truck, "fuel_sum");
            sums[1] += number(truck, "fuel_count");
            sums[2] += sumOf(truck, "nominal_sum");
            sums[3] += number(truck, "nominal_count");
        }
        fleets.forEach((fleet, sums) -> {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.label("fleet", fleet);
            if (sums[1] > 0) {
                sink.value("avg_fuel_consumption", sums[0] / sums[1]);
            }
            sink.value("projected_fuel_consumption", sums[2] / sums[3]);
        });
    }

    /** avg-daily-driving-duration: per truck, the mean over its days with driving of its driving buckets / 6. */
    static void avgDailyHours(List<AnswerRow> drivingBuckets, RowSink sink) {
        Map<String, Map<Long, Integer>> days = new TreeMap<>();
        drivingBuckets.forEach(row -> days.computeIfAbsent(row.device(), t -> new TreeMap<>())
                .merge(Math.floorDiv(row.time(), DAY), 1, Integer::sum));
        days.forEach((truck, perDay) -> {
            double hours = 0;
            for (int buckets : perDay.values()) {
                hours += buckets / BUCKETS_PER_HOUR;
            }
            sink.row(truck, QueryAnswer.NO_TIME);
            sink.value("avg_daily_hours", hours / perDay.size());
        });
    }

    /**
     * avg-daily-driving-session: per truck and day, the mean length in minutes of the sessions starting that day,
     * over the truck's buckets in time order (a bucket drives when its mean velocity is above 5; a session starts at
     * a change to driving after a first bucket and ends at the next change back; one still driving at the last
     * bucket has no length).
     */
    static void avgSessionMinutes(List<AnswerRow> buckets, RowSink sink) {
        for (Map.Entry<String, TreeMap<Long, Double>> truck : byTruck(buckets, "mean_velocity").entrySet()) {
            Map<Long, double[]> perDay = new TreeMap<>();
            Boolean previous = null;
            Long sessionStart = null;
            for (Map.Entry<Long, Double> bucket : truck.getValue().entrySet()) {
                boolean drives = bucket.getValue() > UseCaseQuery.SESSION_VELOCITY;
                if (previous != null && drives != previous) {
                    if (drives) {
                        sessionStart = bucket.getKey();
                    } else if (sessionStart != null) {
                        double[] minutes = perDay.computeIfAbsent(Math.floorDiv(sessionStart, DAY) * DAY,
                                d -> new double[2]);
                        minutes[0] += (double) (bucket.getKey() - sessionStart) / MINUTE;
                        minutes[1]++;
                        sessionStart = null;
                    }
                }
                previous = drives;
            }
            perDay.forEach((day, minutes) -> {
                sink.row(truck.getKey(), day);
                sink.value("avg_session_minutes", minutes[0] / minutes[1]);
            });
        }
    }

    /** avg-load: per fleet, model and load_capacity, the mean of its trucks' load ratios. */
    static void avgLoad(List<AnswerRow> trucks, RowSink sink) {
        Map<LoadGroup, double[]> groups = new TreeMap<>(LoadGroup.ORDER);
        for (AnswerRow truck : trucks) {
            Map<String, Object> v = truck.values();
            double[] ratios = groups.computeIfAbsent(new LoadGroup((String) v.get("fleet"), (String) v.get("model"),
                    (String) v.get("load_capacity")), g -> new double[2]);
            ratios[0] += number(truck, "load_ratio");
            ratios[1]++;
        }
        groups.forEach((group, ratios) -> {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.label("fleet", group.fleet());
            sink.label("model", group.model());
            sink.label("load_capacity", group.loadCapacity());
            sink.value("avg_load_ratio", ratios[0] / ratios[1]);
        });
    }

    /** daily-activity: per day, fleet and model, its trucks' active buckets / 144. */
    static void dailyActivity(List<AnswerRow> activeBuckets, RowSink sink) {
        Map<DayGroup, Integer> groups = new TreeMap<>(DayGroup.ORDER);
        for (AnswerRow bucket : activeBuckets) {
            groups.merge(new DayGroup(Math.floorDiv(bucket.time(), DAY) * DAY, (String) bucket.values().get("fleet"),
                    (String) bucket.values().get("model")), 1, Integer::sum);
        }
        groups.forEach((group, active) -> {
            sink.row(null, group.day());
            sink.label("fleet", group.fleet());
            sink.label("model", group.model());
            sink.value("daily_activity", (double) active / UseCaseQuery.BUCKETS_PER_DAY);
        });
    }

    /**
     * breakdown-frequency: per model, the buckets broken down (half of the statuses or more not 0) whose truck's
     * previous bucket was not, over each truck's buckets in time order.
     */
    static void breakdowns(List<AnswerRow> buckets, RowSink sink) {
        Map<String, TreeMap<Long, AnswerRow>> trucks = new LinkedHashMap<>();
        buckets.forEach(row -> trucks.computeIfAbsent(row.device(), t -> new TreeMap<>()).put(row.time(), row));
        Map<String, Long> perModel = new TreeMap<>();
        for (TreeMap<Long, AnswerRow> truck : trucks.values()) {
            Boolean previous = null;
            for (AnswerRow bucket : truck.values()) {
                boolean broken = number(bucket, "broken_share") >= UseCaseQuery.BROKEN_DOWN_SHARE;
                if (Boolean.FALSE.equals(previous) && broken) {
                    perModel.merge((String) bucket.values().get("model"), 1L, Long::sum);
                }
                previous = broken;
            }
        }
        perModel.forEach((model, count) -> {
            sink.row(null, QueryAnswer.NO_TIME);
            sink.label("model", model);
            sink.value("breakdowns", count);
        });
    }

    /** Per truck, one value of each of its buckets by time. */
    private static Map<String, TreeMap<Long, Double>> byTruck(List<AnswerRow> buckets, String value) {
        Map<String, TreeMap<Long, Double>> trucks = new LinkedHashMap<>();
        buckets.forEach(row -> trucks.computeIfAbsent(row.device(), t -> new TreeMap<>())
                .put(row.time(), number(row, value)));
        return trucks;
    }

    /** A sum, which IoTDB reports as null (no column here) where there was nothing to sum. */
    private static double sumOf(AnswerRow row, String column) {
        return row.values().containsKey(column) ? number(row, column) : 0;
    }

    private static double number(AnswerRow row, String column) {
        Object value = row.values().get(column);
        if (!(value instanceof Number n)) {
            throw new IllegalStateException("IoTDB's answer row " + row + " lacks the number " + column);
        }
        return n.doubleValue();
    }

    private record DayGroup(long day, String fleet, String model) {
        static final Comparator<DayGroup> ORDER = Comparator.comparingLong(DayGroup::day)
                .thenComparing(DayGroup::fleet).thenComparing(DayGroup::model);
    }

    private record LoadGroup(String fleet, String model, String loadCapacity) {
        static final Comparator<LoadGroup> ORDER = Comparator.comparing(LoadGroup::fleet)
                .thenComparing(LoadGroup::model).thenComparing(LoadGroup::loadCapacity);
    }
}
