package org.iotbenchrunner.report.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.iotbenchrunner.report.ReportTest;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsTreeTest {
    @TempDir
    Path dir;
    private final Labels en = Labels.of(Language.EN);

    @Test
    void plainScaleFoldersAreTheOriginalCampaignAndPresetsAreTheirOwn() {
        ReportTest.writeResults(dir, Fixtures.campaign("small", 1));
        ReportTest.writeResults(dir.resolve("rerun"), Fixtures.campaign("small", 2));
        ResultsTree tree = ResultsTree.of(dir);
        assertThat(tree.campaigns()).containsOnlyKeys("original", "rerun");
        ResultSet original = tree.load("original", en.campaign("original"));
        ResultSet rerun = tree.load("rerun", en.campaign("rerun"));
        assertThat(original.name()).isEqualTo("Original");
        assertThat(rerun.name()).isEqualTo("Tuned (rerun)");
        assertThat(original.runs()).hasSameSizeAs(rerun.runs());
        assertThat(Metric.THROUGHPUT.of(rerun.find("small", "iotdb", "write").orElseThrow()))
                .isCloseTo(2 * Metric.THROUGHPUT.of(original.find("small", "iotdb", "write").orElseThrow()),
                        org.assertj.core.api.Assertions.within(1e-3));
    }

    @Test
    void anOriginalPresetWinsOverPlainFolders() {
        ReportTest.writeResults(dir.resolve("original"), Fixtures.campaign("small", 3));
        ReportTest.writeResults(dir, Fixtures.campaign("medium", 1));
        ResultsTree tree = ResultsTree.of(dir);
        assertThat(tree.campaigns().get("original")).containsExactly(dir.resolve("original"));
        assertThat(tree.load("original", en.campaign("original")).scales()).containsExactly("small");
    }

    @Test
    void aMissingFolderIsBadInput() {
        assertThatThrownBy(() -> ResultsTree.of(dir.resolve("none"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no results folder");
    }
}
