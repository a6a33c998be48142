package org.iotbenchrunner.core.spi;

import java.security.SecureRandom;
import java.util.Base64;

/** Passwords and tokens for the servers the harness starts: fresh for each server, never configured. */
public final class Secrets {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Secrets() {
    }

    /** 144 random bits, URL-safe Base64 (24 characters). */
    public static String generate() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
