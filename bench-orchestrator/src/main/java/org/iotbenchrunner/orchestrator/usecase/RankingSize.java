package org.iotbenchrunner.orchestrator.usecase;

/**
 * The benchANT DevOps ranking's two database machines (seed 004, lines 39-60) and the client threads it ran against
 * each: {@code xSmall}, an m5.large (2 vCPU, 8 GiB) with 50 threads; {@code small}, an m5.xlarge (4 vCPU, 16 GiB)
 * with 100.
 */
public enum RankingSize {
    XSMALL("xsmall", "xSmall", "m5.large", 2, 8, 50),
    SMALL("small", "small", "m5.xlarge", 4, 16, 100);

    /** The folder below the preset's, e.g. {@code xsmall}. */
    public final String id;
    /** As the post names it. */
    public final String label;
    public final String machine;
    public final int cpus;
    public final int memoryGib;
    public final int threads;

    RankingSize(String id, String label, String machine, int cpus, int memoryGib, int threads) {
        this.id = id;
        this.label = label;
        this.machine = machine;
        this.cpus = cpus;
        this.memoryGib = memoryGib;
        this.threads = threads;
    }

    /** The size a folder name or the post's label names, or null. */
    public static RankingSize of(String name) {
        for (RankingSize s : values()) {
            if (s.id.equalsIgnoreCase(name) || s.label.equalsIgnoreCase(name)) {
                return s;
            }
        }
        return null;
    }
}
