package org.iotbenchrunner.report.source;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.ResultSet;
import org.junit.jupiter.api.Test;

class SourcePlanTest {
    private static ResultSet twoScales(String name) {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2.5));
        return new ResultSet(name, runs);
    }

    private static Map<String, ResultSet> campaigns(String... ids) {
        Map<String, ResultSet> campaigns = new LinkedHashMap<>();
        for (String id : ids) {
            campaigns.put(id, twoScales(id));
        }
        return campaigns;
    }

    private static List<String> names(String selector, Map<String, ResultSet> campaigns) {
        return SourcePlan.of(selector, campaigns).stream().map(SourcePlan::name).toList();
    }

    @Test
    void theSeedsSelectorsNameItsSections() {
        Map<String, ResultSet> both = campaigns("original", "rerun");
        assertThat(names("small", both)).containsExactly("small");
        assertThat(names("mixed", both)).containsExactly("mixed");
        assertThat(names("rerun", both)).containsExactly("rerun-small", "rerun-medium", "rerun-mixed");
        assertThat(names("rerun-medium", both)).containsExactly("rerun-medium");
        assertThat(names("rerun-mixed", both)).containsExactly("rerun-mixed");
        assertThat(names("comparison", both)).containsExactly("comparison");
        assertThat(SourcePlan.of("RERUN-small", both)).singleElement()
                .isEqualTo(new SourcePlan("rerun-small", SourcePlan.Kind.SCALE, "rerun", "small"));
    }

    @Test
    void allCoversEveryCampaignAndTheComparisonEvenWhenItsInputIsMissing() {
        assertThat(names("all", campaigns("original", "rerun"))).containsExactly("small", "medium", "mixed",
                "rerun-small", "rerun-medium", "rerun-mixed", "comparison");
        assertThat(names("all", campaigns("original"))).containsExactly("small", "medium", "mixed", "comparison");
        Map<String, ResultSet> oneScale = Map.of("original", new ResultSet("o", Fixtures.campaign("small", 1)));
        assertThat(names("all", oneScale)).as("mixed named missing").containsExactly("small", "mixed", "comparison");
        assertThat(names("original", oneScale)).as("a folder's own report").containsExactly("small");
    }

    @Test
    void useCaseStudiesAreSectionsOfTheirOwnInAllUseCasesAndAFoldersReport() {
        Map<String, ResultSet> original = campaigns("original");
        List<String> studies = List.of("iot", "iot-study");
        assertThat(SourcePlan.of("all", original, studies)).extracting(SourcePlan::name).containsExactly("small",
                "medium", "mixed", "comparison", "use-cases-iot", "use-cases-iot-study");
        assertThat(SourcePlan.of("use-cases", original, studies)).extracting(SourcePlan::name)
                .containsExactly("use-cases-iot", "use-cases-iot-study");
        assertThat(SourcePlan.of("use-cases", original, studies).get(1))
                .isEqualTo(new SourcePlan("use-cases-iot-study", SourcePlan.Kind.USE_CASES, "iot-study", null));
        assertThat(SourcePlan.of("small", original, studies)).extracting(SourcePlan::name).containsExactly("small");
        assertThat(SourcePlan.of(SourcePlan.FOLDER, original, studies)).extracting(SourcePlan::name)
                .as("as the original campaign's own report, then the studies")
                .containsExactly("small", "medium", "mixed", "use-cases-iot", "use-cases-iot-study");
        assertThat(SourcePlan.of(SourcePlan.FOLDER, Map.of(), List.of("iot"))).extracting(SourcePlan::name)
                .containsExactly("use-cases-iot");
        assertThat(SourcePlan.of("all", Map.of(), List.of("iot"))).extracting(SourcePlan::name)
                .containsExactly("use-cases-iot");
        assertThatThrownBy(() -> SourcePlan.of("use-cases", original, List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--source use-cases: no use case's results found (<folder>/<db>/load.json, written by "
                        + "--workload)");
    }

    @Test
    void aSelectorWhoseCampaignOrScaleIsAbsentIsRefusedInOneLine() {
        Map<String, ResultSet> original = campaigns("original");
        assertThatThrownBy(() -> SourcePlan.of("large", original)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--source large: the original campaign has no large results (it has small, medium)");
        assertThatThrownBy(() -> SourcePlan.of("rerun", original)).hasMessage("--source rerun: no rerun campaign found");
        assertThatThrownBy(() -> SourcePlan.of("rerun-small", original))
                .hasMessage("--source rerun-small: no rerun campaign found");
        assertThatThrownBy(() -> SourcePlan.of("everything", original))
                .hasMessageStartingWith("--source everything: must be one of small|medium|large|mixed|all|rerun");
        assertThatThrownBy(() -> SourcePlan.of("tuned-small", original))
                .hasMessageStartingWith("--source tuned-small: must be one of");
    }
}
