package org.iotbenchrunner.orchestrator.usecase;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * A use case's {@code --log-interval} as TSBS takes it: a Go duration such as {@code 10s}, {@code 1m30s} or
 * {@code 500ms}.
 */
public final class LogInterval {
    private static final Pattern PART = Pattern.compile("(\\d+)(ns|us|ms|s|m|h)");

    private LogInterval() {
    }

    public static Duration parse(String text) {
        String trimmed = text.trim().toLowerCase(Locale.ROOT);
        Matcher part = PART.matcher(trimmed);
        Duration total = Duration.ZERO;
        int end = 0;
        try {
            while (part.find() && part.start() == end) {
                total = total.plus(Duration.of(Long.parseLong(part.group(1)), unit(part.group(2))));
                end = part.end();
            }
        } catch (ArithmeticException | NumberFormatException e) {
            end = -1;
        }
        if (end != trimmed.length() || trimmed.isEmpty() || total.isZero()) {
            throw new ConfigException("--log-interval " + text + ": must be a positive duration such as 10s, 1m or "
                    + "500ms");
        }
        return total;
    }

    /** The interval in its largest whole unit, as TSBS would be given it: 10s, 1m, 250ms. */
    public static String text(Duration interval) {
        long nanos = interval.toNanos();
        long[] sizes = {3_600_000_000_000L, 60_000_000_000L, 1_000_000_000L, 1_000_000L, 1_000L, 1L};
        String[] units = {"h", "m", "s", "ms", "us", "ns"};
        for (int i = 0; i < sizes.length; i++) {
            if (nanos % sizes[i] == 0) {
                return nanos / sizes[i] + units[i];
            }
        }
        throw new IllegalStateException("unreachable: every duration is a whole number of nanoseconds");
    }

    private static java.time.temporal.ChronoUnit unit(String unit) {
        return switch (unit) {
            case "ns" -> java.time.temporal.ChronoUnit.NANOS;
            case "us" -> java.time.temporal.ChronoUnit.MICROS;
            case "ms" -> java.time.temporal.ChronoUnit.MILLIS;
            case "s" -> java.time.temporal.ChronoUnit.SECONDS;
            case "m" -> java.time.temporal.ChronoUnit.MINUTES;
            default -> java.time.temporal.ChronoUnit.HOURS;
        };
    }
}
