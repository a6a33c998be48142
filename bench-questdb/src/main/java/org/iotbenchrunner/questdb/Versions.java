package org.iotbenchrunner.questdb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The QuestDB server and client versions this module is built with (from its pom). */
final class Versions {
    static final String SERVER;
    static final String CLIENT;

    static {
        Properties versions = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("versions.properties")) {
            if (in == null) {
                throw new IllegalStateException("versions.properties is missing from bench-questdb");
            }
            versions.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SERVER = versions.getProperty("questdb");
        CLIENT = versions.getProperty("questdb-client");
    }

    private Versions() {
    }
}
