package org.iotbenchrunner.iotdb;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * Tree-model paths (spec §2.3): database {@code root.<DB_NAME>.<group>}, device
 * {@code root.<DB_NAME>.<group>.<device>}, series {@code <device path>.<sensor>}. Names that are not plain
 * identifiers are back-quoted, so any prefix configuration yields valid paths.
 */
final class IotdbNames {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Set<String> RESERVED = Set.of("root", "time", "timestamp", "device");

    private final String root;

    IotdbNames(String dbName) {
        this.root = "root." + node(dbName);
    }

    /** {@code root.<DB_NAME>}, the prefix of everything the benchmark writes. */
    String root() {
        return root;
    }

    String database(String group) {
        return root + "." + node(group);
    }

    String device(DeviceSchema device) {
        return database(device.group()) + "." + node(device.name());
    }

    /** One path node, back-quoted (with inner back-quotes doubled) unless it is a plain identifier. */
    static String node(String name) {
        if (PLAIN.matcher(name).matches() && !RESERVED.contains(name.toLowerCase(Locale.ROOT))) {
            return name;
        }
        return "`" + name.replace("`", "``") + "`";
    }

    /**
     * The measurement a result column is about: the last node of the path inside a function call such as
     * {@code count(root.test.g_1.d_1.s_1)}, or of a plain path, without back-quotes.
     */
    static String measurementOf(String column) {
        String text = column.trim();
        int open = text.indexOf('(');
        if (open >= 0 && text.endsWith(")")) {
            text = text.substring(open + 1, text.length() - 1).trim();
        }
        int end = text.length();
        boolean quoted = false;
        for (int i = text.length() - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '`') {
                quoted = !quoted;
            } else if (c == '.' && !quoted) {
                return unquote(text.substring(i + 1, end));
            }
        }
        return unquote(text);
    }

    /**
     * The device a series column is about: the node before the measurement, e.g. {@code d_1} of
     * {@code count(root.test.g_1.d_1.s_1)}; null for a bare measurement.
     */
    static String deviceOf(String column) {
        String text = column.trim();
        int open = text.indexOf('(');
        if (open >= 0 && text.endsWith(")")) {
            text = text.substring(open + 1, text.length() - 1).trim();
        }
        boolean quoted = false;
        for (int i = text.length() - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '`') {
                quoted = !quoted;
            } else if (c == '.' && !quoted) {
                return measurementOf(text.substring(0, i));
            }
        }
        return null;
    }

    private static String unquote(String node) {
        if (node.length() >= 2 && node.startsWith("`") && node.endsWith("`")) {
            return node.substring(1, node.length() - 1).replace("``", "`");
        }
        return node;
    }
}
