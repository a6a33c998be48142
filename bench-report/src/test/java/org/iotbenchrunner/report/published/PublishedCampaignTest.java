package org.iotbenchrunner.report.published;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

/** The seed's published figures, shipped with the report, read as campaigns (no file outside the module). */
class PublishedCampaignTest {
    private final Labels en = Labels.of(Language.EN);

    @Test
    void theOriginalCampaignHoldsEverySmallRowAndTheHeadlinesOfMediumAndLarge() {
        ResultSet original = PublishedCampaign.seed("original", en);
        assertThat(original.name()).isEqualTo("published (i5-11400F, 6 cores)");
        assertThat(original.scales()).containsExactly("small", "medium", "large");
        assertThat(original.scale("small").runs()).hasSize(27);
        assertThat(original.databases()).containsExactlyInAnyOrder("influxdb", "timescaledb", "iotdb");
        RunResult write = original.find("small", "influxdb", "write").orElseThrow();
        assertThat(Metric.THROUGHPUT.of(write)).isEqualTo(439381.68);
        assertThat(Metric.PEAK_MEMORY.of(write)).isEqualTo(320.7);
    }

    /** Published figures carry the seed's colours, as our runs carry their bindings': the report knows none. */
    @Test
    void theSeedsFiguresCarryItsColours() {
        ResultSet original = PublishedCampaign.seed("original", en);
        assertThat(original.colors()).containsExactlyInAnyOrderEntriesOf(java.util.Map.of(
                "timescaledb", "#2E8BC0", "influxdb", "#E8734A", "iotdb", "#3CB043"));
    }

    @Test
    void aHeadlineRunKnowsOnlyWhatWasPublished() {
        ResultSet original = PublishedCampaign.seed("original", en);
        RunResult write = original.find("medium", "iotdb", "write").orElseThrow();
        assertThat(Metric.THROUGHPUT.of(write)).isEqualTo(6378193.32);
        assertThat(Metric.P99_LATENCY.of(write)).isEqualTo(2.01);
        assertThat(Metric.AVG_LATENCY.of(write)).as("not published: unknown, not zero").isNaN();
        assertThat(Metric.AVG_CPU.of(write)).isNaN();
        RunResult read = original.find("medium", "timescaledb", "read").orElseThrow();
        assertThat(Metric.AVG_LATENCY.of(read)).isEqualTo(57.25);
        assertThat(Metric.AVG_CPU.of(read)).isEqualTo(77.4);
        assertThat(Metric.THROUGHPUT.of(read)).isNaN();
    }

    @Test
    void aPublishedTestThatRanToItsCapIsMarkedAsOursWouldBe() {
        RunResult capped = PublishedCampaign.seed("rerun", en).find("large", "timescaledb", "batch-large")
                .orElseThrow();
        assertThat(capped.status()).isEqualTo(RunStatus.TIMED_OUT);
        assertThat(ResultSet.flagged(capped)).isTrue();
        assertThat(PublishedCampaign.seed("rerun", en).find("large", "iotdb", "batch-large").orElseThrow().status())
                .isEqualTo(RunStatus.COMPLETED);
    }

    @Test
    void theRerunStandsBesideAnyRerunAndTheOriginalBesideTheRest() {
        assertThat(PublishedCampaign.runFor("rerun")).isEqualTo("rerun");
        assertThat(PublishedCampaign.runFor("original")).isEqualTo("original");
        assertThat(PublishedCampaign.runFor("isolated-default")).isEqualTo("original");
        assertThat(Labels.of(Language.PT_BR).text("published.name")).isEqualTo("publicado (i5-11400F, 6 núcleos)");
    }
}
