package org.iotbenchrunner.iotdb;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The device of a row without its primary tag (about one IoT row in 800 lacks its truck's name). A row's device is
 * otherwise that tag's value, and IoTDB keeps one row per device and time, so two such rows at one instant must not
 * share a device, nor may one of them be dropped: the k-th nameless row of a measurement at an instant that a client
 * writes goes to device {@code unnamed_<client>_<k>}, {@code <client>} numbering the clients of this process. So
 * there are as many such devices per measurement as there were nameless rows at one instant at most, per client.
 * The row itself keeps what it has: its primary tag's series is null there, the other tags are set as it has them.
 * Remembers one count per measurement and instant that had such a row.
 */
final class UnnamedDevices {
    static final String PREFIX = "unnamed_";
    private static final AtomicInteger CLIENTS = new AtomicInteger();

    private final int client = CLIENTS.getAndIncrement();
    private final Map<String, Map<Long, Integer>> rowsAt = new HashMap<>();

    /** The device node of the next nameless row of {@code measurement} at {@code time}. */
    String next(String measurement, long time) {
        int earlier = rowsAt.computeIfAbsent(measurement, m -> new HashMap<>()).merge(time, 1, Integer::sum) - 1;
        return PREFIX + client + "_" + earlier;
    }
}
