package org.iotbenchrunner.report.published;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The seed thesis's published figures (its i5-11400F, 6 cores) as a read-only campaign, shipped with the report:
 * every row of its small-scale tables, and its medium and large headlines, one run per database, scale and test with
 * only the figures it published (the rest unknown). Its peak memory per database and scale names no test, so it is
 * left out. Its InfluxDB is 2.7, compared with our {@code influxdb}.
 */
public final class PublishedCampaign {
    private static final String SMALL = "seed-thesis-small.csv";
    private static final String HEADLINES = "seed-thesis-medium-large-headlines.csv";

    /** Headline columns per test: throughput, average and P99 latency, average server CPU (null: not published). */
    private record Columns(String test, String seconds, String throughput, String avg, String p99, String cpu) {
    }

    private static final List<Columns> HEADLINE_COLUMNS = List.of(
            new Columns("batch-small", null, "batch_small_pts_s", null, null, null),
            new Columns("batch-large", "batch_large_time_s", "batch_large_pts_s", null, null, null),
            new Columns("out-of-order", null, "ooo_pts_s", null, null, null),
            new Columns("write", null, "write_pts_s", null, "write_p99_ms", null),
            new Columns("read", null, null, "read_avg_ms", "read_p99_ms", "read_avg_cpu_pct"),
            new Columns("latest-point", null, null, "latest_point_avg_ms", null, null),
            new Columns("downsample", null, null, "downsample_avg_ms", null, null),
            new Columns("range-query", null, null, "range_query_avg_ms", null, null),
            new Columns("value-filter", null, null, "value_filter_avg_ms", null, null));

    private PublishedCampaign() {
    }

    /** The seed's campaign {@code run} ({@code original} or {@code rerun}) at every scale it published. */
    public static ResultSet seed(String run, Labels labels) {
        List<RunResult> runs = new ArrayList<>(PublishedCsv.read(rows(SMALL), SMALL, run));
        for (PublishedCsv.Row row : rows(HEADLINES)) {
            if (row.text("run").equalsIgnoreCase(run)) {
                HEADLINE_COLUMNS.forEach(c -> runs.add(PublishedCsv.result(figures(row, c), HEADLINES)));
            }
        }
        return new ResultSet(labels.text("published.name"), runs);
    }

    private static PublishedCsv.Figures figures(PublishedCsv.Row row, Columns c) {
        ResourceUsage server = c.cpu() == null ? null : new ResourceUsage("published", null, number(row, c.cpu()),
                Double.NaN, Double.NaN, Double.NaN, List.of());
        return new PublishedCsv.Figures(row.text("db"), c.test(), row.text("scale"), number(row, c.seconds()),
                number(row, c.throughput()), number(row, c.avg()), number(row, c.p99()), server);
    }

    private static double number(PublishedCsv.Row row, String column) {
        return column == null ? Double.NaN : row.number(column);
    }

    private static List<PublishedCsv.Row> rows(String name) {
        return PublishedCsv.resource(name);
    }

    /** Which published campaign stands beside one of ours: the rerun beside a rerun, else the original. */
    public static String runFor(String campaign) {
        return campaign.toLowerCase(Locale.ROOT).startsWith(PublishedDeltas.RERUN) ? PublishedDeltas.RERUN
                : PublishedDeltas.ORIGINAL;
    }
}
