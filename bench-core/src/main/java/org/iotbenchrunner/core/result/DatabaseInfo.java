package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.Map;

/**
 * What was measured: database, server version, how it was provisioned and the client facts; {@code color} is the
 * database's chart colour ({@code #RRGGBB}, null: the report's palette), so that reports need no binding.
 */
public record DatabaseInfo(String id, String name, String serverVersion, String provider, Map<String, String> client,
        @JsonInclude(JsonInclude.Include.NON_NULL) String color) {

    public DatabaseInfo(String id, String name, String serverVersion, String provider, Map<String, String> client) {
        this(id, name, serverVersion, provider, client, null);
    }
}
