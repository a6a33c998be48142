package org.iotbenchrunner.orchestrator.plan;

import java.util.List;
import java.util.Locale;

/** The line that says, before any server starts, how many tests the plan runs and how long they may measure at most. */
public final class PlanBound {
    private PlanBound() {
    }

    public static String line(List<PlannedTest> tests) {
        if (tests.isEmpty()) {
            return "plan: no test left to run";
        }
        List<PlannedTest> capped = tests.stream().filter(t -> t.capSeconds() > 0).toList();
        String count = tests.size() == 1 ? "1 test" : tests.size() + " tests";
        if (capped.isEmpty()) {
            return "plan: " + count + ", no cap per test (TEST_MAX_TIME=0)";
        }
        double total = capped.stream().mapToDouble(PlannedTest::capSeconds).sum();
        String most = "at most " + hoursMinutes(total) + " of measured time (plus set-up, baselines and verification)";
        if (capped.size() < tests.size()) {
            return "plan: " + count + ", " + capped.size() + " of them capped: " + most + " for those, the others "
                    + "with no cap (TEST_MAX_TIME=0)";
        }
        double first = capped.get(0).capSeconds();
        boolean same = capped.stream().allMatch(t -> t.capSeconds() == first);
        String each = same ? (tests.size() == 1 ? "capped at " : "each capped at ") + seconds(first) + " s"
                : "capped at " + seconds(capped.stream().mapToDouble(PlannedTest::capSeconds).min().orElseThrow())
                        + " to " + seconds(capped.stream().mapToDouble(PlannedTest::capSeconds).max().orElseThrow())
                        + " s";
        return "plan: " + count + ", " + each + ": " + most;
    }

    /** Rounded up, since it is a bound: 90 s is "0h 02m". */
    public static String hoursMinutes(double seconds) {
        long minutes = (long) Math.ceil(seconds / 60);
        return String.format(Locale.ROOT, "%dh %02dm", minutes / 60, minutes % 60);
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? String.valueOf((long) s) : String.format(Locale.ROOT, "%.1f", s);
    }
}
