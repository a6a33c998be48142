package org.iotbenchrunner.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class C1OnlyTest {

    @Test
    void theJvmTakesTheDirectiveOnceAndKeepsIt() {
        assertTrue(C1Only.fromNowOn(), "HotSpot's DiagnosticCommand MBean refused the directive");
        assertTrue(C1Only.fromNowOn());
    }
}
