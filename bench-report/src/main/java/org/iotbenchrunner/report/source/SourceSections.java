package org.iotbenchrunner.report.source;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.report.chart.CampaignCharts;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.Charts;
import org.iotbenchrunner.report.chart.CrossScaleCharts;
import org.iotbenchrunner.report.chart.ScaleCharts;
import org.iotbenchrunner.report.chart.SeedChart;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.published.PublishedCampaign;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.table.DerivedTables;
import org.iotbenchrunner.report.study.ClusterStudy;
import org.iotbenchrunner.report.study.ClusterStudyCharts;
import org.iotbenchrunner.report.study.ClusterStudyTables;
import org.iotbenchrunner.report.study.RankingCharts;
import org.iotbenchrunner.report.study.RankingStudy;
import org.iotbenchrunner.report.study.RankingTables;
import org.iotbenchrunner.report.study.NtuaAverages;
import org.iotbenchrunner.report.study.StudyCharts;
import org.iotbenchrunner.report.study.StudyTables;
import org.iotbenchrunner.report.study.TaosCassandraStudy;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.usecase.UseCaseCharts;
import org.iotbenchrunner.report.usecase.UseCaseStudy;
import org.iotbenchrunner.report.usecase.UseCaseTables;

/**
 * Draws the section of one {@link SourcePlan}: the seed's chart kinds of its group (drawn, or with the missing input
 * named), then the harness's own charts, and its derived tables, each written under
 * {@code charts|tables/<source>/<language>/}. A scale of a campaign is drawn beside the seed's published figures for
 * that scale where it published any. A study of the use cases has its own charts and tables.
 */
public final class SourceSections {
    private final ResultsTree tree;
    private final Map<String, ResultSet> campaigns;
    private final Map<String, UseCaseStudy> studies;
    private final Path outDir;
    private final Labels labels;
    private final DerivedTables tables;
    private final Map<String, ResultSet> published = new java.util.HashMap<>();
    private TaosCassandraStudy taosCassandra;
    private ClusterStudy clusterStudy;

    /** {@code studies}: the use cases' studies by id, which {@link SourcePlan.Kind#USE_CASES} plans name. */
    public SourceSections(ResultsTree tree, Map<String, ResultSet> campaigns, Map<String, UseCaseStudy> studies, Path outDir,
            Labels labels) {
        this.tree = tree;
        this.campaigns = campaigns;
        this.studies = studies;
        this.outDir = outDir;
        this.labels = labels;
        this.tables = new DerivedTables(labels);
    }

    /** The TDengine/Cassandra study that {@link SourcePlan.Kind#STUDY} plans draw; null when none was found. */
    public SourceSections withStudy(TaosCassandraStudy study) {
        this.taosCassandra = study;
        return this;
    }

    /** The NTUA multi-node study that {@link SourcePlan.Kind#CLUSTER_STUDY} plans draw; null when none was found. */
    public SourceSections withClusterStudy(ClusterStudy study) {
        this.clusterStudy = study;
        return this;
    }

    public Path chartDir(String source) {
        return outDir.resolve("charts").resolve(source).resolve(labels.language().tag());
    }

    public SourceSection draw(SourcePlan plan) throws IOException {
        Path dir = chartDir(plan.name());
        Files.createDirectories(dir);
        SourceSection section = switch (plan.kind()) {
            case SCALE -> scale(plan, dir);
            case MIXED -> mixed(plan, dir);
            case COMPARISON -> comparison(plan, dir);
            case USE_CASES -> useCases(plan, dir);
            case STUDY -> taosCassandra(plan, dir);
            case CLUSTER_STUDY -> clusterStudy(plan, dir);
        };
        for (DerivedTable table : section.tables()) {
            for (String ext : List.of("md", "csv")) {
                Path file = outDir.resolve(section.tableFile(table, ext, labels.language()));
                Files.createDirectories(file.getParent());
                ResultFiles.writeAtomically(file, ext.equals("md") ? table.markdown() : table.csv());
            }
        }
        return section;
    }

    private SourceSection scale(SourcePlan plan, Path dir) throws IOException {
        ResultSet campaign = campaigns.get(plan.campaign());
        ResultSet ours = campaign.scale(plan.scale()).named(oursName(campaign, labels));
        ResultSet published = this.published.computeIfAbsent(PublishedCampaign.runFor(plan.campaign()),
                run -> PublishedCampaign.seed(run, labels));
        ResultSet publishedHere = published.scales().contains(plan.scale()) ? published.scale(plan.scale()) : null;
        List<ChartFile> charts = new ArrayList<>(new ScaleCharts(labels, dir).draw(ours, publishedHere,
                plan.scale()));
        charts.addAll(new Charts(labels, dir).forScale(ours, plan.scale()));
        String intro = publishedHere == null ? labels.text("source.intro.scale")
                : labels.text("source.intro.scalePublished", published.name());
        return new SourceSection(plan.name(), labels.text("source.scale", campaign.name(), labels.scale(plan.scale())),
                intro, charts, tables.perScale(ours, plan.scale()), dir);
    }

    private SourceSection mixed(SourcePlan plan, Path dir) throws IOException {
        ResultSet campaign = campaigns.get(plan.campaign());
        String title = labels.text("source.mixed", campaign == null ? plan.campaign() : campaign.name());
        if (campaign == null) {
            return new SourceSection(plan.name(), title, labels.text("source.intro.mixed"),
                    missing(SeedChart.Group.ACROSS_SCALES, noCampaign(plan.campaign())), List.of(), dir);
        }
        List<ChartFile> charts = new ArrayList<>(new CrossScaleCharts(labels, dir).draw(campaign));
        charts.addAll(new Charts(labels, dir).acrossScales(campaign));
        return new SourceSection(plan.name(), title, labels.text("source.intro.mixed"), charts,
                tables.acrossScales(campaign), dir);
    }

    private SourceSection comparison(SourcePlan plan, Path dir) throws IOException {
        ResultSet original = campaigns.get(ResultsTree.ORIGINAL);
        ResultSet rerun = campaigns.get(ResultsTree.RERUN);
        String title = labels.text("source.comparison", labels.text("campaign.original"), labels.text("campaign.rerun"));
        if (original == null || rerun == null) {
            String reason = noCampaign(original == null ? ResultsTree.ORIGINAL : ResultsTree.RERUN);
            return new SourceSection(plan.name(), title, labels.text("source.intro.comparison"),
                    missing(SeedChart.Group.COMPARISON, reason), List.of(), dir);
        }
        return new SourceSection(plan.name(), title, labels.text("source.intro.comparison"),
                new CampaignCharts(labels, dir).draw(original, rerun), tables.campaigns(original, rerun), dir);
    }

    /** A study's charts and tables, introduced by the counting rule and each data set's size and scaling. */
    private SourceSection useCases(SourcePlan plan, Path dir) throws IOException {
        UseCaseStudy study = studies.get(plan.campaign());
        if (study == null) {
            throw new IllegalArgumentException("no use case's study " + plan.campaign() + " below " + tree.root());
        }
        String intro = labels.text("usecase.counting") + " " + labels.text("usecase.dataSets", dataSets(study));
        List<ChartFile> charts = new ArrayList<>(new UseCaseCharts(labels, dir).draw(study));
        List<DerivedTable> tables = new ArrayList<>(new UseCaseTables(labels).all(study));
        if (NtuaAverages.SINGLE_NODE_STUDY.equals(study.id())) {
            NtuaAverages averages = NtuaAverages.of(study);
            charts.addAll(new ClusterStudyCharts(labels, dir).averageOnOneServer(averages));
            tables.add(new ClusterStudyTables(labels).averageOnOneServer(averages));
        }
        if (RankingStudy.ID.equals(study.id())) {
            charts.addAll(new RankingCharts(labels, dir).draw(study));
            tables.addAll(new RankingTables(labels).all(study));
        }
        return new SourceSection(plan.name(), labels.text("usecase.section", study.id()), intro, charts, tables,
                dir);
    }

    /** The TDengine/Cassandra study: ours beside its published numbers, each table saying where they come from. */
    private SourceSection taosCassandra(SourcePlan plan, Path dir) throws IOException {
        if (taosCassandra == null) {
            throw new IllegalArgumentException("no taos-cassandra results below " + tree.root());
        }
        String scaling = taosCassandra.scaling() == null ? labels.text("study.notScaled")
                : labels.text("study.scaling", taosCassandra.scaling());
        String intro = labels.text("study.intro", taosCassandra.host() + "; " + scaling,
                taosCassandra.publishedSetUp());
        return new SourceSection(plan.name(), labels.text("study.section"), intro,
                new StudyCharts(labels, dir).draw(taosCassandra), new StudyTables(labels).all(taosCassandra), dir);
    }

    /** The NTUA multi-node study: one server against the cluster, the study's printed numbers beside ours. */
    private SourceSection clusterStudy(SourcePlan plan, Path dir) throws IOException {
        if (clusterStudy == null) {
            throw new IllegalArgumentException("no iot-study-cluster results below " + tree.root());
        }
        String intro = labels.text("ntua.intro", String.join(", ", clusterStudy.layouts()),
                String.join(", ", clusterStudy.dataSets()));
        return new SourceSection(plan.name(), labels.text("ntua.section"), intro,
                new ClusterStudyCharts(labels, dir).draw(clusterStudy), new ClusterStudyTables(labels)
                        .all(clusterStudy), dir);
    }

    /** Each data set's size ("small (scaled): 1,000 rows, 7,500 metrics") and how it was scaled down. */
    private String dataSets(UseCaseStudy study) {
        return study.dataSets().stream().map(ds -> {
            String sizes = ds.sizes().isEmpty() ? labels.text("usecase.sizeUnknown") : ds.sizes().stream()
                    .map(s -> labels.text("usecase.size", labels.integer(s.rows()), labels.integer(s.metrics())))
                    .collect(Collectors.joining(" / "));
            String scaling = ds.scaled() ? " (" + labels.text("usecase.scaledNote", String.join("; ", ds.scalings()))
                    + ")" : "";
            return ds.label(labels) + ": " + sizes + scaling;
        }).collect(Collectors.joining("; "));
    }

    private String noCampaign(String campaign) {
        return labels.text("source.noCampaign", campaign, tree.root());
    }

    private List<ChartFile> missing(SeedChart.Group group, String reason) {
        return SeedChart.of(group).stream().map(k -> k.missing(labels.text(k.titleKey()), reason)).toList();
    }

    /** "ours (CPU, n cores)" from the host the runs recorded. */
    private static String oursName(ResultSet runs, Labels labels) {
        HostInfo host = runs.runs().stream().map(r -> r.environment() == null ? null : r.environment().host())
                .filter(h -> h != null).findFirst().orElse(null);
        if (host == null) {
            return labels.text("ours.unknownHost");
        }
        return labels.text("ours.name", host.cpuModel().replace("(R)", "").replace("(TM)", "").trim(), host.cores());
    }
}
