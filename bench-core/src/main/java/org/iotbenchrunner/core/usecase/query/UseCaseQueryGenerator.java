package org.iotbenchrunner.core.usecase.query;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.TruckTags;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * Draws the parameters of use-case queries as TSBS's query generator does ({@code tsbs_generate_queries --seed
 * --scale --timestamp-start --timestamp-end}): first a window of the type's length starting at random in the data
 * set's time range (so that it ends before the data set's end), then distinct random hosts among {@code host_0 ..
 * host_<scale-1>} or a random fleet. One stream from the seed serves the calls in order, so the same seed and the
 * same sequence of types give the same queries. Window starts are whole seconds (TSBS draws nanoseconds, which not
 * every database stores). The thermo types draw nothing: each call gives the next point of the study's sweep for its
 * type, cycling ({@link #sweep}).
 */
public final class UseCaseQueryGenerator {
    private static final int SWEEP_STEP = 10;
    private final UseCaseSpec dataSet;
    private final SplittableRandom random;
    private final Map<UseCaseQueryType, Integer> sweepCalls = new EnumMap<>(UseCaseQueryType.class);

    /** Queries over the data set {@code dataSet} describes (its use case, scale and time range). */
    public UseCaseQueryGenerator(UseCaseSpec dataSet, long seed) {
        this.dataSet = dataSet;
        this.random = new SplittableRandom(seed);
    }

    /**
     * Why this data set cannot answer {@code type} (another use case, fewer hosts than the type reads, a time range
     * not longer than its window), or empty when it can; drawing nothing.
     */
    public Optional<String> unfit(UseCaseQueryType type) {
        if (!type.appliesTo(dataSet.useCase())) {
            return Optional.of("not a query of the " + dataSet.useCase().id() + " use case (it reads "
                    + (type.thermo() ? "devices" : type.iot() ? "trucks" : "hosts") + ")");
        }
        if (hosts(type) > dataSet.scale()) {
            return Optional.of("needs " + hosts(type) + " hosts, the scale is " + dataSet.scale());
        }
        Duration window = window(type);
        if (window != null && windowStarts(window) <= 0) {
            return Optional.of("needs a time range longer than " + window + ", the data set's is "
                    + Duration.between(dataSet.start(), dataSet.end()));
        }
        return Optional.empty();
    }

    /** The next query of {@code type}; a type the data set cannot answer is refused with its reason. */
    public UseCaseQuery next(UseCaseQueryType type) {
        unfit(type).ifPresent(reason -> {
            throw new ConfigException("query type " + type.id() + ": " + reason);
        });
        if (type.thermo()) {
            List<Integer> points = sweep(type);
            int call = sweepCalls.merge(type, 1, Integer::sum) - 1;
            return UseCaseQuery.thermo(type, points.get(call % points.size()));
        }
        Duration window = window(type);
        Instant start = window == null ? null : windowStart(window);
        Instant end = window == null ? null : start.plus(window);
        List<String> hosts = drawHosts(hosts(type));
        String fleet = readsFleet(type) ? TruckTags.FLEETS.get(random.nextInt(TruckTags.FLEETS.size())) : null;
        if (type == UseCaseQueryType.GROUPBY_ORDERBY_LIMIT) {
            start = null;    // only the end of its window bounds its rows
        }
        return new UseCaseQuery(type, hosts, UseCaseQuery.CPU_METRICS.subList(0, metrics(type)), fleet, start, end);
    }

    /**
     * The study's device group bounds of a thermo type, in its order: q1 reads one group, {@code devgroup = 0, 10,
     * ..., 90}; q2-q4 a tenth more of the groups each time, {@code devgroup < 10, 20, ..., 100} (100: every group).
     */
    public static List<Integer> sweep(UseCaseQueryType type) {
        if (!type.thermo()) {
            throw new IllegalArgumentException(type.id() + " is not a thermo query: it has no device group sweep");
        }
        int first = type == UseCaseQueryType.THERMO_READ_GROUP ? 0 : SWEEP_STEP;
        return IntStream.rangeClosed(0, ThermoDevices.GROUPS / SWEEP_STEP - 1).mapToObj(i -> first + i * SWEEP_STEP)
                .toList();
    }

    /** The length of the type's window, as TSBS's generators draw it; null for the types over all the data. */
    static Duration window(UseCaseQueryType type) {
        return switch (type) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1, SINGLE_GROUPBY_5_8_1,
                    GROUPBY_ORDERBY_LIMIT -> Duration.ofHours(1);
            case SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_5_1_12, DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL,
                    HIGH_CPU_1, HIGH_CPU_ALL -> Duration.ofHours(12);
            case CPU_MAX_ALL_1, CPU_MAX_ALL_8 -> Duration.ofHours(8);
            case STATIONARY_TRUCKS -> Duration.ofMinutes(10);
            case LONG_DRIVING_SESSIONS -> Duration.ofHours(4);
            case LONG_DAILY_SESSIONS -> Duration.ofHours(24);
            default -> null;
        };
    }

    /** How many random hosts the type reads; 0 for all hosts or none. */
    static int hosts(UseCaseQueryType type) {
        return switch (type) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_5_1_1, SINGLE_GROUPBY_5_1_12,
                    CPU_MAX_ALL_1, HIGH_CPU_1 -> 1;
            case SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_8_1, CPU_MAX_ALL_8 -> 8;
            default -> 0;
        };
    }

    /** How many of the cpu metrics the type reads (the first ones); 0 for the IoT types. */
    static int metrics(UseCaseQueryType type) {
        return switch (type) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, DOUBLE_GROUPBY_1,
                    GROUPBY_ORDERBY_LIMIT -> 1;
            case SINGLE_GROUPBY_5_1_1, SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, DOUBLE_GROUPBY_5 -> 5;
            default -> type.iot() ? 0 : UseCaseQuery.CPU_METRICS.size();
        };
    }

    private static boolean readsFleet(UseCaseQueryType type) {
        return switch (type) {
            case LAST_LOC, LOW_FUEL, HIGH_LOAD, STATIONARY_TRUCKS, LONG_DRIVING_SESSIONS, LONG_DAILY_SESSIONS -> true;
            default -> false;
        };
    }

    /** The whole seconds {@code s} with {@code dataStart <= s} and {@code s + window < dataEnd}. */
    private long windowStarts(Duration window) {
        long span = Duration.between(firstSecond(), dataSet.end().minus(window)).toNanos();
        return span <= 0 ? 0 : (span + 999_999_999L) / 1_000_000_000L;
    }

    private Instant windowStart(Duration window) {
        return firstSecond().plusSeconds(random.nextLong(windowStarts(window)));
    }

    private Instant firstSecond() {
        Instant start = dataSet.start();
        return start.getNano() == 0 ? start : Instant.ofEpochSecond(start.getEpochSecond() + 1);
    }

    /** {@code count} distinct hosts in the order drawn. */
    private List<String> drawHosts(int count) {
        Set<String> hosts = new LinkedHashSet<>();
        while (hosts.size() < count) {
            hosts.add("host_" + random.nextInt(dataSet.scale()));
        }
        return new ArrayList<>(hosts);
    }
}
