package org.iotbenchrunner.report;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.ObjectName;

/**
 * Once nothing more is measured in this process, the JIT compiles with C1 only, through a compiler directive added
 * as {@code jcmd Compiler.directives_add} would: a report drawn once spent as much CPU in C2 compiling its code as in
 * running it. The measured windows before keep the JVM's defaults. A JVM that refuses the directive just draws slower.
 */
public final class C1Only {
    private static final String NO_C2 = "[{match: \"*.*\", c2: {Exclude: true}}]";
    private static volatile boolean applied;

    private C1Only() {
    }

    /** True when the directive was added now or before. */
    public static synchronized boolean fromNowOn() {
        if (applied) {
            return true;
        }
        try {
            Path directive = Files.createTempFile("iot-benchrunner-c1-only", ".json");
            try {
                Files.writeString(directive, NO_C2);
                Object said = ManagementFactory.getPlatformMBeanServer().invoke(
                        new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerDirectivesAdd",
                        new Object[]{new String[]{directive.toString()}}, new String[]{String[].class.getName()});
                applied = String.valueOf(said).contains("1 compiler directives added");
            } finally {
                Files.deleteIfExists(directive);
            }
        } catch (Exception | LinkageError e) {
            applied = false;
        }
        return applied;
    }
}
