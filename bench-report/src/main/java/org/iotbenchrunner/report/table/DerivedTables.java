package org.iotbenchrunner.report.table;

import java.util.List;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * Every derived table of the seed thesis, computed from results in the report's language: per scale, across a
 * campaign's scales, and an original campaign against its rerun. Unknown figures show the unknown mark, never 0;
 * a flagged run's figures are starred and the table's note says why; a table with no known figure is left out.
 */
public final class DerivedTables {
    private final Labels labels;

    public DerivedTables(Labels labels) {
        this.labels = labels;
    }

    /**
     * Results, batch sensitivity, out-of-order penalty, value filter and downsample, latest point against range
     * query, best database per workload: one campaign at one scale ({@code scale} names the ids and titles).
     */
    public List<DerivedTable> perScale(ResultSet atScale, String scale) {
        return new ScaleTables(labels, atScale, scale).all();
    }

    /** WRITE throughput, downsample, latest-point and value-filter latency across scales; empty below two. */
    public List<DerivedTable> acrossScales(ResultSet campaign) {
        return new CrossScaleTables(labels, campaign).all();
    }

    /** Original against rerun, out-of-order reversal and CPU reversal, at each scale both campaigns hold. */
    public List<DerivedTable> campaigns(ResultSet original, ResultSet tuned) {
        return new CampaignTables(labels, original, tuned).all();
    }
}
