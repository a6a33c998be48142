package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iotdb.isession.SessionDataSet;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * Whether a starting DataNode has joined its cluster, from {@code SHOW CLUSTER} on its own session: its row (told
 * by its internal port) is {@code Running}, and so are at least as many DataNodes as have been started.
 */
final class IotdbClusterStatus {
    private IotdbClusterStatus() {
    }

    /** Null once DataNode {@code endpoint} (internal port {@code internalPort}) and {@code started} are Running. */
    static String notRunning(Endpoint endpoint, int internalPort, int started) throws Exception {
        return IotdbNodes.onSession(endpoint, session -> {
            SessionDataSet answer = session.executeQueryStatement("SHOW CLUSTER");
            try {
                return notRunning(rows(IotdbReader.of(answer)), internalPort, started);
            } finally {
                answer.closeOperationHandle();
            }
        });
    }

    /** The check on {@code SHOW CLUSTER}'s rows (column name to text); what was seen instead, or null. */
    static String notRunning(List<Map<String, String>> rows, int internalPort, int started) {
        List<Map<String, String>> dataNodes = rows.stream().filter(r -> "DataNode".equals(r.get("NodeType")))
                .toList();
        String own = dataNodes.stream().filter(r -> String.valueOf(internalPort).equals(r.get("InternalPort")))
                .map(r -> r.get("Status")).findFirst().orElse(null);
        long running = dataNodes.stream().filter(r -> "Running".equals(r.get("Status"))).count();
        if (!"Running".equals(own)) {
            return "SHOW CLUSTER lists the DataNode with internal port " + internalPort + " as "
                    + (own == null ? "absent" : own);
        }
        return running >= started ? null : "SHOW CLUSTER lists " + running + " of " + started + " DataNodes Running";
    }

    private static List<Map<String, String>> rows(IotdbReader.Result result) throws Exception {
        List<Map<String, String>> rows = new ArrayList<>();
        while (result.next()) {
            Map<String, String> row = new HashMap<>();
            for (int c = 0; c < result.columns().size(); c++) {
                row.put(result.columns().get(c), result.isNull(c) ? null : result.getString(c));
            }
            rows.add(row);
        }
        return rows;
    }
}
