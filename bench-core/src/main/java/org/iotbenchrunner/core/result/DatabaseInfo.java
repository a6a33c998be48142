package org.iotbenchrunner.core.result;

import java.util.Map;

/** What was measured: database, server version, how it was provisioned and the client facts. */
public record DatabaseInfo(String id, String name, String serverVersion, String provider, Map<String, String> client) {
}
