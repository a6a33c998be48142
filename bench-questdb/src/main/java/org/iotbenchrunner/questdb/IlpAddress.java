package org.iotbenchrunner.questdb;

import java.net.InetSocketAddress;
import java.net.URI;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Where a client sends ILP over HTTP: the endpoint's host, at the port of QuestDB's HTTP server. The harness's endpoint
 * is the PostgreSQL wire port; the HTTP port is the one the server itself reports ({@code SHOW PARAMETERS},
 * {@code http.net.bind.to}), so a server on any ports works without a second address, as long as that port is
 * reachable at the endpoint's host under the same number (a local server, an external one; a container only when its
 * HTTP port is published on the same number).
 */
final class IlpAddress {
    /**
     * SHOW PARAMETERS of 7.3.10 is not safe to run on several connections at once (it fails now and then with "class
     * java.lang.Object cannot be cast to class io.questdb.ConfigPropertyKey"): clients opening together ask one at a
     * time, and ask again after such a failure.
     */
    private static final Object ONE_AT_A_TIME = new Object();
    private static final int ATTEMPTS = 5;
    private static final String INSTANCE_ID = "SELECT id FROM telemetry_config LIMIT -1";

    private final String host;
    private final long requestTimeoutMs;
    private int port;
    private String disabled;
    private String tcpBind;
    private boolean tcpEnabled;

    IlpAddress(String host, long requestTimeoutMs) {
        this.host = host;
        this.requestTimeoutMs = requestTimeoutMs;
    }

    /** Asks the server for its HTTP port (at open, outside the measured operations). */
    IlpAddress resolve(Connection connection) throws SQLException, InterruptedException {
        Map<String, String> shown = parameters(connection, List.of("http.net.bind.to", "line.http.enabled",
                "line.tcp.net.bind.to", "line.tcp.enabled"));
        String bind = shown.get("http.net.bind.to");
        boolean enabled = Boolean.parseBoolean(shown.getOrDefault("line.http.enabled", "true"));
        port = port(bind);
        tcpBind = shown.get("line.tcp.net.bind.to");
        tcpEnabled = Boolean.parseBoolean(shown.getOrDefault("line.tcp.enabled", "true"));
        disabled = enabled ? null : "QuestDB at " + host + " has ILP over HTTP disabled (line.http.enabled=false)";
        if (enabled) {
            sameServer(connection);
        }
        return this;
    }

    /** The value of each of {@code keys} shown in {@code SHOW PARAMETERS}; keys it does not show are left out. */
    static Map<String, String> parameters(Connection connection, Collection<String> keys)
            throws SQLException, InterruptedException {
        String in = keys.stream().map(k -> "'" + k.replace("'", "''") + "'").collect(Collectors.joining(", "));
        synchronized (ONE_AT_A_TIME) {
            for (int attempt = 1; ; attempt++) {
                try (Statement statement = connection.createStatement();
                     ResultSet rows = statement.executeQuery("SELECT property_path, value FROM (SHOW PARAMETERS) "
                             + "WHERE property_path IN (" + in + ")")) {
                    Map<String, String> shown = new LinkedHashMap<>();
                    while (rows.next()) {
                        shown.put(rows.getString(1), rows.getString(2));
                    }
                    return shown;
                } catch (SQLException e) {
                    if (attempt == ATTEMPTS || !String.valueOf(e.getMessage()).contains("cannot be cast")) {
                        throw e;
                    }
                    Thread.sleep(20L * attempt);
                }
            }
        }
    }

    /**
     * Checks that the HTTP port at the endpoint's host is this server's: its instance id (a random number QuestDB keeps
     * in telemetry_config) read over HTTP equals the one read over the wire. Writes would otherwise fail one by one, or
     * go to another server on that port, e.g. where only the wire port of a container is published.
     */
    private void sameServer(Connection connection) throws SQLException {
        String id;
        try (Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(INSTANCE_ID)) {
            if (!rows.next()) {
                return;
            }
            id = rows.getString(1);
        } catch (SQLException e) {
            return; // no instance id to compare (a server without the table): the writes will tell
        }
        String url = "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/exp?query="
                + java.net.URLEncoder.encode(INSTANCE_ID, java.nio.charset.StandardCharsets.UTF_8);
        String answer;
        try {
            java.net.HttpURLConnection http = (java.net.HttpURLConnection) java.net.URI.create(url).toURL()
                    .openConnection();
            http.setConnectTimeout(5_000);
            http.setReadTimeout(10_000);
            try (java.io.InputStream in = http.getInputStream()) {
                answer = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            } finally {
                http.disconnect();
            }
        } catch (java.io.IOException e) {
            throw new SQLException("QuestDB's HTTP port " + port + " (ILP) does not answer at " + host + " ("
                    + e.getMessage() + "): writes need it reachable there under the number the server reports");
        }
        if (id != null && !answer.contains(id)) {
            throw new SQLException("the HTTP port " + port + " at " + host + " is not the QuestDB server whose "
                    + "PostgreSQL wire port is the endpoint: writes need its own HTTP port reachable there");
        }
    }

    static int port(String bind) throws SQLException {
        return port("HTTP", "http.net.bind.to", bind);
    }

    private static int port(String listener, String key, String bind) throws SQLException {
        int colon = bind == null ? -1 : bind.lastIndexOf(':');
        try {
            return Integer.parseInt(bind.substring(colon + 1).trim());
        } catch (RuntimeException e) {
            throw new SQLException("QuestDB reports no " + listener + " port (" + key + "=" + bind + ")");
        }
    }

    /**
     * The sender's configuration: ILP protocol version 1 (what 7.3.10 reads; the client would otherwise ask the
     * server's /settings, which 7.3.10 lacks), one request per flush, no retries, the write timeout.
     */
    String configuration() throws SQLException {
        if (disabled != null) {
            throw new SQLException(disabled);
        }
        String address = host.contains(":") ? "[" + host + "]" : host;
        return "http::addr=" + address + ":" + port + ";protocol_version=1;auto_flush=off;retry_timeout=0;"
                + "request_timeout=" + Math.min(Integer.MAX_VALUE, Math.max(1, requestTimeoutMs)) + ";";
    }

    /** QuestDB's ILP over HTTP endpoint for a file's lines as they are, in nanoseconds. */
    URI writeUri() throws SQLException {
        if (disabled != null) {
            throw new SQLException(disabled);
        }
        String address = host.contains(":") ? "[" + host + "]" : host;
        return URI.create("http://" + address + ":" + port + "/write?precision=n");
    }

    /** QuestDB's ILP over TCP listener at the endpoint's host, at the port the server reports. */
    InetSocketAddress tcpAddress() throws SQLException {
        if (!tcpEnabled) {
            throw new SQLException("QuestDB at " + host + " has ILP over TCP disabled (line.tcp.enabled=false): "
                    + "QUESTDB_ILP_TRANSPORT=tcp needs it");
        }
        return new InetSocketAddress(host, port("ILP over TCP", "line.tcp.net.bind.to", tcpBind));
    }

    Duration requestTimeout() {
        return Duration.ofMillis(Math.max(1, requestTimeoutMs));
    }

    int port() {
        return port;
    }
}
