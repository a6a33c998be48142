package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The MetricsQL requests' text (no server here: VictoriaMetricsUseCaseQueryIT checks their answers on a real one). */
class VmUseCaseQueriesTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    /** 2016-01-01T00:01:05Z in milliseconds: not on a minute, an hour or ten minutes. */
    private static final long S = 1451606465000L;
    private static final long NOW = 1_700_000_000_000L;
    private final VmUseCaseQueries queries = new VmUseCaseQueries("test", () -> NOW);

    /** The first and last buckets are cut by the window; the ones between are whole, looking forward from t. */
    @Test
    void bucketsAreAlignedToTheEpochAndTheFirstAndLastAreCutByTheWindow() {
        VmUseCaseQueries.Window w = new VmUseCaseQueries.Window(S, S + 180_000, 60_000);
        assertThat(VmUseCaseQueries.bucketed(w, window -> "f(m" + window + ")")).isEqualTo(
                "(f(m[55000ms] @ 1451606519.9995) and on () (time() < 1451606490.0005)) or "
                + "(f(m[60000ms] offset -59999ms) unless on () (time() < 1451606490.0005) unless on () "
                + "(time() > 1451606610.0005)) or (f(m[5000ms] @ 1451606644.9995) and on () "
                + "(time() > 1451606610.0005))");
        VmUseCaseQueries.Window one = new VmUseCaseQueries.Window(S, S + 10_000, 60_000);
        assertThat(VmUseCaseQueries.bucketed(one, window -> "f(m" + window + ")"))
                .isEqualTo("f(m[10000ms] @ 1451606474.9995)");
    }

    @Test
    void theHostsMaximaAreAQueryRangeOverTheBucketsMergedPerMetric() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.SINGLE_GROUPBY_1_8_1, List.of("host_3", "host_0"),
                List.of("usage_user"), null, START.plusSeconds(65), START.plusSeconds(3665));
        VmRequest request = queries.request(q, null);
        assertThat(request.path()).isEqualTo("/api/v1/query_range");
        assertThat(request.param("start")).isEqualTo("1451606460.0005");
        assertThat(request.param("end")).isEqualTo("1451610060.0005");
        assertThat(request.param("step")).isEqualTo("60000ms");
        assertThat(request.param("query")).contains("max by (sensor) (label_copy(max_over_time("
                + "{__name__=~\"cpu_usage_user\",db=\"test\",hostname=~\"host_3|host_0\"}[60000ms] offset -59999ms) "
                + "keep_metric_names, \"__name__\", \"sensor\"))");
        assertThat(queries.range(q)).isEmpty();
    }

    /** A truck's newest row among those with its fleet, and a field only where its newest sample is that row's. */
    @Test
    void newestRowsKeepTheValuesWhoseNewestSampleIsTheTrucksNewest() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LOW_FUEL, List.of(), List.of(), "East", null, null);
        VmRequest request = queries.request(q, null);
        String window = "[" + (NOW + VmQueries.LATEST_AHEAD_MS - VmQueries.LATEST_FROM_MS) + "ms]";
        String fuel = "{__name__=~\"diagnostics_fuel_state\",db=\"test\",name!=\"\",fleet=\"East\"}" + window;
        String all = "{__name__=~\"diagnostics_(fuel_state|current_load|status)\",db=\"test\",name!=\"\","
                + "fleet=\"East\"}" + window;
        assertThat(request.path()).isEqualTo("/api/v1/query");
        assertThat(request.param("query")).isEqualTo("union((label_copy(last_over_time(" + fuel + ") "
                + "keep_metric_names, \"__name__\", \"sensor\") < 0.1) and (label_copy(tlast_over_time(" + fuel + ") "
                + "keep_metric_names, \"__name__\", \"sensor\") == on (name) group_left max by (name) "
                + "(tlast_over_time(" + all + "))), label_set(max by (name) (tlast_over_time(" + all + ")), "
                + "\"vm_field\", \"time\"))");
    }

    /** Driving buckets counted per truck by a subquery over the 25 ten-minute buckets the window touches. */
    @Test
    void longSessionsCountEachTrucksDrivingBucketsInASubquery() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.LONG_DRIVING_SESSIONS, List.of(), List.of(), "West",
                START.plusSeconds(65), START.plusSeconds(65 + 4 * 3600));
        VmRequest request = queries.request(q, null);
        assertThat(request.param("query")).startsWith("count_over_time((((sum by (name) (sum_over_time(")
                .endsWith(") > 1.0)[15000000ms:600000ms]) > 22");
        assertThat(request.param("time")).isEqualTo("1451620800.0005");
    }

    @Test
    void theTypesOverAllTheDataAskForItsRangeFirst() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.DAILY_ACTIVITY, List.of(), List.of(), null, null, null);
        assertThat(queries.range(q)).hasValueSatisfying(r -> assertThat(r.param("query")).startsWith(
                "union(label_set(min(tfirst_over_time({__name__=~\"diagnostics_status\",db=\"test\",name!=\"\"}["));
        VmRequest days = queries.request(q, new VmUseCaseQueries.Range(S, S + 2 * 86_400_000L));
        assertThat(days.path()).isEqualTo("/api/v1/query_range");
        assertThat(days.param("start")).isEqualTo("1451606400.0005");
        assertThat(days.param("end")).isEqualTo("1451779200.0005");
        assertThat(days.param("step")).isEqualTo("86400000ms");
        assertThat(days.param("query")).startsWith("sum by (fleet, model) (count_over_time(((sum by (name, fleet, "
                + "model) (sum_over_time({__name__=~\"diagnostics_status\",db=\"test\",name!=\"\",fleet!=\"\","
                + "model!=\"\"}[600000ms] offset -599999ms))").endsWith(") < 1.0)[86400000ms:600000ms] offset "
                + "-86399999ms)) / 144");
    }

    @Test
    void groupbyOrderbyLimitAsksTheLastFiveMinutesThenFromTheDatasFirst() {
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), List.of("usage_user"),
                null, null, START.plusSeconds(3665));
        assertThat(queries.request(q, null).param("start")).isEqualTo("1451609820.0005");
        assertThat(queries.request(q, null).param("end")).isEqualTo("1451610060.0005");
        assertThat(queries.request(q, new VmUseCaseQueries.Range(S, S)).param("start"))
                .isEqualTo("1451606460.0005");
        assertThat(queries.dataBefore(q).param("time")).isEqualTo("1451610064.9995");
    }

    /** The types MetricsQL cannot express are named with a reason, and asking one fails. */
    @Test
    void theUnsupportedTypesHaveReasons() {
        assertThat(VmUseCaseQueries.UNSUPPORTED.reasons()).containsOnlyKeys(UseCaseQueryType.HIGH_CPU_1,
                UseCaseQueryType.HIGH_CPU_ALL, UseCaseQueryType.AVG_VS_PROJECTED_FUEL_CONSUMPTION,
                UseCaseQueryType.AVG_DAILY_DRIVING_SESSION);
        assertThat(new VictoriaMetricsBinding().useCases().orElseThrow().unsupportedQueries())
                .isEqualTo(VmUseCaseQueries.UNSUPPORTED.reasons());
        UseCaseQuery q = new UseCaseQuery(UseCaseQueryType.HIGH_CPU_1, List.of("host_1"), UseCaseQuery.CPU_METRICS,
                null, START, START.plusSeconds(3600));
        assertThatThrownBy(() -> queries.request(q, null)).hasMessageStartingWith(
                "high-cpu-1 is not supported by VictoriaMetrics: needs the cpu rows whose usage_user is above 90");
    }

    @ParameterizedTest
    @EnumSource(UseCaseQueryType.class)
    void everySupportedTypeHasARequest(UseCaseQueryType type) {
        UseCase useCase = type.thermo() ? UseCase.THERMO : type.iot() ? UseCase.IOT : UseCase.DEVOPS;
        UseCaseSpec spec = new UseCaseSpec(useCase, 1, 10, START, START.plus(Duration.ofHours(30)),
                Duration.ofSeconds(10));
        if (VmUseCaseQueries.UNSUPPORTED.contains(type)) {
            return;
        }
        UseCaseQuery q = new UseCaseQueryGenerator(spec, 3).next(type);
        VmRequest request = queries.request(q, new VmUseCaseQueries.Range(S, S + 1000));
        assertThat(request.shape()).isEqualTo(VmRequest.Shape.USE_CASE);
        String text = type == UseCaseQueryType.THERMO_READ_GROUP ? request.param("match[]") : request.param("query");
        assertThat(text).contains(switch (useCase) {
            case THERMO -> "db=\"test\",devgroup=";
            case IOT -> "db=\"test\",name!=\"\"";
            default -> "{__name__=~\"cpu_";
        });
    }
}
