package org.iotbenchrunner.core.campaign;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ServerProfile;

/**
 * The seed thesis's two campaigns and the two that separate their causes: the rerun changed isolation, tuning and
 * the memory cap at once. Isolated-default differs from original in isolation only, coresident-tuned in tuning
 * only; rerun in all three. Each runs into {@code <out>/<preset>/}.
 */
public enum CampaignPreset {
    ORIGINAL("original", Isolation.CO_RESIDENT, ServerProfile.DEFAULT, false,
            "the seed's first campaign: every server up throughout, default settings"),
    ISOLATED_DEFAULT("isolated-default", Isolation.SEQUENTIAL, ServerProfile.DEFAULT, false,
            "one server at a time, default settings: isolation alone against original"),
    CORESIDENT_TUNED("coresident-tuned", Isolation.CO_RESIDENT, ServerProfile.TUNED, false,
            "every server up throughout, tuned: tuning alone against original"),
    RERUN("rerun", Isolation.SEQUENTIAL, ServerProfile.TUNED, true,
            "the seed's rerun: one server at a time, tuned, each container's memory capped");

    /** The rerun capped each container at 28 GB of a 32 GB host; a smaller host gets the same share. */
    public static final long RERUN_CAP_BYTES = 28L << 30;
    public static final double RERUN_CAP_SHARE = 28.0 / 32;

    private final String id;
    private final Isolation isolation;
    private final ServerProfile profile;
    private final boolean memoryCapped;
    private final String purpose;

    CampaignPreset(String id, Isolation isolation, ServerProfile profile, boolean memoryCapped, String purpose) {
        this.id = id;
        this.isolation = isolation;
        this.profile = profile;
        this.memoryCapped = memoryCapped;
        this.purpose = purpose;
    }

    /** The preset's name on the command line and its results folder, e.g. {@code isolated-default}. */
    public String id() {
        return id;
    }

    public Isolation isolation() {
        return isolation;
    }

    public ServerProfile profile() {
        return profile;
    }

    /** Whether each container's memory is capped ({@link #rerunCapBytes}), as the seed thesis's rerun did. */
    public boolean memoryCapped() {
        return memoryCapped;
    }

    /** What the preset is for, in one line. */
    public String purpose() {
        return purpose;
    }

    /** Every server up throughout, idle but for the one measured; else one server at a time. */
    public boolean coResident() {
        return isolation == Isolation.CO_RESIDENT;
    }

    public boolean tuned() {
        return profile == ServerProfile.TUNED;
    }

    public static List<String> ids() {
        return Arrays.stream(values()).map(CampaignPreset::id).toList();
    }

    /** {@code all} or a comma list, in the order given. */
    public static List<CampaignPreset> parseList(String text) {
        if (text.trim().equalsIgnoreCase("all")) {
            return List.of(values());
        }
        LinkedHashSet<CampaignPreset> presets = new LinkedHashSet<>();
        for (String part : text.split(",")) {
            String wanted = part.trim().toLowerCase(Locale.ROOT);
            presets.add(Arrays.stream(values()).filter(p -> p.id.equals(wanted)).findFirst()
                    .orElseThrow(() -> new ConfigException("--campaign must be all or a comma list of "
                            + Arrays.stream(values()).map(p -> p.id).collect(Collectors.joining(", ")) + " (got "
                            + text + ")")));
        }
        return new ArrayList<>(presets);
    }

    /** The rerun's memory cap on a host of {@code hostMemoryBytes}: 28 GB, or 28/32 of a smaller host. */
    public static long rerunCapBytes(long hostMemoryBytes) {
        return Math.min(RERUN_CAP_BYTES, (long) (hostMemoryBytes * RERUN_CAP_SHARE));
    }
}
