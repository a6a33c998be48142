package org.iotbenchrunner.orchestrator.campaign;

import org.iotbenchrunner.orchestrator.plan.RunPlan;

/**
 * The campaign after whose tests this process measures nothing more: its report may be drawn with the JIT set for
 * one-off code ({@link org.iotbenchrunner.report.C1Only}) without touching any measured window.
 */
public final class LastCampaign {
    private static volatile RunPlan plan;

    private LastCampaign() {
    }

    public static void mark(RunPlan last) {
        plan = last;
    }

    static boolean isMarked(RunPlan candidate) {
        return candidate != null && candidate == plan;
    }
}
