package org.iotbenchrunner.core.spi;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** A client library's version from its Maven pom.properties, which survive shading unlike the manifest. */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    public static String of(Class<?> libraryClass, String groupId, String artifactId) {
        String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (InputStream in = libraryClass.getResourceAsStream(resource)) {
            if (in != null) {
                Properties properties = new Properties();
                properties.load(in);
                String version = properties.getProperty("version");
                if (version != null) {
                    return version;
                }
            }
        } catch (IOException ignored) {
            // fall through to the manifest
        }
        String version = libraryClass.getPackage().getImplementationVersion();
        return version == null ? "unknown" : version;
    }
}
