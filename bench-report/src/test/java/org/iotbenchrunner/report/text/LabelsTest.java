package org.iotbenchrunner.report.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HostSaturation;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.table.SummaryRow;
import org.junit.jupiter.api.Test;

class LabelsTest {
    private final Labels en = Labels.of(Language.EN);
    private final Labels pt = Labels.of(Language.PT_BR);

    @Test
    void bothLanguagesHaveTheSameLabels() {
        assertThat(pt.keys()).containsExactlyInAnyOrderElementsOf(en.keys());
    }

    @Test
    void portugueseTestNamesKeepTheEnglishNameInParentheses() {
        for (Scenario s : Scenario.values()) {
            String english = s.id().toUpperCase(Locale.ROOT);
            assertThat(en.test(s.id())).isEqualTo(english);
            assertThat(pt.test(s.id())).endsWith(" (" + english + ")").doesNotStartWith(english);
        }
        assertThat(pt.test("write")).isEqualTo("ESCRITA (WRITE)");
        assertThat(pt.test("custom-test")).as("no label: the id in capitals").isEqualTo("CUSTOM-TEST");
    }

    /** Every text of the effects report exists in Portuguese, and is Portuguese unless it holds no words. */
    @Test
    void everyEffectsLabelIsTranslated() {
        Set<String> wordless = Set.of("effects.value", "effects.summary.db");
        List<String> keys = en.keys().stream().filter(k -> k.startsWith("effects.") || k.equals("chart.effects")
                || k.equals("axis.effect") || k.equals("note.effects")).sorted().toList();
        assertThat(keys).hasSizeGreaterThan(40);
        for (String key : keys) {
            assertThat(pt.keys()).contains(key);
            assertThat(pt.text(key)).as(key).isNotBlank();
            if (!wordless.contains(key)) {
                assertThat(pt.text(key)).as(key).isNotEqualTo(en.text(key));
            }
        }
        for (CampaignPreset p : CampaignPreset.values()) {
            assertThat(pt.text("effects.preset." + p.id())).isNotBlank();
        }
        for (EffectTable.Kind k : EffectTable.Kind.values()) {
            assertThat(pt.text("effects.kind." + k.id())).isNotBlank();
        }
        for (Effect.Verdict v : Effect.Verdict.values()) {
            assertThat(pt.text("effects.verdict." + v.id())).isNotBlank();
        }
    }

    @Test
    void portugueseUsesDecimalCommaAndDotGrouping() {
        assertThat(pt.number(1234.56, 2)).isEqualTo("1.234,56");
        assertThat(en.number(1234.56, 2)).isEqualTo("1,234.56");
        assertThat(pt.change(-4.5)).isEqualTo("\u22124,5 %");
        assertThat(en.change(12.34)).isEqualTo("+12.3 %");
        assertThat(pt.number(Double.NaN, 2)).isEqualTo("-");
    }

    @Test
    void portugueseLabelsArePortuguese() {
        assertThat(pt.text("winners.heading")).isEqualTo("Quem vence");
        assertThat(pt.metric(Metric.THROUGHPUT)).isEqualTo("Vazão");
        assertThat(pt.scale("small")).isEqualTo("pequena");
        assertThat(en.text("winners.margin", "2.00", "InfluxDB")).isEqualTo("2.00× over InfluxDB");
    }

    @Test
    void languageTagsParseCaseInsensitively() {
        assertThat(Language.parse("PT-BR")).isEqualTo(Language.PT_BR);
        assertThat(Language.parse("pt_BR")).isEqualTo(Language.PT_BR);
        assertThatThrownBy(() -> Language.parse("fr")).hasMessageContaining("en-us, pt-br");
    }

    /** A run stopped by its per-test cap says so, with the share done, in the summary and in both languages. */
    @Test
    void aCappedRunSaysItsCapAndHowMuchItDid() {
        RunResult r = ResultSamples.run("timescaledb", "batch-large", 0);
        RunResult capped = r.toBuilder().status(RunStatus.TIMED_OUT).config(Map.of("TEST_MAX_TIME", "5000"))
                .completedFraction(0.314).build();
        assertThat(capped.capSeconds()).isEqualTo(5.0);
        assertThat(SummaryRow.status(capped)).isEqualTo("capped at 5 s, 31 % done");
        assertThat(Labels.of(Language.EN).status(capped)).isEqualTo("capped at 5 s, 31 % done");
        assertThat(Labels.of(Language.PT_BR).status(capped)).isEqualTo("limitado a 5 s, 31 % feito");
        assertThat(ResultSet.flagged(capped)).as("never ranked against complete runs").isTrue();
        RunResult planned = capped.toBuilder().planned(new PlannedWork(1_000L, r.total().okPoints() * 3)).build();
        String done = String.format(java.util.Locale.ROOT, "%,d of %,d points", r.total().okPoints(),
                r.total().okPoints() * 3);
        assertThat(Labels.of(Language.EN).status(planned)).isEqualTo("capped at 5 s, 31 % done (" + done + ")");
        assertThat(SummaryRow.status(planned)).startsWith("capped at 5 s, 31 % done (" + r.total().okPoints() + " of ");
        RunResult queries = capped.toBuilder().planned(new PlannedWork(1_000L, null)).build();
        assertThat(Labels.of(Language.PT_BR).status(queries)).startsWith("limitado a 5 s, 31 % feito (")
                .endsWith(" de 1.000 operações)");
    }

    @Test
    void aSaturatedHostIsFlaggedApartFromClientBound() {
        RunResult r = ResultSamples.run("timescaledb", "write", 0);
        assertThat(Labels.of(Language.EN).status(r.toBuilder().load(false, null, new HostSaturation(true, "figures"))
                .build())).isEqualTo("ok, host saturated");
        assertThat(SummaryRow.status(r.toBuilder().load(true, "harness", new HostSaturation(true, "figures")).build()))
                .isEqualTo("ok, client-bound");
        assertThat(SummaryRow.status(r.toBuilder().load(false, null, new HostSaturation(false, null)).build()))
                .isEqualTo("ok");
    }
}
