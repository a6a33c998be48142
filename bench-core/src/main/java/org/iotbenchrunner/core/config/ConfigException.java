package org.iotbenchrunner.core.config;

/** Bad configuration; the message is one line naming the key, the value and what is allowed. */
public class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message);
    }
}
