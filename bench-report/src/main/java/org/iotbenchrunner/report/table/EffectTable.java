package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.RunStats;
import org.iotbenchrunner.report.published.PublishedDeltas;
import org.iotbenchrunner.report.text.Labels;

/**
 * Per scale, database, test and metric (the test's criterion, then P99 latency): the median of each preset present
 * and the effects between presets (isolation and tuning, each also estimated under the other setting, and both
 * combined), beside the seed thesis's published change from its original to its rerun where it has one.
 */
public final class EffectTable {
    /** Two presets that differ in isolation, in tuning or (combined) in both; {@code before} is the baseline. */
    public enum Kind {
        ISOLATION(CampaignPreset.ORIGINAL, CampaignPreset.ISOLATED_DEFAULT),
        ISOLATION_TUNED(CampaignPreset.CORESIDENT_TUNED, CampaignPreset.RERUN),
        TUNING(CampaignPreset.ORIGINAL, CampaignPreset.CORESIDENT_TUNED),
        TUNING_ISOLATED(CampaignPreset.ISOLATED_DEFAULT, CampaignPreset.RERUN),
        COMBINED(CampaignPreset.ORIGINAL, CampaignPreset.RERUN);

        /** What the summary and the chart weigh: isolation and tuning, each by its main estimate. */
        public static final List<Kind> ASPECTS = List.of(ISOLATION, TUNING);

        private final CampaignPreset before;
        private final CampaignPreset after;

        Kind(CampaignPreset before, CampaignPreset after) {
            this.before = before;
            this.after = after;
        }

        /** The CSV columns' prefix and the label key's last part, e.g. {@code isolation_tuned}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The same effect under the other setting: isolation with the tuned profile, tuning one server at a time. */
        Kind second() {
            return switch (this) {
                case ISOLATION -> ISOLATION_TUNED;
                case TUNING -> TUNING_ISOLATED;
                default -> this;
            };
        }
    }

    /** The runs of one preset for a row: the representative (the flagged one if any, see ResultSet) and all. */
    record Cell(RunResult representative, List<RunResult> runs) {
        public boolean flagged() {
            return ResultSet.flagged(representative);
        }
    }

    /** {@code published} is null where the seed has no figure for the row. */
    public record Row(String scale, String db, String dbName, String test, Metric metric, Map<CampaignPreset, Cell> cells,
            Map<Kind, Effect> effects, PublishedDeltas.Delta published) {
        /** The effect's main estimate where it was measured, else its second (see {@link Kind#second}). */
        public Optional<Effect> estimate(Kind kind) {
            return Stream.of(kind, kind.second()).map(effects::get).filter(Objects::nonNull)
                    .filter(e -> Double.isFinite(e.percent())).findFirst();
        }

        /** True for the row of the test's criterion: throughput for write tests, average latency for reads. */
        public boolean criterion() {
            return metric == ResultSet.criterion(test);
        }

        public boolean flagged() {
            return cells.values().stream().anyMatch(Cell::flagged);
        }
    }

    /** A cell's text and its style class on the page. */
    public record Text(String text, String css) {
    }

    /** Marks the seed's InfluxDB figures, which are InfluxDB 2.7's. */
    static final String SEED_INFLUX_MARK = "\u2020";

    private final List<CampaignPreset> presets;
    private final List<Kind> kinds;
    private final boolean withPublished;
    private final List<Row> rows = new ArrayList<>();

    public EffectTable(Map<CampaignPreset, ResultSet> campaigns, PublishedDeltas published) {
        presets = Arrays.stream(CampaignPreset.values()).filter(campaigns::containsKey).toList();
        kinds = Arrays.stream(Kind.values()).filter(k -> campaigns.containsKey(k.before)
                && campaigns.containsKey(k.after)).toList();
        withPublished = !published.isEmpty();
        ResultSet union = new ResultSet("presets", campaigns.values().stream().flatMap(s -> s.runs().stream())
                .toList());
        for (RunResult key : union.runs()) {
            String scale = ResultSet.scaleOf(key);
            String db = ResultSet.dbKey(key);
            String test = ResultSet.test(key);
            Map<CampaignPreset, Cell> cells = new EnumMap<>(CampaignPreset.class);
            campaigns.forEach((preset, runs) -> runs.find(scale, db, test)
                    .ifPresent(r -> cells.put(preset, new Cell(r, runs.repetitions(r)))));
            for (Metric metric : List.of(ResultSet.criterion(test), Metric.P99_LATENCY)) {
                Map<Kind, Effect> effects = new EnumMap<>(Kind.class);
                kinds.stream().filter(k -> cells.containsKey(k.before) && cells.containsKey(k.after)).forEach(k ->
                        effects.put(k, Effect.of(metric, cells.get(k.before).runs(), cells.get(k.after).runs())));
                rows.add(new Row(scale, db, ResultSet.database(key), test, metric, cells, effects,
                        published.find(scale, db, test, metric).orElse(null)));
            }
        }
    }

    /** The presets present, in their order. */
    List<CampaignPreset> presets() {
        return presets;
    }

    /** The effects whose two presets are present. */
    List<Kind> kinds() {
        return kinds;
    }

    public List<String> scales() {
        return rows.stream().map(Row::scale).distinct().toList();
    }

    public List<Row> rows(String scale) {
        return rows.stream().filter(r -> r.scale().equals(scale)).toList();
    }

    /** True when published figures were given: the table has the seed's column. */
    boolean showsPublished() {
        return withPublished;
    }

    /** True when a row of the scale shows the seed's InfluxDB (2.7). */
    boolean showsSeedInflux(String scale) {
        return rows(scale).stream().anyMatch(r -> r.published() != null && r.published().seedDb().equals("influxdb"));
    }

    public String[] header(Labels labels) {
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("effects.col.metric")));
        presets.forEach(p -> header.add(p.id()));
        kinds.forEach(k -> header.add(labels.text("effects.kind." + k.id())));
        if (withPublished) {
            header.add(labels.text("effects.col.seed"));
        }
        return header.toArray(String[]::new);
    }

    public List<Text> cells(Row row, Labels labels) {
        List<Text> cells = new ArrayList<>(List.of(new Text(row.dbName(), ""), new Text(labels.test(row.test()), ""),
                new Text(labels.metricWithUnit(row.metric()), "")));
        presets.forEach(p -> cells.add(value(row.cells().get(p), row.metric(), labels)));
        kinds.forEach(k -> cells.add(effect(row.effects().get(k), labels)));
        if (withPublished) {
            cells.add(published(row.published(), row.metric(), labels));
        }
        return cells;
    }

    private static Text value(Cell cell, Metric metric, Labels labels) {
        if (cell == null) {
            return new Text("-", "num");
        }
        if (cell.flagged()) {
            return new Text("\u26a0 " + labels.status(cell.representative(), cell.runs()), "flag wrap");
        }
        RunStats stats = RunStats.of(cell.runs(), metric);
        return new Text(stats.n() == 0 ? "-" : labels.text("effects.value", labels.number(stats.median(), metric),
                stats.n()), "num");
    }

    static Text effect(Effect e, Labels labels) {
        if (e == null || e.verdict() == Effect.Verdict.UNMEASURED) {
            return new Text("-", "num");
        }
        if (e.verdict() == Effect.Verdict.FLAGGED) {
            return new Text(labels.text("effects.flagged"), "flag");
        }
        StringBuilder text = new StringBuilder(change(e.metric(), e.percent(), labels)).append(", ");
        text.append(e.hasInterval() ? labels.text("effects.ci", labels.change(e.ciLow()), labels.change(e.ciHigh()))
                : Math.min(e.nBefore(), e.nAfter()) == 1 ? labels.text("effects.singleRun")
                        : labels.text("effects.fewRuns", e.nBefore(), e.nAfter()));
        if (!e.counts()) {
            text.append(", ").append(labels.text("effects.verdict." + e.verdict().id()));
        }
        return new Text(text.toString(), !e.counts() ? "num weak" : e.better() ? "num better"
                : e.worse() ? "num worse" : "num");
    }

    private static Text published(PublishedDeltas.Delta seed, Metric metric, Labels labels) {
        if (seed == null) {
            return new Text("-", "num");
        }
        return new Text(change(metric, seed.percent(), labels) + (seed.capped() ? ", "
                + labels.text("effects.seedCapped") : "") + (seed.seedDb().equals("influxdb") ? " "
                + SEED_INFLUX_MARK : ""), "num");
    }

    /** A signed change and whether it is better for the metric, e.g. {@code +12.3 % better}. */
    private static String change(Metric metric, double percent, Labels labels) {
        String direction = Effect.direction(metric, percent);
        return labels.change(percent) + (direction.isEmpty() ? "" : " " + labels.text("effects.direction."
                + direction));
    }

    /**
     * Per database of the scale: which effect is the larger for write throughput and for read latency, by how many
     * tests it counts in (significant, or beyond the single-run margin), then by its mean size there.
     */
    public List<String> summary(String scale, Labels labels) {
        if (kinds.stream().allMatch(k -> k == Kind.COMBINED)) {
            // the warnings above the table say why nothing compares when not even the combined effect does
            return kinds.isEmpty() ? List.of() : List.of(labels.text("effects.summary.apart"));
        }
        List<Row> criteria = rows(scale).stream().filter(Row::criterion).toList();
        List<String> lines = new ArrayList<>();
        for (String db : criteria.stream().map(Row::db).distinct().toList()) {
            List<String> groups = new ArrayList<>();
            for (boolean write : new boolean[]{true, false}) {
                List<Row> group = criteria.stream().filter(r -> r.db().equals(db)
                        && ResultSet.isWriteTest(r.test()) == write).toList();
                if (!group.isEmpty()) {
                    Tally isolation = Tally.of(group, Kind.ISOLATION);
                    Tally tuning = Tally.of(group, Kind.TUNING);
                    groups.add(labels.text("effects.summary.group", labels.text(write ? "effects.group.write"
                            : "effects.group.read"), labels.text("effects.larger." + Tally.larger(isolation, tuning)),
                            isolation.text(labels), tuning.text(labels)));
                }
            }
            String name = criteria.stream().filter(r -> r.db().equals(db)).findFirst().map(Row::dbName).orElse(db);
            lines.add(labels.text("effects.summary.db", name, String.join("; ", groups)));
        }
        return lines;
    }

    /** The tests an aspect was measured in, those it counts in, how many of these it made better or worse. */
    record Tally(int tests, int counted, int better, int worse, double meanSize) {
        static Tally of(List<Row> rows, Kind kind) {
            List<Effect> measured = rows.stream().map(r -> r.estimate(kind)).flatMap(Optional::stream).toList();
            List<Effect> counted = measured.stream().filter(Effect::counts).toList();
            return new Tally(measured.size(), counted.size(), (int) counted.stream().filter(Effect::better).count(),
                    (int) counted.stream().filter(Effect::worse).count(),
                    counted.stream().mapToDouble(e -> Math.abs(e.percent())).average().orElse(0));
        }

        /** isolation, tuning, equal, neither (no test counts) or unmeasured (one of them was not measured). */
        static String larger(Tally isolation, Tally tuning) {
            if (isolation.tests == 0 || tuning.tests == 0) {
                return "unmeasured";
            }
            if (isolation.counted == 0 && tuning.counted == 0) {
                return "neither";
            }
            int c = Comparator.comparingInt(Tally::counted).thenComparingDouble(Tally::meanSize)
                    .compare(isolation, tuning);
            return c > 0 ? "isolation" : c < 0 ? "tuning" : "equal";
        }

        String text(Labels labels) {
            return tests == 0 ? labels.text("effects.summary.unmeasured")
                    : counted == 0 ? labels.text("effects.summary.none", tests)
                    : labels.text("effects.summary.tally", counted, tests, better, worse, labels.number(meanSize, 1));
        }
    }

    /** One line per row, the same in every language: numbers with a dot, verdicts and directions as ids. */
    public String csv() {
        List<String> header = new ArrayList<>(List.of("scale", "db", "test", "metric"));
        for (CampaignPreset p : CampaignPreset.values()) {
            header.addAll(List.of(p.id(), p.id() + "_n", p.id() + "_status"));
        }
        for (Kind k : Kind.values()) {
            header.addAll(List.of(k.id() + "_pct", k.id() + "_ci_low", k.id() + "_ci_high", k.id() + "_verdict",
                    k.id() + "_direction"));
        }
        header.addAll(List.of("seed_db", "seed_original", "seed_rerun", "seed_pct", "seed_direction", "seed_capped"));
        StringBuilder out = new StringBuilder(Markdown.csvLine(header.toArray(String[]::new)));
        rows.forEach(r -> out.append(Markdown.csvLine(csvCells(r).toArray(String[]::new))));
        return out.toString();
    }

    private static List<String> csvCells(Row r) {
        List<String> cells = new ArrayList<>(List.of(r.scale(), r.db(), r.test(), r.metric().id()));
        for (CampaignPreset p : CampaignPreset.values()) {
            Cell cell = r.cells().get(p);
            RunStats stats = cell == null ? null : RunStats.of(cell.runs(), r.metric());
            cells.addAll(cell == null ? List.of("", "", "") : List.of(fixed(stats.median()),
                    String.valueOf(stats.n()), SummaryRow.status(cell.representative())));
        }
        for (Kind k : Kind.values()) {
            Effect e = r.effects().get(k);
            cells.addAll(e == null ? List.of("", "", "", "", "") : List.of(fixed(e.percent()), fixed(e.ciLow()),
                    fixed(e.ciHigh()), e.verdict().id(), e.direction()));
        }
        PublishedDeltas.Delta seed = r.published();
        cells.addAll(seed == null ? List.of("", "", "", "", "", "") : List.of(seed.seedDb(), fixed(seed.original()),
                fixed(seed.rerun()), fixed(seed.percent()), Effect.direction(r.metric(), seed.percent()),
                String.valueOf(seed.capped())));
        return cells;
    }

    private static String fixed(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%.2f", v) : "";
    }
}
