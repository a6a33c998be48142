package org.iotbenchrunner.report.html;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.source.SourceSection;
import org.iotbenchrunner.report.text.Labels;

/**
 * The report's page ({@code templates/page.peb}): per scale who wins, the tables and the charts, the charts across
 * scales, a comparison of campaigns, one section per source, and every run's environment. Charts and tables are
 * files beside the page, linked by relative paths.
 */
public final class HtmlReport {
    /**
     * What a page shows: the runs, the charts drawn from them, and an optional comparison of campaigns;
     * {@code useCaseHarnessVersions}: the harness versions that wrote the use cases' results its sections show.
     */
    public record Page(String source, ResultSet runs, Map<String, List<ChartFile>> scaleCharts,
            List<ChartFile> crossScaleCharts, Comparison comparison,
            Map<String, List<ChartFile>> comparisonCharts, Instant generatedAt, List<SourceSection> sources,
            java.nio.file.Path pageDir, List<String> useCaseHarnessVersions) {

        public Page {
            useCaseHarnessVersions = useCaseHarnessVersions == null ? List.of() : List.copyOf(useCaseHarnessVersions);
        }

        public Page(String source, ResultSet runs, Map<String, List<ChartFile>> scaleCharts,
                List<ChartFile> crossScaleCharts, Comparison comparison,
                Map<String, List<ChartFile>> comparisonCharts, Instant generatedAt, List<SourceSection> sources,
                java.nio.file.Path pageDir) {
            this(source, runs, scaleCharts, crossScaleCharts, comparison, comparisonCharts, generatedAt, sources,
                    pageDir, List.of());
        }
    }

    /** An entry of the table of contents. */
    record Link(String id, String text) {
    }

    /** A section of charts only, with a line that says how to read them. */
    record Figures(String id, String title, String intro, List<HtmlFigure> charts) {
    }

    private HtmlReport() {
    }

    public static String render(Page page, Labels labels) throws IOException {
        Path dir = Objects.requireNonNull(page.pageDir(), "the page's folder, which its files are linked from");
        List<ScaleHtml.View> scales = new ArrayList<>();
        for (String scale : page.runs().scales()) {
            scales.add(ScaleHtml.of(scale, page.runs().scale(scale),
                    HtmlFigure.of(page.scaleCharts().getOrDefault(scale, List.of()), "", dir, labels), labels));
        }
        Figures across = page.crossScaleCharts().isEmpty() ? null : new Figures("scales",
                labels.text("section.scales"), labels.text("section.scalesIntro"),
                HtmlFigure.of(page.crossScaleCharts(), "", dir, labels));
        ComparisonHtml.View comparison = page.comparison() == null ? null
                : ComparisonHtml.of(page.comparison(), page.comparisonCharts(), dir, labels);
        List<SourceHtml.View> sources = new ArrayList<>();
        for (SourceSection s : page.sources() == null ? List.<SourceSection>of() : page.sources()) {
            sources.add(SourceHtml.of(s, dir, labels));
        }
        EnvironmentHtml.View environment = EnvironmentHtml.of(page.runs(), labels);

        List<Link> toc = new ArrayList<>();
        scales.forEach(s -> toc.add(new Link(s.id(), s.title())));
        if (across != null) {
            toc.add(new Link(across.id(), across.title()));
        }
        if (comparison != null) {
            toc.add(new Link(comparison.id(), comparison.title()));
        }
        sources.forEach(s -> toc.add(new Link(s.id(), s.title())));
        if (!environment.runs().isEmpty()) {
            toc.add(new Link(environment.id(), environment.title()));
        }

        Map<String, Object> model = new HashMap<>();
        model.put("meta", labels.text("report.meta", page.source(), labels.dateTime(page.generatedAt()),
                HarnessVersion.get(), harnessVersions(page)));
        // a page of use cases only has no scale to read first
        model.put("howToRead", labels.text(page.runs().isEmpty() && !sources.isEmpty() ? "usecase.howToRead"
                : "report.howToRead"));
        model.put("toc", toc);
        model.put("scales", scales);
        model.put("across", across);
        model.put("comparison", comparison);
        model.put("sources", sources);
        model.put("environment", environment);
        return HtmlTemplates.render("page", labels.text("report.title"), model, labels);
    }

    private static String harnessVersions(Page page) {
        return Stream.concat(page.runs().runs().stream().map(r -> r.identity().harnessVersion()),
                page.useCaseHarnessVersions().stream()).distinct().collect(Collectors.joining(", "));
    }
}
