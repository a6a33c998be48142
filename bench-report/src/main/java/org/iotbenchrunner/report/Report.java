package org.iotbenchrunner.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.chart.Charts;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.html.HtmlReport;
import org.iotbenchrunner.report.published.PublishedCsv;
import org.iotbenchrunner.report.source.SourcePlan;
import org.iotbenchrunner.report.source.SourceSection;
import org.iotbenchrunner.report.source.SourceSections;
import org.iotbenchrunner.report.table.LatencyTable;
import org.iotbenchrunner.report.table.SummaryTable;
import org.iotbenchrunner.report.table.WinnersTable;
import org.iotbenchrunner.report.study.StudyResults;
import org.iotbenchrunner.report.study.ClusterStudy;
import org.iotbenchrunner.report.study.ClusterStudyResults;
import org.iotbenchrunner.report.study.TaosCassandraStudy;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.iotbenchrunner.report.usecase.UseCaseResults;
import org.iotbenchrunner.report.usecase.UseCaseStudy;

/**
 * Writes a report of a results tree for a {@code --source} selector: one HTML page ({@code index.html}, in pt-br
 * {@code index.pt-br.html}) linking every chart (PNG under {@code charts/<source>/<language>/}) and every derived
 * table (markdown and CSV under {@code tables/<source>/<language>/}), and per scale {@code summary-<scale>.md/.csv},
 * {@code latency-<scale>.md/.csv} and {@code winners-<scale>.md}. The TSBS use cases' results anywhere below the
 * tree's root are sections of their own ({@link UseCaseResults}); a tree holding only those is a report too.
 */
public final class Report {
    static {
        ChartStyle.headless();
    }

    private Report() {
    }

    /** The report of every run and use case's load below {@code sourceFolder}; returns the path of the page. */
    public static Path write(Path sourceFolder, Path outDir, Language language) throws IOException {
        return write(sourceFolder, outDir, language, null, null);
    }

    /**
     * As {@link #write(Path, Path, Language)}, plus a comparison of campaign {@code compareA} (the baseline) with
     * {@code compareB} on the scales of the source, when both are given. A campaign is a folder of result
     * documents or a published CSV ({@code file.csv}, or {@code file.csv#run} when it holds several campaigns).
     *
     * @throws IllegalArgumentException when there is no result below {@code sourceFolder} or a campaign is unreadable
     */
    public static Path write(Path sourceFolder, Path outDir, Language language, Path compareA, Path compareB)
            throws IOException {
        return write(ResultsTree.ofFolder(sourceFolder), SourcePlan.FOLDER, outDir, language, compareA, compareB);
    }

    /** The sections {@code selector} names ({@link SourcePlan#SELECTORS}) of the campaigns in {@code tree}. */
    static Path write(ResultsTree tree, String selector, Path outDir, Language language, Path compareA,
            Path compareB) throws IOException {
        Labels labels = Labels.of(language);
        Map<String, ResultSet> campaigns = new LinkedHashMap<>();
        tree.campaigns().keySet().stream().sorted((a, b) -> CampaignPreset.ids().indexOf(a) - CampaignPreset.ids().indexOf(b))
                .forEach(id -> campaigns.put(id, tree.load(id, labels.campaign(id))));
        campaigns.values().removeIf(ResultSet::isEmpty);
        Map<String, UseCaseStudy> studies = new LinkedHashMap<>();
        UseCaseResults.find(tree.root()).forEach(study -> studies.put(study.id(), study));
        TaosCassandraStudy taosCassandra = StudyResults.find(tree.root(), labels).orElse(null);
        ClusterStudy clusterStudy = ClusterStudyResults.find(tree.root()).orElse(null);
        if (campaigns.isEmpty() && studies.isEmpty() && taosCassandra == null && clusterStudy == null) {
            throw new IllegalArgumentException("no result file (*.json) below " + tree.root());
        }
        List<SourcePlan> plans = SourcePlan.of(selector, campaigns, List.copyOf(studies.keySet()),
                taosCassandra != null, clusterStudy != null);
        ResultSet shown = shownRuns(plans, campaigns);
        Files.createDirectories(outDir);
        for (String scale : shown.scales()) {
            writeTables(outDir, scale, shown.scale(scale), labels);
        }
        SourceSections sections = new SourceSections(tree, campaigns, studies, outDir, labels)
                .withStudy(taosCassandra).withClusterStudy(clusterStudy);
        List<SourceSection> drawn = new ArrayList<>();
        for (SourcePlan plan : plans) {
            drawn.add(sections.draw(plan));
        }
        Comparison comparison = comparison(campaigns, plans, compareA, compareB, shown);
        Map<String, List<ChartFile>> comparisonCharts = new LinkedHashMap<>();
        if (comparison != null) {
            Charts charts = new Charts(labels, Files.createDirectories(sections.chartDir("compare")));
            for (String scale : comparison.scales()) {
                comparisonCharts.put(scale, charts.comparison(comparison, scale));
            }
        }
        HtmlReport.Page page = new HtmlReport.Page(tree.root().toString(), shown, Map.of(), List.of(), comparison,
                comparisonCharts, Instant.now(), drawn, outDir, useCaseHarnessVersions(plans, studies));
        Path index = outDir.resolve(language == Language.EN ? "index.html" : "index." + language.tag() + ".html");
        ResultFiles.writeAtomically(index, HtmlReport.render(page, labels));
        return index;
    }

    /**
     * The runs the page's tables show: the first test section's campaign, at the scales the selector names; none when
     * the selector draws only use cases, or the tree holds no test's result.
     */
    private static ResultSet shownRuns(List<SourcePlan> plans, Map<String, ResultSet> campaigns) {
        List<SourcePlan> tests = plans.stream().filter(p -> p.kind() != SourcePlan.Kind.USE_CASES
                && p.kind() != SourcePlan.Kind.STUDY).toList();
        if (tests.isEmpty() || campaigns.isEmpty()) {
            return new ResultSet("", List.of());
        }
        String campaign = tests.get(0).campaign();
        ResultSet runs = campaigns.getOrDefault(campaign, campaigns.values().iterator().next());
        List<String> scales = tests.stream().filter(p -> p.kind() == SourcePlan.Kind.SCALE)
                .filter(p -> p.campaign().equals(campaign)).map(SourcePlan::scale).toList();
        if (scales.isEmpty() || tests.stream().anyMatch(p -> p.kind() != SourcePlan.Kind.SCALE)) {
            return runs;
        }
        return new ResultSet(runs.name(), runs.runs().stream().filter(r -> scales.contains(ResultSet.scaleOf(r)))
                .toList());
    }

    /** The harness versions that wrote the use cases' results the page shows. */
    private static List<String> useCaseHarnessVersions(List<SourcePlan> plans, Map<String, UseCaseStudy> studies) {
        return plans.stream().filter(p -> p.kind() == SourcePlan.Kind.USE_CASES).map(p -> studies.get(p.campaign()))
                .flatMap(study -> study.dataSets().stream()).flatMap(ds -> ds.loads().stream())
                .flatMap(l -> Stream.concat(Stream.of(l.result().harnessVersion()),
                        l.queries().stream().map(UseCaseQueryResult::harnessVersion)))
                .filter(Objects::nonNull).distinct().toList();
    }

    /** Campaigns A and B as asked; else, when the selector includes the comparison, original against rerun. */
    private static Comparison comparison(Map<String, ResultSet> campaigns, List<SourcePlan> plans, Path compareA,
            Path compareB, ResultSet shown) {
        if (compareA != null && compareB != null) {
            return Comparison.of(campaign(compareA), campaign(compareB)).onlyScales(shown.scales());
        }
        boolean asked = plans.stream().anyMatch(p -> p.kind() == SourcePlan.Kind.COMPARISON);
        ResultSet original = campaigns.get(ResultsTree.ORIGINAL);
        ResultSet rerun = campaigns.get(ResultsTree.RERUN);
        return asked && original != null && rerun != null ? Comparison.of(original, rerun) : null;
    }

    private static void writeTables(Path outDir, String scale, ResultSet runs, Labels labels) throws IOException {
        SummaryTable summary = new SummaryTable(scale, runs.runs());
        ResultFiles.writeAtomically(outDir.resolve("summary-" + scale + ".md"), summary.markdown());
        ResultFiles.writeAtomically(outDir.resolve("summary-" + scale + ".csv"), summary.csv());
        LatencyTable latency = new LatencyTable(scale, runs.runs());
        ResultFiles.writeAtomically(outDir.resolve("latency-" + scale + ".md"), latency.markdown());
        ResultFiles.writeAtomically(outDir.resolve("latency-" + scale + ".csv"), latency.csv());
        ResultFiles.writeAtomically(outDir.resolve("winners-" + scale + ".md"),
                WinnersTable.markdown(labels.scale(scale), Winners.of(runs), labels));
    }

    private static ResultSet campaign(Path source) {
        ResultSet campaign = load(source);
        if (campaign.isEmpty()) {
            throw new IllegalArgumentException("campaign " + source + " holds no result");
        }
        return campaign;
    }

    /** Every result document below {@code source}, or the rows of a published CSV ({@code file.csv#run}). */
    static ResultSet load(Path source) {
        String text = source.toString();
        int hash = text.lastIndexOf('#');
        Path file = hash > 0 ? Path.of(text.substring(0, hash)) : source;
        if (file.toString().toLowerCase(Locale.ROOT).endsWith(".csv") && Files.isRegularFile(file)) {
            String run = hash > 0 ? text.substring(hash + 1) : null;
            return new ResultSet(run == null ? file.getFileName().toString() : run, PublishedCsv.read(file, run));
        }
        Path name = source.toAbsolutePath().normalize().getFileName();
        return new ResultSet(name == null ? source.toString() : name.toString(), ResultFiles.readAll(source));
    }
}
