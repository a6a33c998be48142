package org.iotbenchrunner.orchestrator.usecase;

import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * The use-case queries against one loaded database, type after type ({@link UseCaseQueryWorkers}, the given clients); a
 * type the database does not translate or the data set cannot answer is recorded as not run, with the reason. With
 * {@code verify}, after every type was measured, each query is run again on the first client into a collecting
 * sink and compared with its expected answer: outside the measured timing.
 */
public final class UseCaseQueries {
    private final QueryRequest request;
    private final UseCaseQueryPlan plan;
    private final UseCaseRows rows;
    private final PrintStream out;
    private final boolean interactive;
    private final LongSupplier nanoClock;

    UseCaseQueries(QueryRequest request, UseCaseQueryPlan plan, UseCaseRows rows, PrintStream out, boolean interactive,
            LongSupplier nanoClock) {
        this.request = request;
        this.plan = plan;
        this.rows = rows;
        this.out = out;
        this.interactive = interactive;
        this.nanoClock = nanoClock;
    }

    /** What was asked, before anything ran (RUNNING), with the load's database and environment. */
    UseCaseQueryResult pending(UseCaseLoadResult load) {
        UseCaseQueryResult.Asked asked = new UseCaseQueryResult.Asked(
                request.types().stream().map(UseCaseQueryType::id).toList(), request.count(), request.workers(),
                request.seed(), request.verify(), request.perPoint());
        return new UseCaseQueryResult(UseCaseQueryResult.KIND, UseCaseQueryResult.SCHEMA_VERSION,
                HarnessVersion.get(), RunStatus.RUNNING, null, load.workload(), load.database(), asked, null,
                load.environment());
    }

    /**
     * Runs every type asked with {@code clients} (one per worker) and returns the completed result; {@code sampler}
     * (null: not sampled, {@code unsampledReason} says why) is started here and stopped after the last type.
     */
    UseCaseQueryResult run(UseCaseQueryResult pending, Map<UseCaseQueryType, String> unsupported,
            List<UseCaseClient> clients, ResourceSampler sampler, String unsampledReason) throws Exception {
        return run(pending, unsupported, clients, () -> sampler, unsampledReason, null);
    }

    /**
     * As above, warm when {@code cold} is null: one sampler from {@code samplers} over every type. With
     * {@code cold}, each type that runs is its own query set, as the NTUA study ran them: the server restarted and
     * the page cache dropped first, recorded in the type's result, then sampled on its own (a restarted server is
     * a new process); the first query after the restart is measured, nothing warms the caches between.
     */
    UseCaseQueryResult run(UseCaseQueryResult pending, Map<UseCaseQueryType, String> unsupported,
            List<UseCaseClient> clients, Supplier<ResourceSampler> samplers, String unsampledReason,
            ColdRestart cold) throws Exception {
        String db = pending.database().id();
        List<Measured> measured = new ArrayList<>();
        Instant zero = Instant.now();
        long zeroNanos = nanoClock.getAsLong();
        Sampling whole = cold == null ? Sampling.start(samplers.get(), nanoClock, unsampledReason) : null;
        try {
            for (UseCaseQueryPlan.Planned planned : plan.types()) {
                String reason = notRunReason(planned, unsupported, db);
                String label = db + " " + pending.workload() + " " + planned.type().id();
                if (reason != null) {
                    out.println("[" + label + "] not run: " + reason);
                    measured.add(new Measured(planned, reason, null, List.of(), List.of(), null, null));
                } else if (cold == null) {
                    measured.add(measure(planned, label, clients, null, whole));
                } else {
                    ColdStart coldStart = cold.restart();
                    out.println("[" + label + "] cold caches: " + coldStart.describe());
                    Sampling own = Sampling.start(samplers.get(), nanoClock, unsampledReason);
                    try {
                        measured.add(measure(planned, label, clients, coldStart, own));
                    } catch (Exception | Error e) {
                        own.abandon();
                        throw e;
                    }
                    own.stop();
                }
            }
        } catch (Exception | Error e) {
            if (whole != null) {
                whole.abandon();
            }
            throw e;
        }
        if (whole != null) {
            whole.stop();
        }
        Map<UseCaseQueryType, List<UseCaseAnswer>> expected = request.verify() && measured.stream()
                .anyMatch(m -> m.outcome() != null) ? plan.expected(rows) : Map.of();
        List<TypeResult> types = new ArrayList<>();
        for (Measured m : measured) {
            List<String> differences = m.outcome() == null || !request.verify() ? null
                    : differences(m, clients.get(0), expected.get(m.planned().type()));
            Verification verification = m.outcome() == null ? Verification.notRun(m.notRunReason())
                    : verification(differences, m.planned().queries(), null);
            types.add(typeResult(m, verification, zero, zeroNanos).withPoints(points(m, differences))
                    .withColdStart(m.coldStart()));
        }
        return new UseCaseQueryResult(pending.kind(), pending.schemaVersion(), pending.harnessVersion(),
                RunStatus.COMPLETED, null, pending.workload(), pending.database(), pending.asked(), types,
                pending.environment(), pending.prepared());
    }

    /**
     * Before each query set with {@code --cache cold}: the server restarted on its data and the page cache dropped,
     * the clients opened again in place (a restart ends their connections); what was done, for the type's result.
     */
    @FunctionalInterface
    interface ColdRestart {
        ColdStart restart() throws Exception;
    }

    /** One sampler over one or more types: started, stopped once, its samples counted from its start. */
    private static final class Sampling {
        private final ResourceSampler sampler;
        private final long startNanos;
        private final String unsampledReason;
        private ResourceUsage usage;

        private Sampling(ResourceSampler sampler, long startNanos, String unsampledReason) {
            this.sampler = sampler;
            this.startNanos = startNanos;
            this.unsampledReason = unsampledReason;
        }

        static Sampling start(ResourceSampler sampler, LongSupplier nanoClock, String unsampledReason) {
            if (sampler != null) {
                sampler.start();
            }
            return new Sampling(sampler, nanoClock.getAsLong(), unsampledReason);
        }

        void stop() {
            if (usage == null) {
                usage = sampler != null ? sampler.stop() : ResourceUsage.none(unsampledReason);
            }
        }

        /** Stopped without a summary: the queries crashed. */
        void abandon() {
            if (sampler != null && usage == null) {
                sampler.close();
            }
        }

        /** The server's resources between two instants of the clock that started this sampling. */
        ResourceUsage within(long fromNanos, long toNanos) {
            return sampler == null ? usage : usage.within((fromNanos - startNanos) / 1e9, (toNanos - startNanos) / 1e9);
        }
    }

    /** A type's outcome; with a sweep, each point's too (else both lists empty); its cold start and sampling. */
    private record Measured(UseCaseQueryPlan.Planned planned, String notRunReason, UseCaseQueryWorkers.Outcome outcome,
            List<SweepPoints.Point> points, List<UseCaseQueryWorkers.Outcome> pointOutcomes, ColdStart coldStart,
            Sampling sampling) {
    }

    /** The type's queries at once, or with a sweep point after point, each with its own progress line. */
    private Measured measure(UseCaseQueryPlan.Planned planned, String label, List<UseCaseClient> clients,
            ColdStart coldStart, Sampling sampling) throws InterruptedException {
        List<SweepPoints.Point> points = SweepPoints.of(planned.queries());
        if (points.isEmpty()) {
            return new Measured(planned, null, runQueries(planned.queries(), label, clients), List.of(), List.of(),
                    coldStart, sampling);
        }
        List<UseCaseQueryWorkers.Outcome> outcomes = new ArrayList<>();
        for (SweepPoints.Point point : points) {
            outcomes.add(runQueries(point.queries(), label + " " + point.condition(), clients));
        }
        return new Measured(planned, null, SweepPoints.merged(outcomes), points, outcomes, coldStart, sampling);
    }

    private UseCaseQueryWorkers.Outcome runQueries(List<UseCaseQuery> queries, String label,
            List<UseCaseClient> clients) throws InterruptedException {
        QueryProgress progress = new QueryProgress(new TerminalProgress(label, out, interactive), label,
                queries.size());
        return new UseCaseQueryWorkers(clients, nanoClock).run(queries, progress);
    }

    private static String notRunReason(UseCaseQueryPlan.Planned planned, Map<UseCaseQueryType, String> unsupported,
            String db) {
        String unsupportedReason = unsupported.get(planned.type());
        if (unsupportedReason != null) {
            return "not supported by " + db + ": " + unsupportedReason;
        }
        return planned.unfitReason() == null ? null : "the data set cannot answer it: " + planned.unfitReason();
    }

    /** Each query's difference from its expected answer, in order (null: the same). */
    private static List<String> differences(Measured m, UseCaseClient client, List<UseCaseAnswer> answers) {
        UseCaseQueryType type = m.planned().type();
        List<UseCaseQuery> queries = m.planned().queries();
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < queries.size(); i++) {
            String difference;
            try {
                UseCaseAnswer actual = UseCaseAnswerRows.of(client, queries.get(i));
                difference = UseCaseAnswerComparison.DEFAULT.difference(type, answers.get(i), actual).orElse(null);
            } catch (Exception e) {
                difference = "failed when run again: " + e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            differences.add(difference);
        }
        return differences;
    }

    /** The verification of the queries at {@code indices} (null: all of them); differences null: not verified. */
    private static Verification verification(List<String> differences, List<UseCaseQuery> queries,
            List<Integer> indices) {
        if (differences == null) {
            return Verification.notVerified("--verify not given");
        }
        List<Integer> checked = indices != null ? indices
                : IntStream.range(0, queries.size()).boxed().toList();
        int mismatches = 0;
        String firstDifference = null;
        String firstQuery = null;
        for (int i : checked) {
            if (differences.get(i) != null && mismatches++ == 0) {
                firstDifference = differences.get(i);
                firstQuery = queries.get(i).describe();
            }
        }
        return new Verification(mismatches == 0 ? Verification.Outcome.VERIFIED : Verification.Outcome.MISMATCH,
                checked.size(), mismatches, firstDifference, firstQuery, null);
    }

    /** A sweep's points as the result keeps them (none without a sweep). */
    private static List<UseCaseQueryResult.Point> points(Measured m, List<String> differences) {
        List<UseCaseQueryResult.Point> points = new ArrayList<>();
        for (int i = 0; i < m.points().size(); i++) {
            SweepPoints.Point p = m.points().get(i);
            UseCaseQueryWorkers.Outcome o = m.pointOutcomes().get(i);
            points.add(new UseCaseQueryResult.Point(p.devgroup(), p.condition(), p.queries().size(), o.done(),
                    o.failed(), latency(o), o.rows(), verification(differences, m.planned().queries(), p.indices())));
        }
        return points;
    }

    private static UseCaseQueryResult.Latency latency(UseCaseQueryWorkers.Outcome o) {
        Histogram h = o.latencyNanos();
        return o.done() == 0 ? null : new UseCaseQueryResult.Latency(h.getMean() / 1e6,
                h.getValueAtPercentile(50) / 1e6, h.getValueAtPercentile(99) / 1e6, h.getMinValue() / 1e6,
                h.getMaxValue() / 1e6);
    }

    private TypeResult typeResult(Measured m, Verification verification, Instant zero, long zeroNanos) {
        UseCaseQueryWorkers.Outcome o = m.outcome();
        int asked = m.planned().queries().size();
        if (o == null) {
            return new TypeResult(m.planned().type().id(), m.notRunReason(), asked, null, null, null, null, null,
                    null, null, null, null, null, verification);
        }
        UseCaseQueryResult.Latency latency = latency(o);
        UseCaseQueryResult.Window window = null;
        Double rate = null;
        ResourceUsage server = m.sampling().usage;
        if (o.done() + o.failed() > 0) {
            double seconds = (o.lastEndNanos() - o.firstStartNanos()) / 1e9;
            window = new UseCaseQueryResult.Window(zero.plusNanos(o.firstStartNanos() - zeroNanos),
                    zero.plusNanos(o.lastEndNanos() - zeroNanos), seconds);
            rate = seconds > 0 ? o.done() / seconds : null;
            server = m.sampling().within(o.firstStartNanos(), o.lastEndNanos());
        }
        return new TypeResult(m.planned().type().id(), null, asked, o.done(), o.failed(), o.errors(),
                request.workers(), latency, rate, window, o.rows(), o.values(), server, verification);
    }

    /** The terminal's table of a database's queries: one line per type, then the failures and mismatches. */
    void print(UseCaseQueryResult r) {
        String prefix = "[" + r.database().id() + " " + r.workload() + " queries] ";
        out.printf(Locale.ROOT, "%s%-34s %5s %6s %10s %10s %10s %9s  %s%n", prefix, "type", "N", "failed", "mean ms",
                "median ms", "P99 ms", "q/s", "verified");
        for (TypeResult t : r.types()) {
            if (!t.run()) {
                out.printf(Locale.ROOT, "%s%-34s not run: %s%n", prefix, t.type(), t.notRunReason());
                continue;
            }
            UseCaseQueryResult.Latency l = t.latencyMs();
            out.printf(Locale.ROOT, "%s%-34s %5d %6d %10s %10s %10s %9s  %s%n", prefix, t.type(), t.asked(),
                    t.failed(), ms(l == null ? null : l.mean()), ms(l == null ? null : l.median()),
                    ms(l == null ? null : l.p99()), t.queriesPerSecond() == null ? "-"
                            : String.format(Locale.ROOT, "%.1f", t.queriesPerSecond()), verified(t.verification()));
            for (UseCaseQueryResult.Point p : t.points()) {
                UseCaseQueryResult.Latency pl = p.latencyMs();
                out.printf(Locale.ROOT, "%s  %-32s %5d %6d %10s %10s %10s %9s  %s%n", prefix, p.condition(), p.asked(),
                        p.failed(), ms(pl == null ? null : pl.mean()), ms(pl == null ? null : pl.median()),
                        ms(pl == null ? null : pl.p99()), "", verified(p.verification()));
            }
        }
        for (TypeResult t : r.types()) {
            if (t.coldStart() != null) {
                out.println(prefix + t.type() + ": cold caches: " + t.coldStart().describe());
            }
            if (t.failed() != null && t.failed() > 0) {
                out.println(prefix + t.type() + ": " + t.failed() + " failed, first errors: "
                        + String.join("; ", t.errors()));
            }
            Verification v = t.verification();
            if (v.outcome() == Verification.Outcome.MISMATCH) {
                out.println(prefix + t.type() + ": " + v.firstDifference() + " in " + v.firstMismatchQuery());
            }
        }
    }

    private static String ms(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String verified(Verification v) {
        return switch (v.outcome()) {
            case VERIFIED -> v.checked() + "/" + v.checked();
            case MISMATCH -> (v.checked() - v.mismatches()) + "/" + v.checked() + " (MISMATCH)";
            case NOT_VERIFIED -> "no";
            case NOT_RUN -> "-";
        };
    }
}
