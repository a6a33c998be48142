package org.iotbenchrunner.report.published;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.report.EffectsTest;
import org.iotbenchrunner.report.data.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PublishedDeltasTest {
    /** Rows of the seed's headline table (seed-thesis-medium-large-headlines.csv). */
    private static final String HEADLINES = """
            db,scale,run,write_pts_s,write_p99_ms,ooo_pts_s,batch_small_pts_s,batch_large_pts_s,batch_large_time_s,latest_point_avg_ms,downsample_avg_ms,range_query_avg_ms,value_filter_avg_ms,read_avg_ms,read_p99_ms,read_avg_cpu_pct,max_peak_mem_mb
            INFLUXDB,medium,original,363669.90,210.95,249071.69,4678.00,2079443.35,240.45,23.18,7.17,7.45,396.15,121.21,1330.58,52.3,3152.9
            INFLUXDB,medium,rerun,392975.20,39.75,245447.81,4876.11,2598111.46,192.45,21.72,5.65,5.31,310.75,101.13,1031.74,55.1,2185.2
            TIMESCALEDB,large,original,358761.62,272.88,275951.00,17787.12,421972.11,3600.0,0.60,0.74,0.67,629.15,194.14,4232.60,97.7,12113.9
            TIMESCALEDB,large,rerun,400455.05,334.91,389505.22,17528.12,460133.19,3600.00,0.62,0.73,0.66,510.05,155.66,1850.06,77.4,10711.0
            """;

    @TempDir
    Path dir;

    private PublishedDeltas load() throws Exception {
        Path small = dir.resolve("seed-thesis-small.csv");
        Files.writeString(small, EffectsTest.PUBLISHED);
        Path headlines = dir.resolve("seed-thesis-medium-large-headlines.csv");
        Files.writeString(headlines, HEADLINES);
        return PublishedDeltas.load(List.of(small, headlines));
    }

    @Test
    void theSummaryTableGivesEveryMetricOfEveryTest() throws Exception {
        PublishedDeltas seed = load();
        PublishedDeltas.Delta write = seed.find("small", "timescaledb", "write", Metric.THROUGHPUT).orElseThrow();
        assertThat(write.original()).isEqualTo(133677.05);
        assertThat(write.rerun()).isEqualTo(174787.87);
        assertThat(write.percent()).isCloseTo((174787.87 - 133677.05) / 133677.05 * 100, within(1e-9));
        assertThat(write.file()).isEqualTo("seed-thesis-small.csv");
        assertThat(write.capped()).isFalse();
        assertThat(seed.find("small", "timescaledb", "range-query", Metric.P99_LATENCY).orElseThrow().percent())
                .isCloseTo((0.86 - 1.66) / 1.66 * 100, within(1e-9));
        assertThat(seed.find("small", "iotdb", "write", Metric.THROUGHPUT)).as("not in the file").isEmpty();
        assertThat(seed.find("medium", "timescaledb", "write", Metric.THROUGHPUT)).isEmpty();
    }

    @Test
    void theHeadlineTableGivesItsColumnsAndTheSeedsInfluxDbStandsBesideBothOfOurs() throws Exception {
        PublishedDeltas seed = load();
        PublishedDeltas.Delta influx2 = seed.find("medium", "influxdb", "write", Metric.THROUGHPUT).orElseThrow();
        PublishedDeltas.Delta influx1 = seed.find("medium", "influxdb1", "write", Metric.THROUGHPUT).orElseThrow();
        assertThat(influx1).isEqualTo(influx2);
        assertThat(influx1.seedDb()).isEqualTo("influxdb");
        assertThat(influx1.original()).isEqualTo(363669.90);
        assertThat(seed.find("medium", "influxdb", "out-of-order", Metric.THROUGHPUT).orElseThrow().rerun())
                .isEqualTo(245447.81);
        assertThat(seed.find("medium", "influxdb", "value-filter", Metric.AVG_LATENCY).orElseThrow().original())
                .isEqualTo(396.15);
        assertThat(seed.find("medium", "influxdb", "read", Metric.P99_LATENCY).orElseThrow().rerun())
                .isEqualTo(1031.74);
        assertThat(seed.find("medium", "influxdb", "write", Metric.P99_LATENCY).orElseThrow().percent())
                .isCloseTo((39.75 - 210.95) / 210.95 * 100, within(1e-9));
        assertThat(seed.find("medium", "influxdb", "range-query", Metric.P99_LATENCY)).as("not published").isEmpty();
        assertThat(seed.find("medium", "influxdb", "write", Metric.AVG_LATENCY)).as("not published").isEmpty();
    }

    @Test
    void aSeedTestThatRanIntoTheScalesCapIsMarked() throws Exception {
        PublishedDeltas seed = load();
        assertThat(seed.find("large", "timescaledb", "batch-large", Metric.THROUGHPUT).orElseThrow().capped())
                .isTrue();
        assertThat(seed.find("large", "timescaledb", "write", Metric.THROUGHPUT).orElseThrow().capped()).isFalse();
        assertThat(seed.find("medium", "influxdb", "batch-large", Metric.THROUGHPUT).orElseThrow().capped())
                .isFalse();
    }

    @Test
    void noFileMeansNoFigure() {
        PublishedDeltas none = PublishedDeltas.load(List.of());
        assertThat(none.isEmpty()).isTrue();
        assertThat(none.find("small", "influxdb", "write", Metric.THROUGHPUT)).isEmpty();
    }
}
