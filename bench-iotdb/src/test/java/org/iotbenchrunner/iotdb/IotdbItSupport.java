package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * What the IoTDB integration tests read from a real server on a session of their own, independently of the client
 * under test: the points it counts, the series' schema and the devices' alignment.
 */
final class IotdbItSupport {
    private IotdbItSupport() {
    }

    /** {@code SELECT count(*) FROM root.test.**}: the sum of every series' count, counted by the server. */
    static long storedPoints(Endpoint endpoint) throws Exception {
        long points = 0;
        for (Map<String, String> row : rows(endpoint, new IotdbSql(new IotdbNames("test"), "ms").countAll())) {
            for (String value : row.values()) {
                points += Long.parseLong(value);
            }
        }
        return points;
    }

    /** Data type, encoding and compressor of every series, as {@code SHOW TIMESERIES} lists them. */
    static Map<String, String> series(Endpoint endpoint) throws Exception {
        Map<String, String> series = new HashMap<>();
        for (Map<String, String> row : rows(endpoint, "SHOW TIMESERIES root.test.**")) {
            series.put(row.get("Timeseries"), row.get("DataType") + " " + row.get("Encoding") + " "
                    + row.get("Compression"));
        }
        return series;
    }

    static Map<String, String> expectedSeries(WorkloadSchema schema, BenchmarkConfig config) {
        IotdbNames names = new IotdbNames("test");
        Map<String, String> series = new HashMap<>();
        for (DeviceSchema device : schema.devices()) {
            for (Sensor sensor : device.sensors()) {
                series.put(names.device(device) + "." + sensor.name(), IotdbTypes.dataType(sensor.type()) + " "
                        + IotdbTypes.encoding(config, sensor.type()) + " " + IotdbTypes.compressor(config));
            }
        }
        return series;
    }

    /** The IsAligned flag of every device under {@code root.test}. */
    static List<String> alignedDevices(Endpoint endpoint) throws Exception {
        return rows(endpoint, "SHOW DEVICES root.test.**").stream().map(r -> r.get("IsAligned")).toList();
    }

    /** Every row of a statement as column name to value as text (null where null), through a session of its own. */
    static List<Map<String, String>> rows(Endpoint endpoint, String statement) throws Exception {
        List<Map<String, String>> all = new ArrayList<>();
        query(endpoint, statement, rows -> {
            Map<String, String> row = new HashMap<>();
            for (int c = 0; c < rows.columns().size(); c++) {
                row.put(rows.columns().get(c), rows.isNull(c) ? null : rows.getString(c));
            }
            all.add(row);
        });
        return all;
    }

    /** Reads one row of an answer, the {@code result}'s current one. */
    interface RowReader {
        void read(IotdbReader.Result result) throws Exception;
    }

    /** Runs {@code statement} on a session of its own and passes each row of the answer on. */
    static void query(Endpoint endpoint, String statement, RowReader reader) throws Exception {
        Session session = new Session.Builder().host(endpoint.host()).port(endpoint.port())
                .username(endpoint.user()).password(endpoint.password()).enableRedirection(false).build();
        session.open(false, 60_000);
        try {
            SessionDataSet result = session.executeQueryStatement(statement);
            try {
                IotdbReader.Result rows = IotdbReader.of(result);
                while (rows.next()) {
                    reader.read(rows);
                }
            } finally {
                result.closeOperationHandle();
            }
        } finally {
            session.close();
        }
    }
}
