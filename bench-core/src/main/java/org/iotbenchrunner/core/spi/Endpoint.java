package org.iotbenchrunner.core.spi;

/** Where a database server answers and how to log in; {@code database} is the database/bucket to use. */
public record Endpoint(String host, int port, String user, String password, String database, String token) {
    @Override
    public String toString() {
        String login = user == null || user.isEmpty() ? "" : user + "@";
        return login + host + ":" + port + "/" + database;
    }
}
