package org.iotbenchrunner.report.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;

/** Every word and number a report shows, in one language ({@code labels-<tag>.properties}). */
public final class Labels {
    private final Language language;
    private final Properties strings;

    private Labels(Language language, Properties strings) {
        this.language = language;
        this.strings = strings;
    }

    public static Labels of(Language language) {
        return new Labels(language, load(language));
    }

    /**
     * The label files each language has, {@code <bundle>-<tag>.properties}, one per part of the report so that parts
     * are translated apart: no key may appear in two of them.
     */
    static final List<String> BUNDLES = List.of("labels", "labels-scale-charts", "labels-cross-charts",
            "labels-tables", "labels-page", "labels-use-cases", "labels-study", "labels-ntua", "labels-sweep",
            "labels-ranking");

    static Properties load(Language language) {
        Properties all = new Properties();
        for (String bundle : BUNDLES) {
            Properties part = bundle(bundle + "-" + language.tag() + ".properties");
            for (String key : part.stringPropertyNames()) {
                if (all.containsKey(key)) {
                    throw new IllegalStateException("label " + key + " is in two files of " + language);
                }
                all.setProperty(key, part.getProperty(key));
            }
        }
        return all;
    }

    private static Properties bundle(String name) {
        try (InputStream in = Labels.class.getResourceAsStream("/org/iotbenchrunner/report/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Language language() {
        return language;
    }

    public Set<String> keys() {
        return strings.stringPropertyNames();
    }

    /** The text of {@code key} with {@code {0}}, {@code {1}}... replaced by the arguments. */
    public String text(String key, Object... args) {
        String text = strings.getProperty(key);
        if (text == null) {
            throw new IllegalStateException("no label " + key + " for " + language);
        }
        for (int i = 0; i < args.length; i++) {
            text = text.replace("{" + i + "}", String.valueOf(args[i]));
        }
        return text;
    }

    /** A scale's name, e.g. {@code pequena} for {@code small}; the id itself when it has no label. */
    public String scale(String id) {
        return strings.containsKey("scale." + id) ? text("scale." + id) : id;
    }

    /** A campaign's name for the page, e.g. "Original", "Ajustado"; the id itself when it has no label. */
    public String campaign(String id) {
        return strings.containsKey("campaign." + id) ? text("campaign." + id) : id;
    }

    /** A test's name, e.g. {@code WRITE}, in pt-br {@code ESCRITA (WRITE)}; the id in capitals when it has no label. */
    public String test(String id) {
        return strings.containsKey("test." + id) ? text("test." + id) : ResultSet.testLabel(id);
    }

    public String metric(Metric m) {
        return text(m.labelKey());
    }

    /** The metric's name and unit, e.g. {@code Throughput (points/s)}. */
    public String metricWithUnit(Metric m) {
        return text(m.labelKey()) + " (" + text(m.unitKey()) + ")";
    }

    public String number(double value, int decimals) {
        if (Double.isNaN(value)) {
            return "-";
        }
        NumberFormat f = NumberFormat.getNumberInstance(language.locale());
        f.setMinimumFractionDigits(decimals);
        f.setMaximumFractionDigits(decimals);
        return f.format(value);
    }

    public String number(double value, Metric m) {
        return number(value, m.decimals());
    }

    /** An axis tick: grouping, and at most two decimals, none when whole. */
    public String tick(double value) {
        NumberFormat f = NumberFormat.getNumberInstance(language.locale());
        f.setMaximumFractionDigits(Math.abs(value) >= 10 ? 0 : 2);
        return f.format(value);
    }

    public String integer(long value) {
        return NumberFormat.getIntegerInstance(language.locale()).format(value);
    }

    /** A signed change, e.g. {@code +12.3 %} or {@code -4,5 %}. */
    public String change(double percent) {
        if (Double.isNaN(percent) || Double.isInfinite(percent)) {
            return "-";
        }
        return (percent > 0 ? "+" : percent < 0 ? "\u2212" : "") + number(Math.abs(percent), 1) + " %";
    }

    public String dateTime(Instant instant) {
        return instant == null ? "-"
                : DateTimeFormatter.ofPattern(text("format.dateTime"), language.locale()).withZone(ZoneOffset.UTC)
                        .format(instant);
    }

    public String status(RunResult r) {
        String base = switch (r.status()) {
            case COMPLETED -> r.failedOperations() == 0 ? text("status.ok")
                    : text("status.failures", integer(r.failedOperations()));
            case TIMED_OUT -> r.capSeconds() == null ? text("status.timedOut", number(100 * r.completedFraction(), 0))
                    : text("status.capped", number(r.capSeconds(), 0), number(100 * r.completedFraction(), 0))
                            + cappedWork(r);
            case CRASHED -> text("status.crashed", r.error() == null ? "" : r.error());
            case RUNNING -> text("status.running");
        };
        long counts = r.mismatches() - r.valueMismatches();
        if (counts > 0) {
            base += ", " + text(counts == 1 ? "status.mismatch" : "status.mismatches", integer(counts));
        }
        if (r.valueMismatches() > 0) {
            base += ", " + text(r.valueMismatches() == 1 ? "status.valueMismatch" : "status.valueMismatches",
                    integer(r.valueMismatches()));
        }
        if (r.verification() != null && r.verification().valuesNotChecked() > 0) {
            base += ", " + text("status.valuesUnchecked", integer(r.verification().valuesNotChecked()));
        }
        if (r.verification() != null && r.verification().devicesNotChecked() > 0) {
            base += ", " + text("status.devicesUnchecked", integer(r.verification().devicesNotChecked()));
        }
        if (r.behindSchedule()) {
            base += ", " + text("status.behindSchedule");
        }
        return r.clientBound() ? base + ", " + text("status.clientBound")
                : r.hostSaturated() ? base + ", " + text("status.hostSaturated") : base;
    }

    /** " (done of planned points)" for a capped run that recorded its plan. */
    private String cappedWork(RunResult r) {
        if (r.planned() == null || r.total() == null || r.planned().operations() == null) {
            return "";
        }
        return r.planned().points() != null
                ? " " + text("status.cappedPoints", integer(r.total().okPoints()), integer(r.planned().points()))
                : " " + text("status.cappedOperations", integer(r.total().okOperations() + r.total().failedOperations()),
                        integer(r.planned().operations()));
    }

    /** The status of a test repeated {@code runs.size()} times, represented by {@code r} (see ResultSet). */
    public String status(RunResult r, java.util.List<RunResult> runs) {
        if (runs.size() <= 1) {
            return status(r);
        }
        if (ResultSet.flagged(r)) {
            return text("status.run", r.run(), runs.size(), status(r));
        }
        long bound = runs.stream().filter(RunResult::clientBound).count();
        long saturated = runs.stream().filter(x -> x.hostSaturated() && !x.clientBound()).count();
        long behind = runs.stream().filter(RunResult::behindSchedule).count();
        return text("status.ok") + (behind == 0 ? "" : ", " + text("status.behindScheduleRuns", behind, runs.size()))
                + (bound == 0 ? "" : ", " + text("status.clientBoundRuns", bound, runs.size()))
                + (saturated == 0 ? "" : ", " + text("status.hostSaturatedRuns", saturated, runs.size()));
    }
}
