package org.iotbenchrunner.report.data;

import java.util.Locale;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;

/**
 * The four campaign presets, each run into {@code <root>/<id>/}: whether every server stayed up throughout
 * (co-resident) or one ran at a time (sequential), and whether the servers had the default or the tuned profile.
 * {@link #RERUN} also caps each container's memory, as the seed thesis's rerun did.
 */
public enum Preset {
    ORIGINAL,
    ISOLATED_DEFAULT,
    CORESIDENT_TUNED,
    RERUN;

    /** Every server up throughout, idle but for the one measured; else one server at a time. */
    boolean coResident() {
        return this == ORIGINAL || this == CORESIDENT_TUNED;
    }

    boolean tuned() {
        return this == CORESIDENT_TUNED || this == RERUN;
    }

    public static java.util.List<String> ids() {
        return java.util.Arrays.stream(values()).map(Preset::id).toList();
    }

    /** The preset's name on the command line and its results folder, e.g. {@code isolated-default}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The preset a run was made with: the one it recorded, else the folder it was found in (older results). */
    static String idOf(RunResult r, String folder) {
        return r.protocol() == null || r.protocol().preset() == null ? folder : r.protocol().preset();
    }

    /**
     * What a run recorded that this preset does not do, e.g. {@code sequential} in the original campaign; null
     * when it agrees. Only what was recorded is checked: results written before isolation and profiles existed
     * agree with every preset.
     */
    String contradiction(RunResult r) {
        String isolation = r.protocol() == null ? null : r.protocol().isolation();
        if (isolation != null && r.protocol().coResident() != coResident()) {
            return isolation;
        }
        ServerSetup setup = r.environment().setup();
        String profile = setup == null ? null : setup.profile();
        return profile == null || profile.equals(tuned() ? "tuned" : "default") ? null : profile;
    }
}
