package org.iotbenchrunner.orchestrator.usecase;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The seeds' experiments as data sets of ours ({@code --use-case-preset}): the IoT study's three data sets (800
 * trucks, seed 123, 10, 50 and 150 hours every 10 s), each queried with every IoT type once and then ten times; the
 * benchANT ranking's DevOps run (1,000 hosts, three days every 10 s) with {@code single-groupby-1-1-1}; and the
 * TDengine/Cassandra study's thermo data set (10,000 devices, 10,000 rows each every second from 2019-07-16T04:01:40Z)
 * loaded once per cell of its {@link WriteGrid write grid}, then swept with q1-q4 once per point; the NTUA study's
 * multi-node experiment: the IoT study's data sets on one server and on a cluster of three nodes, each database that
 * has a cluster mode here. Each writes into its own folder, {@code <out>/<id>/<db>/}, a preset with several
 * {@link StudyTopology topologies} one below it per topology ({@code single}, {@code nodes-3}).
 */
public enum UseCasePreset {
    IOT_STUDY_SMALL("iot-study", "small", UseCase.IOT, 800, Duration.ofHours(10), List.of(1, 10), null),
    IOT_STUDY_MEDIUM("iot-study", "medium", UseCase.IOT, 800, Duration.ofHours(50), List.of(1, 10), null),
    IOT_STUDY_LARGE("iot-study", "large", UseCase.IOT, 800, Duration.ofHours(150), List.of(1, 10), null),
    IOT_STUDY_CLUSTER_SMALL("iot-study-cluster", "small", UseCase.IOT, 800, Duration.ofHours(10),
            List.of(1, 10), null, Cluster.SINGLE_AND_THREE),
    IOT_STUDY_CLUSTER_MEDIUM("iot-study-cluster", "medium", UseCase.IOT, 800, Duration.ofHours(50),
            List.of(1, 10), null, Cluster.SINGLE_AND_THREE),
    IOT_STUDY_CLUSTER_LARGE("iot-study-cluster", "large", UseCase.IOT, 800, Duration.ofHours(150),
            List.of(1, 10), null, Cluster.SINGLE_AND_THREE),
    /** Run per {@link RankingVariant size and profile}, each with the post's 100,000 queries. */
    DEVOPS_RANKING("devops-ranking", "scale-1000-3-days", UseCase.DEVOPS, 1000, Duration.ofDays(3),
            List.of(RankingVariant.QUERIES), List.of(UseCaseQueryType.SINGLE_GROUPBY_1_1_1)),
    /** Each statement once per sweep point, as the study ran them: the query count is per point. */
    TAOS_CASSANDRA("taos-cassandra", "10000-devices-10000-rows", UseCase.THERMO, ThermoStudy.DEVICES,
            ThermoStudy.START, ThermoStudy.INTERVAL.multipliedBy(ThermoStudy.ROWS_PER_DEVICE), ThermoStudy.INTERVAL,
            List.of(1), null, WriteGrid.STUDY);

    public static final long SEED = 123;
    static final Instant START = Tsbs.START;
    static final Duration INTERVAL = Tsbs.INTERVAL;

    /** The NTUA study's layouts: one node, and its cluster of three (a holder, as {@link Tsbs}). */
    private static final class Cluster {
        static final List<StudyTopology> SINGLE_AND_THREE = List.of(StudyTopology.SINGLE, StudyTopology.nodes(3));
    }

    /** The TSBS presets' start and interval (a holder: an enum's constructors cannot read its own statics). */
    private static final class Tsbs {
        static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
        static final Duration INTERVAL = Duration.ofSeconds(10);
    }

    public final String study;
    public final String dataSet;
    public final UseCase useCase;
    final int scale;
    private final Instant start;
    final Duration span;
    private final Duration interval;
    public final List<Integer> queryCounts;
    private final List<UseCaseQueryType> queryTypes;
    private final WriteGrid grid;
    private final List<StudyTopology> topologies;

    UseCasePreset(String study, String dataSet, UseCase useCase, int scale, Duration span, List<Integer> queryCounts,
            List<UseCaseQueryType> queryTypes) {
        this(study, dataSet, useCase, scale, Tsbs.START, span, Tsbs.INTERVAL, queryCounts, queryTypes, null);
    }

    UseCasePreset(String study, String dataSet, UseCase useCase, int scale, Duration span, List<Integer> queryCounts,
            List<UseCaseQueryType> queryTypes, List<StudyTopology> topologies) {
        this(study, dataSet, useCase, scale, Tsbs.START, span, Tsbs.INTERVAL, queryCounts, queryTypes, null,
                topologies);
    }

    UseCasePreset(String study, String dataSet, UseCase useCase, int scale, Instant start, Duration span,
            Duration interval, List<Integer> queryCounts, List<UseCaseQueryType> queryTypes, WriteGrid grid) {
        this(study, dataSet, useCase, scale, start, span, interval, queryCounts, queryTypes, grid, List.of());
    }

    UseCasePreset(String study, String dataSet, UseCase useCase, int scale, Instant start, Duration span,
            Duration interval, List<Integer> queryCounts, List<UseCaseQueryType> queryTypes, WriteGrid grid,
            List<StudyTopology> topologies) {
        this.study = study;
        this.dataSet = dataSet;
        this.useCase = useCase;
        this.scale = scale;
        this.start = start;
        this.span = span;
        this.interval = interval;
        this.queryCounts = queryCounts;
        this.queryTypes = queryTypes;
        this.grid = grid;
        this.topologies = topologies;
    }

    /** The server layouts the data set runs on, in order, each into its own folder; empty: the plan's, no folder. */
    public List<StudyTopology> topologies() {
        return topologies;
    }

    /** Whether this is the benchANT ranking, run once per {@link RankingVariant size and profile}. */
    public boolean ranked() {
        return this == DEVOPS_RANKING;
    }

    /** The study's write grid (each cell one load of the whole data set), or null: one load. */
    public WriteGrid grid() {
        return grid;
    }

    /** The name on the command line and the results folder, e.g. {@code iot-study-small}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The study's own data set. */
    public UseCaseSpec original() {
        return new UseCaseSpec(useCase, SEED, scale, start, start.plus(span), interval);
    }

    /** The query types the study asks: the use case's every type unless it names some. */
    public List<UseCaseQueryType> queryTypes() {
        return queryTypes != null ? queryTypes : UseCaseQueryType.of(useCase);
    }

    /**
     * The presets {@code text} names: one id, or a study's name for all of its data sets ({@code iot-study}: small,
     * medium and large); anything else is one line naming what is allowed.
     */
    public static List<UseCasePreset> parse(String text) {
        String name = text.trim().toLowerCase(Locale.ROOT);
        List<UseCasePreset> matching = Arrays.stream(values())
                .filter(p -> p.id().equals(name) || p.study.equals(name)).toList();
        if (matching.isEmpty()) {
            throw new ConfigException("--use-case-preset " + text + ": unknown preset; allowed: " + allowed());
        }
        return matching;
    }

    static String allowed() {
        return Arrays.stream(values()).map(p -> p.study).distinct().collect(Collectors.joining(", ")) + ", "
                + Arrays.stream(values()).map(UseCasePreset::id).filter(id -> Arrays.stream(values())
                        .noneMatch(p -> p.study.equals(id))).collect(Collectors.joining(", "));
    }
}
