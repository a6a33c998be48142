package org.iotbenchrunner.report.text;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The languages a report can be written in: labels and number formats follow {@link #locale()}. */
public enum Language {
    EN("en-us", Locale.forLanguageTag("en-US")),
    PT_BR("pt-br", Locale.forLanguageTag("pt-BR"));

    private final String tag;
    private final Locale locale;

    Language(String tag, Locale locale) {
        this.tag = tag;
        this.locale = locale;
    }

    public String tag() {
        return tag;
    }

    public Locale locale() {
        return locale;
    }

    public static Language parse(String text) {
        String wanted = text.trim().replace('_', '-');
        return Arrays.stream(values()).filter(l -> l.tag.equalsIgnoreCase(wanted) || l.tag.startsWith(wanted + "-")
                        && l == EN).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--language must be one of "
                        + Arrays.stream(values()).map(Language::tag).collect(Collectors.joining(", "))
                        + " (got " + text + ")"));
    }

    @Override
    public String toString() {
        return tag;
    }
}
