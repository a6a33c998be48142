package org.iotbenchrunner.core.result;

import java.io.InputStream;
import java.util.Properties;

/** The harness version, filtered into a resource at build time. */
public final class HarnessVersion {
    private static final String VERSION = load();

    private HarnessVersion() {
    }

    public static String get() {
        return VERSION;
    }

    private static String load() {
        try (InputStream in = HarnessVersion.class.getResourceAsStream("/org/iotbenchrunner/core/harness.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (Exception e) {
            return "unknown";
        }
    }
}
