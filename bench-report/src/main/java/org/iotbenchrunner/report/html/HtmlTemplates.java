package org.iotbenchrunner.report.html;

import io.pebbletemplates.pebble.PebbleEngine;
import io.pebbletemplates.pebble.loader.ClasspathLoader;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.report.text.Labels;

/**
 * The report's pages as Pebble templates ({@code templates/*.peb} on the classpath), compiled once and escaped as
 * HTML: the Java side builds plain records, the templates hold every tag.
 */
final class HtmlTemplates {
    private static final PebbleEngine ENGINE = engine();

    private HtmlTemplates() {
    }

    private static PebbleEngine engine() {
        ClasspathLoader loader = new ClasspathLoader(HtmlTemplates.class.getClassLoader());
        loader.setPrefix("org/iotbenchrunner/report/templates");
        loader.setSuffix(".peb");
        return new PebbleEngine.Builder().loader(loader).autoEscaping(true).defaultEscapingStrategy("html")
                .addEscapingStrategy("html", HtmlTemplates::escape).strictVariables(true).build();
    }

    /**
     * What Pebble's own "html" strategy (unbescape's {@code escapeHtml4Xml}) writes, without the HTML4 and HTML5
     * entity tables unbescape builds on first use (a tenth of the report's main-thread samples): only the five characters
     * that mean markup are replaced, everything else is kept as it is.
     */
    static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            String entity = entity(text.charAt(i));
            if (entity != null) {
                if (out == null) {
                    out = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                out.append(entity);
            } else if (out != null) {
                out.append(text.charAt(i));
            }
        }
        return out == null ? text : out.toString();
    }

    private static String entity(char c) {
        return switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            default -> null;
        };
    }

    /** Renders {@code template} with {@code model} and what every page has: its language, title and footer. */
    static String render(String template, String title, Map<String, Object> model, Labels labels) {
        Map<String, Object> context = new HashMap<>(model);
        context.put("lang", labels.language().locale().toLanguageTag());
        context.put("title", title);
        context.put("footer", labels.text("report.footer", HarnessVersion.get()));
        StringWriter out = new StringWriter();
        try {
            ENGINE.getTemplate(template).evaluate(out, context, labels.language().locale());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * How a page in {@code pageDir} links {@code file}: a relative address with {@code /} between folders and each
     * name percent-encoded, so that the page and its files can be moved together.
     */
    static String href(Path pageDir, Path file) {
        Path relative = pageDir.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize());
        List<String> names = new ArrayList<>();
        relative.forEach(name -> names.add(encode(name.toString())));
        return String.join("/", names);
    }

    private static String encode(String name) {
        StringBuilder out = new StringBuilder();
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
                out.append(c);
            } else {
                out.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return out.toString();
    }
}
