package org.iotbenchrunner.orchestrator.campaign;

import java.io.PrintStream;
import java.nio.file.Path;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.report.C1Only;
import org.iotbenchrunner.report.Report;
import org.iotbenchrunner.report.table.SummaryTable;
import org.iotbenchrunner.report.text.Language;

/**
 * The campaign's results folder beyond its result files: results a killed harness left running marked crashed, the
 * summary rewritten after each result, the HTML report at the end. A failure here is a warning, never the run's.
 */
final class CampaignFolder {
    private final RunPlan plan;
    private final PrintStream out;

    CampaignFolder(RunPlan plan, PrintStream out) {
        this.plan = plan;
        this.out = out;
    }

    /** Results still marked running by a harness that has ended, marked crashed, each said in a line. */
    void markAbandoned() {
        for (Path file : ResultFiles.markAbandoned(plan.outputDir())) {
            out.println("Marked " + file + " as crashed: the harness running it has ended");
            try {
                SummaryTable.writeFor(file.getParent().getParent());
            } catch (Exception e) {
                out.println("warning: could not rewrite the summary beside " + file + ": " + e.getMessage());
            }
        }
    }

    Path summary() {
        return plan.scaleDir().resolve("summary.md");
    }

    void writeSummary() {
        try {
            SummaryTable.writeFor(plan.scaleDir());
        } catch (Exception e) {
            out.println("warning: could not rewrite the summary: " + e.getMessage());
        }
    }

    void writeReport() {
        if (LastCampaign.isMarked(plan)) {
            C1Only.fromNowOn();
        }
        try {
            out.println("Report: " + Report.write(plan.scaleDir(), plan.scaleDir().resolve("report"), Language.EN));
        } catch (Exception e) {
            out.println("warning: could not write the HTML report: " + e.getMessage());
        }
    }
}
