package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * The twenty chart kinds of the seed thesis ({@code ../shared/reference/charts.md}), numbered as there: five per
 * scale, ten across scales, five comparing the original campaign with the tuned one. A report draws each kind its
 * data allows and names the missing input of the others.
 */
public enum SeedChart {
    WRITE_THROUGHPUT(1, Group.SCALE),
    WRITE_RADAR(2, Group.SCALE),
    COST_BENEFIT(3, Group.SCALE),
    READ_LATENCY_STACK(4, Group.SCALE),
    MEMORY_ACROSS_TESTS(5, Group.SCALE),
    LATENCY_DEGRADATION(6, Group.ACROSS_SCALES),
    READ_LATENCY_SCALES(7, Group.ACROSS_SCALES),
    WRITE_SCALING(8, Group.ACROSS_SCALES),
    LATEST_POINT_SCALING(9, Group.ACROSS_SCALES),
    VALUE_FILTER_SCALING(10, Group.ACROSS_SCALES),
    READ_CPU(11, Group.ACROSS_SCALES),
    BATCH_SMALL_SCALES(12, Group.ACROSS_SCALES),
    PEAK_MEMORY_SCALING(13, Group.ACROSS_SCALES),
    READ_P99_SCALES(14, Group.ACROSS_SCALES),
    OUT_OF_ORDER_DEGRADATION(15, Group.ACROSS_SCALES),
    TUNED_WRITE_THROUGHPUT(16, Group.COMPARISON),
    TUNED_P99_GRID(17, Group.COMPARISON),
    TUNED_OUT_OF_ORDER(18, Group.COMPARISON),
    TUNED_READ(19, Group.COMPARISON),
    TUNED_MEMORY_BASELINE(20, Group.COMPARISON);

    /** Where a kind belongs: one campaign at one scale, one campaign across its scales, or two campaigns. */
    public enum Group {
        SCALE, ACROSS_SCALES, COMPARISON
    }

    private final int number;
    private final Group group;

    SeedChart(int number, Group group) {
        this.number = number;
        this.group = group;
    }

    int number() {
        return number;
    }

    Group group() {
        return group;
    }

    /** E.g. {@code write-throughput}; the label of its title is {@code seed.<id>}. */
    String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String titleKey() {
        return "seed." + id();
    }

    /** The chart's file name without extension, e.g. {@code 01-write-throughput}. */
    String fileName() {
        return String.format(Locale.ROOT, "%02d-%s", number, id());
    }

    /** {@code chart} saved as this kind's file in {@code dir} (created if need be). */
    ChartFile save(Chart<?, ?> chart, Path dir, String title, String note) throws IOException {
        Path file = Files.createDirectories(dir).resolve(fileName() + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(fileName(), title, note, file);
    }

    /** This kind, not drawn: {@code reason} names its missing input. */
    public ChartFile missing(String title, String reason) {
        return ChartFile.missing(fileName(), title, reason);
    }

    public static List<SeedChart> of(Group group) {
        return Arrays.stream(values()).filter(c -> c.group == group).toList();
    }
}
