package org.iotbenchrunner.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ResultFiles;

/**
 * Writes a report for every result document below a folder: {@code index.html} (self-contained), the charts as
 * PNG, and per scale {@code summary-<scale>.md/.csv}, {@code latency-<scale>.md/.csv} and {@code winners-<scale>.md}.
 */
public final class Report {
    static {
        ChartStyle.headless();
    }

    private Report() {
    }

    /** The report of every run below {@code sourceFolder}; returns the path of {@code index.html}. */
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
        ResultSet runs = ResultSet.load(sourceFolder);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("no result file (*.json) below " + sourceFolder);
        }
        Files.createDirectories(outDir);
        Labels labels = Labels.of(language);
        Charts charts = new Charts(labels, outDir);
        Map<String, List<ChartFile>> scaleCharts = new LinkedHashMap<>();
        for (String scale : runs.scales()) {
            ResultSet atScale = runs.scale(scale);
            writeTables(outDir, scale, atScale, labels);
            scaleCharts.put(scale, charts.forScale(atScale, scale));
        }
        Comparison comparison = null;
        Map<String, List<ChartFile>> comparisonCharts = new LinkedHashMap<>();
        if (compareA != null && compareB != null) {
            comparison = Comparison.of(campaign(compareA), campaign(compareB)).onlyScales(runs.scales());
            for (String scale : comparison.scales()) {
                comparisonCharts.put(scale, charts.comparison(comparison, scale));
            }
        }
        HtmlReport.Page page = new HtmlReport.Page(sourceFolder.toString(), runs, scaleCharts,
                charts.acrossScales(runs), comparison, comparisonCharts, Instant.now(), List.of(), outDir);
        Path index = outDir.resolve("index.html");
        ResultFiles.writeAtomically(index, HtmlReport.render(page, labels));
        return index;
    }

    private static void writeTables(Path outDir, String scale, ResultSet runs, Labels labels) throws IOException {
        SummaryTable summary = new SummaryTable(scale, runs.runs());
        ResultFiles.writeAtomically(outDir.resolve("summary-" + scale + ".md"), summary.markdown());
        ResultFiles.writeAtomically(outDir.resolve("summary-" + scale + ".csv"), summary.csv());
        LatencyTable latency = new LatencyTable(scale, runs.runs());
        ResultFiles.writeAtomically(outDir.resolve("latency-" + scale + ".md"), latency.markdown());
        ResultFiles.writeAtomically(outDir.resolve("latency-" + scale + ".csv"), latency.csv());
        ResultFiles.writeAtomically(outDir.resolve("winners-" + scale + ".md"),
                Winners.markdown(labels.scale(scale), Winners.of(runs), labels));
    }

    private static ResultSet campaign(Path source) {
        ResultSet campaign = ResultSet.load(source);
        if (campaign.isEmpty()) {
            throw new IllegalArgumentException("campaign " + source + " holds no result");
        }
        return campaign;
    }
}
