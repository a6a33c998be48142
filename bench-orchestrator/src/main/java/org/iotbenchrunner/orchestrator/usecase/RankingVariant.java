package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * One of the ranking's four runs: a {@link RankingSize size} scaled to this host ({@code cpus}, {@code memoryBytes}:
 * each container's limits and what a tuned server is sized for) with a {@code profile} (vanilla: default, or tuned),
 * its results in {@code <size>/<profile>/} below the preset's folder, so that no run overwrites another; {@code
 * scaling} says how the size was scaled, on the terminal and in each result (null: the post's size).
 */
public record RankingVariant(RankingSize size, ServerProfile profile, double cpus, long memoryBytes, String scaling) {

    /** The ranking's query phase: 100,000 queries (seed 004, line 36). */
    public static final int QUERIES = 100_000;
    /** Its batch insert size (line 35). */
    public static final int BATCH_SIZE = 1_000;
    /** Vanilla and tuned, in that order. */
    public static final List<ServerProfile> PROFILES = List.of(ServerProfile.DEFAULT, ServerProfile.TUNED);
    private static final double MIN_CPUS = 0.01;

    /** {@code <size>/<profile>}, e.g. {@code xsmall/default}. */
    public String folder() {
        return size.id + "/" + profile.id();
    }

    /** The post's word for the profile: vanilla or tuned. */
    public String profileLabel() {
        return profile == ServerProfile.TUNED ? "tuned" : "vanilla";
    }

    /** The client threads of the load and of the queries: the post's, not scaled (they wait on the server). */
    public int threads() {
        return size.threads;
    }

    /** {@code --cpus} as Docker reads it. */
    public String cpusArgument() {
        return String.format(Locale.ROOT, "%.2f", cpus);
    }

    /** {@code --mem-limit} in MiB. */
    public String memoryArgument() {
        return memoryBytes / ServerResources.MIB + "m";
    }

    /** What a tuned server is sized for: this size's, or less where {@code besideHarness} has less. */
    public ServerResources resources(ServerResources besideHarness) {
        return new ServerResources(Math.min(memoryBytes, besideHarness.memoryBytes()),
                Math.max(1, Math.min(besideHarness.cores(), (int) Math.ceil(cpus))));
    }

    /**
     * Both sizes x {@code profiles}, each size scaled by one factor, so that they keep the post's ratio: at most 1,
     * and small (the larger) within this host's {@code cores} and half its {@code memoryBytes} (the other half for
     * the harness and the page cache).
     */
    public static List<RankingVariant> forHost(int cores, long memoryBytes, List<ServerProfile> profiles) {
        RankingSize largest = RankingSize.SMALL;
        double byCores = (double) cores / largest.cpus;
        double byMemory = memoryBytes / 2.0 / (largest.memoryGib * (double) ServerResources.GIB);
        double factor = Math.min(1.0, Math.min(byCores, byMemory));
        List<RankingVariant> variants = new ArrayList<>();
        for (RankingSize size : RankingSize.values()) {
            double scaledCpus = Math.max(MIN_CPUS, size.cpus * factor);
            long scaledMemory = (long) (size.memoryGib * ServerResources.GIB * factor);
            String scaling = scalingText(size, factor, scaledCpus, scaledMemory, byCores <= byMemory, cores,
                    memoryBytes);
            for (ServerProfile profile : profiles) {
                variants.add(new RankingVariant(size, profile, scaledCpus, scaledMemory, scaling));
            }
        }
        return variants;
    }

    private static String scalingText(RankingSize size, double factor, double cpus, long memory, boolean coresBound,
            int hostCores, long hostMemory) {
        String published = String.format(Locale.ROOT, "%s (%s: %d vCPU, %d GiB)", size.label, size.machine, size.cpus,
                size.memoryGib);
        String threads = size.threads + " client threads and batches of " + BATCH_SIZE + " rows, as published";
        if (factor >= 1.0) {
            return null; // the post's size: nothing to say, as a preset's data set run as the study's
        }
        String bound = coresBound ? String.format(Locale.ROOT, "this host's %d CPUs", hostCores)
                : String.format(Locale.ROOT, "half of this host's %.1f GiB", hostMemory / (double) ServerResources.GIB);
        return String.format(Locale.ROOT, "%s scaled to %s CPUs, %.1f GiB (x%.2f, so that small's %d vCPU and %d GiB "
                + "fit %s); %s", published, trim(cpus), memory / (double) ServerResources.GIB, factor,
                RankingSize.SMALL.cpus, RankingSize.SMALL.memoryGib, bound, threads);
    }

    private static String trim(double cpus) {
        return cpus == Math.rint(cpus) ? String.valueOf((long) cpus) : String.format(Locale.ROOT, "%.2f", cpus);
    }
}
