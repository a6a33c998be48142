package org.iotbenchrunner.report;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class C1OnlyTest {

    @Test
    void theJvmTakesTheDirectiveOnceAndKeepsIt() {
        assertTrue(C1Only.fromNowOn(), "HotSpot's DiagnosticCommand MBean refused the directive");
        assertTrue(C1Only.fromNowOn());
    }

    @Test
    void theCommandMBeanIsReachedWithoutTheMBeanServerWhenTheModuleIsOpen() throws Exception {
        // surefire opens jdk.management's internals as the jar's manifest does
        var commands = C1Only.directCommands();
        assertNotNull(commands);
        assertTrue(String.valueOf(commands.invoke("compilerDirectivesPrint", new Object[]{new String[0]},
                new String[]{String[].class.getName()})).contains("Directive"));
    }

    @Test
    void passwordHashingCompilesWithC1Only() throws Exception {
        assertTrue(C1Only.forPasswordHashing(), "HotSpot's DiagnosticCommand MBean refused the directive");
        assertTrue(String.valueOf(C1Only.directCommands().invoke("compilerDirectivesPrint",
                new Object[]{new String[0]}, new String[]{String[].class.getName()}))
                .contains("com/sun/crypto/provider/*.*"));
    }
}
