package org.iotbenchrunner.orchestrator.console;

import java.io.PrintStream;
import java.util.Locale;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ValueMismatch;
import org.iotbenchrunner.core.result.ValueVerification;
import org.iotbenchrunner.core.result.Verification;

/** The console lines of a run's value check: how many answers, mismatches with examples, what was not checked. */
public final class ValueChecks {
    private ValueChecks() {
    }

    public static void print(PrintStream out, String prefix, RunResult r) {
        Verification v = r.verification();
        if (!v.valuesChecked()) {
            out.println(prefix + "values not checked (--verify-values 0)");
            return;
        }
        String limit = v.valueQueryLimit() == Verification.ALL_QUERIES ? "all queries"
                : "up to " + v.valueQueryLimit() + " queries per operation and client";
        out.printf(Locale.ROOT, "%sverified the values of %d answers (%s) in %.2f s: %d mismatches%s%n", prefix,
                v.valuesVerified(), limit, v.valueSeconds(), v.valueMismatches(),
                v.valuesNotChecked() == 0 ? "" : ", " + v.valuesNotChecked() + " not checked");
        for (OperationResult op : r.operations()) {
            ValueVerification values = op.values();
            if (values == null) {
                continue;
            }
            for (ValueMismatch x : values.examples()) {
                out.printf(Locale.ROOT, "%s  %s: %s%n", prefix, x.difference(), x.query());
            }
            if (values.notChecked() > 0) {
                out.printf(Locale.ROOT, "%s  %s: values of %d answers not checked: %s%n", prefix, op.operation(),
                        values.notChecked(), String.join("; ", values.notCheckedReasons()));
            }
        }
    }
}
