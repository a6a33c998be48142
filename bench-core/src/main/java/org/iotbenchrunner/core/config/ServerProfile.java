package org.iotbenchrunner.core.config;

/**
 * {@code --profile}: how the harness configures a server it starts. {@code default} leaves the database's own
 * defaults; {@code tuned} applies the reference studies' tuning scaled to the memory and cores available to the
 * server (see docs/compatibility.md).
 */
public enum ServerProfile {
    DEFAULT,
    TUNED;

    public String id() {
        return Choices.id(this);
    }

    public static ServerProfile of(String id) {
        return Choices.parse("--profile", ServerProfile.class, id);
    }
}
