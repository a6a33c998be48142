package org.iotbenchrunner.report.html;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.iotbenchrunner.report.ReportTest;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.source.SourceSection;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class HtmlReportTest {
    @TempDir
    Path dir;

    /** A source with one drawn chart (a tiny PNG below the page), one missing chart and one derived table. */
    static SourceSection source(Path pageDir, Language language) throws Exception {
        Path chartDir = pageDir.resolve("charts/small/" + language.tag());
        Files.createDirectories(chartDir);
        Path png = chartDir.resolve("01-write-throughput.png");
        ImageIO.write(new BufferedImage(8, 6, BufferedImage.TYPE_INT_RGB), "png", png.toFile());
        return new SourceSection("small", "Small <scale>", "As the seed drew it & more.",
                List.of(ChartFile.drawn("01-write-throughput", "Write throughput", "* flagged run", png),
                        ChartFile.missing("04-read-latency-stack", "Read latency", "no READ at small")),
                List.of(new DerivedTable("batch-sensitivity", "Batch sensitivity", List.of("DB", "<b>ratio</b>"),
                        List.of(List.of("InfluxDB <b>x</b>", "1.50"), List.of("IoTDB", "-")), "ratio & <note>")),
                chartDir);
    }

    public static HtmlReport.Page page(Path pageDir, ResultSet runs, List<SourceSection> sources) {
        return new HtmlReport.Page("results/small", runs, Map.of(), List.of(), null, Map.of(), Instant.EPOCH,
                sources, pageDir);
    }

    private String render(Language language) throws Exception {
        Path pageDir = dir.resolve(language.tag());
        ResultSet runs = new ResultSet("small", Fixtures.campaign("small", 1));
        return HtmlReport.render(page(pageDir, runs, List.of(source(pageDir, language))), Labels.of(language));
    }

    @Test
    void aDrawnChartIsAFileLinkedRelativeToThePage() throws Exception {
        String html = render(Language.EN);
        List<String> images = ReportTest.images(html);
        assertThat(images).containsExactly("charts/small/en-us/01-write-throughput.png");
        assertThat(ImageIO.read(dir.resolve("en-us").resolve(images.get(0)).toFile())).isNotNull();
        assertThat(html).contains("<a href=\"charts/small/en-us/01-write-throughput.png\"><img ",
                "<figure id=\"source-small-01-write-throughput\">", "<span class=\"note\">* flagged run</span>",
                "<li><a href=\"#source-small\">Small &lt;scale&gt;</a></li>", "<html lang=\"en-US\">")
                .doesNotContain("data:image", "src=\"file:");
    }

    @Test
    void aMissingChartIsALineNamingItsInputNeverABlankImage() throws Exception {
        String html = render(Language.EN);
        assertThat(html).contains("<p class=\"missing\" id=\"source-small-04-read-latency-stack\">",
                "Read latency &mdash; not drawn: no READ at small");
        assertThat(ReportTest.images(html)).hasSize(1);
    }

    @Test
    void aDerivedTableIsEscapedAndLinksItsFiles() throws Exception {
        String html = render(Language.EN);
        assertThat(html).contains("<th>&lt;b&gt;ratio&lt;/b&gt;</th>", "<td>InfluxDB &lt;b&gt;x&lt;/b&gt;</td>",
                "<td class=\"num\">1.50</td>", "<td>-</td>", "<p class=\"note\">ratio &amp; &lt;note&gt;</p>",
                "<a href=\"tables/small/en-us/batch-sensitivity.md\">Markdown</a>",
                "<a href=\"tables/small/en-us/batch-sensitivity.csv\">CSV</a>", "As the seed drew it &amp; more.")
                .doesNotContain("<b>");
    }

    @Test
    void theTableFilesPathIsOneRuleRelativeToThePage() throws Exception {
        SourceSection s = source(dir, Language.PT_BR);
        assertThat(s.tableFile(s.tables().get(0), "csv", Language.PT_BR))
                .isEqualTo(Path.of("tables", "small", "pt-br", "batch-sensitivity.csv"));
    }

    @Test
    void portugueseRendersWithItsLanguageAndWords() throws Exception {
        String html = render(Language.PT_BR);
        assertThat(html).contains("<html lang=\"pt-BR\">", "não desenhado: no READ at small",
                "Também em arquivos:", "<img src=\"charts/small/pt-br/01-write-throughput.png\"",
                "<h3>Quem vence</h3>", "ESCRITA (WRITE)")
                .doesNotContain("not drawn", "Who wins");
    }

    @Test
    void aDrawnChartWhoseFileIsGoneIsAnError() throws Exception {
        ChartFile gone = ChartFile.drawn("x", "X", null, dir.resolve("gone.png"));
        SourceSection s = new SourceSection("small", "Small", "", List.of(gone), List.of(), dir);
        ResultSet runs = new ResultSet("small", Fixtures.campaign("small", 1));
        assertThatThrownBy(() -> HtmlReport.render(page(dir, runs, List.of(s)), Labels.of(Language.EN)))
                .isInstanceOf(NoSuchFileException.class).hasMessageContaining("gone.png");
    }

    @Test
    void aNameThatIsNotSafeInAnAddressIsPercentEncoded() {
        assertThat(HtmlTemplates.href(dir, dir.resolve("charts/a b/ç#1.png")))
                .isEqualTo("charts/a%20b/%C3%A7%231.png");
        assertThat(HtmlTemplates.href(dir.resolve("page"), dir.resolve("x.png"))).isEqualTo("../x.png");
    }
}
