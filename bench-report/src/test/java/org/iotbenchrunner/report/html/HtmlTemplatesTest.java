package org.iotbenchrunner.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.unbescape.html.HtmlEscape;

class HtmlTemplatesTest {
    @Test
    void escapesAsPebblesOwnHtmlStrategy() {
        List<String> texts = List.of("", "plain", "a < b & c > d", "\"quoted\" and 'single'", "&amp; already",
                "São Paulo · 5 °C — ü ß 中文 \u00a0nbsp", "emoji \ud83d\ude00 & <tag attr=\"x\">", "tab\tnew\nline\r",
                "<<>>&&''\"\"", "ends with &", "`backtick` = /slash/ \\back");
        for (String text : texts) {
            assertThat(HtmlTemplates.escape(text)).as(text).isEqualTo(HtmlEscape.escapeHtml4Xml(text));
        }
    }

    @Test
    void keepsTheSameStringWhenNothingIsEscaped() {
        String text = "nothing to escape here";
        assertThat(HtmlTemplates.escape(text)).isSameAs(text);
    }
}
