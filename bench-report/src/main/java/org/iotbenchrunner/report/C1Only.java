package org.iotbenchrunner.report;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.management.DynamicMBean;
import javax.management.ObjectName;

/**
 * Once nothing more is measured in this process, the JIT compiles with C1 only, through a compiler directive added
 * as {@code jcmd Compiler.directives_add} would: a report drawn once spent as much CPU in C2 compiling its code as in
 * running it. The measured windows before keep the JVM's defaults. A JVM that refuses the directive just draws slower.
 * The command MBean is taken straight from HotSpot when the module is open to us (the jar's manifest opens it):
 * starting the platform MBean server to reach it cost about 0.25 CPU-s of registering every other platform MBean.
 */
public final class C1Only {
    private static final String NO_C2 = "[{match: \"*.*\", c2: {Exclude: true}}]";
    private static final String ADD = "compilerDirectivesAdd";
    private static final String[] SIGNATURE = {String[].class.getName()};
    private static final String HASHING_ON_C1 = "[{match: [\"com/sun/crypto/provider/*.*\", "
            + "\"sun/security/provider/*.*\", \"javax/crypto/*.*\"], c2: {Exclude: true}}]";
    private static volatile boolean applied;
    private static volatile boolean hashingApplied;

    private C1Only() {
    }

    /** True when the directive was added now or before. */
    public static synchronized boolean fromNowOn() {
        if (!applied) {
            applied = add(NO_C2);
        }
        return applied;
    }

    /**
     * From now on, the key derivation of password logins (PostgreSQL's SCRAM: 4,096 HMAC-SHA-256 rounds a
     * connection) compiles with C1 only: for a run's eight logins C2 spent 2.3-3.4 s (wall) compiling it, OSR and
     * all. Nothing measured hashes. True when the directive was added.
     */
    public static synchronized boolean forPasswordHashing() {
        if (!hashingApplied) {
            hashingApplied = add(HASHING_ON_C1);
        }
        return hashingApplied;
    }

    private static boolean add(String directives) {
        try {
            Path directive = Files.createTempFile("iot-benchrunner-c1-only", ".json");
            try {
                Files.writeString(directive, directives);
                Object[] files = {new String[]{directive.toString()}};
                DynamicMBean direct = directCommands();
                Object said = direct != null ? direct.invoke(ADD, files, SIGNATURE)
                        : ManagementFactory.getPlatformMBeanServer().invoke(
                                new ObjectName("com.sun.management:type=DiagnosticCommand"), ADD, files, SIGNATURE);
                return String.valueOf(said).contains("1 compiler directives added");
            } finally {
                Files.deleteIfExists(directive);
            }
        } catch (Exception | LinkageError e) {
            return false;
        }
    }

    /** HotSpot's DiagnosticCommand MBean without the platform MBean server; null when the module is closed to us. */
    static DynamicMBean directCommands() {
        try {
            // loads jdk.management's native library, which the command MBean needs
            ManagementFactory.getPlatformMXBean(com.sun.management.OperatingSystemMXBean.class);
            Method get = Class.forName("com.sun.management.internal.DiagnosticCommandImpl")
                    .getDeclaredMethod("getDiagnosticCommandMBean");
            get.setAccessible(true);
            return (DynamicMBean) get.invoke(null);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }
}
