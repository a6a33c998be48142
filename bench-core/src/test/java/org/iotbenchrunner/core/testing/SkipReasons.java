package org.iotbenchrunner.core.testing;

import java.util.Optional;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Says in the build log why a test did not run: Surefire and Failsafe count skipped tests but print the reason
 * only into their XML reports. Covers disabled tests and classes (no Docker) and failed assumptions (no local
 * server). Registered through META-INF/services for every module that uses bench-core's test-jar.
 */
public final class SkipReasons implements TestExecutionListener {
    private TestPlan plan;

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        say(test, reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            say(test, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
        }
    }

    private void say(TestIdentifier test, String reason) {
        Optional<TestIdentifier> parent = plan == null ? Optional.empty() : plan.getParent(test);
        String name = test.isTest() && parent.isPresent()
                ? parent.get().getDisplayName() + " " + test.getDisplayName() : test.getDisplayName();
        System.out.println("SKIPPED " + name + ": " + reason);
    }
}
